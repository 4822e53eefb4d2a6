import { Group, Paper, SimpleGrid, Text, Title, VisuallyHidden } from '@mantine/core';
import { type KanbanCandidate, SELECTION_STAGES } from '@mosaico/domain';
import type { TFunction } from 'i18next';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { initialsOf, UserAvatar } from '../../../components/user-avatar/user-avatar';
import { paths } from '../../../config/paths';
import classes from './candidate-kanban.module.css';

/**
 * One candidate on the board: plain elements (a column may hold hundreds), the photo only when there is one
 * (it is fetched with the session), else the initials. The board passes its `t` and the hidden text is a plain
 * span: a translation hook and a Mantine component per card cost about as much as the rest of the card (issue 9).
 */
const KanbanItem = memo(function KanbanItem({
  opportunityId,
  candidate,
  t,
}: {
  opportunityId: string;
  candidate: KanbanCandidate;
  t: TFunction<'professionals'>;
}) {
  return (
    <li className={classes.item} data-user-id={candidate.userId}>
      {candidate.userImageUrl ? (
        <UserAvatar name={candidate.displayName} photoUrl={candidate.userImageUrl} size={32} />
      ) : (
        <span className={classes.initials} aria-hidden="true">
          {initialsOf(candidate.displayName)}
        </span>
      )}
      <span className={classes.body}>
        {candidate.deleted ? (
          <span className={classes.status}>
            {candidate.displayName} · {t('card.deleted')}
          </span>
        ) : (
          <Link className={classes.name} to={paths.opportunityApplication(opportunityId, candidate.userId)}>
            {candidate.displayName}
          </Link>
        )}
        <span className={classes.status}>{t(`candidateStatus.${candidate.statusCurrent}`)}</span>
      </span>
      <span className={classes.adherence}>
        <span aria-hidden="true">{candidate.nivelAderencia}%</span>
        <span className={classes.visuallyHidden}>
          {t('card.adherence', { value: candidate.nivelAderencia })}
        </span>
      </span>
    </li>
  );
});

/**
 * 001 §4 / DECISIONS 'Stages and steps': the candidate kanban under the candidates tab, one column per stage,
 * each candidate in the column of their current stage (the first stage not met). A card opens the candidature
 * progress, where stages are registered.
 */
export function CandidateKanban({
  opportunityId,
  candidates,
}: {
  opportunityId: string;
  candidates: readonly KanbanCandidate[];
}) {
  const { t } = useTranslation('professionals');
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm" data-testid="candidate-kanban">
      {SELECTION_STAGES.map(({ stage, key }) => {
        const column = candidates.filter((candidate) => candidate.stage === stage);
        const headingId = `kanban-column-${stage}`;
        return (
          <Paper
            key={stage}
            withBorder
            radius="md"
            p="sm"
            bg="gray.0"
            component="section"
            aria-labelledby={headingId}
            data-testid="kanban-column"
            data-stage={stage}
          >
            <Group justify="space-between" mb="xs" wrap="nowrap">
              <Title order={3} size="h6" id={headingId}>
                {t(`stage.${key}`)}
              </Title>
              <Text size="sm" fw={600} c="gray.9">
                <span aria-hidden="true">{column.length}</span>
                <VisuallyHidden>{t('kanban.count', { count: column.length })}</VisuallyHidden>
              </Text>
            </Group>
            {column.length === 0 ? (
              <Text size="sm" c="gray.7">
                {t('kanban.empty')}
              </Text>
            ) : (
              <ul className={classes.list}>
                {column.map((candidate) => (
                  <KanbanItem
                    key={candidate.userId}
                    opportunityId={opportunityId}
                    candidate={candidate}
                    t={t}
                  />
                ))}
              </ul>
            )}
          </Paper>
        );
      })}
    </SimpleGrid>
  );
}
