import { Anchor, Badge, Card, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { adherenceColor, type KanbanCandidate, SELECTION_STAGES } from '@mosaico/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { ADHERENCE_RING_COLOR } from './level-colors';
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
              <Badge
                variant="light"
                color="gray"
                c="gray.9"
                aria-label={t('kanban.count', { count: column.length })}
              >
                {column.length}
              </Badge>
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
                      <Badge
                        variant="light"
                        color={ADHERENCE_RING_COLOR[adherenceColor(candidate.nivelAderencia)]}
                        c="gray.9"
                      >
                        {candidate.nivelAderencia}%
                      </Badge>
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
