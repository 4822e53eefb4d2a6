import {
  Anchor,
  Badge,
  Box,
  Button,
  Card,
  Collapse,
  Group,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { type ProfessionalCardItem, professionalEvaluationFlags } from '@mosaico/domain';
import {
  IconAlertTriangle,
  IconChevronDown,
  IconClockExclamation,
  IconMail,
  IconPhone,
  IconStarFilled,
} from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UserAvatar } from '../../../components/user-avatar/user-avatar';
import { paths } from '../../../config/paths';
import { AdherenceRing } from './adherence-ring';
import { MatchExplanation } from './match-explanation';

export type ProfessionalBadgeKey =
  | 'pcd'
  | 'talent'
  | 'euCitizen'
  | 'preRegister'
  | 'byRh'
  | 'linkedin'
  | 'incomplete'
  | 'enrolled'
  | 'candidate';

const BADGE_COLOR: Record<ProfessionalBadgeKey, string> = {
  pcd: 'brand',
  talent: 'mosaic',
  euCitizen: 'indigo',
  preRegister: 'cyan',
  byRh: 'teal',
  linkedin: 'blue',
  incomplete: 'orange',
  enrolled: 'gray',
  candidate: 'gray',
};

/** 002 §6 badges the card item carries, in a fixed order. */
export function professionalBadges(item: ProfessionalCardItem): ProfessionalBadgeKey[] {
  const user = item._usuario;
  const badges: ProfessionalBadgeKey[] = [];
  if (item.candidatureKind) badges.push(item.candidatureKind);
  if (user.dadosPessoais.pcdUser.isUserPCD) badges.push('pcd');
  if (user.talent.status) badges.push('talent');
  if (user.europeanUnionCitizenship.status) badges.push('euCitizen');
  if (user.preRegister) badges.push('preRegister');
  if (item.byRH) badges.push('byRh');
  if (user.provider?.toLowerCase() === 'linkedin') badges.push('linkedin');
  if (!user.validRegistration) badges.push('incomplete');
  return badges;
}

/**
 * Evaluation flags (001 §4, DECISIONS "Evaluations") over the professional's evaluations, from the one rule: a
 * star when one scored 8 or more, the negative mark when one scored below 5, expired when none is still valid.
 */
export function latestEvaluationFlags(item: ProfessionalCardItem, now: Date = new Date()) {
  return professionalEvaluationFlags(item._usuario.avaliacoesUsuario, now);
}

function EvaluationMarks({ item }: { item: ProfessionalCardItem }) {
  const { t } = useTranslation('professionals');
  const flags = latestEvaluationFlags(item);
  if (!flags || (!flags.star && !flags.negative && !flags.expired)) return null;
  const marks: Array<{ key: string; icon: React.ReactNode; text: string; color: string }> = [];
  if (flags.star)
    marks.push({
      key: 'star',
      icon: <IconStarFilled size={14} aria-hidden="true" />,
      text: t('evaluation.star', { result: flags.best }),
      color: 'yellow',
    });
  if (flags.negative)
    marks.push({
      key: 'negative',
      icon: <IconAlertTriangle size={14} aria-hidden="true" />,
      text: t('evaluation.negative', { result: flags.worst }),
      color: 'red',
    });
  if (flags.expired)
    marks.push({
      key: 'expired',
      icon: <IconClockExclamation size={14} aria-hidden="true" />,
      text: t('evaluation.expired'),
      color: 'gray',
    });
  return (
    <Group gap={6} wrap="wrap" data-testid="evaluation-flags">
      {marks.map((mark) => (
        <Badge
          key={mark.key}
          variant="light"
          color={mark.color}
          c="gray.9"
          leftSection={mark.icon}
          data-flag={mark.key}
        >
          {mark.text}
        </Badge>
      ))}
    </Group>
  );
}

