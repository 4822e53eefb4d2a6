import { Box, Group, Stack, Text, Tooltip } from '@mantine/core';
import {
  CANDIDATE_PROGRESS_STEPS,
  CANDIDATE_STATUS,
  candidateProgressLabel,
  candidateProgressPercent,
} from '@mosaico/domain';
import { useTranslation } from 'react-i18next';

interface CandidatureProgressProps {
  candidateStep: number;
  currentStatus: number;
}

/**
 * The candidate's five-step bar (000 §2, §4; DECISIONS): Recrutado, Avaliado, Currículo Selecionado, Apresentado,
 * Selecionado at 0, 25, 50, 75, 100 %; Dispensado when currentStatus is 3. Five segments, each naming its step in
 * a tooltip on hover or touch; the list's label gives the state to screen readers. Status 0 at the first step
 * reads as 'application received': the professional applied and no stage is registered yet, which 'Recruited'
 * would misstate as hired.
 */
export function CandidatureProgress({ candidateStep, currentStatus }: CandidatureProgressProps) {
  const { t } = useTranslation('candidature');
  const percent = candidateProgressPercent(candidateStep, currentStatus);
  const labelKey =
    currentStatus === CANDIDATE_STATUS.registered && candidateStep <= 1
      ? 'registered'
      : candidateProgressLabel(candidateStep, currentStatus);
  const label = t(`progress.${labelKey}`);
  const stopped = labelKey === 'dismissed' || labelKey === 'refused' || labelKey === 'quit';
  const reachedSteps =
    currentStatus === CANDIDATE_STATUS.selected ? CANDIDATE_PROGRESS_STEPS.length : candidateStep;
  return (
    <Stack gap={4}>
      <Group gap={4} wrap="nowrap" role="list" aria-label={t('progress.aria', { label, percent })}>
        {CANDIDATE_PROGRESS_STEPS.map((step) => {
          const reached = step.step <= reachedSteps;
          const name = t(`progress.${step.key}`);
          const state = t(reached ? 'progress.reached' : 'progress.notReached');
          return (
            // Not focusable: the bar sits inside the application's link, which names the state for the keyboard.
            <Tooltip
              key={step.key}
              label={`${step.step}. ${name}: ${state}`}
              withArrow
              events={{ hover: true, focus: false, touch: true }}
            >
              <Box
                role="listitem"
                aria-label={t('progress.segment', { step: step.step, name, state })}
                data-reached={reached}
                style={{
                  flex: 1,
                  height: 10,
                  borderRadius: 4,
                  background: reached
                    ? stopped
                      ? 'var(--mantine-color-gray-6)'
                      : 'var(--mantine-color-brand-7, var(--mantine-color-blue-7))'
                    : 'var(--mantine-color-gray-3)',
                }}
              />
            </Tooltip>
          );
        })}
      </Group>
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
