import {
  ActionIcon,
  Alert,
  Autocomplete,
  Button,
  Card,
  Checkbox,
  Container,
  Group,
  Loader,
  Modal,
  MultiSelect,
  NumberInput,
  Select,
  Stack,
  Switch,
  TagsInput,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  CURRENCIES,
  type OpportunityEdit,
  type OpportunitySaveErrorCode,
  type OpportunityWriteBody,
  opportunityWriteSchema,
  PRIORITIES,
  SALARY_RANGES,
  UNSET,
  validateOpportunityForSave,
} from '@mosaico/domain';
import { IconPlus, IconTrash, IconX } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { paths } from '../../../app/paths';
import { LoadFailure } from '../../../components/load-failure/load-failure';
import { NotFoundPanel } from '../../../components/not-found/not-found-panel';
import { PlaceAutocomplete } from '../../../components/place-autocomplete/place-autocomplete';
import { RichTextField } from '../../../components/rich-text-field/rich-text-field';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/page-title';
import { useLocalizedPlace } from '../../../lib/place-names';
import { useAuth } from '../../auth';
import {
  checkCriterionName,
  useCareerChanges,
  useCreateCriterion,
  useFormCatalogues,
  useOpportunityForEdit,
  useSaveOpportunity,
} from '../api/opportunity-form-api';

type Values = Required<
  Pick<
    OpportunityWriteBody,
    | 'titulo'
    | 'specialReferAndEarn'
    | 'location'
    | 'range'
    | 'opportunityType'
    | 'hiringModel'
    | 'detalhes'
    | 'criterias'
    | 'interests'
    | 'careers'
    | 'evaluations'
    | 'pcd'
    | 'pcdPref'
    | 'mosaicItems'
  >
> & {
  client: string;
  rewardAmount: number | null;
  publicationDate: string | null;
  selectedPriority: { label?: string; value: number } | null;
  detalhesEn: string;
  pretensao: {
    tipo: Partial<Record<'clt' | 'pj' | 'others', { moeda?: string | null; valor?: string | null }>>;
  };
};

const HIRING_MODELS = ['clt', 'pj', 'others'] as const;
const TYPES = ['hybrid', 'remote', 'inPerson'] as const;

/** The field each rule of 001 §5 is about: the form focuses it with the rule's message. */
const FIELD_OF: Record<OpportunitySaveErrorCode, string> = {
  OPPORTUNITY_TITLE_REQUIRED: 'opp-titulo',
  OPPORTUNITY_CLIENT_REQUIRED: 'opp-client',
  OPPORTUNITY_REWARD_REQUIRED: 'opp-reward',
  OPPORTUNITY_PUBLICATION_DATE_REQUIRED: 'opp-publication',
  OPPORTUNITY_LOCATION_REQUIRED: 'opp-location',
  OPPORTUNITY_TYPE_REQUIRED: 'opp-type-hybrid',
  OPPORTUNITY_HIRING_MODEL_REQUIRED: 'opp-hiring-clt',
  OPPORTUNITY_PRIORITY_REQUIRED: 'opp-priority',
  OPPORTUNITY_SALARY_REQUIRED: 'opp-salary',
  OPPORTUNITY_MOSAIC_EMPTY: 'opp-mosaic',
  OPPORTUNITY_DETAILS_REQUIRED: 'opp-details',
  OPPORTUNITY_CRITERION_REQUIRED: 'opp-criteria',
  OPPORTUNITY_INTEREST_REQUIRED: 'opp-interests',
  OPPORTUNITY_CAREER_REQUIRED: 'opp-careers',
};

const EMPTY: Values = {
  titulo: '',
  client: '',
  specialReferAndEarn: false,
  rewardAmount: null,
  publicationDate: null,
  location: [],
  range: 50,
  opportunityType: { remote: false, hybrid: false, inPerson: false },
  hiringModel: { clt: false, pj: false, others: false },
  pretensao: { tipo: {} },
  selectedPriority: { label: 'Alta', value: 1 },
  detalhes: '',
  detalhesEn: '',
  criterias: [],
  interests: [],
  careers: [],
  evaluations: [],
  pcd: false,
  pcdPref: false,
  mosaicItems: [],
};

