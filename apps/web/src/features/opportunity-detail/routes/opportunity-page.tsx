import {
  Alert,
  Badge,
  Button,
  Container,
  Grid,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import {
  detailsForLanguage,
  type OpportunityDetailFull,
  type OpportunityDetailRestricted,
} from '@mosaico/domain';
import {
  IconAlertCircle,
  IconBriefcase,
  IconCalendar,
  IconHome,
  IconMapPin,
  IconSearch,
} from '@tabler/icons-react';
import { lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { LoadFailure } from '../../../components/load-failure/load-failure';
import { NotFoundPanel } from '../../../components/not-found/not-found-panel';
import { paths } from '../../../config/paths';
import { loadNamespaces } from '../../../i18n';
import { formatDate } from '../../../lib/dates';
import { usePageTitle } from '../../../lib/page-title';
import { useLocalizedPlace } from '../../../lib/place-names';
import { useAuth } from '../../auth';
import { isNotFound, useOpportunity } from '../api/opportunity-api';
import { ApplyPanel } from '../components/apply-panel';
import { MosaicPreview } from '../components/mosaic-preview';
import { SafeHtml } from '../components/safe-html';

// The recruiter's actions and their texts ship separately: professionals and visitors never download them.
const RecruiterActions = lazy(async () => {
  const [actions] = await Promise.all([
    import('../../opportunity-manage/components/recruiter-actions'),
    loadNamespaces(['recruiter']),
  ]);
  return { default: actions.RecruiterActions };
});
const OpportunityComments = lazy(async () => {
  const [comments] = await Promise.all([
    import('../../opportunity-comments/components/opportunity-comments'),
    loadNamespaces(['recruiter']),
  ]);
  return { default: comments.OpportunityComments };
});

const STATUS_COLORS = {
  finished: { color: 'gray', c: '#343a40' },
  published: { color: 'teal', c: '#0b5d45' },
  notPublished: { color: 'yellow', c: '#6b4400' },
} as const;

/** Opportunity detail (001 §2.3), shared by visitors, professionals and recruiters. */
export function OpportunityPage() {
  const { t } = useTranslation('opportunity');
  const { id = '' } = useParams();
  const { user } = useAuth();
  const opportunity = useOpportunity(id, user?.id ?? null);
  usePageTitle(
    opportunity.data?.titulo ?? (isNotFound(opportunity.error) ? t('notFound.title') : t('pageTitle')),
  );

  if (opportunity.isPending) return <DetailSkeleton />;
  if (opportunity.isError) {
    return isNotFound(opportunity.error) ? (
      <OpportunityNotFound />
    ) : (
      <LoadError retrying={opportunity.isFetching} onRetry={() => void opportunity.refetch()} />
    );
  }
  const data = opportunity.data;
  return data.restricted ? <Unavailable opportunity={data} /> : <OpportunityView opportunity={data} />;
}

function OpportunityView({ opportunity }: { opportunity: OpportunityDetailFull }) {
  const { t, i18n } = useTranslation('opportunity');
  const localizePlace = useLocalizedPlace();
  const { user, isRecruiter } = useAuth();
  const details = detailsForLanguage(opportunity, i18n.language);
  const detailsLang = details === opportunity.detalhes ? 'pt' : 'en';
  const status = STATUS_COLORS[opportunity.status];
  const hiring = (['clt', 'pj', 'others'] as const).filter((model) => opportunity.hiringModel[model]);

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Stack gap="xs" component="header">
          {isRecruiter && (
            <Group gap="xs" aria-label={t('recruiter.summary')} role="group">
              <Badge variant="light" color="brand" c="brand.9" size="lg">
                {t('recruiter.number', { number: opportunity.idOpportunity })}
              </Badge>
              <Badge variant="light" color={status.color} c={status.c} size="lg">
                {t('recruiter.statusLabel')}: {t(`status.${opportunity.status}`)}
              </Badge>
              <Badge variant="light" color="indigo" c="indigo.9" size="lg">
                {t('recruiter.stageLabel')}: {t(`stage.${opportunity.stage}`)}
              </Badge>
            </Group>
          )}
          <Title order={1} style={{ overflowWrap: 'anywhere' }}>
            {opportunity.titulo}
          </Title>
          {isRecruiter && (
            <Suspense fallback={null}>
              <RecruiterActions opportunity={opportunity} />
            </Suspense>
          )}
          <Group gap="md" c="gray.7">
            <Group gap={6}>
              <IconCalendar size={16} aria-hidden="true" />
              <Text size="sm">
                {t('created')} <time dateTime={opportunity.created}>{formatDate(opportunity.created)}</time>
              </Text>
            </Group>
            {(opportunity.homeOffice || opportunity.opportunityType.hybrid) && (
              <Group gap={6}>
                {opportunity.homeOffice && (
                  <Badge
                    variant="light"
                    color="brand"
                    c="brand.9"
                    leftSection={<IconHome size={12} aria-hidden="true" />}
                  >
                    {t('mode.remote')}
                  </Badge>
                )}
                {opportunity.opportunityType.hybrid && (
                  <Badge
                    variant="light"
                    color="brand"
                    c="brand.9"
                    leftSection={<IconHome size={12} aria-hidden="true" />}
                  >
                    {t('mode.hybrid')}
                  </Badge>
                )}
              </Group>
            )}
          </Group>
        </Stack>

        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: 4 }} order={{ base: 1, md: 2 }}>
            <Stack gap="md">
              {!isRecruiter && (
                <Paper withBorder p="md" radius="md" component="section" aria-label={t('apply.section')}>
                  <ApplyPanel opportunity={opportunity} user={user} />
                </Paper>
              )}
              <Paper withBorder p="md" radius="md" component="section" aria-labelledby="opportunity-facts">
                <Title order={2} size="h4" id="opportunity-facts" mb="sm">
                  {t('facts.title')}
                </Title>
                <Stack gap="sm">
                  <Fact icon={<IconMapPin size={18} aria-hidden="true" />} label={t('facts.location')}>
                    {opportunity.location.length > 0 ? (
                      opportunity.location.map((place) => (
                        <Text key={place.place_id}>{localizePlace(place.formatted_address)}</Text>
                      ))
                    ) : (
                      <Text>{opportunity.homeOffice ? t('mode.remote') : t('facts.noLocation')}</Text>
                    )}
                  </Fact>
                  <Fact icon={<IconHome size={18} aria-hidden="true" />} label={t('facts.mode')}>
                    <Text>
                      {(['remote', 'hybrid', 'inPerson'] as const)
                        .filter(
                          (mode) =>
                            opportunity.opportunityType[mode] ||
                            (mode === 'remote' && opportunity.homeOffice),
                        )
                        .map((mode) => t(`mode.${mode}`))
                        .join(', ') || t('facts.notInformed')}
                    </Text>
                  </Fact>
                  <Fact icon={<IconBriefcase size={18} aria-hidden="true" />} label={t('facts.hiring')}>
                    <Text>
                      {hiring.map((model) => t(`hiring.${model}`)).join(', ') || t('facts.notInformed')}
                    </Text>
                  </Fact>
                </Stack>
              </Paper>
              {isRecruiter && <RecruiterFacts opportunity={opportunity} />}
              {isRecruiter && (
                <Suspense fallback={null}>
                  <OpportunityComments opportunityId={opportunity._id} />
                </Suspense>
              )}
            </Stack>
          </Grid.Col>

          <Grid.Col span={{ base: 12, md: 8 }} order={{ base: 2, md: 1 }}>
            <Stack gap="xl">
              <Stack component="section" aria-labelledby="opportunity-mosaic" gap="sm">
                <Title order={2} size="h3" id="opportunity-mosaic">
                  {t('mosaic.title')}
                </Title>
                <MosaicPreview tiles={opportunity.mosaico} />
              </Stack>
              <Stack component="section" aria-labelledby="opportunity-details" gap="sm">
                <Title order={2} size="h3" id="opportunity-details">
                  {t('details.title')}
                </Title>
                {details.trim() ? (
                  <SafeHtml html={details} lang={detailsLang} />
                ) : (
                  <Text c="gray.7">{t('details.empty')}</Text>
                )}
              </Stack>
            </Stack>
          </Grid.Col>
        </Grid>
      </Stack>
    </Container>
  );
}

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Group gap="sm" align="flex-start" wrap="nowrap">
      <Text c="brand.8" mt={2}>
        {icon}
      </Text>
      <div>
        <Text size="sm" fw={700}>
          {label}
        </Text>
        {children}
      </div>
    </Group>
  );
}

