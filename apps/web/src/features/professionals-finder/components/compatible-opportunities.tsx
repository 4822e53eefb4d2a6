import { Anchor, List, Skeleton, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import { useHighCompatibles } from '../api/professionals-finder-api';

/**
 * 002 §2.9: the opportunities the professional fits above 60 % (DECISIONS 'Compatible', the server's rule), or the
 * notice 'Sem oportunidades de alta compatibilidade. (+ 60% de afinidade)'. Loaded when the card opens it, so the
 * search itself stays one call.
 */
export function CompatibleOpportunities({ professionalId }: { professionalId: string }) {
  const { t } = useTranslation('professionals-finder');
  const list = useHighCompatibles(professionalId, true);
  if (list.isPending)
    return <Skeleton height={40} radius="sm" role="status" aria-label={t('results.loading')} />;
  if (list.isError) {
    return (
      <Text size="sm" c="red.8" role="alert">
        {t('card.compatiblesError')}
      </Text>
    );
  }
  if (list.data.length === 0) {
    return (
      <Text size="sm" data-testid="finder-no-compatibles">
        {t('card.compatiblesEmpty')}
      </Text>
    );
  }
  return (
    <List size="sm" spacing={4} data-testid="finder-compatibles">
      {list.data.map((opportunity) => (
        <List.Item key={opportunity._id}>
          <Anchor
            href={paths.opportunity(opportunity._id)}
            target="_blank"
            rel="noopener noreferrer"
            size="sm"
          >
            {`${opportunity.title} `}
            <VisuallyHidden>{t('card.newTab')}</VisuallyHidden>
          </Anchor>{' '}
          <Text span size="sm" c="gray.8">
            {t('card.affinity', { value: opportunity.nivelAderencia })}
          </Text>
        </List.Item>
      ))}
    </List>
  );
}
