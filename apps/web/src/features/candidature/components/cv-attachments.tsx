import {
  ActionIcon,
  Anchor,
  Button,
  FileButton,
  Group,
  Modal,
  Stack,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import { type Attachment, CV_ACCEPT, type UploadedFile } from '@mosaico/domain';
import { IconFileText, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-client';
import { cvFileProblem } from '../../../lib/cv-file';
import { formatDate } from '../../../lib/dates';
import { downloadFile } from '../../../lib/download-file';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { attachCv, deleteCv, uploadCvFile } from '../api/candidature-api';

interface CvAttachmentsProps {
  userId: string;
  attachments: Attachment[];
  /** Called after a CV was added or removed, to reload the user. */
  onChanged: () => void;
}

/** The user's CVs (000 §2): remove only when more than one exists; add a .pdf or .docx with an optional description. */
export function CvAttachments({ userId, attachments, onChanged }: CvAttachmentsProps) {
  const { t } = useTranslation('candidature');
  const [uploading, setUploading] = useState(false);
  const [removing, setRemoving] = useState<string | null>(null);
  const [opening, setOpening] = useState<string | null>(null);
  const [pending, setPending] = useState<UploadedFile | null>(null);
  const [comment, setComment] = useState('');
  const [attaching, setAttaching] = useState(false);
  const canRemove = attachments.length > 1;

  async function upload(file: File | null) {
    if (!file) return;
    const problem = cvFileProblem(file);
    if (problem) {
      notifyError(t(problem === 'wrongType' ? 'cv.wrongType' : 'cv.tooLarge'));
      return;
    }
    setUploading(true);
    try {
      setPending(await uploadCvFile(file));
      setComment('');
    } catch (error) {
      notifyError(errorMessage(error, t('cv.attachError')));
    } finally {
      setUploading(false);
    }
  }

  async function confirmAttach() {
    if (!pending) return;
    setAttaching(true);
    try {
      await attachCv(userId, pending, comment);
      notifySuccess(t('cv.added'));
      setPending(null);
      onChanged();
    } catch (error) {
      notifyError(errorMessage(error, t('cv.attachError')));
    } finally {
      setAttaching(false);
    }
  }

  async function open(attachment: Attachment) {
    setOpening(attachment._id);
    try {
      await downloadFile(attachment.url, attachment.fileName);
    } catch (error) {
      notifyError(errorMessage(error, t('cv.openError')));
    } finally {
      setOpening(null);
    }
  }

  async function remove(attachment: Attachment) {
    setRemoving(attachment._id);
    try {
      await deleteCv(userId, attachment._id);
      notifySuccess(t('cv.deleted'));
      onChanged();
    } catch (error) {
      notifyError(errorMessage(error, t('cv.deleteError')));
    } finally {
      setRemoving(null);
    }
  }

  return (
    <Stack gap="xs" component="section" aria-labelledby="candidature-cvs">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Title order={2} size="h4" id="candidature-cvs">
          {t('cv.title')}
        </Title>
        <FileButton onChange={(file) => void upload(file)} accept={CV_ACCEPT}>
          {(props) => (
            <Button
              {...props}
              size="xs"
              variant="light"
              loading={uploading}
              leftSection={<IconPlus size={16} aria-hidden="true" />}
            >
              {t('cv.add')}
            </Button>
          )}
        </FileButton>
      </Group>
      {attachments.length === 0 ? (
        <Text size="sm" c="gray.7">
          {t('cv.empty')}
        </Text>
      ) : (
        <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {attachments.map((attachment) => (
            <Group key={attachment._id} component="li" gap="xs" wrap="nowrap" justify="space-between">
              <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
                <IconFileText size={18} aria-hidden="true" style={{ flexShrink: 0 }} />
                <Stack gap={0} style={{ minWidth: 0 }}>
                  {/* A button, not a link: the file needs the session's token, which a plain href cannot send. */}
                  <Anchor
                    component="button"
                    type="button"
                    size="sm"
                    ta="left"
                    truncate
                    title={attachment.fileName}
                    aria-label={t('cv.open', { name: attachment.fileName })}
                    aria-busy={opening === attachment._id}
                    disabled={opening === attachment._id}
                    onClick={() => void open(attachment)}
                    style={{ display: 'block', maxWidth: '100%' }}
                  >
                    {attachment.fileName}
                  </Anchor>
                  <Text size="xs" c="gray.7" truncate>
                    {[attachment.comment, formatDate(attachment.uploadDate)].filter(Boolean).join(' · ')}
                  </Text>
                </Stack>
              </Group>
              {canRemove && (
                <Tooltip label={t('cv.remove', { name: attachment.fileName })}>
                  <ActionIcon
                    variant="subtle"
                    color="red.8"
                    aria-label={t('cv.remove', { name: attachment.fileName })}
                    loading={removing === attachment._id}
                    onClick={() => void remove(attachment)}
                  >
                    <IconTrash size={18} aria-hidden="true" />
                  </ActionIcon>
                </Tooltip>
              )}
            </Group>
          ))}
        </Stack>
      )}
      <Modal
        opened={pending !== null}
        onClose={() => setPending(null)}
        title={t('cv.modalTitle')}
        centered
        // Mantine's close button has no name of its own (axe button-name).
        closeButtonProps={{ 'aria-label': t('cv.close') }}
      >
        <Stack>
          <Text size="sm">{t('cv.modalText', { name: pending?.fileName ?? '' })}</Text>
          <TextInput
            label={t('cv.description')}
            description={t('cv.descriptionHint')}
            value={comment}
            maxLength={500}
            onChange={(event) => setComment(event.currentTarget.value)}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setPending(null)}>
              {t('cv.cancel')}
            </Button>
            <Button loading={attaching} onClick={() => void confirmAttach()}>
              {t('cv.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
