import {
  ActionIcon,
  Alert,
  Button,
  Group,
  SegmentedControl,
  Slider,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import {
  DESIRABLE_CRITERION_PESO,
  EVALUATION_CONTENT_MAX_LENGTH,
  type EvaluationCriterion,
  MAX_EVALUATION_SCORE,
  MIN_EVALUATION_SCORE,
  REQUIRED_CRITERION_PESO,
} from '@mosaico/domain';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

const MARKS = Array.from({ length: MAX_EVALUATION_SCORE - MIN_EVALUATION_SCORE + 1 }, (_, i) => ({
  value: MIN_EVALUATION_SCORE + i,
  label: String(MIN_EVALUATION_SCORE + i),
}));

/** 002 §5: the grade, 0 to 10 in steps of 1, and the text ('Preencha o campo Avaliação' when left empty). */
export function GradeAndContent({
  resultado,
  onResultado,
  conteudo,
  onConteudo,
  contentError,
}: {
  resultado: number;
  onResultado: (value: number) => void;
  conteudo: string;
  onConteudo: (value: string) => void;
  contentError: boolean;
}) {
  const { t } = useTranslation('evaluations');
  const labelId = useId();
  return (
    <Stack gap="lg">
      <div>
        <Text id={labelId} size="sm" fw={500} mb={4}>
          {t('form.grade')}: {resultado}
        </Text>
        <Slider
          min={MIN_EVALUATION_SCORE}
          max={MAX_EVALUATION_SCORE}
          step={1}
          marks={MARKS}
          value={resultado}
          onChange={onResultado}
          thumbLabel={t('form.grade')}
          thumbProps={{
            'aria-labelledby': labelId,
            'aria-valuetext': t('form.gradeValue', { value: resultado }),
          }}
          mb="lg"
        />
      </div>
      <Textarea
        label={t('form.content')}
        value={conteudo}
        onChange={(event) => onConteudo(event.currentTarget.value)}
        autosize
        minRows={4}
        maxRows={12}
        maxLength={EVALUATION_CONTENT_MAX_LENGTH}
        withAsterisk
        error={contentError ? t('form.contentRequired') : undefined}
      />
    </Stack>
  );
}

/** 002 §5: a zero grade asks for confirmation before it is saved. */
export function ZeroConfirmation({ onConfirm, onCancel }: { onConfirm: () => void; onCancel: () => void }) {
  const { t } = useTranslation('evaluations');
  return (
    <Alert color="yellow" title={t('form.zeroTitle')} role="alertdialog" aria-label={t('form.zeroTitle')}>
      <Text size="sm" c="gray.9" mb="sm">
        {t('form.zeroText')}
      </Text>
      <Group gap="xs">
        <Button size="compact-sm" color="red" onClick={onConfirm}>
          {t('form.zeroConfirm')}
        </Button>
        <Button size="compact-sm" variant="default" onClick={onCancel}>
          {t('form.zeroCancel')}
        </Button>
      </Group>
    </Alert>
  );
}

/** 002 §3, §4: the criteria form of 'Parecer Técnico' — each criterion required (peso 3) or desirable (peso 1). */
export function CriteriaForm({
  criteria,
  onChange,
}: {
  criteria: EvaluationCriterion[];
  onChange: (criteria: EvaluationCriterion[]) => void;
}) {
  const { t } = useTranslation('evaluations');
  const set = (index: number, next: Partial<EvaluationCriterion>) =>
    onChange(criteria.map((criterion, i) => (i === index ? { ...criterion, ...next } : criterion)));
  return (
    <Stack gap="xs" data-testid="criteria-form">
      <Text size="sm" fw={500}>
        {t('criteria.title')}
      </Text>
      {criteria.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('criteria.empty')}
        </Text>
      )}
      {criteria.map((criterion, index) => (
        // Criteria have no id of their own; the position is their identity while the form is open.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <Group key={index} gap="xs" wrap="wrap" align="flex-end">
          <TextInput
            label={t('criteria.name')}
            value={criterion.name}
            onChange={(event) => set(index, { name: event.currentTarget.value })}
            maxLength={200}
            style={{ flex: '1 1 10rem' }}
          />
          <SegmentedControl
            aria-label={t('criteria.name')}
            value={String(criterion.peso)}
            onChange={(value) => set(index, { peso: Number(value) === REQUIRED_CRITERION_PESO ? 3 : 1 })}
            data={[
              { value: String(REQUIRED_CRITERION_PESO), label: t('criteria.required') },
              { value: String(DESIRABLE_CRITERION_PESO), label: t('criteria.desirable') },
            ]}
          />
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={t('criteria.remove', { name: criterion.name })}
            onClick={() => onChange(criteria.filter((_, i) => i !== index))}
          >
            <IconTrash size={16} aria-hidden="true" />
          </ActionIcon>
        </Group>
      ))}
      <Group>
        <Button
          size="compact-sm"
          variant="subtle"
          leftSection={<IconPlus size={14} aria-hidden="true" />}
          onClick={() => onChange([...criteria, { name: '', peso: REQUIRED_CRITERION_PESO }])}
        >
          {t('criteria.add')}
        </Button>
      </Group>
    </Stack>
  );
}

/** The criteria worth sending: named ones, trimmed. */
export function cleanCriteria(criteria: readonly EvaluationCriterion[]): EvaluationCriterion[] {
  return criteria
    .map((criterion) => ({ ...criterion, name: criterion.name.trim() }))
    .filter((criterion) => criterion.name.length > 0);
}
