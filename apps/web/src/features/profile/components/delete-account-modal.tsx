import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { notifyError, notifySuccessAfterReload } from '../../../lib/notify';
import { useAuth } from '../../auth';
import { deleteOwnAccount } from '../api/profile-api';

/**
 * Deleting one's registration (000 §4): a confirmation modal, then the account is deleted and the session ends.
 * On failure the modal closes, loading stops and the contract's message is shown.
 */
export function DeleteAccountModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('profile');
  const { signOut } = useAuth();
  const [comment, setComment] = useState('');
  const remove = useMutation({
    mutationFn: () => deleteOwnAccount(comment.trim() || null),
    onSuccess: () => {
      // Everything this tab held belonged to the deleted account: end the session and start afresh on home, with
      // a full load, so no screen still open can ask for the account again.
      notifySuccessAfterReload(t('delete.done'));
      signOut();
      window.location.replace(paths.home);
    },
    onError: (error) => {
      onClose();
      notifyError(errorMessage(error, t('delete.failed')));
    },
  });
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('delete.title')}
      centered
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      <Stack>
        <Text>{t('delete.text')}</Text>
        <Textarea
          label={t('delete.comment')}
          maxLength={500}
          autosize
          minRows={2}
          value={comment}
          onChange={(event) => setComment(event.currentTarget.value)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={remove.isPending}>
            {t('cancel')}
          </Button>
          <Button color="red.9" loading={remove.isPending} onClick={() => remove.mutate()}>
            {t('delete.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
