import { Button } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useSelectionAction } from '../api/selection-api';
import { DismissModal } from './dismiss-modal';

/** 001 §4: dismissing every enrolled professional at once, with an optional e-mail. */
export function DismissAllEnrolled({
  opportunityId,
  disabled,
}: {
  opportunityId: string;
  disabled: boolean;
}) {
  const { t } = useTranslation('professionals');
  const action = useSelectionAction(opportunityId);
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="light" color="red" size="xs" disabled={disabled} onClick={() => setOpen(true)}>
        {t('actions.dismissAll')}
      </Button>
      {open && (
        <DismissModal
          opened
          title={t('actions.dismissAll')}
          text={t('actions.dismissAllText')}
          pending={action.isPending}
          onClose={() => setOpen(false)}
          onConfirm={(sendMail) =>
            action.mutate(
              { kind: 'dismissAll', sendMail },
              {
                onSuccess: (message) => {
                  notifySuccess(message);
                  setOpen(false);
                },
                onError: () => notifyError(t('actions.dismissAllFailed')),
              },
            )
          }
        />
      )}
    </>
  );
}
