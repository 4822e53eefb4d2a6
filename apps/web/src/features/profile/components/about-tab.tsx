import {
  ActionIcon,
  Button,
  Checkbox,
  Group,
  MultiSelect,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  TagsInput,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import {
  CURRENCY_OPTIONS,
  HIRING_MODELS,
  type HiringModel,
  isDuplicateChip,
  isLinkedInUrl,
  isSalaryExpectationValid,
  type NamedEntry,
  OPPORTUNITY_TYPES,
  SALARY_RANGES,
  type SkillEntry,
  SUBCLASSIFS,
  type Subclassif,
  UNSET,
  type UserProfile,
} from '@mosaico/domain';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlaceAutocomplete } from '../../../components/place-autocomplete/place-autocomplete';
import { useLocalizedPlace } from '../../../lib/place-names';

/**
 * Chip lists without a level (000 §3 subclassif values), each stored in digomais.lista at level 1: every
 * subclassif but the leveled skills and languages, careers (their own picker) and 'rh' (recruiters' notes).
 */
const LEVELED: readonly Subclassif[] = ['skills', 'languages'];
const PLAIN_CHIPS: Subclassif[] = SUBCLASSIFS.filter(
  (subclassif) => !LEVELED.includes(subclassif) && subclassif !== 'carreiras' && subclassif !== 'rh',
);
const LEVELS = [1, 2, 3] as const;

/** The part of the user the first tab edits. */
export type AboutDraft = Pick<
  UserProfile,
  'description' | 'linkedinUrl' | 'opportunityType' | 'hiringModel' | 'perfilUsuario'
>;

export function aboutDraftOf(user: UserProfile): AboutDraft {
  return {
    description: user.description,
    linkedinUrl: user.linkedinUrl,
    opportunityType: user.opportunityType,
    hiringModel: user.hiringModel,
    perfilUsuario: user.perfilUsuario,
  };
}

/** 000 §5: the salary rule, checked before saving; null when it holds. */
export function aboutProblem(draft: AboutDraft): string | null {
  if (!isSalaryExpectationValid(draft.hiringModel, draft.perfilUsuario.pretensao))
    return 'about.errors.salary';
  return linkedinProblem(draft) ? 'about.errors.linkedin' : null;
}

/** The LinkedIn address, when one is typed, must be an https:// LinkedIn one: the API's rule (issue 21). */
function linkedinProblem(draft: AboutDraft): boolean {
  const url = draft.linkedinUrl?.trim() ?? '';
  return url !== '' && !isLinkedInUrl(url);
}

function chip(nome: string, subclassif: string, level = 1): SkillEntry {
  const trimmed = nome.trim();
  const classif = subclassif === 'carreiras' ? 'carreiras' : 'digomais';
  return { nome: trimmed, nomeCaption: trimmed, classif, subclassif, level, source: 'declared' };
}

interface AboutTabProps {
  draft: AboutDraft;
  onChange: (draft: AboutDraft) => void;
  careers: NamedEntry[];
  showErrors: boolean;
}

