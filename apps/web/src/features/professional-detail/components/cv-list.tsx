import { ActionIcon, Button, FileButton, Group, Stack, Text, Tooltip } from '@mantine/core';
import {
  CV_ACCEPT,
  canRecruiterDeleteCv,
  isAddedByHr,
  type ProfessionalRecruiterView,
} from '@mosaico/domain';
import { IconDownload, IconTrash, IconUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-client';
import { cvFileProblem } from '../../../lib/cv-file';
import { formatDate } from '../../../lib/dates';
import { downloadFile } from '../../../lib/download-file';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useDeleteCv, useUploadCv } from '../api/professional-detail-api';
import { DetailSection } from './detail-section';

/**
 * 002 §2.8 CVs: the list, upload (pdf or docx; the server marks a recruiter's upload as added by HR) and delete,
 * offered only where 002 §5 allows it (HR-added, and more than one CV), which the server enforces anyway.
 */
export function CvList({ user, readOnly }: { user: ProfessionalRecruiterView; readOnly: boolean }) {
  const { t } = useTranslation('professional-detail');
  const upload = useUploadCv(user._id);
  const remove = useDeleteCv(user._id);
  const attachments = user.attachments;

  const choose = (file: File | null) => {
    if (!file) return;
    const problem = cvFileProblem(file);
    if (problem) {
      notifyError(t(`cv.${problem}`));
      return;
    }
    upload.mutate(file, {
      onSuccess: () => notifySuccess(t('cv.uploaded')),
      onError: (error) => notifyError(errorMessage(error, t('cv.uploadFailed'))),
    });
  };

  return (
    <DetailSection id="professional-cvs" title={t('cv.title')}>
      {attachments.length === 0 ? (
        <Text c="gray.7" fs="italic">
          {t('noInformation')}
        </Text>
      ) : (
        <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }} data-testid="cv-list">
          {attachments.map((cv) => (
            <Group component="li" key={cv._id} justify="space-between" wrap="nowrap" gap="xs">
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {cv.fileName}
                </Text>
                <Text size="xs" c="gray.7">
                  {t('cv.uploadedOn', { date: formatDate(cv.uploadDate) })}
                  {isAddedByHr(cv) ? ` · ${t('cv.byHr')}` : ''}
                </Text>
              </Stack>
              <Group gap={4} wrap="nowrap">
                <Tooltip label={t('cv.download', { name: cv.fileName })}>
                  <ActionIcon
                    variant="subtle"
                    color="gray.8"
                    size="lg"
                    aria-label={t('cv.download', { name: cv.fileName })}
                    onClick={() =>
                      downloadFile(cv.url, cv.fileName).catch(() => notifyError(t('cv.downloadFailed')))
                    }
                  >
                    <IconDownload aria-hidden="true" size={18} />
                  </ActionIcon>
                </Tooltip>
                {!readOnly && canRecruiterDeleteCv(cv, attachments) && (
                  <Tooltip label={t('cv.delete', { name: cv.fileName })}>
                    <ActionIcon
                      variant="subtle"
                      color="red.8"
                      size="lg"
                      aria-label={t('cv.delete', { name: cv.fileName })}
                      loading={remove.isPending && remove.variables === cv._id}
                      onClick={() =>
                        remove.mutate(cv._id, {
                          onSuccess: () => notifySuccess(t('cv.deleted')),
                          onError: () => notifyError(t('cv.deleteFailed')),
                        })
                      }
                    >
                      <IconTrash aria-hidden="true" size={18} />
                    </ActionIcon>
                  </Tooltip>
                )}
              </Group>
            </Group>
          ))}
        </Stack>
      )}
      {!readOnly && (
        <Group>
          <FileButton onChange={choose} accept={CV_ACCEPT}>
            {(props) => (
              <Button
                {...props}
                variant="light"
                leftSection={<IconUpload aria-hidden="true" size={16} />}
                loading={upload.isPending}
              >
                {t('cv.upload')}
              </Button>
            )}
          </FileButton>
          <Text size="xs" c="gray.7">
            {t('cv.rule')}
          </Text>
        </Group>
      )}
    </DetailSection>
  );
}
