import { Accordion, Alert, Button, Group, Paper, Radio, Stack, Text, Title } from '@mantine/core';
import {
  type CandidateEntry,
  checkStagesChange,
  MEETS_REQUIREMENTS,
  normalizeStages,
  type StageEntry,
} from '@mosaico/domain';
import { type FormEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ALERT_STYLES } from '../../../components/alert-styles/alert-styles';
import { DateField } from '../../../components/date-field/date-field';
import { RichTextField } from '../../../components/rich-text-field/rich-text-field';
import { ApiError } from '../../../lib/api-client';
import { formatDate } from '../../../lib/dates';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { isRuleRefusal, isStale, useSaveStages } from '../api/candidature-progress-api';
import { clearFrom, ruleMessage, stagesOf, stateOf } from './progress-rules';

const STAGE_NAMES = { 1: 'recruitment', 2: 'evaluation', 3: 'selection', 4: 'presentation' } as const;

const isBlank = (stage: StageEntry) =>
  stage.meetsTheRequirements === null && stage.date === null && stage.details === '';

/**
 * The four stages (001 §2.8, §4, §5; DECISIONS 'Stages and steps'): each a collapsible section with its result
 * (met / not met), day and rich-text note, saved together with change-step-candidate. A stage opens once the one
 * before it has a result, and clearing a stage clears the later ones, as the server does.
 */
export function StagesForm({
  current,
  readOnly,
  onSaved,
  onStale,
}: {
  current: CandidateEntry;
  readOnly: boolean;
  onSaved: (entry: CandidateEntry) => void;
  onStale: (message: string) => void;
}) {
  const { t, i18n } = useTranslation('candidature-progress');
  const save = useSaveStages(current.opportunityId, current.userId);
  const [stages, setStages] = useState(() => stagesOf(current));
  const savedStages = useMemo(() => stagesOf(current), [current]);
  const [problem, setProblem] = useState<string | null>(null);
  const [opened, setOpened] = useState<string[]>(['1', '2', '3', '4']);

  const update = (key: number, change: Partial<StageEntry>) => {
    setProblem(null);
    setStages((all) => all.map((stage) => (stage.key === key ? { ...stage, ...change } : stage)));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    // A stage with a day or a note but no result would be dropped by the save (only stages with a result are kept).
    const unresolved = stages.find((stage) => stage.meetsTheRequirements === null && !isBlank(stage));
    if (unresolved) {
      setProblem(t('stages.resultMissing', { name: t(`stages.${STAGE_NAMES[unresolved.key]}`) }));
      setOpened((keys) => [...new Set([...keys, String(unresolved.key)])]);
      return;
    }
    const failure = checkStagesChange(stateOf(current), stages);
    if (failure) {
      setProblem(ruleMessage(failure, t, i18n.language));
      return;
    }
    save.mutate(
      { candidate: current.userId, steps: normalizeStages(stages), version: current.version },
      {
        onSuccess: (entry) => {
          notifySuccess(t('toast.stagesSaved'));
          onSaved(entry);
        },
        onError: (error) => {
          if (isStale(error) && error instanceof ApiError) onStale(error.message);
          else if (isRuleRefusal(error) && error instanceof ApiError) setProblem(error.message);
          else notifyError(t('toast.saveFailed'));
        },
      },
    );
  };

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="candidature-stages-title">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h4" id="candidature-stages-title">
            {t('stages.title')}
          </Title>
          <Accordion multiple value={opened} onChange={setOpened} variant="separated" chevronPosition="left">
            {stages.map((stage, index) => {
              // The heading states what is saved; the draft below it may still be refused (issue 22: a refused
              // out-of-order day read as if saved).
              const saved = savedStages.find((entry) => entry.key === stage.key);
              const name = t(`stages.${STAGE_NAMES[stage.key]}`);
              const previous = index > 0 ? stages[index - 1] : undefined;
              const waiting = previous !== undefined && previous.meetsTheRequirements === null;
              const disabled = readOnly || waiting;
              const summary =
                !saved || saved.meetsTheRequirements === null
                  ? t('stages.notRegistered')
                  : t(
                      saved.meetsTheRequirements === MEETS_REQUIREMENTS.met
                        ? 'stages.summaryMet'
                        : 'stages.summaryNotMet',
                      {
                        date: formatDate(saved.date) || '—',
                      },
                    );
              return (
                <Accordion.Item key={stage.key} value={String(stage.key)} data-testid={`stage-${stage.key}`}>
                  <Accordion.Control>
                    <Group gap="xs" justify="space-between" wrap="wrap">
                      <Text fw={600}>{t('stages.heading', { number: stage.key, name })}</Text>
                      <Text size="sm" c="gray.8">
                        {summary}
                      </Text>
                    </Group>
                  </Accordion.Control>
                  <Accordion.Panel>
                    <Stack gap="sm">
                      {waiting && !readOnly && (
                        <Text size="sm" c="gray.8">
                          {t('stages.previousFirst')}
                        </Text>
                      )}
                      <Radio.Group
                        label={t('stages.result', { name })}
                        value={stage.meetsTheRequirements === null ? '' : String(stage.meetsTheRequirements)}
                        onChange={(value) =>
                          update(stage.key, { meetsTheRequirements: Number(value) as 0 | 1 })
                        }
                      >
                        <Group gap="md" mt={4}>
                          <Radio
                            value={String(MEETS_REQUIREMENTS.met)}
                            label={t('stages.met')}
                            disabled={disabled}
                          />
                          <Radio
                            value={String(MEETS_REQUIREMENTS.notMet)}
                            label={t('stages.notMet')}
                            disabled={disabled}
                          />
                        </Group>
                      </Radio.Group>
                      <DateField
                        label={t('stages.date', { name })}
                        value={stage.date}
                        onChange={(date) => update(stage.key, { date })}
                        disabled={disabled}
                        clearable
                        maw={240}
                      />
                      <RichTextField
                        key={disabled ? 'read' : 'edit'}
                        id={`stage-${stage.key}-notes`}
                        label={t('stages.notes', { name })}
                        value={stage.details}
                        onChange={(html) => update(stage.key, { details: html })}
                        readOnly={disabled}
                      />
                      {!readOnly && (
                        <Group>
                          <Button
                            variant="default"
                            size="compact-sm"
                            onClick={() => {
                              setProblem(null);
                              setStages((all) => clearFrom(all, stage.key));
                            }}
                            disabled={stages.slice(index).every(isBlank)}
                          >
                            {t('stages.clear', { name })}
                          </Button>
                        </Group>
                      )}
                    </Stack>
                  </Accordion.Panel>
                </Accordion.Item>
              );
            })}
          </Accordion>
          {problem && (
            <Alert styles={ALERT_STYLES} color="red" variant="light" role="alert">
              {problem}
            </Alert>
          )}
          <Group>
            <Button type="submit" loading={save.isPending} disabled={readOnly}>
              {t('stages.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
