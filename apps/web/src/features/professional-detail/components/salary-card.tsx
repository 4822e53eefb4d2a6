import { Alert, Button, Checkbox, Group, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  CURRENCY_OPTIONS,
  HIRING_MODELS,
  type HiringModel,
  type HiringModelFlags,
  isSalaryExpectationValid,
  type ProfessionalRecruiterView,
  SALARY_RANGE_VALUES,
  UNSET,
} from '@mosaico/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ALERT_STYLES } from '../../../components/alert-styles/alert-styles';
import { ApiError } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useSaveSalary } from '../api/professional-detail-api';
import { DetailSection } from './detail-section';

type Entry = { moeda: string; valor: string };
type Tipo = Record<HiringModel, Entry>;

// 002 §2.8 names the contract types in this order.
const MODEL_ORDER: readonly HiringModel[] = ['pj', 'clt', 'others'];

/**
 * 002 §2.8 / §5: the salary expectation per contract type, editable by the recruiter. For every ticked model, BRL
 * needs a range and a range needs a currency ('Pretensao salarial obrigatoria…', checked here and by the server);
 * unticking a model resets its entry.
 */
export function SalaryCard({ user, readOnly }: { user: ProfessionalRecruiterView; readOnly: boolean }) {
  const { t } = useTranslation('professional-detail');
  const save = useSaveSalary(user._id);
  const [models, setModels] = useState<HiringModelFlags>(user.hiringModel);
  const [tipo, setTipo] = useState<Tipo>(user.perfilUsuario.pretensao.tipo);
  const [invalid, setInvalid] = useState(false);

  const setEntry = (model: HiringModel, change: Partial<Entry>) => {
    setInvalid(false);
    setTipo((current) => ({ ...current, [model]: { ...current[model], ...change } }));
  };
  const toggle = (model: HiringModel, ticked: boolean) => {
    setInvalid(false);
    setModels((current) => ({ ...current, [model]: ticked }));
    if (!ticked) setEntry(model, { moeda: UNSET, valor: UNSET });
  };
  const submit = () => {
    if (!isSalaryExpectationValid(models, { tipo })) {
      setInvalid(true);
      return;
    }
    save.mutate(
      { hiringModel: models, pretensao: { tipo } },
      {
        onSuccess: () => notifySuccess(t('salary.saved')),
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'PROFESSIONAL_SALARY_REQUIRED') setInvalid(true);
          else notifyError(t('salary.failed'));
        },
      },
    );
  };
  const currencyData = CURRENCY_OPTIONS.map((value) => ({
    value,
    label: value === UNSET ? t('salary.none') : value,
  }));
  const rangeData = [
    { value: UNSET, label: t('salary.none') },
    ...SALARY_RANGE_VALUES.map((value) => ({ value, label: t(`salary.ranges.${value}`) })),
  ];

  return (
    <DetailSection id="professional-salary" title={t('salary.title')}>
      <Stack gap="md">
        {invalid && (
          <Alert styles={ALERT_STYLES} color="red" variant="light" role="alert" data-testid="salary-invalid">
            {t('salary.invalid')}
          </Alert>
        )}
        {MODEL_ORDER.filter((model) => HIRING_MODELS.includes(model)).map((model) => (
          <Stack key={model} gap={6} data-testid={`salary-${model}`}>
            <Checkbox
              label={t(`salary.models.${model}`)}
              checked={models[model]}
              onChange={(event) => toggle(model, event.currentTarget.checked)}
              disabled={readOnly}
            />
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
              <Select
                label={t('salary.currencyOf', { model: t(`salary.models.${model}`) })}
                data={currencyData}
                value={tipo[model].moeda}
                onChange={(value) => setEntry(model, { moeda: value ?? UNSET })}
                allowDeselect={false}
                disabled={readOnly || !models[model]}
              />
              <Select
                label={t('salary.rangeOf', { model: t(`salary.models.${model}`) })}
                data={rangeData}
                value={tipo[model].valor}
                onChange={(value) => setEntry(model, { valor: value ?? UNSET })}
                allowDeselect={false}
                disabled={readOnly || !models[model]}
              />
            </SimpleGrid>
          </Stack>
        ))}
        {readOnly ? null : (
          <Group justify="flex-end">
            <Button onClick={submit} loading={save.isPending}>
              {t('salary.save')}
            </Button>
          </Group>
        )}
        <Text size="xs" c="gray.7">
          {t('salary.hint')}
        </Text>
      </Stack>
    </DetailSection>
  );
}
