import { Alert, Button, Container, Grid, Group, Loader, Stack, Text, Title } from '@mantine/core';
import {
  RECRUITMENT_REPORT_DEFAULT_DAYS,
  type RecruitmentReportRequest,
  reportDatesProblem,
} from '@mosaico/domain';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ALERT_STYLES } from '../../../components/alert-styles/alert-styles';
import { errorMessage } from '../../../lib/api-client';
import { formatDate } from '../../../lib/dates';
import { usePageTitle } from '../../../lib/page-title';
import { useAuth } from '../../auth';
import { OTHER_REPORTS, type OtherReportKind, useReportLink } from '../api/more-reports-api';
import { useRecruitmentReport } from '../api/recruitment-report-api';
import { AveragesChart } from '../components/averages-chart';
import { DeletedProfilesModal } from '../components/deleted-profiles-modal';
import { EvaluationsReportModal } from '../components/evaluations-report-modal';
import { OtherReportsPanel } from '../components/other-reports-panel';
import { RecruitmentTable } from '../components/recruitment-table';
import { ReportExportMenu } from '../components/report-export-menu';
import { ReportFilters, type ReportFilterValues } from '../components/report-filters';

/** The reader's calendar day, YYYY-MM-DD. */
function localDay(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}

/**
 * The reports screen (002 §2.12, route `/reports/:token?`): the recruitment indicators with their filters, the
 * table and its definition, the chart of averages, the warnings; buttons opening the evaluations and deleted
 * profiles reports, the export menu and the other reports.
 */
