import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Checkbox,
  Container,
  Group,
  Modal,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import {
  ALL_RESPONSIBLES_ID,
  CURRENCY_OPTIONS,
  HIRING_MODELS,
  type HiringModel,
  isSalaryExpectationValid,
  SALARY_RANGES,
  type SalaryEntry,
  type TalentDetail,
  UNSET,
} from '@mosaico/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ALERT_STYLES } from '../../../components/alert-styles/alert-styles';
import { QueryFallback } from '../../../components/load-failure/query-fallback';
import { ProfessionalBadges } from '../../../components/professional-badges/professional-badges';
import { paths } from '../../../config/paths';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useResponsibles } from '../../../lib/catalogues';
import { formatDate } from '../../../lib/dates';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/page-title';
import { useSaveTalent, useTalentDetail, useTalentGroups } from '../api/talent-board-api';
import { StepDots } from '../components/talent-card';

/** 002 §2.6: the first three high-compatibility opportunities, then a link shows the rest. */
const HIGH_SHOWN = 3;

/** The talent expanded card (002 §2.6) at /kanban/talent/{id}, opened from a card's name on the board. */
export function TalentCardPage() {
  const { t } = useTranslation('talent-board');
  const fallback = useTranslation('talent-board', { keyPrefix: 'expanded' });
  const { id = '' } = useParams();
  const detail = useTalentDetail(id);
  usePageTitle(
    detail.data ? t('expanded.pageTitleOf', { name: detail.data.displayName }) : t('expanded.pageTitle'),
  );
  if (detail.isPending || detail.isError) return <QueryFallback query={detail} t={fallback.t} />;
  // A new answer (after a save) starts the form again from what the server keeps.
  return <TalentScreen key={detail.dataUpdatedAt} talent={detail.data} />;
}

type Salaries = Record<HiringModel, SalaryEntry>;

function SalaryModal({
  opened,
  onClose,
  talent,
  salaries,
  onChange,
}: {
  opened: boolean;
  onClose: () => void;
  talent: TalentDetail;
  salaries: Salaries;
  onChange: (salaries: Salaries) => void;
}) {
  const { t } = useTranslation('talent-board');
  const models = HIRING_MODELS.filter((model) => talent.hiringModel[model]);
  return (
    <Modal opened={opened} onClose={onClose} title={t('expanded.salaryTitle')}>
      <Stack gap="md">
        {models.length === 0 && <Text>{t('expanded.noHiringModel')}</Text>}
        {models.map((model) => (
          <fieldset key={model} style={{ border: 0, padding: 0, margin: 0 }}>
            <Text component="legend" fw={700} size="sm">
              {t(`hiringModel.${model}`)}
            </Text>
            <Group grow>
              <NativeSelect
                label={t('expanded.currency')}
                data={CURRENCY_OPTIONS.map((value) => ({
                  value,
                  label: value === UNSET ? t('expanded.unset') : value,
                }))}
                value={salaries[model].moeda}
                onChange={(event) =>
                  onChange({
                    ...salaries,
                    [model]: { ...salaries[model], moeda: event.currentTarget.value as SalaryEntry['moeda'] },
                  })
                }
              />
              <NativeSelect
                label={t('expanded.range')}
                data={[
                  { value: UNSET, label: t('expanded.unset') },
                  ...SALARY_RANGES.map((range) => ({ value: range.value, label: range.label })),
                ]}
                value={salaries[model].valor}
                onChange={(event) =>
                  onChange({
                    ...salaries,
                    [model]: { ...salaries[model], valor: event.currentTarget.value as SalaryEntry['valor'] },
                  })
                }
              />
            </Group>
          </fieldset>
        ))}
        <Button onClick={onClose}>{t('expanded.salaryDone')}</Button>
      </Stack>
    </Modal>
  );
}

