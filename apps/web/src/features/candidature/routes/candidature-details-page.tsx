import {
  Alert,
  Anchor,
  Button,
  Card,
  CloseButton,
  Container,
  Group,
  Loader,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import {
  type ApplicationCriterion,
  type CriterionLevelChange,
  isOpportunityActive,
  TIMINGS_MS,
} from '@mosaico/domain';
import { IconAlertCircle, IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { ALERT_STYLES } from '../../../components/alert-styles/alert-styles';
import { LoadFailure } from '../../../components/load-failure/load-failure';
import { paths } from '../../../config/paths';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { notifyError, notifySuccess, notifyWarning } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/page-title';
import { useAuth } from '../../auth';
import {
  candidatureKeys,
  saveCriteriaLevels,
  useOpportunityCandidate,
  useUserProfile,
  waitForMatch,
} from '../api/candidature-api';
import { AdherenceCircle } from '../components/adherence-circle';
import { CriteriaSection } from '../components/criteria-section';
import { CvAttachments } from '../components/cv-attachments';

type Banner = 'applied' | 'updated' | null;
type Phase = 'idle' | 'saving' | 'matching';

/** Navigation state another screen may pass after applying: `{ candidatureBanner: 'applied' }`. */
interface CandidatureNavigationState {
  candidatureBanner?: 'applied' | 'updated';
}

export function CandidatureDetailsPage() {
  const { t } = useTranslation('candidature');
  const { opportunityId = '' } = useParams();
  const [search] = useSearchParams();
  const location = useLocation();
  const { user } = useAuth();
  const userId = user?.id;
  const queryClient = useQueryClient();
  const fromSignup = search.get('fromSignup') === 'true';
  const navigationBanner = (location.state as CandidatureNavigationState | null)?.candidatureBanner;

  const candidate = useOpportunityCandidate(opportunityId, userId);
  const profile = useUserProfile(userId);
  const data = candidate.data;
  usePageTitle(data ? t('details.pageTitle', { title: data.title }) : t('details.title'));

  const [banner, setBanner] = useState<Banner>(
    fromSignup || navigationBanner ? (navigationBanner ?? 'applied') : null,
  );
  const [levels, setLevels] = useState<Record<string, number>>({});
  const [phase, setPhase] = useState<Phase>('idle');

  // 000 §2: the banner hides itself after 8 s.
  useEffect(() => {
    if (!banner) return;
    const timer = window.setTimeout(() => setBanner(null), TIMINGS_MS.bannerHide);
    return () => window.clearTimeout(timer);
  }, [banner]);

  // Fresh data resets the sliders to the levels the server knows.
  useEffect(() => {
    if (!data) return;
    setLevels(Object.fromEntries(data.criterias.map((criterion) => [criterion.nome, criterion.level])));
  }, [data]);

  const changes = useMemo<CriterionLevelChange[]>(
    () =>
      (data?.criterias ?? [])
        .filter((criterion) => (levels[criterion.nome] ?? criterion.level) !== criterion.level)
        .map((criterion) => ({
          nome: criterion.nome,
          termos: criterion.termos,
          level: levels[criterion.nome] ?? criterion.level,
        })),
    [data, levels],
  );

  const busy = phase !== 'idle';
  const inactive = data ? !isOpportunityActive(data.label) : false;

  async function reload() {
    if (!userId) return;
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: candidatureKeys.candidate(opportunityId, userId) }),
      queryClient.invalidateQueries({ queryKey: candidatureKeys.user(userId) }),
    ]);
  }

  async function save() {
    if (!userId || busy) return;
    if (changes.length === 0) {
      await reload();
      return;
    }
    if (inactive) {
      notifyWarning(t('details.inactive'));
      return;
    }
    try {
      setPhase('saving');
      await saveCriteriaLevels(userId, changes);
      setPhase('matching');
      await waitForMatch(userId);
      await reload();
      setBanner('updated');
      notifySuccess(t('details.saved'));
    } catch (error) {
      if (error instanceof ApiError && error.code === 'OPPORTUNITY_INACTIVE')
        notifyWarning(t('details.inactive'));
      else notifyError(errorMessage(error, t('details.saveError')));
    } finally {
      setPhase('idle');
    }
  }

  const loadFailure = (query: { refetch: () => unknown; isFetching: boolean }) => (
    <LoadFailure
      title={t('details.errorTitle')}
      text={t('details.error')}
      retryLabel={t('retry')}
      onRetry={() => void query.refetch()}
      retrying={query.isFetching}
    />
  );

  const setLevel = (criterion: ApplicationCriterion, level: number) =>
    setLevels((current) => ({ ...current, [criterion.nome]: level }));

  let content: React.ReactNode;
  if (candidate.isPending) {
    content = (
      <Stack role="status" aria-busy="true" aria-label={t('loading')}>
        <Skeleton height={36} width="60%" />
        <Skeleton height={160} />
        <Skeleton height={220} />
      </Stack>
    );
  } else if (candidate.isError) {
    const notFound = candidate.error instanceof ApiError && candidate.error.statusCode === 404;
    content = notFound ? (
      <Alert
        styles={ALERT_STYLES}
        color="yellow"
        variant="light"
        icon={<IconInfoCircle aria-hidden="true" />}
        title={t('details.notFoundTitle')}
      >
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{t('details.notFound')}</Text>
          <Anchor component={Link} to={paths.home}>
            {t('details.goToOpportunities')}
          </Anchor>
        </Stack>
      </Alert>
    ) : (
      loadFailure(candidate)
    );
  } else if (data && data.candidature?.kind !== 'candidate') {
    content = (
      <Alert
        styles={ALERT_STYLES}
        color="brand"
        variant="light"
        icon={<IconInfoCircle aria-hidden="true" />}
        title={t('details.notCandidateTitle')}
      >
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{t('details.notCandidate', { title: data.title })}</Text>
          <Anchor component={Link} to={paths.opportunity(data._id)}>
            {t('details.openOpportunity')}
          </Anchor>
        </Stack>
      </Alert>
    );
  } else if (data) {
    content = (
      <Stack gap="lg">
        <Card withBorder padding="lg" radius="md">
          <Group gap="xl" align="center" wrap="wrap">
            <AdherenceCircle value={data.nivelAderencia} animate />
            <Stack gap={4} style={{ flex: '1 1 220px' }}>
              <Text fw={700} size="lg">
                {t('adherence.title')}
              </Text>
              <Text size="sm" c="gray.8">
                {t('adherence.explain')}
              </Text>
            </Stack>
          </Group>
        </Card>

        <Card withBorder padding="lg" radius="md">
          {profile.isPending ? (
            <Skeleton height={60} role="status" aria-label={t('loading')} />
          ) : profile.isError || !profile.data ? (
            loadFailure(profile)
          ) : (
            <CvAttachments
              userId={profile.data._id}
              attachments={profile.data.attachments}
              onChanged={() => window.setTimeout(() => void reload(), TIMINGS_MS.cvUploadReload)}
            />
          )}
        </Card>

        {inactive && (
          <Alert
            styles={ALERT_STYLES}
            color="yellow"
            variant="light"
            icon={<IconAlertCircle aria-hidden="true" />}
          >
            {t('details.inactive')}
          </Alert>
        )}

        <CriteriaSection
          id="required-parameters"
          title={t('criteria.required')}
          description={t('criteria.requiredHint')}
          criteria={data.requiredCriterias}
          levels={levels}
          onChange={setLevel}
          disabled={busy || inactive}
        />
        <CriteriaSection
          id="desirable-parameters"
          title={t('criteria.desirable')}
          description={t('criteria.desirableHint')}
          criteria={data.desirableCriterias}
          levels={levels}
          onChange={setLevel}
          disabled={busy || inactive}
        />

        {busy && (
          <Group gap="sm" role="status" aria-live="polite">
            <Loader size="sm" />
            <Text size="sm">{phase === 'saving' ? t('details.saving') : t('details.matching')}</Text>
          </Group>
        )}

        <Group justify="space-between" gap="sm" wrap="wrap">
          <Group gap="md">
            <Anchor component={Link} to={paths.myCandidatures}>
              {t('details.myCandidatures')}
            </Anchor>
            {fromSignup && userId && (
              <Anchor component={Link} to={paths.professionalProfile(userId, 'welcome')}>
                {t('details.completeProfile')}
              </Anchor>
            )}
          </Group>
          <Button onClick={() => void save()} loading={busy} disabled={busy}>
            {t('details.save')}
          </Button>
        </Group>
      </Stack>
    );
  }

  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        {banner && (
          <Alert
            styles={ALERT_STYLES}
            color="green"
            variant="light"
            role="status"
            icon={<IconCircleCheck aria-hidden="true" />}
            title={t(`banner.${banner}Title`)}
            withCloseButton={false}
          >
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Text size="sm">{t(`banner.${banner}`)}</Text>
              <CloseButton aria-label={t('banner.close')} onClick={() => setBanner(null)} size="sm" />
            </Group>
          </Alert>
        )}
        <Stack gap={2}>
          <Text size="sm" c="gray.7">
            {t('details.eyebrow')}
          </Text>
          <Title order={1} size="h2">
            {data?.title ?? t('details.title')}
          </Title>
          {data?.client && (
            <Text size="sm" c="gray.7">
              {data.client}
            </Text>
          )}
        </Stack>
        {content}
      </Stack>
    </Container>
  );
}
