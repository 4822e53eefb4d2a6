import { useTranslation } from 'react-i18next';
import { LoadFailure } from '../../../components/load-failure/load-failure';

/** The profile screens' 'could not load' panel for a query that failed, with its retry. */
export function ProfileLoadFailure({ query }: { query: { refetch: () => unknown; isFetching: boolean } }) {
  const { t } = useTranslation('profile');
  return (
    <LoadFailure
      title={t('loadErrorTitle')}
      text={t('loadError')}
      retryLabel={t('retry')}
      onRetry={() => void query.refetch()}
      retrying={query.isFetching}
    />
  );
}
