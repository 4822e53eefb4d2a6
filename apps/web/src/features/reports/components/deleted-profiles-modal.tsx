import { Alert, Checkbox, Group, Loader, Modal, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { reportDatesProblem } from '@mosaico/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-client';
import { formatDate } from '../../../lib/dates';
import { useDeletedProfiles } from '../api/more-reports-api';
import { ReportExportMenu } from './report-export-menu';
import { addDays, localDay, ReportPeriodFields } from './report-period-fields';

/**
 * The deleted-profiles report (002 §2.12, §3, §7.1): userName, userEmail, created and comment, which is all an
 * account deletion keeps; a period (default the last 30 days) or every record.
 */
export function DeletedProfilesModal(props: {
  opened: boolean;
  onClose: () => void;
  /** Filters a signed report link carried (start and end, or none for every record). */
  filters?: Record<string, string>;
}) {
  const { t } = useTranslation('reports-more');
  const phone = useMediaQuery('(max-width: 680px)');
  const today = localDay();
  const [period, setPeriod] = useState(() => ({
    start: props.filters?.start ?? addDays(today, -30),
    end: props.filters?.end ?? today,
  }));
  const [everything, setEverything] = useState(
    props.filters !== undefined && !props.filters.start && !props.filters.end,
  );
  // 002 §5, the server's own rule (reportDatesProblem).
  const datesProblem = reportDatesProblem(period.start, period.end, { today });
  const inOrder = Boolean(period.start && period.end) && datesProblem !== 'REPORT_DATES_OUT_OF_ORDER';
  const validEnd = datesProblem !== 'REPORT_END_IN_FUTURE';
  const query = everything ? null : period;
  const list = useDeletedProfiles(props.opened && (everything || (inOrder && validEnd)) ? query : undefined);
  const exportQuery: Record<string, string> = everything ? {} : { start: period.start, end: period.end };

  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={t('deleted.title')}
      size="xl"
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      <Stack>
        <Checkbox
          label={t('deleted.allDates')}
          checked={everything}
          onChange={(event) => setEverything(event.currentTarget.checked)}
        />
        {!everything && (
          <ReportPeriodFields start={period.start} end={period.end} onChange={setPeriod} maxEnd={today} />
        )}
        {!everything && !inOrder && (
          <Alert color="red" role="alert">
            {t('period.outOfOrder')}
          </Alert>
        )}
        {!everything && inOrder && !validEnd && (
          <Alert color="red" role="alert">
            {t('period.endInFuture')}
          </Alert>
        )}
        {list.isLoading && (
          <Group>
            <Loader size="sm" aria-hidden />
            <Text size="sm">{t('loading')}</Text>
          </Group>
        )}
        {list.isError && (
          <Alert color="red" role="alert">
            {errorMessage(list.error, t('failed'))}
          </Alert>
        )}
        {list.data && list.data.length === 0 && <Text>{t('deleted.empty')}</Text>}
        {list.data && list.data.length > 0 && (
          <ScrollArea>
            <Table striped withTableBorder>
              <Table.Caption>{t('deleted.caption')}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('deleted.columns.userName')}</Table.Th>
                  <Table.Th scope="col">{t('deleted.columns.userEmail')}</Table.Th>
                  <Table.Th scope="col">{t('deleted.columns.created')}</Table.Th>
                  <Table.Th scope="col">{t('deleted.columns.comment')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.data.map((row) => (
                  <Table.Tr key={`${row.userEmail}-${row.created}`}>
                    <Table.Td>{row.userName}</Table.Td>
                    <Table.Td>{row.userEmail}</Table.Td>
                    <Table.Td>{formatDate(row.created)}</Table.Td>
                    <Table.Td>{row.comment || t('deleted.noComment')}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea>
        )}
        {list.data && (
          <Group justify="flex-end">
            <ReportExportMenu report="deleted-profiles" query={exportQuery} />
          </Group>
        )}
      </Stack>
    </Modal>
  );
}
