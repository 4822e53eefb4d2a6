import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { REFERRER_MAX_LENGTH } from '@mosaico/domain';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface CandidatureModalProps {
  opened: boolean;
  title: string;
  submitting: boolean;
  onClose: () => void;
  onSubmit: (referrer: string) => void;
}

/** 001 §2.3 candidature modal: confirms the application, with an optional "who referred you". */
export function CandidatureModal({ opened, title, submitting, onClose, onSubmit }: CandidatureModalProps) {
  const { t } = useTranslation('opportunity');
  const [referrer, setReferrer] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(referrer);
  };

  return (
    <Modal
      opened={opened}
      onClose={submitting ? () => undefined : onClose}
      title={t('apply.modalTitle')}
      centered
      closeButtonProps={{ 'aria-label': t('apply.close') }}
    >
      <form onSubmit={submit}>
        <Stack gap="md">
          <Text>{t('apply.modalText', { title })}</Text>
          <TextInput
            label={t('apply.referrer')}
            description={t('apply.referrerHint')}
            value={referrer}
            maxLength={REFERRER_MAX_LENGTH}
            onChange={(event) => setReferrer(event.currentTarget.value)}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={submitting}>
              {t('apply.cancel')}
            </Button>
            <Button type="submit" loading={submitting}>
              {t('apply.confirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
