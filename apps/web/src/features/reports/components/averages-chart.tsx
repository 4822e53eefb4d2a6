import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { RECRUITMENT_MEDIA_KEYS, type RecruitmentReportResponse } from '@mosaico/domain';
import { useTranslation } from 'react-i18next';
import { formatDays } from './days';

/**
 * A bar chart of the averages per stage (mean and median, all groups together). Recharts' keyboard layer moves
 * between the bars with the arrow keys once the chart has focus; a screen reader reads the same figures from the
 * visually hidden table the figure names as its description.
 */
export function AveragesChart({ overall }: { overall: RecruitmentReportResponse['overall'] }) {
  const { t, i18n } = useTranslation('reports');
  const data = RECRUITMENT_MEDIA_KEYS.map((key) => ({
    stage: t(`stages.${key}`),
    mean: overall.averages[key].mean ?? 0,
    median: overall.averages[key].median ?? 0,
  }));
  return (
    <Stack
      component="figure"
      m={0}
      gap="xs"
      aria-labelledby="report-chart-title"
      aria-describedby="report-chart-data"
    >
      <Text component="figcaption" fw={600} id="report-chart-title">
        {t('chart.title')}
      </Text>
      <BarChart
        h={260}
        data={data}
        dataKey="stage"
        series={[
          { name: 'mean', label: t('table.mean'), color: 'brand.6' },
          { name: 'median', label: t('table.median'), color: 'gray.5' },
        ]}
        withLegend
        tickLine="y"
        valueFormatter={(value) => formatDays(value, i18n.language)}
        barChartProps={{ accessibilityLayer: true, title: t('chart.title') }}
      />
      <VisuallyHidden>
        <Table id="report-chart-data" data-testid="report-chart-data">
          <caption>{t('chart.title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('table.stage')}</th>
              <th scope="col">{t('table.mean')}</th>
              <th scope="col">{t('table.median')}</th>
            </tr>
          </thead>
          <tbody>
            {RECRUITMENT_MEDIA_KEYS.map((key) => (
              <tr key={key}>
                <th scope="row">{t(`stages.${key}`)}</th>
                <td>{formatAverage(overall.averages[key].mean, i18n.language, t('table.notVisited'))}</td>
                <td>{formatAverage(overall.averages[key].median, i18n.language, t('table.notVisited'))}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </VisuallyHidden>
    </Stack>
  );
}

function formatAverage(value: number | null, language: string, none: string): string {
  return value === null ? none : formatDays(value, language);
}