function RecruiterFacts({ opportunity }: { opportunity: OpportunityDetailFull }) {
  const { t, i18n } = useTranslation('opportunity');
  // The reward in the reader's number format (1.234,50 in Portuguese, 1,234.50 in English).
  const reward =
    opportunity.rewardAmount !== null
      ? new Intl.NumberFormat(i18n.language, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
          Number(opportunity.rewardAmount),
        )
      : null;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="opportunity-recruiter">
      <Title order={2} size="h4" id="opportunity-recruiter" mb="sm">
        {t('recruiter.title')}
      </Title>
      <Stack gap="xs">
        <Text size="sm">
          <strong>{t('recruiter.client')}:</strong> {opportunity.client || t('recruiter.noClient')}
        </Text>
        <Text size="sm">
          <strong>{t('recruiter.vacancies')}:</strong> {opportunity.quantidadeVagas}
        </Text>
        {opportunity.squad && (
          <Text size="sm">
            <strong>{t('recruiter.squad')}:</strong> {opportunity.squad.name}
          </Text>
        )}
        {opportunity.responsible && (
          <Text size="sm">
            <strong>{t('recruiter.responsible')}:</strong> {opportunity.responsible.displayName}
          </Text>
        )}
        {opportunity.specialReferAndEarn && (
          <>
            <Text size="sm">
              <strong>{t('recruiter.reward')}:</strong> {reward ?? '-'}
            </Text>
            <Text size="sm">
              <strong>{t('recruiter.publicationDate')}:</strong>{' '}
              {formatDate(opportunity.referAndEarnDate) || '-'}
            </Text>
          </>
        )}
      </Stack>
    </Paper>
  );
}

