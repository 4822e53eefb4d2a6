import { ActionIcon, Card, Checkbox, Group, NumberInput, Select, Stack, Text } from '@mantine/core';
import { CURRENCIES, PRIORITIES, SALARY_RANGES, UNSET } from '@mosaico/domain';
import { IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PlaceAutocomplete } from '../../../components/place-autocomplete/place-autocomplete';
import { useLocalizedPlace } from '../../../lib/place-names';
import { HIRING_MODELS, type HiringModelKey, type SectionProps, TYPES } from './form-values';

const CURRENCY_VALUES: readonly string[] = CURRENCIES;
const RANGE_VALUES: readonly string[] = SALARY_RANGES.map((r) => r.value);
const offered = (options: readonly string[], value: string | null | undefined) =>
  value && options.includes(value) ? value : null;

/** Where and how: places, range, type, hiring models with their salaries, priority (001 §2.2). */
export function ConditionsSection({ values, set, update, errorAt }: SectionProps) {
  const { t } = useTranslation('recruiter');
  const localizePlace = useLocalizedPlace();
  const salaryError = errorAt('opp-salary');

  const toggleModel = (model: HiringModelKey, on: boolean) =>
    update((v) => {
      const tipo = { ...v.pretensao.tipo };
      // Unticking a model resets its salary (001 §2.2).
      if (!on) delete tipo[model];
      return { ...v, hiringModel: { ...v.hiringModel, [model]: on }, pretensao: { tipo } };
    });

  const setSalary = (model: HiringModelKey, part: 'moeda' | 'valor', value: string | null) =>
    update((v) => ({
      ...v,
      pretensao: {
        tipo: { ...v.pretensao.tipo, [model]: { ...v.pretensao.tipo[model], [part]: value ?? UNSET } },
      },
    }));

  return (
    <Card withBorder padding="lg">
      <Stack gap="md">
        <PlaceAutocomplete
          id="opp-location"
          label={t('form.location')}
          description={t('form.locationHint')}
          error={errorAt('opp-location')}
          value={null}
          onChange={(place) => {
            if (!place) return;
            // A place is added once (001 §2.2: only if its place id is not there yet).
            update((v) =>
              v.location.some((l) => l.place_id === place.placeId)
                ? v
                : {
                    ...v,
                    location: [
                      ...v.location,
                      { place_id: place.placeId, formatted_address: place.formattedAddress },
                    ],
                  },
            );
          }}
        />
        {values.location.length > 0 && (
          <Group gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {values.location.map((place) => (
              <Group key={place.place_id} component="li" gap={4} wrap="nowrap">
                <Text size="sm">{localizePlace(place.formatted_address)}</Text>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  aria-label={t('form.removePlace', { name: localizePlace(place.formatted_address) })}
                  onClick={() =>
                    set(
                      'location',
                      values.location.filter((l) => l.place_id !== place.place_id),
                    )
                  }
                >
                  <IconX size={14} aria-hidden="true" />
                </ActionIcon>
              </Group>
            ))}
          </Group>
        )}
        <NumberInput
          label={t('form.range')}
          min={1}
          max={20_000}
          allowNegative={false}
          allowDecimal={false}
          value={values.range}
          onChange={(value) => set('range', typeof value === 'number' ? value : 50)}
          maw={200}
        />
        <Checkbox.Group
          label={t('form.type')}
          required
          error={errorAt('opp-type-hybrid')}
          value={TYPES.filter((type) => values.opportunityType[type])}
          onChange={(ticked) =>
            set('opportunityType', {
              remote: ticked.includes('remote'),
              hybrid: ticked.includes('hybrid'),
              inPerson: ticked.includes('inPerson'),
            })
          }
        >
          <Group mt={4}>
            {TYPES.map((type) => (
              <Checkbox key={type} id={`opp-type-${type}`} value={type} label={t(`form.types.${type}`)} />
            ))}
          </Group>
        </Checkbox.Group>
        <Checkbox.Group
          label={t('form.hiringModel')}
          required
          error={errorAt('opp-hiring-clt')}
          value={HIRING_MODELS.filter((model) => values.hiringModel[model])}
          onChange={(ticked) => {
            for (const model of HIRING_MODELS) {
              if (ticked.includes(model) !== values.hiringModel[model])
                toggleModel(model, ticked.includes(model));
            }
          }}
        >
          <Group mt={4}>
            {HIRING_MODELS.map((model) => (
              <Checkbox
                key={model}
                id={`opp-hiring-${model}`}
                value={model}
                label={t(`form.models.${model}`)}
              />
            ))}
          </Group>
        </Checkbox.Group>
        <Stack gap="xs" id="opp-salary" tabIndex={-1}>
          {HIRING_MODELS.filter((model) => values.hiringModel[model]).map((model) => {
            const entry = values.pretensao.tipo[model];
            // No 'None' among the choices: an unset currency or range shows the placeholder, as it is empty for
            // rule 8 (issue 22). The stored unset stays '-' (000 §3).
            const currency = offered(CURRENCY_VALUES, entry?.moeda);
            const range = offered(RANGE_VALUES, entry?.valor);
            return (
              <Group key={model} grow align="flex-end" wrap="wrap">
                <Select
                  label={t('form.currency', { model: t(`form.models.${model}`) })}
                  placeholder={t('form.choose')}
                  data={CURRENCIES.map((c) => ({ value: c, label: c }))}
                  value={currency}
                  onChange={(value) => setSalary(model, 'moeda', value)}
                  miw={160}
                  allowDeselect={false}
                  error={salaryError !== undefined && currency === null}
                />
                <Select
                  label={t('form.salaryRange', { model: t(`form.models.${model}`) })}
                  placeholder={t('form.choose')}
                  data={SALARY_RANGES.map((r) => ({ value: r.value, label: t(`form.ranges.${r.value}`) }))}
                  value={range}
                  onChange={(value) => setSalary(model, 'valor', value)}
                  miw={160}
                  allowDeselect={false}
                  error={salaryError !== undefined && range === null}
                />
              </Group>
            );
          })}
          {salaryError && (
            <Text size="sm" c="red.8">
              {salaryError}
            </Text>
          )}
        </Stack>
        <Select
          id="opp-priority"
          label={t('form.priority')}
          required
          maw={220}
          data={PRIORITIES.map((p) => ({
            value: String(p.value),
            label: t(`form.priorities.${p.key}`),
          }))}
          value={values.selectedPriority ? String(values.selectedPriority.value) : null}
          // Clicking the chosen priority again keeps it (issue 22: it used to clear the default Alta).
          allowDeselect={false}
          error={errorAt('opp-priority')}
          onChange={(value) => {
            const chosen = PRIORITIES.find((p) => String(p.value) === value);
            set('selectedPriority', chosen ? { label: chosen.label, value: chosen.value } : null);
          }}
        />
      </Stack>
    </Card>
  );
}
