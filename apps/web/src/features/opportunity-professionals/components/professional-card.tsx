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
import type { ProfessionalCardItem } from '@mosaico/domain';
import { IconChevronDown, IconMail, IconPhone } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ProfessionalBadges } from '../../../components/professional-badges/professional-badges';
import { UserAvatar } from '../../../components/user-avatar/user-avatar';
import { paths } from '../../../config/paths';
import { AdherenceRing } from './adherence-ring';
import { MatchExplanation } from './match-explanation';

/** The candidature this card's professional has in the opportunity, if any (the tab's own mark, not a 002 §6 badge). */
function CandidatureKind({ item }: { item: ProfessionalCardItem }) {
  const { t } = useTranslation('professionals');
  if (!item.candidatureKind) return null;
  return (
    <Badge variant="light" color="gray" c="gray.9" w="fit-content" data-testid="candidature-kind">
      {t(`badges.${item.candidatureKind}`)}
    </Badge>
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
        <CandidatureKind item={item} />
        {/* 002 §6 badges, decided by the server (packages/domain profile/badges.ts). */}
        <ProfessionalBadges badges={item.badges} />
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
