import { Button, Checkbox, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** 001 §2.7 / §4: dismissing one professional, or every enrolled one, with an optional e-mail. */
export function DismissModal({
  opened,
  title,
  text,
  pending,
  onClose,
  onConfirm,
}: {
  opened: boolean;
  title: string;
  text: string;
  pending: boolean;
  onClose: () => void;
  onConfirm: (sendMail: boolean) => void;
}) {
  const { t } = useTranslation('professionals');
  const [sendMail, setSendMail] = useState(false);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      centered
      // Mantine's close button has no name of its own (axe button-name).
      closeButtonProps={{ 'aria-label': t('actions.close') }}
    >
      <Stack gap="md">
        <Text size="sm">{text}</Text>
        <Checkbox
          label={t('actions.sendMail')}
          checked={sendMail}
          onChange={(event) => setSendMail(event.currentTarget.checked)}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
          <Button color="red" loading={pending} onClick={() => onConfirm(sendMail)}>
            {t('actions.dismissConfirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
