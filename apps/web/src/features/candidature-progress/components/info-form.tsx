import { Alert, Button, Group, Paper, Select, SimpleGrid, Stack, Title } from '@mantine/core';
import {
  CANDIDATE_STATUS,
  CAPTURE_SOURCES,
  type CandidateEntry,
  type CaptureSource,
  checkStatusChange,
  type SelectionRuleFailure,
  statusDateOf,
} from '@mosaico/domain';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ALERT_STYLES } from '../../../components/alert-styles/alert-styles';
import { DateField } from '../../../components/date-field/date-field';
import { ApiError } from '../../../lib/api-client';
import { useChannelOptions } from '../../../lib/channels';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { isRuleRefusal, isStale, useSaveInfo } from '../api/candidature-progress-api';
import { localToday, ruleMessage, stateOf, statusDateField } from './progress-rules';

/** The statuses a recruiter sets here (Dispensado has its own action on the professionals screen). */
const SETTABLE_STATUSES = [
  CANDIDATE_STATUS.registered,
  CANDIDATE_STATUS.competing,
  CANDIDATE_STATUS.reserved,
  CANDIDATE_STATUS.refused,
  CANDIDATE_STATUS.quit,
  CANDIDATE_STATUS.selected,
] as const;

/**
 * Capture source, channel and status with the day a final status needs (001 §2.8, §4, §5), saved together with
 * change-info-candidate. The rules run here first with the domain's own check and the browser's today.
 */
export function InfoForm({
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
  const save = useSaveInfo(current.opportunityId, current.userId);
  const [capture, setCapture] = useState<string | null>(current.capture);
  const [source, setSource] = useState<string | null>(current.source);
  const [status, setStatus] = useState(String(current.status.current));
  const [statusDate, setStatusDate] = useState(statusDateOf(current, current.status.current) ?? '');
  const [problem, setProblem] = useState<string | null>(null);

  const chosen = Number(status);
  const dateField = statusDateField(chosen);
  const channelOptions = useChannelOptions(current.source);
  const statusOptions = [
    ...((SETTABLE_STATUSES as readonly number[]).includes(current.status.current)
      ? []
      : [current.status.current]),
    ...SETTABLE_STATUSES,
  ].map((value) => ({ value: String(value), label: t(`status.${value}`) }));

  const chooseStatus = (value: string | null) => {
    if (value === null) return;
    setStatus(value);
    setProblem(null);
    setStatusDate(statusDateOf(current, Number(value)) ?? '');
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    const day = dateField ? statusDate || null : null;
    const change = {
      status: chosen,
      dateVictory: dateField === 'dateVictory' ? day : null,
      dateRefused: dateField === 'dateRefused' ? day : null,
      dateQuit: dateField === 'dateQuit' ? day : null,
    };
    // The server's order: a status change runs every rule; the same status only the kanban check.
    const failure: SelectionRuleFailure | null =
      chosen !== current.status.current
        ? checkStatusChange(stateOf(current), change, localToday())
        : current.opportunityLabel !== '1'
          ? { code: 'OPPORTUNITY_INACTIVE_IN_KANBAN' }
          : null;
    if (failure) {
      setProblem(ruleMessage(failure, t, i18n.language));
      return;
    }
    save.mutate(
      {
        candidate: current.userId,
        ...change,
        status: chosen as 0 | 1 | 2 | 4 | 5 | 6,
        capture: capture as CaptureSource | null,
        source,
        version: current.version,
      },
      {
        onSuccess: (entry) => {
          const selected =
            chosen === CANDIDATE_STATUS.selected && current.status.current !== CANDIDATE_STATUS.selected;
          notifySuccess(t(selected ? 'toast.selected' : 'toast.infoChanged'));
          onSaved(entry);
        },
        onError: (error) => {
          if (isStale(error) && error instanceof ApiError) onStale(error.message);
          else if (isRuleRefusal(error) && error instanceof ApiError) setProblem(error.message);
          // 001 §8 'Info change failure': anything else (network, server error) is the spec's generic text.
          else notifyError(t('toast.infoChangeFailed'));
        },
      },
    );
  };

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="candidature-info-title">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h4" id="candidature-info-title">
            {t('info.title')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <Select
              label={t('info.capture')}
              placeholder={t('info.choose')}
              data={CAPTURE_SOURCES.map((item) => ({ value: item.value, label: t(`capture.${item.key}`) }))}
              value={capture}
              onChange={setCapture}
              disabled={readOnly}
              allowDeselect={false}
            />
            <Select
              label={t('info.source')}
              placeholder={t('info.choose')}
              data={channelOptions}
              value={source}
              onChange={setSource}
              disabled={readOnly}
              allowDeselect={false}
            />
            <Select
              label={t('info.status')}
              data={statusOptions}
              value={status}
              onChange={chooseStatus}
              disabled={readOnly}
              allowDeselect={false}
              data-testid="status-select"
            />
            {dateField && (
              <DateField
                label={t(`info.${dateField}`)}
                value={statusDate}
                max={localToday()}
                onChange={(date) => {
                  setStatusDate(date ?? '');
                  setProblem(null);
                }}
                disabled={readOnly}
                required
              />
            )}
          </SimpleGrid>
          {problem && (
            <Alert styles={ALERT_STYLES} color="red" variant="light" role="alert">
              {problem}
            </Alert>
          )}
          <Group>
            <Button type="submit" loading={save.isPending} disabled={readOnly}>
              {t('info.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
