import {
  ActionIcon,
  Button,
  Card,
  Group,
  MultiSelect,
  Select,
  Stack,
  Switch,
  TagsInput,
  Text,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../auth';
import type { FormCatalogues } from '../api/opportunity-form-api';
import { CareersModal } from './careers-modal';
import type { SectionProps } from './form-values';
import { NewCriterionModal } from './new-criterion-modal';

/** What the opportunity asks for: criteria, interests, careers, evaluations, pcd, mosaic pieces (001 §2.2). */
export function MatchingSection({
  values,
  set,
  update,
  catalogues,
  errorAt,
}: SectionProps & { catalogues: FormCatalogues }) {
  const { t } = useTranslation('recruiter');
  const { user } = useAuth();
  const [criterionModal, setCriterionModal] = useState(false);
  const [careerModal, setCareerModal] = useState(false);
  const careersById = useMemo(
    () => new Map((catalogues.careers.data ?? []).map((career) => [career._id, career.nome])),
    [catalogues.careers.data],
  );

  return (
    <>
      <Card withBorder padding="lg">
        <Stack gap="md">
          <Group justify="space-between" align="flex-end" wrap="wrap">
            <Select
              id="opp-criteria"
              error={errorAt('opp-criteria')}
              label={t('form.criteria')}
              placeholder={t('form.criteriaPick')}
              searchable
              data={(catalogues.criteria.data ?? []).map((c) => ({ value: c._id, label: c.nome }))}
              value={null}
              onChange={(value) => {
                const chosen = catalogues.criteria.data?.find((c) => c._id === value);
                if (
                  !chosen ||
                  values.criterias.some((c) => c.nome.toLowerCase() === chosen.nome.toLowerCase())
                )
                  return;
                set('criterias', [
                  ...values.criterias,
                  { nome: chosen.nome, termos: chosen.termos, necessary: false },
                ]);
              }}
              miw={240}
            />
            <Button
              variant="light"
              leftSection={<IconPlus size={16} aria-hidden="true" />}
              onClick={() => setCriterionModal(true)}
            >
              {t('form.newCriterion')}
            </Button>
          </Group>
          {values.criterias.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('form.noCriteria')}
            </Text>
          ) : (
            <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {values.criterias.map((criterion, index) => (
                <Group key={criterion.nome} component="li" justify="space-between" wrap="wrap" gap="xs">
                  <Stack gap={0}>
                    <Text fw={600}>{criterion.nome}</Text>
                    <Text size="xs" c="dimmed">
                      {(criterion.termos ?? []).join(', ')}
                    </Text>
                  </Stack>
                  <Group gap="xs">
                    <Switch
                      label={t('form.necessary')}
                      checked={Boolean(criterion.necessary)}
                      onChange={(e) =>
                        set(
                          'criterias',
                          values.criterias.map((c, i) =>
                            i === index ? { ...c, necessary: e.currentTarget.checked } : c,
                          ),
                        )
                      }
                    />
                    <ActionIcon
                      variant="subtle"
                      color="red.9"
                      aria-label={t('form.removeCriterion', { name: criterion.nome })}
                      onClick={() =>
                        set(
                          'criterias',
                          values.criterias.filter((_, i) => i !== index),
                        )
                      }
                    >
                      <IconTrash size={16} aria-hidden="true" />
                    </ActionIcon>
                  </Group>
                </Group>
              ))}
            </Stack>
          )}
          <MultiSelect
            id="opp-interests"
            error={errorAt('opp-interests')}
            label={t('form.interests')}
            required
            searchable
            data={(catalogues.interests.data ?? []).map((i) => i.nome)}
            value={values.interests.map((i) => i.nome)}
            onChange={(names) =>
              set(
                'interests',
                names.map((nome) => ({
                  nome,
                  _id: catalogues.interests.data?.find((i) => i.nome === nome)?._id,
                })),
              )
            }
          />
          <Group align="flex-end" wrap="wrap">
            <MultiSelect
              id="opp-careers"
              error={errorAt('opp-careers')}
              label={t('form.careers')}
              required
              searchable
              style={{ flex: 1, minWidth: 240 }}
              data={(catalogues.careers.data ?? []).map((c) => ({ value: c._id, label: c.nome }))}
              value={values.careers.map((c) => c._id)}
              onChange={(ids) =>
                set(
                  'careers',
                  ids.map((id) => ({ _id: id, nome: careersById.get(id) ?? id })),
                )
              }
            />
            <Button variant="light" onClick={() => setCareerModal(true)}>
              {t('form.manageCareers')}
            </Button>
          </Group>
          <MultiSelect
            label={t('form.evaluations')}
            data={(catalogues.evaluations.data ?? []).map((e) => ({ value: e._id, label: e.name }))}
            value={values.evaluations.map((e) => e._id)}
            onChange={(ids) =>
              set(
                'evaluations',
                ids.map((id) => ({
                  _id: id,
                  name: catalogues.evaluations.data?.find((e) => e._id === id)?.name ?? id,
                })),
              )
            }
          />
          <Switch
            label={t('form.pcd')}
            checked={values.pcdPref}
            onChange={(e) => {
              const on = e.currentTarget.checked;
              update((v) => ({ ...v, pcd: on, pcdPref: on }));
            }}
          />
          <TagsInput
            id="opp-mosaic"
            error={errorAt('opp-mosaic')}
            label={t('form.mosaic')}
            description={t('form.mosaicHint')}
            required
            maxTags={30}
            value={values.mosaicItems.map((m) => m.nome)}
            onChange={(names) =>
              set(
                'mosaicItems',
                names.map((nome) => ({ nome: nome.trim(), peso: 3 })).filter((m) => m.nome),
              )
            }
          />
        </Stack>
      </Card>
      <NewCriterionModal
        opened={criterionModal}
        onClose={() => setCriterionModal(false)}
        onCreated={(criterion) =>
          set('criterias', [
            ...values.criterias,
            { nome: criterion.nome, termos: criterion.termos, necessary: false },
          ])
        }
      />
      <CareersModal
        opened={careerModal}
        onClose={() => setCareerModal(false)}
        userId={user?.id ?? ''}
        careers={catalogues.careers.data ?? []}
      />
    </>
  );
}
