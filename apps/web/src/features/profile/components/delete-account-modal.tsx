import { Button, Group, List, Modal, Stack, Text, Textarea } from '@mantine/core';
import type { ErasureReceipt } from '@mosaico/domain';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { notifyError, notifySuccessAfterReload } from '../../../lib/notify';
import { saveJsonFile } from '../../../lib/save-json-file';
import { useAuth } from '../../auth';
import { deleteOwnAccount } from '../api/profile-api';

/**
 * The erasure receipt (issue 26): what was removed where. An erased person has no mailbox with us, so it is shown
 * here and offered as a file to keep; nothing else of theirs is kept to mail it from.
 */
function ErasureReceiptView({ receipt, onDone }: { receipt: ErasureReceipt; onDone: () => void }) {
  const { t } = useTranslation('profile');
  return (
    <Stack data-testid="erasure-receipt">
      <Text fw={600}>{t('delete.receiptTitle')}</Text>
      <List spacing={4} size="sm">
        {receipt.lines.map((line) => (
          <List.Item key={line.place}>
            {t(`delete.receiptLine.${line.action}`, {
              place: t(`myData.places.${line.place}`, { defaultValue: line.place }),
              count: line.rows,
            })}
          </List.Item>
        ))}
        <List.Item>{t('delete.receiptFiles', { count: receipt.storage.filesRemoved })}</List.Item>
      </List>
      <Text size="sm">{t('delete.receiptKept')}</Text>
      <Group justify="flex-end">
        <Button
          variant="default"
          onClick={() =>
            saveJsonFile(receipt, `mosaico-erasure-receipt-${receipt.erasedAt.slice(0, 10)}.json`)
          }
        >
          {t('delete.receiptDownload')}
        </Button>
        <Button onClick={onDone}>{t('close')}</Button>
      </Group>
    </Stack>
  );
}

/**
 * Deleting one's registration (000 §4): a confirmation modal, then the account is deleted and the session ends;
 * the modal then shows the erasure receipt until closed. On failure the modal closes, loading stops and the
 * contract's message is shown.
 */
export function DeleteAccountModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('profile');
  const { signOut } = useAuth();
  const [comment, setComment] = useState('');
  const [receipt, setReceipt] = useState<ErasureReceipt | null>(null);
  // Everything this tab held belonged to the deleted account: end the session and start afresh on home, with a full
  // load, so no screen still open can ask for the account again.
  const leave = () => {
    notifySuccessAfterReload(t('delete.done'));
    signOut();
    window.location.replace(paths.home);
  };
  const remove = useMutation({
    mutationFn: () => deleteOwnAccount(comment.trim() || null),
    onSuccess: (answer) => setReceipt(answer),
    onError: (error) => {
      onClose();
      notifyError(errorMessage(error, t('delete.failed')));
    },
  });
  return (
    <Modal
      opened={opened || receipt !== null}
      onClose={receipt ? leave : onClose}
      title={receipt ? t('delete.done') : t('delete.title')}
      centered
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      {receipt ? (
        <ErasureReceiptView receipt={receipt} onDone={leave} />
      ) : (
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
      )}
    </Modal>
  );
}
