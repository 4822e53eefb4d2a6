import { Autocomplete, Card, Group, NumberInput, Stack, Switch, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { moneyValue, publicationDateOf, type SectionProps, typedPublicationDate } from './form-values';

/** The largest reward the API takes (opportunityWriteSchema): the form holds the same limit. */
const MAX_REWARD = 9_999_999_999;

/** Title, client and the Special Refer and Earn programme (001 §2.2). */
export function BasicsSection({
  values,
  set,
  update,
  clients,
  errorAt,
}: SectionProps & { clients: string[] }) {
  const { t } = useTranslation('recruiter');
  // What the recruiter typed, kept as typed: an incomplete or impossible date stays visible to be corrected.
  const [typedDate, setTypedDate] = useState(() => typedPublicationDate(values.publicationDate));
  return (
    <Card withBorder padding="lg">
      <Stack gap="md">
        <TextInput
          id="opp-titulo"
          label={t('form.title')}
          required
          maxLength={200}
          value={values.titulo}
          onChange={(e) => set('titulo', e.currentTarget.value)}
          error={errorAt('opp-titulo')}
        />
        <Autocomplete
          id="opp-client"
          label={t('form.client')}
          required
          maxLength={200}
          data={clients}
          value={values.client}
          onChange={(value) => set('client', value)}
          error={errorAt('opp-client')}
        />
        <Switch
          label={t('form.referAndEarn')}
          checked={values.specialReferAndEarn}
          onChange={(e) => {
            const on = e.currentTarget.checked;
            // Off clears the reward and the date (001 §2.2).
            if (!on) setTypedDate('');
            update((v) => ({
              ...v,
              specialReferAndEarn: on,
              ...(on ? {} : { rewardAmount: null, publicationDate: null }),
            }));
          }}
        />
        <Group grow align="flex-start" wrap="wrap">
          <NumberInput
            id="opp-reward"
            label={t('form.reward')}
            disabled={!values.specialReferAndEarn}
            thousandSeparator="."
            decimalSeparator=","
            decimalScale={2}
            fixedDecimalScale
            allowNegative={false}
            max={MAX_REWARD}
            hideControls
            miw={200}
            value={values.rewardAmount ?? ''}
            onChange={(value) => set('rewardAmount', moneyValue(value))}
            error={errorAt('opp-reward')}
          />
          {/* Typed as DD/MM/YYYY in every language (DECISIONS 'Dates'), not the browser's date field, whose
              order follows the browser's locale and whose year takes six digits (31/02/2026 became 22026). */}
          <TextInput
            id="opp-publication"
            label={t('form.publicationDate')}
            description={t('form.publicationDateHint')}
            placeholder={t('form.datePlaceholder')}
            inputMode="numeric"
            maxLength={10}
            disabled={!values.specialReferAndEarn}
            miw={200}
            value={typedDate}
            onChange={(e) => {
              setTypedDate(e.currentTarget.value);
              set('publicationDate', publicationDateOf(e.currentTarget.value));
            }}
            error={errorAt('opp-publication')}
          />
        </Group>
      </Stack>
    </Card>
  );
}
