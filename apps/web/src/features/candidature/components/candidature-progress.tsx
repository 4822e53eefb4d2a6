import { Group, Progress, Stack, Text, Tooltip } from '@mantine/core';
import { CANDIDATE_PROGRESS_STEPS, candidateProgressLabel, candidateProgressPercent } from '@mosaico/domain';
import { useTranslation } from 'react-i18next';

interface CandidatureProgressProps {
  candidateStep: number;
  currentStatus: number;
}

/**
 * The candidate's five-step bar (000 §4; DECISIONS): Recrutado, Avaliado, Currículo Selecionado, Apresentado,
 * Selecionado at 0, 25, 50, 75, 100 %; Dispensado when currentStatus is 3; 'closed' for finished opportunities.
 */
export function CandidatureProgress({ candidateStep, currentStatus }: CandidatureProgressProps) {
  const { t } = useTranslation('candidature');
  const percent = candidateProgressPercent(candidateStep, currentStatus);
  const labelKey = candidateProgressLabel(candidateStep, currentStatus);
  const label = t(`progress.${labelKey}`);
  const stopped = labelKey === 'dismissed' || labelKey === 'refused' || labelKey === 'quit';
  const steps = CANDIDATE_PROGRESS_STEPS.map((step) => t(`progress.${step.key}`)).join(' → ');
  return (
    <Stack gap={4}>
      <Tooltip label={t('progress.tooltip', { label, percent, steps })} multiline w={260} withArrow>
        <Progress
          value={percent}
          size="md"
          color={stopped ? 'gray.7' : percent === 100 ? 'green.8' : 'brand'}
          aria-label={t('progress.aria', { label, percent })}
          styles={{ root: { minWidth: 0 } }}
        />
      </Tooltip>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="sm" fw={600} c={stopped ? 'gray.8' : 'brand.8'}>
          {label}
        </Text>
        <Text size="sm" c="gray.8">
          {`${percent}%`}
        </Text>
      </Group>
    </Stack>
  );
}
