// STUB: replaced at merge by REPORTS-MORE
import { Modal, Text } from '@mantine/core';
import type { JSX } from 'react';
import { useTranslation } from 'react-i18next';

export function DeletedProfilesModal(props: { opened: boolean; onClose: () => void }): JSX.Element {
  const { t } = useTranslation('reports');
  return (
    <Modal opened={props.opened} onClose={props.onClose} title={t('actions.deletedProfiles')}>
      <Text size="sm">…</Text>
    </Modal>
  );
}