function Contacts({ item }: { item: ProfessionalCardItem }) {
  const { t } = useTranslation('professionals');
  const user = item._usuario;
  return (
    <Stack gap={2}>
      <Group gap={6} wrap="nowrap">
        <IconMail size={14} aria-hidden="true" style={{ flex: 'none' }} />
        <VisuallyHidden>{t('card.email')}</VisuallyHidden>
        <Text size="sm" c="gray.8" style={{ overflowWrap: 'anywhere' }} data-testid="contact-email">
          {user.email}
        </Text>
      </Group>
      {user.contato.lista.map((contact, index) => (
        // Contacts have no id; their order is the profile's.
        // biome-ignore lint/suspicious/noArrayIndexKey: a list shown as given, never reordered
        <Group gap={6} wrap="nowrap" key={index}>
          <IconPhone size={14} aria-hidden="true" style={{ flex: 'none' }} />
          <VisuallyHidden>
            {t('card.phone', { type: t(`card.phoneTypes.${contact.tipo}`, { defaultValue: contact.tipo }) })}
          </VisuallyHidden>
          <Text size="sm" c="gray.8" data-testid="contact-phone">
            {contact.contato}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}

/**
 * 001 §2.7 professional card: identity, adherence, contacts, badges, flags, why this match, and the tab's actions
 * (`actions`, never shown for a deleted registration).
 */
export function ProfessionalCard({
  item,
  actions,
  belowThreshold = false,
}: {
  item: ProfessionalCardItem;
  actions?: React.ReactNode;
  /** Listed only through 'also show weaker matches': marked as not compatible (60 % or less). */
  belowThreshold?: boolean;
}) {
  const { t } = useTranslation('professionals');
  const [open, setOpen] = useState(false);
  const nameId = useId();
  const panelId = useId();
  const user = item._usuario;

  if (user.deleted) {
    // 001 §2.7: a deleted user shows 'Cadastro excluído' and nothing else (no contacts, badges or actions).
    return (
      <Card
        withBorder
        radius="md"
        padding="md"
        component="article"
        aria-labelledby={nameId}
        data-testid="professional-card"
        data-user-id={user._id}
        data-deleted="true"
      >
        <Group wrap="nowrap" align="center" gap="sm">
          <UserAvatar name={user.displayName} photoUrl={null} />
          <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
            <Title order={3} size="h5" id={nameId} c="gray.8">
              {user.displayName}
            </Title>
            <Badge variant="light" color="red" c="red.9" w="fit-content">
              {t('card.deleted')}
            </Badge>
          </Stack>
          <AdherenceRing value={item.nivelAderencia} />
        </Group>
      </Card>
    );
  }

  const badges = professionalBadges(item);
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="article"
      aria-labelledby={nameId}
      data-testid="professional-card"
      data-user-id={user._id}
    >
      <Stack gap="sm">
        <Group wrap="nowrap" align="flex-start" gap="sm">
          <UserAvatar name={user.displayName} photoUrl={user.userImageUrl} />
          <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
            <Title order={3} size="h5" id={nameId}>
              <Anchor
                href={paths.professional(user._id)}
                target="_blank"
                rel="noopener noreferrer"
                c="brand.8"
                style={{ overflowWrap: 'anywhere' }}
              >
                {`${user.displayName} `}
                <VisuallyHidden>{t('card.newTab')}</VisuallyHidden>
              </Anchor>
            </Title>
            <Contacts item={item} />
          </Stack>
          <AdherenceRing value={item.nivelAderencia} />
        </Group>
        {belowThreshold && (
          <Badge variant="outline" color="gray" c="gray.8" w="fit-content" data-testid="below-threshold">
            {t('card.belowThreshold')}
          </Badge>
        )}
        {item.status.current !== null && item.candidatureKind && (
          <Text size="sm" c="gray.8" data-testid="candidate-status" data-status={item.status.current}>
            {t('card.status', { status: t(`candidateStatus.${item.status.current}`) })}
          </Text>
        )}
        {badges.length > 0 && (
          <Group gap={6} wrap="wrap" data-testid="badges">
            {badges.map((key) => (
              <Badge key={key} variant="light" color={BADGE_COLOR[key]} c="gray.9" data-badge={key}>
                {t(`badges.${key}`)}
              </Badge>
            ))}
          </Group>
        )}
        <EvaluationMarks item={item} />
        <Box>
          <Button
            variant="subtle"
            size="compact-sm"
            px={4}
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => setOpen((value) => !value)}
            rightSection={
              <IconChevronDown
                size={16}
                aria-hidden="true"
                style={{ transform: open ? 'rotate(180deg)' : undefined, transition: 'transform 150ms' }}
              />
            }
          >
            {open ? t('card.hideWhy') : t('card.why')}
          </Button>
          <Collapse expanded={open} id={panelId} keepMounted={false}>
            <Box pt="xs">
              <MatchExplanation explanation={item.explanation} />
            </Box>
          </Collapse>
        </Box>
        {actions}
      </Stack>
    </Card>
  );
}
