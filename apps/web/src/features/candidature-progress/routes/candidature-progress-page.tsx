import {
  Alert,
  Anchor,
  Badge,
  Container,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import type { CandidateEntry } from '@mosaico/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ALERT_STYLES } from '../../../components/alert-styles/alert-styles';
import { QueryFallback } from '../../../components/load-failure/query-fallback';
import { ProfessionalBadges } from '../../../components/professional-badges/professional-badges';
import { paths } from '../../../config/paths';
import { formatDate } from '../../../lib/dates';
import { notifyError } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/page-title';
import { useCandidature, useReloadCandidature } from '../api/candidature-progress-api';
import { InfoForm } from '../components/info-form';
import { readOnlyReason } from '../components/progress-rules';
import { StagesForm } from '../components/stages-form';

/** The recruiter's candidature progress screen (001 §2.8): /opportunity/{opportunityId}/application/{professionalId}. */
export function CandidatureProgressPage() {
  const { t } = useTranslation('candidature-progress');
  const { opportunityId = '', professionalId = '' } = useParams();
  const candidature = useCandidature(opportunityId, professionalId);
  usePageTitle(candidature.data ? t('pageTitleOf', { name: candidature.data.displayName }) : t('pageTitle'));

  if (candidature.isPending || candidature.isError) return <QueryFallback query={candidature} t={t} />;
  return <ProgressScreen key={`${opportunityId}/${professionalId}`} initial={candidature.data} />;
}

/**
 * The screen works on the candidature it read (`current`): its version goes with every save. Each form is rebuilt
 * from the answer of its own save; a stale save (409) reloads the candidature, rebuilds both forms and says so.
 */
function ProgressScreen({ initial }: { initial: CandidateEntry }) {
  const { t } = useTranslation('candidature-progress');
  const reload = useReloadCandidature(initial.opportunityId, initial.userId);
  const [current, setCurrent] = useState(initial);
  const [rebuilt, setRebuilt] = useState({ info: 0, stages: 0 });
  const [conflict, setConflict] = useState<string | null>(null);
  const reason = readOnlyReason(current);

  const saved = (form: 'info' | 'stages') => (entry: CandidateEntry) => {
    setConflict(null);
    setCurrent(entry);
    setRebuilt((counts) => ({ ...counts, [form]: counts[form] + 1 }));
  };
  const stale = (message: string) => {
    reload().then(
      (fresh) => {
        setCurrent(fresh);
        setRebuilt((counts) => ({ info: counts.info + 1, stages: counts.stages + 1 }));
        setConflict(message);
      },
      () => notifyError(t('toast.saveFailed')),
    );
  };

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Header entry={current} />
        {conflict && (
          <Alert
            styles={ALERT_STYLES}
            color="orange"
            variant="light"
            role="alert"
            title={t('conflict.title')}
            withCloseButton
            closeButtonLabel={t('conflict.close')}
            onClose={() => setConflict(null)}
          >
            {conflict}
          </Alert>
        )}
        {reason && (
          <Alert
            styles={ALERT_STYLES}
            color={reason === 'OPPORTUNITY_INACTIVE_IN_KANBAN' ? 'yellow' : 'gray'}
            variant="light"
            data-testid="read-only-reason"
          >
            {t(`rules.${reason}`)}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <InfoForm
            key={`info-${rebuilt.info}`}
            current={current}
            readOnly={reason !== null}
            onSaved={saved('info')}
            onStale={stale}
          />
          <StatusHistory entry={current} />
        </SimpleGrid>
        <StagesForm
          key={`stages-${rebuilt.stages}-${reason ?? 'open'}`}
          current={current}
          readOnly={reason !== null}
          onSaved={saved('stages')}
          onStale={stale}
        />
      </Stack>
    </Container>
  );
}

function Header({ entry }: { entry: CandidateEntry }) {
  const { t } = useTranslation('candidature-progress');
  return (
    <Stack gap="xs">
      <Text size="sm" fw={600} c="gray.8" tt="uppercase">
        {t('eyebrow')}
      </Text>
      <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
        <Anchor
          href={paths.professional(entry.userId)}
          target="_blank"
          rel="noopener noreferrer"
          inherit
          c="brand.8"
        >
          {`${entry.displayName} `}
          <VisuallyHidden>{t('header.newTab')}</VisuallyHidden>
        </Anchor>
      </Title>
      <Text style={{ overflowWrap: 'anywhere' }}>
        {`${t('header.opportunity')} `}
        <Anchor component={Link} to={paths.opportunity(entry.opportunityId)} fw={600} c="brand.8">
          {entry.opportunityTitle}
        </Anchor>
      </Text>
      <Group gap="xs" wrap="wrap">
        <Badge variant="light" color="gray" c="gray.9">
          {t(entry.kind === 'candidate' ? 'header.kindCandidate' : 'header.kindEnrolled')}
        </Badge>
        <Badge variant="light" color="gray" c="gray.9">
          {t('header.adherence', { value: entry.nivelAderencia })}
        </Badge>
        {entry.byRH && (
          <Badge variant="light" color="gray" c="gray.9">
            {t('header.byRh')}
          </Badge>
        )}
        {entry.deleted && (
          <Badge variant="light" color="red" c="gray.9">
            {t('header.deleted')}
          </Badge>
        )}
      </Group>
      {/* 002 §6 badges of the professional, decided by the server (packages/domain profile/badges.ts). */}
      <ProfessionalBadges badges={entry.badges} size="sm" />
      <Text size="sm" c="gray.8" data-testid="entry-date">
        {entry.entry.date
          ? t('header.entryDate', { date: formatDate(entry.entry.date) })
          : t('header.entryUnknown')}
        {entry.recruiter ? ` · ${t('header.recruiter', { name: entry.recruiter.displayName })}` : ''}
      </Text>
    </Stack>
  );
}

function StatusHistory({ entry }: { entry: CandidateEntry }) {
  const { t } = useTranslation('candidature-progress');
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="candidature-history-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="candidature-history-title">
          {t('history.title')}
        </Title>
        <Text>{t('history.current', { status: t(`status.${entry.status.current}`) })}</Text>
        {entry.status.history.length === 0 ? (
          <Text size="sm" c="gray.8">
            {t('history.empty')}
          </Text>
        ) : (
          <Stack component="ol" gap={4} m={0} pl="lg" data-testid="status-history">
            {entry.status.history.map((item, index) => (
              // The history only grows: an item's place is its identity.
              // biome-ignore lint/suspicious/noArrayIndexKey: append-only list
              <Text component="li" size="sm" key={index}>
                {t('history.item', { status: t(`status.${item.status}`), date: formatDate(item.date) })}
              </Text>
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
