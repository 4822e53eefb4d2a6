import { Box, Pagination } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The tabs' page navigation (only with more than one page). */
export function ListPagination({
  pages,
  page,
  onChange,
}: {
  pages: number;
  page: number;
  onChange: (page: number) => void;
}) {
  const { t } = useTranslation('professionals');
  if (pages <= 1) return null;
  return (
    <Box component="nav" aria-label={t('list.pagination')}>
      <Pagination
        total={pages}
        value={Math.min(page, pages)}
        onChange={onChange}
        siblings={1}
        boundaries={1}
        size="sm"
        getItemProps={(item) => ({ 'aria-label': t('list.page', { page: item }) })}
        getControlProps={(control) => ({ 'aria-label': t(`list.${control}`) })}
        styles={{ root: { display: 'flex', justifyContent: 'center' } }}
      />
    </Box>
  );
}
