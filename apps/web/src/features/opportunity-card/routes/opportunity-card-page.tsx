import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Container,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Title,
} from '@mantine/core';
import { cardDetailsExcerpt, detailsForLanguage, type OpportunityExpandedCard } from '@mosaico/domain';
import { IconArrowLeft, IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { ALERT_STYLES } from '../../../components/alert-styles/alert-styles';
import { LoadFailure } from '../../../components/load-failure/load-failure';
import { QueryFallback } from '../../../components/load-failure/query-fallback';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { useResponsibles, useSquads } from '../../../lib/catalogues';
import { formatDate } from '../../../lib/dates';
import { notifyError } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/page-title';
import {
  useOpportunityCard,
  useOpportunityDates,
  useSetMural,
  useUpdateAmount,
  useUpdateDefeats,
  useUpdateLabel,
  useUpdateResponsable,
  useUpdateSquad,
} from '../api/opportunity-card-api';
import { CountField } from '../components/count-field';
import { PeriodsTable } from '../components/periods-table';
import { SelectWithClear } from '../components/select-with-clear';

const STATUS_COLORS = {
  finished: { color: 'red', c: '#8a1c1c' },
  published: { color: 'green', c: '#1b5e20' },
  unpublished: { color: 'gray', c: 'gray.9' },
} as const;

/** The opportunity's expanded kanban card (002 §2.4, 001 §2.4) at /kanban/card-details/{id}, opened from the board. */
export function OpportunityCardPage() {
  const { t } = useTranslation('opportunity-card');
  const { id = '' } = useParams();
  const card = useOpportunityCard(id);
  usePageTitle(card.data ? t('pageTitleOf', { title: card.data.titulo }) : t('pageTitle'));

  if (card.isPending || card.isError) return <QueryFallback query={card} t={t} />;
  return <CardScreen card={card.data} />;
}

/** Back where the recruiter came from, or to the board when the card was opened in a new tab. */
function useClose() {
  const navigate = useNavigate();
  return () => {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) void navigate(-1);
    else void navigate(paths.kanban);
  };
}

