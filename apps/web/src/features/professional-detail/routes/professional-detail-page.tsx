import {
  Alert,
  Badge,
  Button,
  Container,
  Grid,
  Group,
  Loader,
  Stack,
  Switch,
  Text,
  Title,
} from '@mantine/core';
import type { ProfessionalWithOpportunities } from '@mosaico/domain';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ALERT_STYLES } from '../../../components/alert-styles/alert-styles';
import { InscribeModal } from '../../../components/inscribe-modal/inscribe-modal';
import { QueryFallback } from '../../../components/load-failure/query-fallback';
import { MosaicGrid } from '../../../components/mosaic-grid/mosaic-grid';
import { ProfessionalBadges } from '../../../components/professional-badges/professional-badges';
import { usePageTitle } from '../../../lib/page-title';
import { useProfessional } from '../api/professional-detail-api';
import { ContactBlock } from '../components/contact-block';
import { CvList } from '../components/cv-list';
import { DetailSection } from '../components/detail-section';
import { EvaluationsSection } from '../components/evaluations-section';
import { FlagsPanel } from '../components/flags-panel';
import { ProcessesList } from '../components/processes-list';
import { ProfileAccordions } from '../components/profile-accordions';
import { RecruiterSheet } from '../components/recruiter-sheet';
import { SalaryCard } from '../components/salary-card';

// The feed is behind its switch and carries the rich-text editor (the app's largest chunk): loaded when switched
// on, so the page itself opens without it (issue 23 item 8: the page within 1 s, 2 s at 4× CPU throttling).
const EventFeed = lazy(() =>
  import('../components/event-feed').then((module) => ({ default: module.EventFeed })),
);

/** 002 §2.8 professional detail for recruiters: /professional/{id}. */
export function ProfessionalDetailPage() {
  const { t } = useTranslation('professional-detail');
  const { id = '' } = useParams();
  const professional = useProfessional(id);
  const user = professional.data?.user;
  usePageTitle(
    user ? t('pageTitleOf', { name: user.deleted ? t('deleted') : user.displayName }) : t('pageTitle'),
  );
  if (professional.isPending || professional.isError) return <QueryFallback query={professional} t={t} />;
  // Rebuilt when the person changes, so forms start from that person's data.
  return <ProfessionalScreen key={id} data={professional.data} />;
}

function ProfessionalScreen({ data }: { data: ProfessionalWithOpportunities }) {
  const { t } = useTranslation('professional-detail');
  const { user, opportunitiesRelated } = data;
  const [inscribe, setInscribe] = useState<'inscribe' | 'candidate' | null>(null);
  const [showFeed, setShowFeed] = useState(false);
  const deleted = user.deleted;
  const displayName = deleted ? t('deleted') : user.displayName;

  return (
    <Container size="xl" py="xl" px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="lg">
        <Stack gap="xs">
          <Text size="sm" fw={600} c="gray.8" tt="uppercase">
            {t('eyebrow')}
          </Text>
          <Group justify="space-between" align="flex-start" gap="sm">
            <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }} data-testid="professional-name">
              {displayName}
            </Title>
            {!deleted && (
              <Switch
                label={t('feed.toggle')}
                checked={showFeed}
                onChange={(event) => setShowFeed(event.currentTarget.checked)}
                data-testid="feed-toggle"
              />
            )}
          </Group>
          <ProfessionalBadges badges={user.badges} size="md" />
        </Stack>

        {deleted ? (
          // 002 §4 'Deleted candidate': 'Cadastro excluído' and no actions.
          <Alert styles={ALERT_STYLES} color="gray" variant="light" data-testid="professional-deleted">
            <Badge color="red" variant="light" c="gray.9" mr="xs">
              {t('deleted')}
            </Badge>
            {t('deletedText')}
          </Alert>
        ) : null}

        {/* The feed is its own titled section (002 §2.10). */}
        {showFeed && !deleted ? (
          <Suspense fallback={<Loader size="sm" aria-label={t('feed.toggle')} />}>
            <EventFeed professionalId={user._id} deleted={deleted} />
          </Suspense>
        ) : null}

        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Stack gap="lg">
              {!deleted && (
                <DetailSection id="professional-mosaic" title={t('mosaic.title')}>
                  {user.perfilUsuario.mosaico.escolhidas.some((entry) => entry.posicao) ? (
                    <MosaicGrid entries={user.perfilUsuario.mosaico.escolhidas} label={t('mosaic.label')} />
                  ) : (
                    <Text c="gray.7" fs="italic">
                      {t('noInformation')}
                    </Text>
                  )}
                  <Stack gap="xs">
                    <Button onClick={() => setInscribe('candidate')} data-testid="become-candidate">
                      {t('actions.becomeCandidate')}
                    </Button>
                    <Button variant="light" onClick={() => setInscribe('inscribe')} data-testid="inscribe">
                      {t('actions.inscribe')}
                    </Button>
                  </Stack>
                </DetailSection>
              )}
              <ProcessesList
                id="processes-in-progress"
                title={t('processes.inProgress')}
                processes={opportunitiesRelated.inProgressOpportunities}
                professionalId={user._id}
              />
              <ProcessesList
                id="processes-previous"
                title={t('processes.previous')}
                processes={opportunitiesRelated.finishedOpportunities}
                professionalId={user._id}
              />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 8 }}>
            {deleted ? null : (
              <Stack gap="lg">
                <ContactBlock user={user} />
                <SalaryCard user={user} readOnly={deleted} />
                <CvList user={user} readOnly={deleted} />
                <ProfileAccordions user={user} />
                <FlagsPanel professionalId={user._id} deleted={deleted} />
                <EvaluationsSection
                  professionalId={user._id}
                  displayName={user.displayName}
                  deleted={deleted}
                />
                <RecruiterSheet user={user} readOnly={deleted} />
              </Stack>
            )}
          </Grid.Col>
        </Grid>
      </Stack>
      {!deleted && (
        <InscribeModal
          opened={inscribe !== null}
          onClose={() => setInscribe(null)}
          professional={{ id: user._id, displayName: user.displayName }}
          conversionType={inscribe ?? 'candidate'}
        />
      )}
    </Container>
  );
}
