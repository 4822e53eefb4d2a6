// STUB: replaced at merge by DETAIL task
import { Modal } from '@mantine/core';
import type { JSX } from 'react';

export function InscribeModal(props: {
  opened: boolean;
  onClose: () => void;
  professional: { id: string; displayName: string };
  conversionType: 'inscribe' | 'candidate';
  onDone?: () => void;
}): JSX.Element {
  return (
    <Modal opened={props.opened} onClose={props.onClose} title={props.professional.displayName}>
      {null}
    </Modal>
  );
}
