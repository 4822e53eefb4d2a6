import { Group, Paper, SimpleGrid, Text, Title, VisuallyHidden } from '@mantine/core';
import { type KanbanCandidate, SELECTION_STAGES } from '@mosaico/domain';
import type { TFunction } from 'i18next';
import { memo, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EvaluationWizard } from '../../../components/evaluation-wizard/evaluation-wizard';
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
  onEvaluate,
}: {
  opportunityId: string;
  candidate: KanbanCandidate;
  t: TFunction<'professionals'>;
  onEvaluate: (candidate: KanbanCandidate) => void;
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
        {!candidate.deleted && (
          // 002 §6 / 001 §2.7: from a candidate a recruiter opens the professional (new tab) and registers an
          // evaluation; the name itself opens the candidature progress, where stages are registered.
          <span className={classes.actions}>
            <a
              className={classes.action}
              href={paths.professional(candidate.userId)}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t('kanban.profileOf', { name: candidate.displayName })}
            >
              {t('kanban.profile')}
            </a>
            <button
              type="button"
              className={classes.action}
              aria-label={t('kanban.evaluateOf', { name: candidate.displayName })}
              onClick={() => onEvaluate(candidate)}
            >
              {t('kanban.evaluate')}
            </button>
          </span>
        )}
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
  // One wizard for the whole board (a column may hold hundreds of cards), opened for the card that asked.
  const [evaluating, setEvaluating] = useState<KanbanCandidate | null>(null);
  const onEvaluate = useCallback((candidate: KanbanCandidate) => setEvaluating(candidate), []);
  return (
    <>
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
                      onEvaluate={onEvaluate}
                    />
                  ))}
                </ul>
              )}
            </Paper>
          );
        })}
      </SimpleGrid>
      {evaluating && (
        <EvaluationWizard
          opened
          onClose={() => setEvaluating(null)}
          professional={{ id: evaluating.userId, displayName: evaluating.displayName }}
          opportunityId={opportunityId}
        />
      )}
    </>
  );
}
