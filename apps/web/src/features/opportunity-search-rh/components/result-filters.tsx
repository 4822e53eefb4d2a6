import { NativeSelect, SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isCloseReasonKey } from '../api/opportunity-search-rh-api';

export interface ResultFilterValues {
  client: string;
  career: string;
  motive: string;
}

/**
 * 002 §2.7 result filters: client and career area always, the closure motive only when finalized opportunities
 * were searched (`motives` is then the list of options, else null). Each change searches again.
 */
export function ResultFilters({
  values,
  clients,
  careers,
  motives,
  onChange,
}: {
  values: ResultFilterValues;
  clients: string[];
  careers: string[];
  motives: string[] | null;
  onChange: (values: ResultFilterValues) => void;
}) {
  const { t } = useTranslation('recruiter-search');
  // A value kept in the URL stays selectable even when the list no longer has it.
  const withChosen = (list: string[], chosen: string) =>
    chosen && !list.includes(chosen) ? [chosen, ...list] : list;
  return (
    <SimpleGrid role="group" aria-label={t('filters.label')} cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
      <NativeSelect
        label={t('filters.client')}
        data={[{ value: '', label: t('filters.any') }, ...withChosen(clients, values.client)]}
        value={values.client}
        onChange={(event) => onChange({ ...values, client: event.currentTarget.value })}
      />
      <NativeSelect
        label={t('filters.career')}
        data={[{ value: '', label: t('filters.any') }, ...withChosen(careers, values.career)]}
        value={values.career}
        onChange={(event) => onChange({ ...values, career: event.currentTarget.value })}
      />
      {motives && (
        <NativeSelect
          label={t('filters.motive')}
          value={values.motive}
          onChange={(event) => onChange({ ...values, motive: event.currentTarget.value })}
          data={[
            { value: '', label: t('filters.any') },
            ...motives.map((motive) => ({
              value: motive,
              label: isCloseReasonKey(motive) ? t(`motives.${motive}`) : motive,
            })),
          ]}
        />
      )}
    </SimpleGrid>
  );
}