function valuesOf(edit: OpportunityEdit, copyTitle?: string): Values {
  return {
    ...EMPTY,
    ...edit,
    titulo: copyTitle ?? edit.titulo,
    client: edit.client ?? '',
    publicationDate: edit.publicationDate ? edit.publicationDate.slice(0, 10) : null,
    detalhesEn: edit.detalhesEn ?? '',
  };
}

/** NumberInput answers a number, or a string while a fixed decimal scale pads it ('1234.50'); empty is none. */
export function moneyValue(value: number | string): number | null {
  const number = typeof value === 'number' ? value : value.trim() === '' ? Number.NaN : Number(value);
  return Number.isFinite(number) && number >= 0 ? number : null;
}

/** /opportunity/create (also ?duplicate={id}) and /opportunity/{id}/edit (001 §2.2). */
export function OpportunityFormPage() {
  const { id: editingId = null } = useParams();
  const [search] = useSearchParams();
  const duplicateOf = editingId ? null : search.get('duplicate');
  const source = useOpportunityForEdit(editingId ?? duplicateOf);
  const { t } = useTranslation('recruiter');
  usePageTitle(editingId ? t('form.editTitle') : t('form.createTitle'));

  if ((editingId || duplicateOf) && source.isPending) {
    return (
      <Container py="xl">
        <Loader role="status" aria-label={t('form.loading')} />
      </Container>
    );
  }
  if (source.isError) {
    if (source.error instanceof ApiError && source.error.statusCode === 404) {
      return (
        <NotFoundPanel
          title={t('mosaic.notFound')}
          text={t('mosaic.notFoundText')}
          homeLabel={t('mosaic.home')}
        />
      );
    }
    return (
      <Container py="xl">
        <LoadFailure
          title={t('form.loadFailed')}
          text={t('form.loadFailedText')}
          retryLabel={t('form.retry')}
          onRetry={() => void source.refetch()}
          retrying={source.isFetching}
        />
      </Container>
    );
  }
  const initial = source.data
    ? valuesOf(source.data, duplicateOf ? t('form.copyOf', { title: source.data.titulo }) : undefined)
    : EMPTY;
  return <OpportunityForm key={source.data?._id ?? 'new'} editingId={editingId} initial={initial} />;
}

