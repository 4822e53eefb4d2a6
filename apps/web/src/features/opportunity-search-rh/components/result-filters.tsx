import { Group, NativeSelect, Select } from '@mantine/core';
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
    <Group
      role="group"
      aria-label={t('filters.label')}
      gap="md"
      align="flex-end"
      grow
      preventGrowOverflow={false}
      wrap="wrap"
    >
      <Select
        label={t('filters.client')}
        placeholder={t('filters.any')}
        data={withChosen(clients, values.client)}
        value={values.client || null}
        onChange={(client) => onChange({ ...values, client: client ?? '' })}
        searchable
        clearable
        nothingFoundMessage={t('filters.nothingFound')}
        miw={200}
      />
      <Select
        label={t('filters.career')}
        placeholder={t('filters.any')}
        data={withChosen(careers, values.career)}
        value={values.career || null}
        onChange={(career) => onChange({ ...values, career: career ?? '' })}
        searchable
        clearable
        nothingFoundMessage={t('filters.nothingFound')}
        miw={200}
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
          miw={200}
        />
      )}
    </Group>
  );
}
