import { Alert, Group, Loader, Paper, ScrollArea, Select, Stack, Table, Text, Title } from '@mantine/core';
import { isReportManager, reportDatesProblem } from '@mosaico/domain';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-client';
import { formatDate } from '../../../lib/dates';
import { useAuth } from '../../auth';
import { OTHER_REPORTS, type OtherReportKind, useOtherReport } from '../api/more-reports-api';
import { ReportExportMenu } from './report-export-menu';
import { addDays, localDay, ReportPeriodFields } from './report-period-fields';

type Cell = (row: Record<string, unknown>) => ReactNode;

const text =
  (key: string): Cell =>
  (row) =>
    (row[key] ?? '—') as ReactNode;
const day: Cell = (row) => formatDate(row.created as string);

/** Each report's columns: [translation key under other.columns, cell]. */
const COLUMNS: Record<OtherReportKind, Array<[string, Cell]>> = {
  'pre-registrations': [
    ['created', day],
    ['professionalName', text('professionalName')],
    ['idOpportunity', text('idOpportunity')],
    ['opportunity', text('opportunityTitle')],
    ['recruiter', text('recruiter')],
  ],
  opportunities: [
    ['created', day],
    ['idOpportunity', text('idOpportunity')],
    ['title', text('title')],
    ['responsible', text('responsible')],
    ['vacancies', text('vacancies')],
    ['candidates', text('candidates')],
    ['hired', text('hired')],
  ],
  'registered-by-hr': [
    ['created', day],
    ['displayName', text('displayName')],
    ['email', text('email')],
    ['recruiter', text('recruiter')],
  ],
};

/**
 * 002 §7.1's other reports: preRegisterReport, opportunitiesReport and ProfessionalsRegisteredByHR, each read
 * with its three path parameters (start, end, responsible), shown as a table and exported.
 */
export function OtherReportsPanel(
  props: {
    /** The report and filters a signed report link carried (start, end, responsible). */
    initial?: { report: OtherReportKind; filters: Record<string, string> };
  } = {},
) {
  const { t } = useTranslation('reports-more');
  const today = localDay();
  const [kind, setKind] = useState<OtherReportKind>(props.initial?.report ?? 'pre-registrations');
  const [period, setPeriod] = useState(() => ({
    start: props.initial?.filters.start ?? addDays(today, -30),
    end: props.initial?.filters.end ?? today,
  }));
  const { user } = useAuth();
  // 002 §6 (reportChoiceProblem, enforced by the server too): only an HR manager reads all or another recruiter.
  const manager = user ? isReportManager(user) : false;
  const [responsible, setResponsible] = useState(
    props.initial?.filters.responsible ?? (manager ? 'all' : 'me'),
  );
  // 002 §5, the server's own rule (reportDatesProblem).
  const datesProblem = reportDatesProblem(period.start, period.end, { today });
  const inOrder = Boolean(period.start && period.end) && datesProblem !== 'REPORT_DATES_OUT_OF_ORDER';
  const validEnd = datesProblem !== 'REPORT_END_IN_FUTURE';
  const params = inOrder && validEnd ? { ...period, responsible } : null;
  const report = useOtherReport(kind, params);
  const rows = (report.data ?? []) as Array<Record<string, unknown>>;

  return (
    <Paper withBorder p="md">
      <Stack>
        <Title order={2} size="h3">
          {t('other.title')}
        </Title>
        <Group grow align="flex-start" wrap="wrap">
          <Select
            label={t('other.report')}
            data={(Object.keys(OTHER_REPORTS) as OtherReportKind[]).map((value) => ({
              value,
              label: t(`other.reports.${value}`),
            }))}
            value={kind}
            onChange={(value) => value && setKind(value as OtherReportKind)}
            allowDeselect={false}
          />
          <Select
            label={t('other.responsible')}
            data={
              manager
                ? [
                    { value: 'all', label: t('other.all') },
                    { value: 'me', label: t('other.me') },
                  ]
                : [{ value: 'me', label: t('other.me') }]
            }
            value={responsible}
            onChange={(value) => value && setResponsible(value)}
            allowDeselect={false}
          />
        </Group>
        <ReportPeriodFields start={period.start} end={period.end} onChange={setPeriod} maxEnd={today} />
        {!inOrder && (
          <Alert color="red" role="alert">
            {t('period.outOfOrder')}
          </Alert>
        )}
        {inOrder && !validEnd && (
          <Alert color="red" role="alert">
            {t('period.endInFuture')}
          </Alert>
        )}
        {report.isLoading && (
          <Group>
            <Loader size="sm" aria-hidden />
            <Text size="sm">{t('loading')}</Text>
          </Group>
        )}
        {report.isError && (
          <Alert color="red" role="alert">
            {errorMessage(report.error, t('failed'))}
          </Alert>
        )}
        {report.data && rows.length === 0 && <Text>{t('other.empty')}</Text>}
        {rows.length > 0 && (
          <ScrollArea>
            <Table striped withTableBorder>
              <Table.Caption>{t(`other.reports.${kind}`)}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  {COLUMNS[kind].map(([key]) => (
                    <Table.Th key={key} scope="col">
                      {t(`other.columns.${key}`)}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row, index) => (
                  // Rows have no id of their own; their order is fixed (oldest first) for a given answer.
                  // biome-ignore lint/suspicious/noArrayIndexKey: see above
                  <Table.Tr key={index}>
                    {COLUMNS[kind].map(([key, cell]) => (
                      <Table.Td key={key}>{cell(row)}</Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea>
        )}
        {params && report.data && (
          <Group justify="flex-end">
            <ReportExportMenu report={kind} query={params} />
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
