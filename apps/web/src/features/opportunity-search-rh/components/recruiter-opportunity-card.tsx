import { Anchor, Badge, Card, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { RecruiterOpportunityCard as CardData } from '@mosaico/domain';
import { IconHome, IconMapPin } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useLocalizedPlace } from '../../../lib/place-names';
import { isCloseReasonKey } from '../api/opportunity-search-rh-api';

const STATUS_COLORS = {
  published: { color: 'green', c: '#1b5e20' },
  unpublished: { color: 'gray', c: 'gray.9' },
  finalized: { color: 'red', c: '#8a1c1c' },
} as const;

/** 002 §3 "Search result": title linking to the opportunity, client, location or Home Office, first career. */
export function RecruiterOpportunityCard({ opportunity }: { opportunity: CardData }) {
  const { t } = useTranslation('recruiter-search');
  const localizePlace = useLocalizedPlace();
  const career = opportunity.careers[0]?.nome;
  const motive = opportunity.motive;
  const status = STATUS_COLORS[opportunity.status];
  return (
    <Card component="article" withBorder padding="md" h="100%">
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Anchor component={Link} to={paths.opportunity(opportunity.id)} fw={700} style={{ minWidth: 0 }}>
            {opportunity.title}
          </Anchor>
          <Badge variant="light" color={status.color} c={status.c} style={{ flexShrink: 0 }}>
            {t(`cardStatus.${opportunity.status}`)}
          </Badge>
        </Group>
        <Text size="sm" fw={500} truncate>
          <VisuallyHidden component="span">{t('card.client')}: </VisuallyHidden>
          {opportunity.client || t('card.noClient')}
        </Text>
        <Group gap={6} wrap="nowrap">
          {opportunity.homeOffice ? (
            <IconHome size={16} aria-hidden="true" style={{ flexShrink: 0 }} />
          ) : (
            <IconMapPin size={16} aria-hidden="true" style={{ flexShrink: 0 }} />
          )}
          <Text size="sm" c="gray.7" truncate>
            <VisuallyHidden component="span">{t('card.location')}: </VisuallyHidden>
            {opportunity.homeOffice
              ? t('card.homeOffice')
              : opportunity.location
                ? localizePlace(opportunity.location)
                : t('card.noLocation')}
          </Text>
        </Group>
        <Text size="sm" c="gray.7" truncate>
          <VisuallyHidden component="span">{t('card.career')}: </VisuallyHidden>
          {career || t('card.noCareer')}
        </Text>
        {motive && (
          <Text size="xs" c="gray.7">
            {t('card.motive', { motive: isCloseReasonKey(motive) ? t(`motives.${motive}`) : motive })}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