function OpportunityForm({ editingId, initial }: { editingId: string | null; initial: Values }) {
  const { t } = useTranslation('recruiter');
  const navigate = useNavigate();
  const { user } = useAuth();
  const localizePlace = useLocalizedPlace();
  const catalogues = useFormCatalogues();
  const save = useSaveOpportunity(editingId);
  const [values, setValues] = useState<Values>(initial);
  const [criterionModal, setCriterionModal] = useState(false);
  const [careerModal, setCareerModal] = useState(false);
  const set = <K extends keyof Values>(key: K, value: Values[K]) =>
    setValues((v) => ({ ...v, [key]: value }));

  const careersById = useMemo(
    () => new Map((catalogues.careers.data ?? []).map((career) => [career._id, career.nome])),
    [catalogues.careers.data],
  );

  const submit = () => {
    const code = validateOpportunityForSave(opportunityWriteSchema.parse(values));
    if (code) {
      notifyError(t(`form.errors.${code}`));
      document.getElementById(FIELD_OF[code])?.focus();
      return;
    }
    save.mutate(values, {
      onSuccess: (saved) => {
        notifySuccess(editingId ? t('form.changed') : t('form.created'));
        void navigate(paths.opportunity(saved._id));
      },
      onError: (error) =>
        notifyError(
          error instanceof ApiError && error.statusCode === 400
            ? errorMessage(error, t('form.unexpected'))
            : t('form.unexpected'),
        ),
    });
  };

  const toggleModel = (model: (typeof HIRING_MODELS)[number], on: boolean) =>
    setValues((v) => {
      const tipo = { ...v.pretensao.tipo };
      // Unticking a model resets its salary (001 §2.2).
      if (!on) delete tipo[model];
      return { ...v, hiringModel: { ...v.hiringModel, [model]: on }, pretensao: { tipo } };
    });

  const setSalary = (model: (typeof HIRING_MODELS)[number], part: 'moeda' | 'valor', value: string | null) =>
    setValues((v) => ({
      ...v,
      pretensao: {
        tipo: { ...v.pretensao.tipo, [model]: { ...v.pretensao.tipo[model], [part]: value ?? UNSET } },
      },
    }));

  return (
    <Container size="md" py="lg">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="lg">
          <Title order={1} size="h2">
            {editingId ? t('form.editTitle') : t('form.createTitle')}
          </Title>

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
                data={catalogues.clients.data ?? []}
                value={values.client}
                onChange={(value) => set('client', value)}
              />
              <Switch
                label={t('form.referAndEarn')}
                checked={values.specialReferAndEarn}
                onChange={(e) => {
                  const on = e.currentTarget.checked;
                  // Off clears the reward and the date (001 §2.2).
                  setValues((v) => ({
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

          <Card withBorder padding="lg">
            <Stack gap="md">
              <PlaceAutocomplete
                id="opp-location"
                label={t('form.location')}
                description={t('form.locationHint')}
                value={null}
                onChange={(place) => {
                  if (!place) return;
                  // A place is added once (001 §2.2: only if its place id is not there yet).
                  setValues((v) =>
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
                    <Checkbox
                      key={type}
                      id={`opp-type-${type}`}
                      value={type}
                      label={t(`form.types.${type}`)}
                    />
                  ))}
                </Group>
              </Checkbox.Group>
              <Checkbox.Group
                label={t('form.hiringModel')}
                required
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
                {HIRING_MODELS.filter((model) => values.hiringModel[model]).map((model) => (
                  <Group key={model} grow align="flex-end" wrap="wrap">
                    <Select
                      label={t('form.currency', { model: t(`form.models.${model}`) })}
                      data={[
                        { value: UNSET, label: t('form.none') },
                        ...CURRENCIES.map((c) => ({ value: c, label: c })),
                      ]}
                      value={values.pretensao.tipo[model]?.moeda ?? UNSET}
                      onChange={(value) => setSalary(model, 'moeda', value)}
                      miw={160}
                      allowDeselect={false}
                    />
                    <Select
                      label={t('form.salaryRange', { model: t(`form.models.${model}`) })}
                      data={[
                        { value: UNSET, label: t('form.none') },
                        ...SALARY_RANGES.map((r) => ({ value: r.value, label: t(`form.ranges.${r.value}`) })),
                      ]}
                      value={values.pretensao.tipo[model]?.valor ?? UNSET}
                      onChange={(value) => setSalary(model, 'valor', value)}
                      miw={160}
                      allowDeselect={false}
                    />
                  </Group>
                ))}
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
                onChange={(value) => {
                  const chosen = PRIORITIES.find((p) => String(p.value) === value);
                  set('selectedPriority', chosen ? { label: chosen.label, value: chosen.value } : null);
                }}
              />
            </Stack>
          </Card>

          <Card withBorder padding="lg">
            <Stack gap="md">
              <Select
                label={t('form.template')}
                description={t('form.templateHint')}
                data={(catalogues.templates.data ?? []).map((tpl) => ({ value: tpl._id, label: tpl.name }))}
                value={null}
                onChange={(value) => {
                  const chosen = catalogues.templates.data?.find((tpl) => tpl._id === value);
                  if (chosen)
                    setValues((v) => ({ ...v, detalhes: chosen.detalhes, detalhesEn: chosen.detalhesEn }));
                }}
                maw={320}
              />
              <RichTextField
                id="opp-details"
                label={t('form.details')}
                required
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

          <Card withBorder padding="lg">
            <Stack gap="md">
              <Group justify="space-between" align="flex-end" wrap="wrap">
                <Select
                  id="opp-criteria"
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
                  setValues((v) => ({ ...v, pcd: on, pcdPref: on }));
                }}
              />
              <TagsInput
                id="opp-mosaic"
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

          {save.isError && (
            <Alert color="red" variant="light" role="alert">
              {errorMessage(save.error, t('form.unexpected'))}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => void navigate(-1)}>
              {t('cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('form.save')}
            </Button>
          </Group>
        </Stack>
      </form>

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
    </Container>
  );
}

/** 001 §2.2: a new criterion needs a name (trimmed) and at least one synonym; a global name must be new. */
function NewCriterionModal({
  opened,
  onClose,
  onCreated,
}: {
  opened: boolean;
  onClose: () => void;
  onCreated: (criterion: { nome: string; termos: string[] }) => void;
}) {
  const { t } = useTranslation('recruiter');
  const create = useCreateCriterion();
  const [nome, setNome] = useState('');
  const [termos, setTermos] = useState<string[]>([]);
  const [global, setGlobal] = useState(true);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (opened) {
      setNome('');
      setTermos([]);
      setGlobal(true);
      setError(null);
    }
  }, [opened]);
  const ok = async () => {
    const name = nome.trim();
    if (global && (await checkCriterionName(name)).exists) {
      setError(t('form.criterionDuplicate'));
      return;
    }
    create.mutate(
      { nome: name, termos, global },
      {
        onSuccess: (created) => {
          onCreated(created);
          onClose();
        },
        onError: (e) => setError(errorMessage(e, t('form.unexpected'))),
      },
    );
  };
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('form.newCriterion')}
      centered
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      <Stack gap="md">
        <TextInput
          label={t('form.criterionName')}
          required
          value={nome}
          onChange={(e) => setNome(e.currentTarget.value)}
        />
        <TagsInput
          label={t('form.synonyms')}
          description={t('form.synonymsHint')}
          value={termos}
          onChange={setTermos}
        />
        <Checkbox
          label={t('form.global')}
          checked={global}
          onChange={(e) => setGlobal(e.currentTarget.checked)}
        />
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button
            disabled={nome.trim() === '' || termos.length === 0}
            loading={create.isPending}
            onClick={() => void ok()}
          >
            {t('form.ok')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** 001 §2.2: new careers typed as chips (save disabled without one); careers can be deleted. */
function CareersModal({
  opened,
  onClose,
  userId,
  careers,
}: {
  opened: boolean;
  onClose: () => void;
  userId: string;
  careers: ReadonlyArray<{ _id: string; nome: string }>;
}) {
  const { t } = useTranslation('recruiter');
  const changes = useCareerChanges(userId);
  const [names, setNames] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (opened) {
      setNames([]);
      setError(null);
    }
  }, [opened]);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('form.manageCareers')}
      centered
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      <Stack gap="md">
        <TagsInput
          label={t('form.newCareers')}
          description={t('form.newCareersHint')}
          value={names}
          onChange={setNames}
        />
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button
            disabled={names.length === 0}
            loading={changes.create.isPending}
            onClick={() =>
              changes.create.mutate(
                names.map((nome) => ({ nome })),
                {
                  onSuccess: () => setNames([]),
                  onError: (e) => setError(errorMessage(e, t('form.unexpected'))),
                },
              )
            }
          >
            {t('form.saveCareers')}
          </Button>
        </Group>
        <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {careers.map((career) => (
            <Group key={career._id} component="li" justify="space-between">
              <Text size="sm">{career.nome}</Text>
              <ActionIcon
                variant="subtle"
                color="red.9"
                aria-label={t('form.deleteCareer', { name: career.nome })}
                onClick={() => changes.remove.mutate(career._id)}
              >
                <IconTrash size={16} aria-hidden="true" />
              </ActionIcon>
            </Group>
          ))}
        </Stack>
      </Stack>
    </Modal>
  );
}
