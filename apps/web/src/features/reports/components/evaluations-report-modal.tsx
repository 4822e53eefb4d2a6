import { Alert, Group, Loader, Modal, ScrollArea, Select, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { EVALUATION_REPORT_DEFAULT_RANGE_DAYS, isReportManager, reportDatesProblem } from '@mosaico/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-client';
import { useAuth } from '../../auth';
import { useEvaluationsReport } from '../api/more-reports-api';
import { ReportExportMenu } from './report-export-menu';
import { addDays, localDay, ReportPeriodFields } from './report-period-fields';

const STAGES = ['recrutamento', 'avaliacao', 'selecao', 'apresentacao'] as const;

/**
 * The evaluations report (002 §2.12, §3, §5, §6, §9): a period (default today to today + 7, in order) and a
 * responsible (a manager may choose anyone or all; others see only themselves, which the server enforces too).
 */
export function EvaluationsReportModal(props: {
  opened: boolean;
  onClose: () => void;
  /** Filters a signed report link carried (dateStart, dateEnd, responsible), used when the modal first opens. */
  filters?: Record<string, string>;
}) {
  const { t } = useTranslation('reports-more');
  const phone = useMediaQuery('(max-width: 680px)');
  const [period, setPeriod] = useState(() => {
    const today = localDay();
    return {
      start: props.filters?.dateStart ?? today,
      end: props.filters?.dateEnd ?? addDays(today, EVALUATION_REPORT_DEFAULT_RANGE_DAYS),
    };
  });
  const { user } = useAuth();
  // 002 §6: only an HR manager chooses; the server enforces the same rule whatever is sent.
  const isManager = user ? isReportManager(user) : false;
  const [responsible, setResponsible] = useState(props.filters?.responsible ?? user?.id ?? 'me');
  // 002 §5, the server's own rule (reportDatesProblem); this report's default range itself ends a week ahead.
  const inOrder =
    Boolean(period.start && period.end) &&
    reportDatesProblem(period.start, period.end, { today: localDay(), futureAllowed: true }) === null;
  const body = props.opened && inOrder ? { dateStart: period.start, dateEnd: period.end, responsible } : null;
  const report = useEvaluationsReport(body);
  const canChooseAnyone = isManager && (report.data?.canChooseAnyone ?? true);
  const people = report.data?.responsibles ?? (user ? [{ id: user.id, displayName: user.displayName }] : []);
  const options = [
    { value: 'all', label: t('evaluations.all') },
    ...people.map((person) => ({ value: person.id, label: person.displayName })),
  ];

  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={t('evaluations.title')}
      size="xl"
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      <Stack>
        <ReportPeriodFields start={period.start} end={period.end} onChange={setPeriod} />
        {!inOrder && (
          <Alert color="red" role="alert">
            {t('period.outOfOrder')}
          </Alert>
        )}
        {canChooseAnyone ? (
          <Select
            label={t('evaluations.responsible')}
            data={options}
            value={responsible}
            onChange={(value) => setResponsible(value ?? user?.id ?? 'me')}
            allowDeselect={false}
          />
        ) : (
          <Text size="sm" c="dimmed">
            {t('evaluations.onlyYou')}
          </Text>
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
        {report.data && report.data.rows.length === 0 && <Text>{t('evaluations.empty')}</Text>}
        {report.data && report.data.rows.length > 0 && (
          <ScrollArea>
            <Table striped withTableBorder>
              <Table.Caption>{t('evaluations.caption')}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('evaluations.columns.displayName')}</Table.Th>
                  {STAGES.map((stage) => (
                    <Table.Th key={stage} scope="col" ta="right">
                      {t(`evaluations.columns.${stage}`)}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {report.data.rows.map((row) => (
                  <Table.Tr key={row.responsibleId}>
                    <Table.Th scope="row">{row.displayName}</Table.Th>
                    {STAGES.map((stage) => (
                      <Table.Td key={stage} ta="right">
                        {row[stage]}
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea>
        )}
        {body && report.data && (
          <Group justify="flex-end">
            <ReportExportMenu
              report="evaluations"
              query={{ dateStart: body.dateStart, dateEnd: body.dateEnd, responsible }}
            />
          </Group>
        )}
      </Stack>
    </Modal>
  );
}
