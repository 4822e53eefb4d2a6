import { ActionIcon, Anchor, Table, Text } from '@mantine/core';
import {
  RECRUITMENT_MEDIA_KEYS,
  type RecruitmentReportGroup,
  type RecruitmentReportResponse,
  type RecruitmentStageCell,
  type StageAverage,
} from '@mosaico/domain';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import { formatDays } from './days';

function AverageCell({ average }: { average: StageAverage }) {
  const { t, i18n } = useTranslation('reports');
  if (average.mean === null) {
    return (
      <Text span size="sm" c="gray.7" aria-label={t('table.notVisited')}>
        —
      </Text>
    );
  }
  return (
    <>
      <Text span size="sm" fw={600}>
        {formatDays(average.mean, i18n.language)}
      </Text>{' '}
      <Text span size="xs" c="gray.7">
        {t('table.medianShort', { value: formatDays(average.median ?? 0, i18n.language) })}
      </Text>
    </>
  );
}

function StageCell({ cell }: { cell: RecruitmentStageCell }) {
  const { t, i18n } = useTranslation('reports');
  if (cell.state === 'inProgress')
    return (
      <Text span size="sm">
        {t('table.inProgress')}
      </Text>
    );
  if (cell.state === 'closed')
    return (
      <Text span size="sm">
        {t('table.closed')}
      </Text>
    );
  if (cell.state === 'notVisited' || cell.value === null) {
    return (
      <Text span size="sm" c="gray.7" aria-label={t('table.notVisited')}>
        —
      </Text>
    );
  }
  return (
    <Text span size="sm">
      {formatDays(cell.value, i18n.language)}
    </Text>
  );
}

function GroupRows({ group, by }: { group: RecruitmentReportGroup; by: 'responsible' | 'squad' }) {
  const { t } = useTranslation('reports');
  const [open, setOpen] = useState(false);
  const name = group.name ?? (by === 'squad' ? t('table.noSquad') : t('table.noResponsible'));
  const listId = `report-group-${group.id ?? 'none'}`;
  return (
    <Fragment>
      <Table.Tr>
        <Table.Th scope="row">
          <ActionIcon
            variant="subtle"
            size="sm"
            mr={6}
            aria-expanded={open}
            aria-controls={listId}
            aria-label={t(open ? 'table.collapse' : 'table.expand', { name })}
            onClick={() => setOpen(!open)}
          >
            {open ? (
              <IconChevronDown size={16} aria-hidden="true" />
            ) : (
              <IconChevronRight size={16} aria-hidden="true" />
            )}
          </ActionIcon>
          {name}
        </Table.Th>
        {RECRUITMENT_MEDIA_KEYS.map((key) => (
          <Table.Td key={key}>
            <AverageCell average={group.averages[key]} />
          </Table.Td>
        ))}
        <Table.Td>{group.totalOpportunities}</Table.Td>
      </Table.Tr>
      {open
        ? group.opportunities.map((opportunity, index) => (
            <Table.Tr key={opportunity.id} id={index === 0 ? listId : undefined} bg="gray.0">
              <Table.Td pl="xl">
                <Anchor href={paths.opportunityProfessionals(opportunity.id, 'candidates')} size="sm">
                  #{opportunity.idOpportunity} {opportunity.titulo}
                </Anchor>
              </Table.Td>
              {RECRUITMENT_MEDIA_KEYS.map((key) => (
                <Table.Td key={key}>
                  <StageCell cell={opportunity.cells[key]} />
                </Table.Td>
              ))}
              <Table.Td />
            </Table.Tr>
          ))
        : null}
    </Fragment>
  );
}

/**
 * The recruitment indicators (002 §2.12): one row per responsible or squad with the mean (median beside it) of
 * each stage and the opportunities counted; each row opens onto its opportunities, each linking to its candidates.
 */
export function RecruitmentTable({ report }: { report: RecruitmentReportResponse }) {
  const { t } = useTranslation('reports');
  const by = report.filters.by;
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped={false} highlightOnHover verticalSpacing="xs" data-testid="recruitment-table">
        <Table.Caption>{t('table.caption')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{by === 'squad' ? t('filters.squad') : t('filters.responsible')}</Table.Th>
            {RECRUITMENT_MEDIA_KEYS.map((key) => (
              <Table.Th scope="col" key={key}>
                {t(`stages.${key}`)}
              </Table.Th>
            ))}
            <Table.Th scope="col">{t('table.total')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {report.rows.map((group) => (
            <GroupRows key={group.id ?? 'none'} group={group} by={by} />
          ))}
          <Table.Tr fw={700}>
            <Table.Th scope="row">{t('table.overall')}</Table.Th>
            {RECRUITMENT_MEDIA_KEYS.map((key) => (
              <Table.Td key={key}>
                <AverageCell average={report.overall.averages[key]} />
              </Table.Td>
            ))}
            <Table.Td>{report.overall.totalOpportunities}</Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