function CardScreen({ card }: { card: OpportunityExpandedCard }) {
  const { t, i18n } = useTranslation('opportunity-card');
  const close = useClose();
  const id = card._id;
  const readOnly = card.isFinished;
  const locked = card.isPublic && !readOnly;
  const dates = useOpportunityDates(id, true);
  const squads = useSquads();
  const responsibles = useResponsibles();
  const label = useUpdateLabel(id);
  const mural = useSetMural(id);
  const amount = useUpdateAmount(id);
  const defeats = useUpdateDefeats(id);
  const squad = useUpdateSquad(id);
  const responsible = useUpdateResponsable(id);
  const [defeatsError, setDefeatsError] = useState<string | null>(null);
  const [amountError, setAmountError] = useState<string | null>(null);

  const failed = (error: unknown) => notifyError(errorMessage(error, t('saveFailed')));

  const squadOptions = [
    ...(squads.data ?? []).map((entry) => ({ value: entry._id, label: entry.name })),
    ...(card.squad && !squads.data?.some((entry) => entry._id === card.squad?._id)
      ? [{ value: card.squad._id, label: card.squad.name }]
      : []),
  ];
  const responsibleOptions = [
    ...(responsibles.data ?? []).map((entry) => ({ value: entry._id, label: entry.displayName })),
    ...(card.user && !responsibles.data?.some((entry) => entry._id === card.user?._id)
      ? [{ value: card.user._id, label: card.user.displayName }]
      : []),
  ];
  const status = STATUS_COLORS[card.status];
  const counters = [
    { tab: 'compatibles', count: card.quantidadeCompativeis },
    { tab: 'enrolled', count: card.quantidadeTriados },
    { tab: 'candidates', count: card.quantidadeCandidatos },
  ] as const;

  return (
    <Container size="md" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Text size="sm" fw={600} c="gray.8" data-testid="card-client">
              {card.cliente ?? t('noClient')}
            </Text>
            <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
              <Anchor component={Link} to={paths.opportunity(id)} inherit>
                {card.titulo}
              </Anchor>
            </Title>
            <Group gap="xs" wrap="wrap">
              <Text size="sm" fw={600}>
                {t('number', { number: card.idOpportunity })}
              </Text>
              <Badge variant="light" color={status.color} c={status.c} data-testid="card-status">
                {t(`status.${card.status}`)}
              </Badge>
              <Text size="sm" c="gray.8">
                {t('created', { date: formatDate(card.created) })}
              </Text>
            </Group>
          </Stack>
          <Button
            variant="default"
            leftSection={<IconArrowLeft size={16} aria-hidden="true" />}
            onClick={close}
            style={{ flexShrink: 0 }}
          >
            {t('close')}
          </Button>
        </Group>

        {readOnly && (
          <Alert
            styles={ALERT_STYLES}
            color="gray"
            variant="light"
            icon={<IconInfoCircle aria-hidden="true" />}
          >
            {t('finishedReadOnly')}
          </Alert>
        )}

        <Card withBorder padding="md">
          <Stack gap="sm">
            <Switch
              label={t('kanbanSwitch')}
              checked={card.label === '1'}
              disabled={readOnly || card.isPublic || label.isPending || mural.isPending}
              aria-describedby={locked ? 'kanban-locked-hint' : undefined}
              onChange={(event) =>
                label.mutate(
                  { label: event.currentTarget.checked ? '1' : '2', opportunityId: id, fase: card.fase },
                  { onError: failed },
                )
              }
            />
            {locked && (
              <Text id="kanban-locked-hint" size="xs" c="gray.8" ml={54} mt={-6}>
                {t('kanbanLockedHint')}
              </Text>
            )}
            <Switch
              label={t('muralSwitch')}
              checked={card.isPublic}
              disabled={readOnly || mural.isPending || label.isPending}
              onChange={(event) => mural.mutate(event.currentTarget.checked, { onError: failed })}
            />
          </Stack>
        </Card>

        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
          <CountField
            label={t('amount')}
            value={card.quantidadeVagas}
            readOnly={readOnly}
            error={amountError}
            data-testid="amount"
            onSave={async (typed) => {
              setAmountError(null);
              if (typed === '') return;
              try {
                await amount.mutateAsync({ amount: typed, opportunityId: id });
              } catch (error) {
                setAmountError(errorMessage(error, t('saveFailed')));
                throw error;
              }
            }}
          />
          <CountField label={t('victories')} value={card.victories} readOnly data-testid="victories" />
          <CountField
            label={t('defeats')}
            value={card.defeats}
            readOnly={readOnly}
            error={defeatsError}
            description={readOnly ? undefined : t('defeatsHint')}
            data-testid="defeats"
            onSave={async (typed) => {
              setDefeatsError(null);
              try {
                await defeats.mutateAsync({ defeats: typed, opportunityId: id });
              } catch (error) {
                setDefeatsError(errorMessage(error, t('saveFailed')));
                throw error;
              }
            }}
          />
        </SimpleGrid>

        <Stack gap="xs">
          <Title order={2} size="h4">
            {t('professionals')}
          </Title>
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
            {counters.map(({ tab, count }) => (
              <Button
                key={tab}
                component={Link}
                to={paths.opportunityProfessionals(id, tab)}
                variant="light"
                justify="space-between"
                rightSection={
                  <Text component="span" fw={700}>
                    {count}
                  </Text>
                }
                data-testid={`counter-${tab}`}
              >
                {t(`counters.${tab}`)}
              </Button>
            ))}
          </SimpleGrid>
        </Stack>

        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <SelectWithClear
            label={t('squad')}
            placeholder={t('noSquad')}
            clearLabel={t('clearSquad')}
            nothingFound={t('nothingFound')}
            data={squadOptions}
            value={card.squad?._id ?? null}
            disabled={readOnly || squad.isPending}
            onChange={(value) => squad.mutate({ squadId: value, opportunityId: id }, { onError: failed })}
          />
          <SelectWithClear
            label={t('responsible')}
            placeholder={t('noResponsible')}
            clearLabel={t('clearResponsible')}
            nothingFound={t('nothingFound')}
            data={responsibleOptions}
            value={card.user?._id ?? null}
            disabled={readOnly || responsible.isPending}
            onChange={(value) =>
              responsible.mutate({ userId: value, opportunityId: id }, { onError: failed })
            }
          />
        </SimpleGrid>

        <Stack gap="xs">
          <Title order={2} size="h4">
            {t('details')}
          </Title>
          <Text
            size="sm"
            style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
            data-testid="card-details"
          >
            {cardDetailsExcerpt(detailsForLanguage(card, i18n.language)) || t('noDetails')}
          </Text>
        </Stack>

        <Stack gap="xs">
          <Title order={2} size="h4">
            {t('periods.title')}
          </Title>
          {dates.isPending ? (
            <Loader size="sm" role="status" aria-label={t('loading')} />
          ) : dates.isError ? (
            <LoadFailure
              title={t('periods.loadFailed')}
              text={t('loadFailed.text')}
              retryLabel={t('loadFailed.retry')}
              onRetry={() => void dates.refetch()}
              retrying={dates.isFetching}
            />
          ) : (
            <PeriodsTable periods={dates.data.periods} />
          )}
        </Stack>
      </Stack>
    </Container>
  );
}