/** Tab 1 'Tell more about you' (000 §2, §3, §5). */
export function AboutTab({ draft, onChange, careers, showErrors }: AboutTabProps) {
  const { t } = useTranslation('profile');
  const localizePlace = useLocalizedPlace();
  const list = draft.perfilUsuario.digomais.lista;
  const setList = (next: SkillEntry[]) =>
    onChange({ ...draft, perfilUsuario: { ...draft.perfilUsuario, digomais: { lista: next } } });
  const of = (subclassif: string) => list.filter((entry) => entry.subclassif === subclassif);
  const others = (subclassif: string) => list.filter((entry) => entry.subclassif !== subclassif);
  /** Replaces one subclassif's chips: trimmed, case-insensitive duplicates dropped (000 §5). */
  const replace = (subclassif: string, names: string[], levelOf: (name: string) => number = () => 1) => {
    const next: SkillEntry[] = [];
    for (const name of names) {
      const candidate = chip(name, subclassif, levelOf(name));
      if (candidate.nome !== '' && !isDuplicateChip(next, candidate)) next.push(candidate);
    }
    const kept = of(subclassif).filter((entry) => entry.source && entry.source !== 'declared');
    setList([...others(subclassif), ...kept, ...next]);
  };

  const salary = draft.perfilUsuario.pretensao.tipo;
  const salaryInvalid =
    showErrors && !isSalaryExpectationValid(draft.hiringModel, draft.perfilUsuario.pretensao);
  const linkedinInvalid = showErrors && linkedinProblem(draft);
  const setHiring = (model: HiringModel, ticked: boolean) => {
    const tipo = { ...salary };
    // 000 §4: unticking a hiring model resets its salary entry.
    if (!ticked) tipo[model] = { moeda: UNSET, valor: UNSET };
    onChange({
      ...draft,
      hiringModel: { ...draft.hiringModel, [model]: ticked },
      perfilUsuario: { ...draft.perfilUsuario, pretensao: { tipo } },
    });
  };
  const setSalary = (model: HiringModel, field: 'moeda' | 'valor', value: string) =>
    onChange({
      ...draft,
      perfilUsuario: {
        ...draft.perfilUsuario,
        pretensao: { tipo: { ...salary, [model]: { ...salary[model], [field]: value } } },
      },
    });
  const locations = draft.perfilUsuario.interestLocations;

  return (
    <Stack gap="lg">
      <Textarea
        label={t('about.description')}
        description={t('about.descriptionHint')}
        autosize
        minRows={3}
        maxLength={2000}
        value={draft.description ?? ''}
        onChange={(event) => onChange({ ...draft, description: event.currentTarget.value })}
      />

      <LeveledChips
        title={t('about.skills')}
        subclassif="skills"
        entries={of('skills')}
        onChange={(entries) => setList([...others('skills'), ...entries])}
      />
      <LeveledChips
        title={t('about.languages')}
        subclassif="languages"
        entries={of('languages')}
        onChange={(entries) => setList([...others('languages'), ...entries])}
      />

      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {PLAIN_CHIPS.map((subclassif) => (
          <TagsInput
            key={subclassif}
            label={t(`about.chips.${subclassif}`)}
            description={t('about.chipsHint')}
            value={of(subclassif).map((entry) => entry.nome)}
            onChange={(names) => replace(subclassif, names)}
            clearable
          />
        ))}
      </SimpleGrid>

      <MultiSelect
        label={t('about.careers')}
        description={t('about.careersHint')}
        searchable
        clearable
        data={[
          ...new Set([
            ...careers.map((career) => career.nome),
            ...of('carreiras').map((entry) => entry.nome),
          ]),
        ]}
        value={of('carreiras').map((entry) => entry.nome)}
        onChange={(names) => replace('carreiras', names)}
        nothingFoundMessage={t('about.noCareer')}
      />

      <Stack gap="xs">
        <PlaceAutocomplete
          label={t('about.interestLocations')}
          description={t('about.interestLocationsHint')}
          value={null}
          onChange={(place) => {
            if (!place || locations.some((item) => item.place_id === place.placeId)) return;
            onChange({
              ...draft,
              perfilUsuario: {
                ...draft.perfilUsuario,
                interestLocations: [
                  ...locations,
                  { place_id: place.placeId, formatted_address: place.formattedAddress },
                ],
              },
            });
          }}
        />
        <Group gap="xs">
          {locations.map((place) => (
            <Button
              key={place.place_id}
              size="compact-sm"
              radius="xl"
              variant="light"
              rightSection={<IconTrash size={14} aria-hidden="true" />}
              aria-label={t('about.removeLocation', { name: localizePlace(place.formatted_address) })}
              onClick={() =>
                onChange({
                  ...draft,
                  perfilUsuario: {
                    ...draft.perfilUsuario,
                    interestLocations: locations.filter((item) => item.place_id !== place.place_id),
                  },
                })
              }
            >
              {localizePlace(place.formatted_address)}
            </Button>
          ))}
        </Group>
      </Stack>

      <Stack gap="xs">
        <Title order={3} size="h5">
          {t('about.opportunityTypes')}
        </Title>
        <Group>
          {OPPORTUNITY_TYPES.map((type) => (
            <Checkbox
              key={type}
              label={t(`about.types.${type}`)}
              checked={draft.opportunityType[type]}
              onChange={(event) =>
                onChange({
                  ...draft,
                  opportunityType: { ...draft.opportunityType, [type]: event.currentTarget.checked },
                })
              }
            />
          ))}
        </Group>
      </Stack>

      <Stack gap="xs">
        <Title order={3} size="h5">
          {t('about.hiringModels')}
        </Title>
        {HIRING_MODELS.map((model) => (
          <Group key={model} align="flex-end" gap="sm" wrap="wrap">
            <Checkbox
              w={140}
              label={t(`about.models.${model}`)}
              checked={draft.hiringModel[model]}
              onChange={(event) => setHiring(model, event.currentTarget.checked)}
            />
            {draft.hiringModel[model] && (
              <>
                <Select
                  w={140}
                  label={t('about.currency')}
                  data={CURRENCY_OPTIONS.map((value) => ({
                    value,
                    label: value === UNSET ? t('about.none') : value,
                  }))}
                  value={salary[model].moeda}
                  allowDeselect={false}
                  onChange={(value) => setSalary(model, 'moeda', value ?? UNSET)}
                  error={salaryInvalid ? ' ' : undefined}
                />
                <Select
                  w={180}
                  label={t('about.range')}
                  data={[
                    { value: UNSET, label: t('about.none') },
                    ...SALARY_RANGES.map((range) => ({
                      value: range.value,
                      label: t(`about.ranges.${range.value}`),
                    })),
                  ]}
                  value={salary[model].valor}
                  allowDeselect={false}
                  onChange={(value) => setSalary(model, 'valor', value ?? UNSET)}
                  error={salaryInvalid ? ' ' : undefined}
                />
              </>
            )}
          </Group>
        ))}
        {salaryInvalid && (
          <Text c="red" size="sm" role="alert">
            {t('about.errors.salary')}
          </Text>
        )}
      </Stack>

      <TextInput
        label={t('about.linkedin')}
        type="url"
        placeholder="https://www.linkedin.com/in/…"
        value={draft.linkedinUrl ?? ''}
        error={linkedinInvalid ? t('about.errors.linkedin') : undefined}
        onChange={(event) => onChange({ ...draft, linkedinUrl: event.currentTarget.value })}
      />
    </Stack>
  );
}

