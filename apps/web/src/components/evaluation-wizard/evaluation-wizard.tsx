// STUB: replaced at merge by EVALUATIONS task
import { Modal } from '@mantine/core';
import type { JSX } from 'react';

export function EvaluationWizard(props: {
  opened: boolean;
  onClose: () => void;
  professional: { id: string; displayName: string };
  opportunityId?: string | null;
  onSaved?: () => void;
}): JSX.Element {
  return (
    <Modal opened={props.opened} onClose={props.onClose} title={props.professional.displayName}>
      {null}
    </Modal>
  );
}
