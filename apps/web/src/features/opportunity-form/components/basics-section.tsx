import { Autocomplete, Card, Group, NumberInput, Stack, Switch, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { moneyValue, type SetValue, type UpdateValues, type Values } from './form-values';

/** Title, client and the Special Refer and Earn programme (001 §2.2). */
export function BasicsSection({
  values,
  set,
  update,
  clients,
}: {
  values: Values;
  set: SetValue;
  update: UpdateValues;
  clients: string[];
}) {
  const { t } = useTranslation('recruiter');
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
        />
        <Autocomplete
          id="opp-client"
          label={t('form.client')}
          required
          maxLength={200}
          data={clients}
          value={values.client}
          onChange={(value) => set('client', value)}
        />
        <Switch
          label={t('form.referAndEarn')}
          checked={values.specialReferAndEarn}
          onChange={(e) => {
            const on = e.currentTarget.checked;
            // Off clears the reward and the date (001 §2.2).
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
            hideControls
            miw={200}
            value={values.rewardAmount ?? ''}
            onChange={(value) => set('rewardAmount', moneyValue(value))}
          />
          <TextInput
            id="opp-publication"
            type="date"
            label={t('form.publicationDate')}
            disabled={!values.specialReferAndEarn}
            miw={200}
            value={values.publicationDate ?? ''}
            onChange={(e) => set('publicationDate', e.currentTarget.value || null)}
          />
        </Group>
      </Stack>
    </Card>
  );
}