export function ReportsPage() {
  const { t } = useTranslation('reports');
  usePageTitle(t('pageTitle'));
  const { user } = useAuth();
  const manager = user?.roles.includes('rh_manager') ?? false;
  const today = useMemo(() => localDay(new Date()), []);
  const [filters, setFilters] = useState<ReportFilterValues>(() => {
    const start = new Date();
    start.setDate(start.getDate() - RECRUITMENT_REPORT_DEFAULT_DAYS);
    return { by: 'responsible', id: '', start: localDay(start), end: today, mode: 'intervalPerStage' };
  });
  const [modal, setModal] = useState<'evaluations' | 'deleted' | null>(null);
  // A signed report link (`/reports/:token`) opens the report it names with its filters (issue 25 item 6).
  const { token } = useParams();
  const link = useReportLink(token);
  const linked = link.data;
  useEffect(() => {
    if (!linked) return;
    const given = linked.filters;
    if (linked.report === 'recruitment') {
      setFilters((current) => ({
        by: given.by === 'squad' ? 'squad' : 'responsible',
        id: given.id ?? '',
        start: given.startDateFilter ?? current.start,
        end: given.endDateFilter ?? current.end,
        mode: given.mediaFilter === 'elapsedUntilStage' ? 'elapsedUntilStage' : 'intervalPerStage',
      }));
    } else if (linked.report === 'evaluations') setModal('evaluations');
    else if (linked.report === 'deleted-profiles') setModal('deleted');
  }, [linked]);
  const linkedOther =
    linked && Object.hasOwn(OTHER_REPORTS, linked.report)
      ? { report: linked.report as OtherReportKind, filters: linked.filters }
      : undefined;
  const complete = filters.start !== '' && filters.end !== '';
  // 002 §5, the server's own rule (reportDatesProblem): a start after the end, or an end after today.
  const datesProblem = complete ? reportDatesProblem(filters.start, filters.end, { today }) : null;
  const inOrder = complete && datesProblem === null;
  const request: RecruitmentReportRequest = {
    filter: { by: filters.by, id: manager ? filters.id || null : (user?.id ?? null) },
    mediaFilter: filters.mode,
    startDateFilter: filters.start,
    endDateFilter: filters.end,
  };
  const report = useRecruitmentReport(request, inOrder && user !== null);
  const data = report.data;
  const exportQuery = {
    by: request.filter.by,
    id: request.filter.id ?? '',
    mediaFilter: filters.mode,
    startDateFilter: filters.start,
    endDateFilter: filters.end,
  };

  return (
    <Container size="xl" py="lg">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
          <Title order={1} size="h2">
            {t('title')}
          </Title>
          <Group gap="xs" wrap="wrap">
            <Button variant="default" onClick={() => setModal('evaluations')}>
              {t('actions.evaluations')}
            </Button>
            <Button variant="default" onClick={() => setModal('deleted')}>
              {t('actions.deletedProfiles')}
            </Button>
            <ReportExportMenu report="recruitment" query={exportQuery} />
          </Group>
        </Group>

        {link.isError ? (
          <Alert
            color="red"
            variant="light"
            role="alert"
            styles={ALERT_STYLES}
            data-testid="report-link-error"
          >
            {errorMessage(link.error, t('failed'))}
          </Alert>
        ) : null}

        <ReportFilters value={filters} onChange={setFilters} manager={manager} today={today} />

        {datesProblem ? (
          <Alert color="red" variant="light" role="alert" styles={ALERT_STYLES}>
            {datesProblem === 'REPORT_END_IN_FUTURE' ? t('endInFuture') : t('datesOutOfOrder')}
          </Alert>
        ) : null}

        {data && data.warnings.length > 0 ? (
          <Stack gap="xs" data-testid="report-warnings">
            {data.warnings.map((warning) => (
              <Alert
                key={`${warning.oppId}-${warning.candidate}-${warning.step}`}
                color="red"
                variant="filled"
                icon={<IconAlertTriangle aria-hidden="true" />}
                role="alert"
              >
                {t('warning', {
                  oppname: warning.oppname,
                  candidate: warning.candidate,
                  step: t(`steps.${warning.step}`),
                  start: warning.startDate ? formatDate(warning.startDate) : '—',
                  end: warning.endDate ? formatDate(warning.endDate) : '—',
                })}
              </Alert>
            ))}
          </Stack>
        ) : null}

        {report.isError ? (
          <Alert color="red" variant="light" role="alert" title={t('failedTitle')} styles={ALERT_STYLES}>
            {errorMessage(report.error, t('failed'))}
          </Alert>
        ) : report.isPending && inOrder ? (
          <Group justify="center" py="xl">
            <Loader role="status" aria-label={t('loading')} />
          </Group>
        ) : data ? (
          <Grid gap="lg" aria-busy={report.isFetching}>
            <Grid.Col span={{ base: 12, lg: 8 }}>
              <Stack gap="xs">
                {data.rows.length === 0 ? (
                  <Text c="gray.7" data-testid="report-empty">
                    {t('empty')}
                  </Text>
                ) : (
                  <RecruitmentTable report={data} />
                )}
                <Text size="sm" c="gray.7" data-testid="report-definition">
                  {t(`definition.${data.filters.mediaFilter}`)} {t('definition.common')}
                </Text>
              </Stack>
            </Grid.Col>
            <Grid.Col span={{ base: 12, lg: 4 }}>
              <AveragesChart overall={data.overall} />
            </Grid.Col>
          </Grid>
        ) : null}

        <OtherReportsPanel key={linkedOther ? 'linked' : 'plain'} initial={linkedOther} />
      </Stack>
      {/* Keyed by the link so its filters become the modal's starting values. */}
      <EvaluationsReportModal
        key={linked?.report === 'evaluations' ? 'linked' : 'plain'}
        opened={modal === 'evaluations'}
        onClose={() => setModal(null)}
        filters={linked?.report === 'evaluations' ? linked.filters : undefined}
      />
      <DeletedProfilesModal
        key={linked?.report === 'deleted-profiles' ? 'linked' : 'plain'}
        opened={modal === 'deleted'}
        onClose={() => setModal(null)}
        filters={linked?.report === 'deleted-profiles' ? linked.filters : undefined}
      />
    </Container>
  );
}