/** Skills or languages, each with a level 1–3 and its caption (basic, intermediate, advanced). */
function LeveledChips({
  title,
  subclassif,
  entries,
  onChange,
}: {
  title: string;
  subclassif: 'skills' | 'languages';
  entries: SkillEntry[];
  onChange: (entries: SkillEntry[]) => void;
}) {
  const { t } = useTranslation('profile');
  const [name, setName] = useState('');
  const [duplicate, setDuplicate] = useState(false);
  const add = () => {
    const candidate = chip(name, subclassif, 1);
    if (candidate.nome === '') return;
    if (isDuplicateChip(entries, candidate)) {
      setDuplicate(true);
      return;
    }
    onChange([...entries, candidate]);
    setName('');
    setDuplicate(false);
  };
  const inputId = `add-${subclassif}`;
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {title}
      </Title>
      <Group align="flex-end" gap="xs">
        <TextInput
          id={inputId}
          style={{ flex: 1, minWidth: 180 }}
          label={t('about.addLabel', { what: title })}
          value={name}
          error={duplicate ? t('about.duplicate') : undefined}
          onChange={(event) => {
            setName(event.currentTarget.value);
            setDuplicate(false);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
        />
        <Button variant="light" onClick={add}>
          {t('about.add')}
        </Button>
      </Group>
      {entries.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('about.noneYet')}
        </Text>
      ) : (
        <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {entries.map((entry) => {
            const provided = Boolean(entry.source && entry.source !== 'declared');
            return (
              <Group
                key={entry.nome.toLowerCase()}
                component="li"
                gap="sm"
                wrap="wrap"
                justify="space-between"
              >
                <Text fw={600}>{entry.nomeCaption || entry.nome}</Text>
                <Group gap="xs" wrap="nowrap">
                  <SegmentedControl
                    size="xs"
                    disabled={provided}
                    aria-label={t('about.levelOf', { name: entry.nome })}
                    value={String(entry.level)}
                    data={LEVELS.map((level) => ({
                      value: String(level),
                      label: t(`about.levels.${level}`),
                    }))}
                    onChange={(value) =>
                      onChange(
                        entries.map((other) =>
                          other === entry ? { ...other, level: Number(value) } : other,
                        ),
                      )
                    }
                  />
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    disabled={provided}
                    aria-label={t('about.remove', { name: entry.nome })}
                    onClick={() => onChange(entries.filter((other) => other !== entry))}
                  >
                    <IconTrash size={16} aria-hidden="true" />
                  </ActionIcon>
                </Group>
              </Group>
            );
          })}
        </Stack>
      )}
    </Stack>
  );
}
