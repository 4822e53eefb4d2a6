import {
  Alert,
  Button,
  Checkbox,
  CopyButton,
  Group,
  Loader,
  Menu,
  Modal,
  Select,
  Stack,
  Text,
  Textarea,
} from '@mantine/core';
import type { OpportunityDetailFull } from '@mosaico/domain';
import {
  IconBrandLinkedin,
  IconBrandWhatsapp,
  IconCheck,
  IconChevronDown,
  IconCopy,
  IconCopyPlus,
  IconEdit,
  IconEye,
  IconEyeOff,
  IconFlag,
  IconLayoutGrid,
  IconTrash,
  IconUserPlus,
  IconUsers,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { notifySuccess, notifySuccessAfterReload } from '../../../lib/notify';
import {
  CLOSE_REASONS,
  type CloseReason,
  FINISH_DESCRIPTION_MAX,
  useDeleteOpportunity,
  useFinishOpportunity,
  useLinkedInKeywords,
  useSetPublic,
} from '../api/opportunity-manage-api';

const ICON = { size: 16, 'aria-hidden': true } as const;
/** 001 §2.3: the copy feedback lasts 1.5 s. */
export const COPY_FEEDBACK_MS = 1500;

export function publicUrlOf(id: string): string {
  return `${window.location.origin}${paths.opportunity(id)}`;
}

export function whatsAppLink(title: string, url: string): string {
  return `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`;
}

/** The recruiter's actions on the opportunity page (001 §2.3), in one menu that fits a 390 px phone. */
export function RecruiterActions({ opportunity }: { opportunity: OpportunityDetailFull }) {
  const { t } = useTranslation('recruiter');
  const navigate = useNavigate();
  const [modal, setModal] = useState<'finish' | 'delete' | 'keywords' | null>(null);
  const setPublic = useSetPublic(opportunity._id);
  const id = opportunity._id;
  const url = publicUrlOf(id);

  return (
    <Stack gap="xs">
      <Group gap="xs" wrap="wrap">
        {/* Without Mantine's focus placeholder: a focusable role=presentation div is no child a menu may own (axe
            aria-required-children, issue 22); opening by keyboard still focuses the first item. */}
        <Menu position="bottom-start" withinPortal withInitialFocusPlaceholder={false}>
          <Menu.Target>
            <Button rightSection={<IconChevronDown {...ICON} />}>{t('actions.menu')}</Button>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item
              component={Link}
              to={paths.opportunityProfessionals(id)}
              leftSection={<IconUsers {...ICON} />}
            >
              {t('actions.professionals')}
            </Menu.Item>
            <Menu.Item component={Link} to={paths.preRegister(id)} leftSection={<IconUserPlus {...ICON} />}>
              {t('actions.preRegister')}
            </Menu.Item>
            <Menu.Item component={Link} to={paths.opportunityEdit(id)} leftSection={<IconEdit {...ICON} />}>
              {t('actions.edit')}
            </Menu.Item>
            <Menu.Item
              component={Link}
              to={paths.opportunityMosaic(id)}
              leftSection={<IconLayoutGrid {...ICON} />}
            >
              {t('actions.mosaic')}
            </Menu.Item>
            <Menu.Item
              component={Link}
              to={`${paths.opportunityCreate}?duplicate=${encodeURIComponent(id)}`}
              leftSection={<IconCopyPlus {...ICON} />}
            >
              {t('actions.duplicate')}
            </Menu.Item>
            <Menu.Item leftSection={<IconBrandLinkedin {...ICON} />} onClick={() => setModal('keywords')}>
              {t('actions.linkedin')}
            </Menu.Item>
            <Menu.Divider />
            <Menu.Item
              disabled={opportunity.isFinished || setPublic.isPending}
              leftSection={opportunity.isPublic ? <IconEyeOff {...ICON} /> : <IconEye {...ICON} />}
              onClick={() => setPublic.mutate(!opportunity.isPublic)}
            >
              {opportunity.isPublic ? t('actions.unpublish') : t('actions.publish')}
            </Menu.Item>
            <Menu.Item
              disabled={opportunity.isFinished}
              leftSection={<IconFlag {...ICON} />}
              onClick={() => setModal('finish')}
            >
              {t('actions.finish')}
            </Menu.Item>
            <Menu.Item
              color="red.9"
              // 001 §4: the server's own deletion rule, carried by the detail answer (no candidates nor enrolled).
              disabled={opportunity.canDelete !== true}
              leftSection={<IconTrash {...ICON} />}
              onClick={() => setModal('delete')}
            >
              {t('actions.delete')}
              {/* A greyed Delete says why (issue 22); the text is inside the item, so a screen reader reads it too. */}
              {opportunity.canDelete === false && (
                <Text component="span" size="xs" display="block" data-testid="delete-blocked">
                  {t('actions.deleteBlocked')}
                </Text>
              )}
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
        <Button
          component="a"
          href={whatsAppLink(opportunity.titulo, url)}
          target="_blank"
          rel="noopener noreferrer"
          variant="default"
          leftSection={<IconBrandWhatsapp {...ICON} />}
        >
          {t('actions.whatsapp')}
        </Button>
        <CopyButton value={url} timeout={COPY_FEEDBACK_MS}>
          {({ copied, copy }) => (
            <Button
              variant="default"
              color={copied ? 'teal' : undefined}
              onClick={copy}
              leftSection={copied ? <IconCheck {...ICON} /> : <IconCopy {...ICON} />}
            >
              {copied ? t('actions.copied') : t('actions.copyLink')}
            </Button>
          )}
        </CopyButton>
      </Group>
      {setPublic.isError && (
        <Alert color="red" variant="light" role="alert">
          {t('actions.publishFailed')}
        </Alert>
      )}
      <FinishModal opened={modal === 'finish'} onClose={() => setModal(null)} id={id} />
      <DeleteModal
        opened={modal === 'delete'}
        onClose={() => setModal(null)}
        id={id}
        onDeleted={() => {
          // 001 §8: a success message for the deletion, then home.
          notifySuccess(t('delete.done'));
          void navigate(paths.home);
        }}
      />
      <KeywordsModal opened={modal === 'keywords'} onClose={() => setModal(null)} id={id} />
    </Stack>
  );
}

function FinishModal({ opened, onClose, id }: { opened: boolean; onClose: () => void; id: string }) {
  const { t, i18n } = useTranslation('recruiter');
  const finish = useFinishOpportunity(id);
  const [reason, setReason] = useState<CloseReason | null>(null);
  const [description, setDescription] = useState('');
  const [notify, setNotify] = useState(true);
  const [tried, setTried] = useState(false);
  const descriptionError = tried && description.trim() === '' ? t('finish.descriptionRequired') : undefined;
  const reasonError = tried && !reason ? t('finish.reasonRequired') : undefined;

  const submit = () => {
    setTried(true);
    if (!reason || description.trim() === '') return;
    finish.mutate(
      { reason, description, notify, language: i18n.language },
      // 001 §4: after finishing, the page reloads; 001 §8: the success message shows on the reloaded page.
      {
        onSuccess: () => {
          notifySuccessAfterReload(t('finish.done'));
          window.location.reload();
        },
      },
    );
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('finish.title')}
      centered
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      <Stack gap="md">
        <Select
          label={t('finish.reason')}
          required
          data={CLOSE_REASONS.map((value) => ({ value, label: t(`finish.reasons.${value}`) }))}
          value={reason}
          onChange={(value) => setReason(value as CloseReason | null)}
          error={reasonError}
          comboboxProps={{ withinPortal: true }}
        />
        <Textarea
          label={t('finish.description')}
          description={t('finish.descriptionHint')}
          required
          maxLength={FINISH_DESCRIPTION_MAX}
          value={description}
          onChange={(event) => setDescription(event.currentTarget.value)}
          error={descriptionError}
          autosize
          minRows={2}
        />
        <Checkbox
          label={t('finish.notify')}
          checked={notify}
          onChange={(event) => setNotify(event.currentTarget.checked)}
        />
        {finish.isError && (
          <Alert color="red" variant="light" role="alert">
            {t('finish.failed')}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button color="red.9" onClick={submit} loading={finish.isPending}>
            {t('finish.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function DeleteModal({
  opened,
  onClose,
  id,
  onDeleted,
}: {
  opened: boolean;
  onClose: () => void;
  id: string;
  onDeleted: () => void;
}) {
  const { t } = useTranslation('recruiter');
  const remove = useDeleteOpportunity(id);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('delete.title')}
      centered
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      <Stack gap="md">
        <Text>{t('delete.text')}</Text>
        {remove.isError && (
          <Alert color="red" variant="light" role="alert">
            {t('delete.failed')}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button
            color="red.9"
            loading={remove.isPending}
            onClick={() => remove.mutate(undefined, { onSuccess: onDeleted })}
          >
            {t('delete.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function KeywordsModal({ opened, onClose, id }: { opened: boolean; onClose: () => void; id: string }) {
  const { t } = useTranslation('recruiter');
  const keywords = useLinkedInKeywords(id, opened);
  const title = keywords.data?.title ?? '';
  const wordsText = keywords.data?.keywords.join(', ') ?? '';
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('linkedin.title')}
      centered
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      {keywords.isPending ? (
        <Group justify="center">
          <Loader role="status" aria-label={t('linkedin.loading')} />
        </Group>
      ) : keywords.isError ? (
        <Alert color="red" variant="light" role="alert">
          {t('linkedin.failed')}
        </Alert>
      ) : (
        <Stack gap="md">
          <CopyField label={t('linkedin.jobTitle')} value={title} />
          <CopyField label={t('linkedin.keywords')} value={wordsText} />
        </Stack>
      )}
    </Modal>
  );
}

function CopyField({ label, value }: { label: string; value: string }) {
  const { t } = useTranslation('recruiter');
  return (
    <Stack gap={4}>
      <Text fw={600} size="sm">
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {value || '-'}
      </Text>
      <CopyButton value={value} timeout={COPY_FEEDBACK_MS}>
        {({ copied, copy }) => (
          <Button
            size="xs"
            variant="default"
            onClick={copy}
            disabled={!value}
            leftSection={copied ? <IconCheck {...ICON} /> : <IconCopy {...ICON} />}
            aria-label={`${copied ? t('actions.copied') : t('actions.copy')}: ${label}`}
            style={{ alignSelf: 'flex-start' }}
          >
            {copied ? t('actions.copied') : t('actions.copy')}
          </Button>
        )}
      </CopyButton>
    </Stack>
  );
}
