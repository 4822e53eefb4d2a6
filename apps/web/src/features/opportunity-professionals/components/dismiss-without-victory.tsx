import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useSelectionAction } from '../api/selection-api';

/** 001 §4: dismissing the candidates who have no victory date (final-dispense). */
export function DismissWithoutVictory({
  opportunityId,
  userIds,
}: {
  opportunityId: string;
  userIds: string[];
}) {
  const { t } = useTranslation('professionals');
  const action = useSelectionAction(opportunityId);
  return (
    <Button
      variant="subtle"
      color="red"
      size="xs"
      disabled={userIds.length === 0}
      loading={action.isPending}
      onClick={() =>
        action.mutate(
          { kind: 'finalDispense', userIds },
          {
            onSuccess: (message) => notifySuccess(message),
            onError: (error) => notifyError(errorMessage(error, t('actions.finalDispenseFailed'))),
          },
        )
      }
    >
      {t('actions.finalDispense')}
    </Button>
  );
}
