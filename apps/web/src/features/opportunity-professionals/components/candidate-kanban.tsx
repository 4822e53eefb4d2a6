import { Anchor, Card, Group, Paper, SimpleGrid, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { type KanbanCandidate, SELECTION_STAGES } from '@mosaico/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { ProfessionalAvatar } from './professional-avatar';

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
              <Stack gap={6} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
                {column.map((candidate) => (
                  <Card
                    key={candidate.userId}
                    component="li"
                    padding="xs"
                    radius="sm"
                    withBorder
                    data-user-id={candidate.userId}
                  >
                    <Group gap="xs" wrap="nowrap">
                      <ProfessionalAvatar
                        name={candidate.displayName}
                        photoUrl={candidate.userImageUrl}
                        size={32}
                      />
                      <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
                        {candidate.deleted ? (
                          <Text size="sm" c="gray.7">
                            {candidate.displayName} · {t('card.deleted')}
                          </Text>
                        ) : (
                          <Anchor
                            component={Link}
                            to={paths.opportunityApplication(opportunityId, candidate.userId)}
                            size="sm"
                            fw={600}
                            style={{ overflowWrap: 'anywhere' }}
                          >
                            {candidate.displayName}
                          </Anchor>
                        )}
                        <Text size="xs" c="gray.8">
                          {t(`candidateStatus.${candidate.statusCurrent}`)}
                        </Text>
                      </Stack>
                      <Text size="sm" fw={700} c="gray.9">
                        <span aria-hidden="true">{candidate.nivelAderencia}%</span>
                        <VisuallyHidden>
                          {t('card.adherence', { value: candidate.nivelAderencia })}
                        </VisuallyHidden>
                      </Text>
                    </Group>
                  </Card>
                ))}
              </Stack>
            )}
          </Paper>
        );
      })}
    </SimpleGrid>
  );
}
