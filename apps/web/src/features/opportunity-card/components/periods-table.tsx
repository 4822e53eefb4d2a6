import { Stack, Table, Text } from '@mantine/core';
import type { OpportunityDatesResponse } from '@mosaico/domain';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/dates';

type Period = OpportunityDatesResponse['periods'][number];

/** 002 §4 'Period definition': each stage's start, end and days; an open period is 'Em andamento'. */
export function PeriodsTable({ periods }: { periods: readonly Period[] }) {
  const { t, i18n } = useTranslation('opportunity-card');
  const days = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 });
  const dash = '—';
  const notStarted = periods[0]?.start === null;
  return (
    <Stack gap={4}>
      {notStarted && (
        <Text size="sm" c="gray.8">
          {t('periods.notStarted')}
        </Text>
      )}
      <Table.ScrollContainer minWidth={340}>
        <Table striped withTableBorder verticalSpacing={6} horizontalSpacing="xs" data-testid="periods">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('periods.stage')}</Table.Th>
              <Table.Th scope="col">{t('periods.start')}</Table.Th>
              <Table.Th scope="col">{t('periods.end')}</Table.Th>
              <Table.Th scope="col" ta="right">
                {t('periods.days')}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {periods.map((period) => (
              <Table.Tr key={period.key}>
                <Table.Th scope="row" fw={500}>
                  {t(`periods.keys.${period.key}`)}
                </Table.Th>
                <Table.Td>{period.start ? formatDate(period.start) : dash}</Table.Td>
                <Table.Td>
                  {period.end ? formatDate(period.end) : period.start ? t('periods.ongoing') : dash}
                </Table.Td>
                <Table.Td ta="right">
                  {period.outOfOrder ? (
                    <Text component="span" size="sm" c="red.9">
                      {t('periods.outOfOrder')}
                    </Text>
                  ) : period.days === null ? (
                    dash
                  ) : (
                    days.format(period.days)
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
