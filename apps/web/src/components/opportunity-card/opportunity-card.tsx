import { Badge, Card, Group, Text } from '@mantine/core';
import { IconFlame, IconHome, IconMapPin } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../config/paths';
import { useLocalizedPlace } from '../../lib/place-names';
import classes from './opportunity-card.module.css';
import { isHot, type OpportunityCardData, truncateTitle } from './opportunity-card-schema';

/** A compact opportunity card; it opens the opportunity in a new tab (000 §2). */
export function OpportunityCard({ opportunity }: { opportunity: OpportunityCardData }) {
  const { t } = useTranslation('common');
  const localizePlace = useLocalizedPlace();
  const hot = isHot(opportunity);
  const mode = opportunity.homeOffice ? 'remote' : opportunity.hybrid ? 'hybrid' : null;
  return (
    <Card
      component="a"
      href={paths.opportunity(opportunity.id)}
      target="_blank"
      rel="noopener"
      withBorder
      padding="md"
      className={classes.card}
      title={opportunity.title}
      aria-label={t('opportunityCard.open', { title: opportunity.title })}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Text fw={700} className={classes.title}>
          {truncateTitle(opportunity.title)}
        </Text>
        {hot && (
          <Badge
            color="red.8"
            variant="filled"
            style={{ flexShrink: 0 }}
            leftSection={<IconFlame size={12} aria-hidden="true" />}
          >
            {t('opportunityCard.hot')}
          </Badge>
        )}
      </Group>
      <Group gap={6} mt="xs" wrap="nowrap">
        {/* The pin keeps its size beside a long place that the text truncates. */}
        <IconMapPin size={16} aria-hidden="true" style={{ flexShrink: 0 }} />
        <Text size="sm" c="gray.7" truncate>
          {opportunity.location ? localizePlace(opportunity.location) : t('opportunityCard.noLocation')}
        </Text>
      </Group>
      <Group gap={6} mt="sm">
        {mode && (
          <Badge variant="light" color="brand" leftSection={<IconHome size={12} aria-hidden="true" />}>
            {t(`opportunityCard.${mode}`)}
          </Badge>
        )}
        {opportunity.isCandidate && (
          <Badge variant="light" color="green" c="#1b5e20">
            {t('opportunityCard.applied')}
          </Badge>
        )}
      </Group>
    </Card>
  );
}
