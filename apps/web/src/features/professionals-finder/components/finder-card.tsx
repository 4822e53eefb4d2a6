import { Anchor, Badge, Button, Card, Collapse, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { ProfessionalCard } from '@mosaico/domain';
import {
  IconChevronDown,
  IconClipboardCheck,
  IconFileText,
  IconMailForward,
  IconPencil,
  IconUserCheck,
  IconUserPlus,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EvaluationWizard } from '../../../components/evaluation-wizard/evaluation-wizard';
import { InscribeModal } from '../../../components/inscribe-modal/inscribe-modal';
import { ProfessionalBadges } from '../../../components/professional-badges/professional-badges';
import { UserAvatar } from '../../../components/user-avatar/user-avatar';
import { paths } from '../../../config/paths';
import { downloadFile } from '../../../lib/download-file';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { sendConfirmationMail } from '../api/professionals-finder-api';
import { CompatibleOpportunities } from './compatible-opportunities';

const SKILLS_SHOWN = 8;

/** One professional found (002 §2.9): who they are, where they matched, and the card's actions. */
export function FinderCard({ person }: { person: ProfessionalCard }) {
  const { t } = useTranslation('professionals-finder');
  const [modal, setModal] = useState<'inscribe' | 'candidate' | 'evaluate' | null>(null);
  const [compatiblesOpen, setCompatiblesOpen] = useState(false);
  const [sending, setSending] = useState(false);
  const professional = { id: person._id, displayName: person.displayName };
  const badges = person.badges;
  const cv = person.attachments.at(-1);
  const compatiblesId = `finder-compatibles-${person._id}`;
  const titleId = `finder-card-${person._id}`;

  const viewCv = async () => {
    if (!cv) return;
    try {
      await downloadFile(cv.url, cv.fileName);
    } catch {
      notifyError(t('card.cvFailed'));
    }
  };

  const confirm = async () => {
    setSending(true);
    try {
      await sendConfirmationMail(person._id);
      notifySuccess(t('card.confirmationSent'));
    } catch {
      notifyError(t('card.confirmationFailed'));
    } finally {
      setSending(false);
    }
  };

  return (
    <Card
      component="li"
      withBorder
      padding="md"
      radius="md"
      data-testid="finder-card"
      aria-labelledby={titleId}
    >
      <Stack gap="sm">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <UserAvatar name={person.displayName} photoUrl={person.userImageUrl} size={48} />
          <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
            <Anchor
              id={titleId}
              href={paths.professional(person._id)}
              target="_blank"
              rel="noopener noreferrer"
              fw={700}
              style={{ overflowWrap: 'anywhere' }}
            >
              {`${person.displayName} `}
              <VisuallyHidden>{t('card.newTab')}</VisuallyHidden>
            </Anchor>
            <Text size="sm" c="gray.8" style={{ overflowWrap: 'anywhere' }}>
              {person.localidade ?? t('card.noLocation')}
            </Text>
            <Text size="sm" c="gray.8" style={{ overflowWrap: 'anywhere' }}>
              {person.email}
              {person.phone ? ` · ${person.phone}` : ''}
            </Text>
            <Group gap={6} wrap="wrap">
              <ProfessionalBadges badges={badges} size="sm" />
              {person.isTalent && (
                <Badge variant="light" color="grape" c="gray.9">
                  {t('card.talent')}
                </Badge>
              )}
              {person.isUserPCD && (
                <Badge variant="light" color="blue" c="gray.9" data-testid="finder-pcd">
                  {t('card.pcd')}
                </Badge>
              )}
              {person.europeanUnionCitizenship && (
                <Badge variant="light" color="indigo" c="gray.9">
                  {t('card.eu')}
                </Badge>
              )}
              {person.registerRh && (
                <Badge variant="light" color="teal" c="gray.9">
                  {t('card.registeredByRh')}
                </Badge>
              )}
              {person.preRegister && (
                <Badge variant="light" color="cyan" c="gray.9">
                  {t('card.preRegister')}
                </Badge>
              )}
            </Group>
          </Stack>
        </Group>
        {person.skills.length > 0 && (
          <Text size="sm">
            <Text span fw={600} size="sm">
              {`${t('card.skills')}: `}
            </Text>
            {person.skills
              .slice(0, SKILLS_SHOWN)
              .map((skill) => skill.nome)
              .join(', ')}
          </Text>
        )}
        {person.matchedIn.length > 0 && (
          <Text size="sm" c="gray.8">
            {t('card.matchedIn', {
              where: person.matchedIn.map((source) => t(`card.sources.${source}`)).join(', '),
            })}
          </Text>
        )}
        <Group gap="xs" wrap="wrap" role="group" aria-label={t('card.actions', { name: person.displayName })}>
          <Button
            size="xs"
            variant="light"
            leftSection={<IconFileText size={14} aria-hidden="true" />}
            disabled={!cv}
            onClick={() => void viewCv()}
          >
            {cv ? t('card.viewCv') : t('card.noCv')}
          </Button>
          <Button
            size="xs"
            variant="light"
            leftSection={<IconUserPlus size={14} aria-hidden="true" />}
            onClick={() => setModal('inscribe')}
          >
            {t('card.enrol')}
          </Button>
          <Button
            size="xs"
            variant="light"
            leftSection={<IconUserCheck size={14} aria-hidden="true" />}
            onClick={() => setModal('candidate')}
          >
            {t('card.makeCandidate')}
          </Button>
          {person.registerRh && !person.validRegistration && (
            <Button
              size="xs"
              variant="light"
              leftSection={<IconMailForward size={14} aria-hidden="true" />}
              loading={sending}
              onClick={() => void confirm()}
            >
              {t('card.confirmRegistration')}
            </Button>
          )}
          <Button
            size="xs"
            variant="light"
            leftSection={<IconClipboardCheck size={14} aria-hidden="true" />}
            onClick={() => setModal('evaluate')}
          >
            {t('card.evaluate')}
          </Button>
          <Button
            size="xs"
            variant="subtle"
            component={Link}
            to={paths.professionalEdit(person._id)}
            leftSection={<IconPencil size={14} aria-hidden="true" />}
          >
            {t('card.edit')}
          </Button>
          <Button
            size="xs"
            variant="subtle"
            aria-expanded={compatiblesOpen}
            aria-controls={compatiblesId}
            rightSection={
              <IconChevronDown
                size={14}
                aria-hidden="true"
                style={{ transform: compatiblesOpen ? 'rotate(180deg)' : undefined }}
              />
            }
            onClick={() => setCompatiblesOpen((open) => !open)}
          >
            {t('card.compatibles')}
          </Button>
        </Group>
        <Collapse expanded={compatiblesOpen} id={compatiblesId} keepMounted={false}>
          {compatiblesOpen && <CompatibleOpportunities professionalId={person._id} />}
        </Collapse>
      </Stack>
      <InscribeModal
        opened={modal === 'inscribe' || modal === 'candidate'}
        onClose={() => setModal(null)}
        professional={professional}
        conversionType={modal === 'candidate' ? 'candidate' : 'inscribe'}
      />
      <EvaluationWizard
        opened={modal === 'evaluate'}
        onClose={() => setModal(null)}
        professional={professional}
      />
    </Card>
  );
}
