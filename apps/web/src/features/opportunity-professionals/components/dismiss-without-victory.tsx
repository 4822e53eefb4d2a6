import { Button, Group, Modal, Skeleton, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useDismissedStatistics, useSelectionAction } from '../api/selection-api';

/**
 * 001 §4: dismissing the candidates who have no victory date (final-dispense). It cannot be undone, so it asks
 * first, saying how many it dismisses and how many already were (get-statistics-dismissed-professionals, 001 §7).
 */
export function DismissWithoutVictory({
  opportunityId,
  userIds,
}: {
  opportunityId: string;
  userIds: string[];
}) {
  const { t } = useTranslation('professionals');
  const action = useSelectionAction(opportunityId);
  const [open, setOpen] = useState(false);
  const statistics = useDismissedStatistics(opportunityId, open);
  // The server's count follows the dismissal's own rule; the kanban's list stands in if it cannot be read.
  const pending = statistics.data?.candidatesWithoutVictory ?? userIds.length;
  return (
    <>
      <Button
        variant="subtle"
        color="red"
        size="xs"
        disabled={userIds.length === 0}
        onClick={() => setOpen(true)}
      >
        {t('actions.finalDispense')}
      </Button>
      <Modal
        opened={open}
        onClose={() => setOpen(false)}
        title={t('actions.finalDispenseTitle')}
        centered
        closeButtonProps={{ 'aria-label': t('actions.close') }}
      >
        <Stack gap="md" data-testid="final-dispense-confirm">
          {statistics.isPending ? (
            <Skeleton height={40} role="status" aria-label={t('status.loading')} />
          ) : (
            <>
              <Text size="sm">{t('actions.finalDispenseText', { count: pending })}</Text>
              {statistics.data && statistics.data.dismissed > 0 && (
                <Text size="sm" c="gray.8">
                  {t('actions.finalDispenseDismissed', { count: statistics.data.dismissed })}
                </Text>
              )}
            </>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setOpen(false)}>
              {t('actions.cancel')}
            </Button>
            <Button
              color="red"
              loading={action.isPending}
              disabled={statistics.isPending}
              onClick={() =>
                action.mutate(
                  { kind: 'finalDispense', userIds },
                  {
                    onSuccess: (message) => {
                      notifySuccess(message);
                      setOpen(false);
                    },
                    onError: (error) => notifyError(errorMessage(error, t('actions.finalDispenseFailed'))),
                  },
                )
              }
            >
              {t('actions.finalDispenseConfirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