function Unavailable({ opportunity }: { opportunity: OpportunityDetailRestricted }) {
  const { t } = useTranslation('opportunity');
  return (
    <Container size="sm" py={64}>
      <Stack gap="md" align="center" ta="center">
        <Title order={1} style={{ overflowWrap: 'anywhere' }}>
          {opportunity.titulo}
        </Title>
        <Alert color="yellow" variant="light" icon={<IconAlertCircle aria-hidden="true" />} w="100%">
          <Text c="#5c3b00" fw={600}>
            {t('unavailable')}
          </Text>
        </Alert>
        <Group justify="center">
          {opportunity.isCandidate && (
            <Button component={Link} to={paths.candidatureDetails(opportunity._id)} variant="default">
              {t('apply.seeApplication')}
            </Button>
          )}
          <Button component={Link} to={paths.home} leftSection={<IconSearch size={16} aria-hidden="true" />}>
            {t('seeOthers')}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}

function OpportunityNotFound() {
  const { t } = useTranslation('opportunity');
  return (
    <NotFoundPanel title={t('notFound.title')} text={t('notFound.text')} homeLabel={t('notFound.home')} />
  );
}

function LoadError({ retrying, onRetry }: { retrying: boolean; onRetry: () => void }) {
  const { t } = useTranslation('opportunity');
  return (
    <Container size="sm" py={64}>
      <LoadFailure
        title={t('error.title')}
        text={t('error.text')}
        retryLabel={t('error.retry')}
        onRetry={onRetry}
        retrying={retrying}
      />
    </Container>
  );
}

function DetailSkeleton() {
  const { t } = useTranslation('common');
  return (
    <Container size="lg" py="xl" aria-busy="true">
      <VisuallyHidden role="status">{t('loading')}</VisuallyHidden>
      <Stack gap="md">
        <Skeleton height={36} width="60%" />
        <Skeleton height={16} width={180} />
        <Grid gap="xl" mt="md">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Skeleton height={140} mb="md" />
            <Skeleton height={14} mb={8} />
            <Skeleton height={14} mb={8} />
            <Skeleton height={14} width="70%" />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Skeleton height={180} />
          </Grid.Col>
        </Grid>
      </Stack>
    </Container>
  );
}