function TalentScreen({ talent }: { talent: TalentDetail }) {
  const { t } = useTranslation('talent-board');
  const groups = useTalentGroups();
  const responsibles = useResponsibles();
  const save = useSaveTalent(talent.id);
  const [group, setGroup] = useState(talent.talent.category?._id ?? '');
  const [responsible, setResponsible] = useState(talent.talent.recruiter?._id ?? '');
  const [gaveUp, setGaveUp] = useState(talent.talent.hiredOrQuit);
  const [salaries, setSalaries] = useState<Salaries>(talent.perfilUsuario.pretensao.tipo);
  const [salaryOpen, setSalaryOpen] = useState(false);
  const [groupError, setGroupError] = useState<string | null>(null);
  const [salaryError, setSalaryError] = useState<string | null>(null);
  const [showAllHigh, setShowAllHigh] = useState(false);

  const category = talent.talent.category;
  const high = talent.highCompatibleOpportunities;
  // 002 §2.6: the behavioural evaluations only (the server marks them by the evaluations module's one rule).
  const behavioural = talent.avaliacoesUsuario.filter((evaluation) => evaluation.behavioural);

  const submit = () => {
    const missingGroup = !group;
    const salaryInvalid = !isSalaryExpectationValid(talent.hiringModel, { tipo: salaries });
    setGroupError(missingGroup ? t('expanded.groupRequired') : null);
    setSalaryError(salaryInvalid ? t('expanded.salaryInvalid') : null);
    if (missingGroup || salaryInvalid) return;
    save.mutate(
      {
        selectedGroup: group,
        selectedResp: responsible || null,
        hiredOrQuit: gaveUp,
        talent: { perfilUsuario: { pretensao: { tipo: salaries } } },
      },
      {
        onSuccess: (answer) => notifySuccess(answer.message),
        onError: (error) => {
          // 002 §8: the server's message is shown and the group marked in error.
          const message = errorMessage(error, t('expanded.saveFailed'));
          if (error instanceof ApiError && error.code.startsWith('TALENT_GROUP')) setGroupError(message);
          notifyError(message);
        },
      },
    );
  };

  return (
    <Container size="lg" py={{ base: 'md', sm: 'lg' }} px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="md">
        <Stack gap={4}>
          <Text size="sm" c="gray.7">
            {category ? `${category.name} – ${category.description}` : t('card.noCategory')}
          </Text>
          <Title order={1} size="h2">
            <Anchor component={Link} to={paths.professional(talent.id)}>
              {talent.displayName}
            </Anchor>
          </Title>
          <ProfessionalBadges badges={talent.badges} size="sm" />
          <Text size="sm">{t('card.huntingDays', { count: talent.huntingTime })}</Text>
        </Stack>

        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          <Card withBorder component="section" aria-labelledby="talent-high">
            <Title order={2} size="h4" id="talent-high">
              {t('card.highCompatibility')}
            </Title>
            {high.length === 0 ? (
              <Text size="sm">{t('card.noHighCompatibility')}</Text>
            ) : (
              <ul>
                {(showAllHigh ? high : high.slice(0, HIGH_SHOWN)).map((item) => (
                  <li key={item.id}>
                    <Anchor component={Link} to={paths.opportunity(item.id)}>
                      #{item.idOpportunity} {item.title}
                    </Anchor>{' '}
                    ({item.nivelAderencia}%)
                  </li>
                ))}
              </ul>
            )}
            {high.length > HIGH_SHOWN && !showAllHigh && (
              <Anchor component="button" type="button" size="sm" onClick={() => setShowAllHigh(true)}>
                {t('expanded.moreHigh', { count: high.length - HIGH_SHOWN })}
              </Anchor>
            )}
          </Card>

          <Card withBorder component="section" aria-labelledby="talent-processes">
            <Title order={2} size="h4" id="talent-processes">
              {t('expanded.current')}
            </Title>
            {talent.opportunitiesRelated.inProgressOpportunities.length === 0 ? (
              <Text size="sm">{t('expanded.noCurrent')}</Text>
            ) : (
              <ul>
                {talent.opportunitiesRelated.inProgressOpportunities.map((item) => (
                  <li key={item.id}>
                    <Group gap="xs" wrap="nowrap">
                      <Anchor component={Link} to={paths.opportunity(item.id)}>
                        {item.title}
                      </Anchor>
                      <StepDots step={item.candidateStep} status={item.currentStatus} />
                    </Group>
                  </li>
                ))}
              </ul>
            )}
            <Title order={3} size="h5" mt="sm">
              {t('expanded.previous')}
            </Title>
            {talent.opportunitiesRelated.finishedOpportunities.length === 0 ? (
              <Text size="sm">{t('expanded.noPrevious')}</Text>
            ) : (
              <ul>
                {talent.opportunitiesRelated.finishedOpportunities.map((item) => (
                  <li key={item.id}>
                    {item.title} · {t(`expanded.status.${item.currentStatus}`, { defaultValue: '' })}
                  </li>
                ))}
              </ul>
            )}
          </Card>

          <Card withBorder component="section" aria-labelledby="talent-evaluations">
            <Title order={2} size="h4" id="talent-evaluations">
              {t('expanded.evaluations')}
            </Title>
            {behavioural.length === 0 ? (
              <Text size="sm">{t('expanded.noEvaluations')}</Text>
            ) : (
              <Stack gap="xs">
                {behavioural.map((evaluation) => (
                  <div key={evaluation._id}>
                    <Group gap="xs">
                      <Badge>{evaluation.resultado}</Badge>
                      <Text size="sm">
                        {formatDate(evaluation.created)} · {evaluation.user?.displayName ?? ''}
                      </Text>
                    </Group>
                    {/* Plain multi-line text (evaluations are never HTML): its line breaks are kept. */}
                    <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                      {evaluation.conteudo}
                    </Text>
                  </div>
                ))}
              </Stack>
            )}
          </Card>

          <Card withBorder component="section" aria-labelledby="talent-contacts">
            <Title order={2} size="h4" id="talent-contacts">
              {t('expanded.contacts')}
            </Title>
            <ul>
              <li>{talent.email}</li>
              {talent.contato.lista.map((contact) => (
                <li key={`${contact.tipo}-${contact.contato}`}>
                  {contact.tipo}: {contact.contato}
                </li>
              ))}
            </ul>
            <Title order={3} size="h5" mt="sm">
              {t('card.locations')}
            </Title>
            <Text size="sm">
              {talent.perfilUsuario.interestLocations.map((item) => item.formatted_address).join(' | ') ||
                t('card.none')}
            </Text>
          </Card>
        </SimpleGrid>

        <Card withBorder component="section" aria-labelledby="talent-hunt">
          <Title order={2} size="h4" id="talent-hunt">
            {t('expanded.hunt')}
          </Title>
          <Stack gap="sm" mt="sm">
            <Checkbox
              label={t('expanded.gaveUp')}
              checked={gaveUp}
              onChange={(e) => setGaveUp(e.currentTarget.checked)}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <NativeSelect
                label={t('filters.group')}
                required
                data={[
                  { value: '', label: t('expanded.chooseGroup') },
                  ...(groups.data ?? []).map((item) => ({
                    value: item._id,
                    label: `${item.name} – ${item.description}`,
                  })),
                ]}
                value={group}
                error={groupError}
                onChange={(event) => {
                  setGroup(event.currentTarget.value);
                  setGroupError(null);
                }}
              />
              <NativeSelect
                label={t('filters.responsible')}
                data={[
                  { value: '', label: t('card.noResponsible') },
                  ...(responsibles.data ?? [])
                    .filter((person) => person._id !== ALL_RESPONSIBLES_ID)
                    .map((person) => ({ value: person._id, label: person.displayName })),
                ]}
                value={responsible}
                onChange={(event) => setResponsible(event.currentTarget.value)}
              />
            </SimpleGrid>
            <Group>
              <Button variant="light" onClick={() => setSalaryOpen(true)}>
                {t('expanded.salaryButton')}
              </Button>
            </Group>
            {salaryError && (
              <Alert color="red" styles={ALERT_STYLES} role="alert">
                {salaryError}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button onClick={submit} loading={save.isPending}>
                {t('expanded.save')}
              </Button>
            </Group>
          </Stack>
        </Card>
      </Stack>
      <SalaryModal
        opened={salaryOpen}
        onClose={() => setSalaryOpen(false)}
        talent={talent}
        salaries={salaries}
        onChange={(next) => {
          setSalaries(next);
          setSalaryError(null);
        }}
      />
    </Container>
  );
}
