import { useTranslation } from 'react-i18next';
import { NotFoundPanel } from '../../../components/not-found/not-found-panel';
import { usePageTitle } from '../../../lib/page-title';

export function NotFoundPage() {
  const { t } = useTranslation('common');
  usePageTitle(t('notFound.pageTitle'));
  return (
    <NotFoundPanel title={t('notFound.title')} text={t('notFound.text')} homeLabel={t('notFound.home')} />
  );
}
