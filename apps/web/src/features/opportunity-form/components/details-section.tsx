import { Card, Select, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RichTextField } from '../../../components/rich-text-field/rich-text-field';
import type { FormCatalogues } from '../api/opportunity-form-api';
import type { SectionProps } from './form-values';

/** The details in rich text, Portuguese and English, optionally from a template (001 §2.2). */
export function DetailsSection({
  values,
  set,
  update,
  catalogues,
  errorAt,
}: SectionProps & { catalogues: FormCatalogues }) {
  const { t } = useTranslation('recruiter');
  return (
    <Card withBorder padding="lg">
      <Stack gap="md">
        <Select
          label={t('form.template')}
          description={t('form.templateHint')}
          data={(catalogues.templates.data ?? []).map((tpl) => ({ value: tpl._id, label: tpl.name }))}
          value={null}
          onChange={(value) => {
            const chosen = catalogues.templates.data?.find((tpl) => tpl._id === value);
            if (chosen) update((v) => ({ ...v, detalhes: chosen.detalhes, detalhesEn: chosen.detalhesEn }));
          }}
          maw={320}
        />
        <RichTextField
          id="opp-details"
          label={t('form.details')}
          required
          error={errorAt('opp-details')}
          value={values.detalhes}
          onChange={(html) => set('detalhes', html)}
        />
        <RichTextField
          id="opp-details-en"
          label={t('form.detailsEn')}
          value={values.detalhesEn}
          onChange={(html) => set('detalhesEn', html)}
        />
      </Stack>
    </Card>
  );
}
