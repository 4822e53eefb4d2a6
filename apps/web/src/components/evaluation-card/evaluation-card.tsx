import { Anchor, Badge, Button, Card, Group, List, Stack, Text } from '@mantine/core';
import { type Evaluation, REQUIRED_CRITERION_PESO } from '@mosaico/domain';
import { IconAlertTriangle, IconClockExclamation, IconEdit, IconStarFilled } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { formatDate } from '../../lib/dates';
import { EvaluationEditModal } from './evaluation-edit-modal';

/** The flags of one evaluation (the one rule, computed by the server), each with its accessible name. */
export function EvaluationFlagBadges({ evaluation }: { evaluation: Evaluation }) {
  const { t } = useTranslation('evaluations');
  const marks: Array<{ key: string; icon: React.ReactNode; text: string; color: string }> = [];
  if (evaluation.flags.star)
    marks.push({
      key: 'star',
      icon: <IconStarFilled size={14} aria-hidden="true" />,
      text: t('card.star', { result: evaluation.resultado }),
      color: 'yellow',
    });
  if (evaluation.flags.negative)
    marks.push({
      key: 'negative',
      icon: <IconAlertTriangle size={14} aria-hidden="true" />,
      text: t('card.negative', { result: evaluation.resultado }),
      color: 'red',
    });
  if (evaluation.flags.expired)
    marks.push({
      key: 'expired',
      icon: <IconClockExclamation size={14} aria-hidden="true" />,
      text: t('card.expired'),
      color: 'gray',
    });
  if (marks.length === 0) return null;
  return (
    <Group gap={6} wrap="wrap">
      {marks.map((mark) => (
        <Badge
          key={mark.key}
          variant="light"
          color={mark.color}
          c="gray.9"
          leftSection={mark.icon}
          data-flag={mark.key}
        >
          {mark.text}
        </Badge>
      ))}
    </Group>
  );
}

/**
 * 002 §2.11 evaluation card: type, grade and flags, the evaluator and date, the text, the opportunity (a link to
 * /opportunity/{id}) with its criteria, and the edit modal.
 */
export function EvaluationCard({
  evaluation,
  professionalId,
  editable = true,
}: {
  evaluation: Evaluation;
  professionalId: string;
  editable?: boolean;
}) {
  const { t, i18n } = useTranslation('evaluations');
  const [editing, setEditing] = useState(false);
  const date = formatDate(evaluation.created, i18n.language);
  return (
    <Card
      withBorder
      padding="sm"
      radius="md"
      component="article"
      aria-label={evaluation.avaliacao}
      data-testid="evaluation-card"
    >
      <Stack gap={6}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text fw={600}>{evaluation.avaliacao}</Text>
          <Badge variant="outline" color="blue" c="gray.9">
            {t('card.result', { result: evaluation.resultado })}
          </Badge>
        </Group>
        <EvaluationFlagBadges evaluation={evaluation} />
        <Text size="xs" c="gray.7">
          {evaluation.user
            ? t('card.by', { name: evaluation.user.displayName, date })
            : t('card.byNobody', { date })}
        </Text>
        {evaluation.opportunity ? (
          <Anchor component={Link} to={paths.opportunity(evaluation.opportunity.id)} size="sm">
            {t('card.opportunity', { title: evaluation.opportunity.title })}
          </Anchor>
        ) : (
          <Text size="sm" c="gray.7">
            {t('card.behavioural')}
          </Text>
        )}
        {evaluation.opportunity && evaluation.opportunity.avaliationCriteria.length > 0 && (
          <List size="sm" spacing={2}>
            {evaluation.opportunity.avaliationCriteria.map((criterion) => (
              <List.Item key={`${criterion.name}-${criterion.peso}`}>
                {criterion.name} —{' '}
                {criterion.peso === REQUIRED_CRITERION_PESO
                  ? t('criteria.required')
                  : t('criteria.desirable')}
              </List.Item>
            ))}
          </List>
        )}
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {evaluation.conteudo}
        </Text>
        {editable && (
          <Group>
            <Button
              size="compact-sm"
              variant="subtle"
              leftSection={<IconEdit size={14} aria-hidden="true" />}
              onClick={() => setEditing(true)}
            >
              {t('card.edit')}
            </Button>
          </Group>
        )}
      </Stack>
      {editing && (
        <EvaluationEditModal
          opened
          evaluation={evaluation}
          professionalId={professionalId}
          onClose={() => setEditing(false)}
        />
      )}
    </Card>
  );
}
