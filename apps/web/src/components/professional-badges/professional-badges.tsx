import { Badge, Group, Tooltip, VisuallyHidden } from '@mantine/core';
import { DEFAULT_PROVIDER_NAME, type ProfessionalBadge } from '@mosaico/domain';
import {
  IconAccessible,
  IconAlertTriangle,
  IconBrandLinkedin,
  IconBuilding,
  IconClockExclamation,
  IconDiamond,
  IconFlag,
  IconHistory,
  IconStarFilled,
  IconUserCheck,
  IconUserExclamation,
  IconUserPlus,
  IconUserShare,
  IconWorld,
  type TablerIcon,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

const LOOK: Record<ProfessionalBadge, { icon: TablerIcon; color: string }> = {
  star: { icon: IconStarFilled, color: 'yellow' },
  negative: { icon: IconAlertTriangle, color: 'red' },
  expired: { icon: IconClockExclamation, color: 'gray' },
  talent: { icon: IconDiamond, color: 'mosaic' },
  'provider-member': { icon: IconBuilding, color: 'brand' },
  'ex-member': { icon: IconHistory, color: 'gray' },
  indicated: { icon: IconUserShare, color: 'teal' },
  international: { icon: IconWorld, color: 'indigo' },
  pcd: { icon: IconAccessible, color: 'blue' },
  'registered-by-recruiter': { icon: IconUserCheck, color: 'teal' },
  'incomplete-registration': { icon: IconUserExclamation, color: 'orange' },
  'pre-registered': { icon: IconUserPlus, color: 'cyan' },
  'eu-citizen': { icon: IconFlag, color: 'indigo' },
  'linkedin-provider': { icon: IconBrandLinkedin, color: 'blue' },
};

/**
 * 002 §6 badges of a professional, as the server decided them (`badges` of a card or page answer; the rule is
 * packages/domain profile/badges.ts). Each shows an icon and its name, which is also its accessible name; the
 * tooltip says what it means. The provider's name is the product's setting (DECISIONS "Provider"). Nothing is
 * drawn when there is no badge. Translations: namespace `professional-flags`.
 */
export function ProfessionalBadges({
  badges,
  size = 'md',
}: {
  badges: readonly ProfessionalBadge[];
  size?: 'sm' | 'md';
}) {
  const { t } = useTranslation('professional-flags');
  if (badges.length === 0) return null;
  const provider = DEFAULT_PROVIDER_NAME;
  const iconSize = size === 'sm' ? 12 : 14;
  return (
    <Group
      gap={6}
      wrap="wrap"
      role="list"
      aria-label={t('badges.listLabel')}
      data-testid="professional-badges"
    >
      {badges.map((badge) => {
        const { icon: Icon, color } = LOOK[badge];
        return (
          <Tooltip
            key={badge}
            label={t(`badges.${badge}.description`, { provider })}
            withArrow
            multiline
            maw={260}
            events={{ hover: true, focus: false, touch: true }}
          >
            <Badge
              role="listitem"
              variant="light"
              color={color}
              c="gray.9"
              size={size}
              leftSection={<Icon size={iconSize} aria-hidden="true" />}
              data-badge={badge}
              style={{ textTransform: 'none' }}
            >
              {t(`badges.${badge}.label`, { provider })}
              {/* The tooltip's text for screen readers too (Mantine's tooltip shows to the pointer only). */}
              <VisuallyHidden>{`: ${t(`badges.${badge}.description`, { provider })}`}</VisuallyHidden>
            </Badge>
          </Tooltip>
        );
      })}
    </Group>
  );
}
