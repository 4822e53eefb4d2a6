import { Button, Group, NativeSelect, Skeleton, Stack, Title } from '@mantine/core';
import { type ApplicantsOrder, CANDIDATE_STATUS_LABELS } from '@mosaico/domain';
import { IconUserPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useResponsibles } from '../../../lib/catalogues';
import { useAllCandidates } from '../api/selection-api';
import { CandidateKanban } from './candidate-kanban';
import { DismissWithoutVictory } from './dismiss-without-victory';
import { ApplicantsOrderSelect, FilterSelect } from './list-filters';
import { ParticipantsPanel, type ParticipantsQuery } from './participants-panel';
import { ProfessionalsLoadFailure } from './professionals-feedback';

/**
 * 001 §2.6: the candidates tab: the candidate kanban by stage with 'Incluir pré cadastro' and the dismissal of those
 * without a victory above; stage, status and responsible filters, order and the list below. Mounted only while
 * the tab is open, so its kanban and responsibles are asked for only then.
 */
export function CandidatesTab({
  opportunityId,
  list,
  page,
  onPage,
  stage,
  onStage,
  status,
  onStatus,
  responsible,
  onResponsible,
  order,
  onOrder,
}: {
  opportunityId: string;
  list: ParticipantsQuery;
  page: number;
  onPage: (page: number) => void;
  stage: number;
  onStage: (value: number) => void;
  status: number;
  onStatus: (value: number) => void;
  responsible: string;
  onResponsible: (value: string) => void;
  order: ApplicantsOrder | null;
  onOrder: (order: ApplicantsOrder) => void;
}) {
  const { t } = useTranslation('professionals');
  const responsibles = useResponsibles(true);
  const kanban = useAllCandidates(opportunityId, true);
  const statusOptions = [
    { value: 99, label: t('filters.all') },
    ...Object.keys(CANDIDATE_STATUS_LABELS).map((key) => ({
      value: Number(key),
      label: t(`candidateStatus.${key}`),
    })),
  ];
  const withoutVictory = (kanban.data?.candidates ?? [])
    .filter((candidate) => ![3, 4, 5, 6].includes(candidate.statusCurrent))
    .map((candidate) => candidate.userId);

  return (
    <ParticipantsPanel
      opportunityId={opportunityId}
      tab="candidates"
      list={list}
      page={page}
      onPage={onPage}
      before={
        <Stack gap="sm">
          <Group justify="space-between" wrap="wrap" gap="sm">
            <Title order={2} size="h4">
              {t('kanban.title')}
            </Title>
            <Group gap="sm">
              <Button
                component={Link}
                to={paths.preRegister(opportunityId)}
                size="xs"
                variant="light"
                leftSection={<IconUserPlus size={14} aria-hidden="true" />}
              >
                {t('actions.preRegister')}
              </Button>
              <DismissWithoutVictory opportunityId={opportunityId} userIds={withoutVictory} />
            </Group>
          </Group>
          {kanban.data ? (
            <CandidateKanban opportunityId={opportunityId} candidates={kanban.data.candidates} />
          ) : kanban.isError ? (
            <ProfessionalsLoadFailure onRetry={() => void kanban.refetch()} retrying={kanban.isFetching} />
          ) : (
            <Skeleton height={160} radius="md" />
          )}
        </Stack>
      }
      controls={
        <>
          <FilterSelect
            label={t('filters.stage')}
            value={stage}
            onChange={onStage}
            options={[
              { value: 99, label: t('filters.all') },
              { value: 1, label: t('stage.recruitment') },
              { value: 2, label: t('stage.evaluation') },
              { value: 3, label: t('stage.selection') },
              { value: 4, label: t('stage.presentation') },
            ]}
            testId="stage-filter"
          />
          <FilterSelect
            label={t('filters.status')}
            value={status}
            onChange={onStatus}
            options={statusOptions}
            testId="status-filter"
          />
          <NativeSelect
            label={t('filters.responsible')}
            value={responsible}
            onChange={(event) => onResponsible(event.currentTarget.value)}
            data={[
              { value: '-1', label: t('filters.all') },
              ...(responsibles.data ?? []).map((person) => ({
                value: person._id,
                label: person.displayName,
              })),
            ]}
            data-testid="responsible-filter"
          />
          {order !== null && <ApplicantsOrderSelect value={order} onChange={onOrder} />}
        </>
      }
    />
  );
}
