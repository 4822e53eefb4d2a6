import { Badge, Box, Group, Stack, Text, Title } from '@mantine/core';
import {
  type ApplicationCriterion,
  type CardExplanation,
  CRITERION_LEVEL_KEYS,
  CV_SOURCE,
  DECLARED_SOURCE,
  levelDisplay,
  normalizeTerm,
} from '@mosaico/domain';
import { IconFileSearch } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LEVEL_COLOR } from './level-colors';

function LevelMark({ level }: { level: number }) {
  const { t } = useTranslation('professionals');
  const display = levelDisplay(level);
  const caption = t(`levels.${CRITERION_LEVEL_KEYS[level] ?? 'notFound'}`);
  return (
    <Group gap={6} wrap="nowrap" data-testid="criterion-level" data-level={level} data-color={display.color}>
      <Box
        aria-hidden="true"
        w={12}
        h={12}
        bg={LEVEL_COLOR[display.color]}
        style={{
          borderRadius: '50%',
          flex: 'none',
          border: display.color === 'none' ? '1px solid var(--mantine-color-gray-6)' : undefined,
        }}
      />
      <Text size="sm" fw={600} c="gray.9">
        {t('explanation.level', { caption, percent: display.percent })}
      </Text>
    </Group>
  );
}

/** How the level was found: the skill and the synonym that matched, who reported it, or the CV. */
function howMatched(criterion: ApplicationCriterion, t: TFunction<'professionals'>): string {
  const viaSynonym =
    criterion.matchedTerm !== null && normalizeTerm(criterion.matchedTerm) !== normalizeTerm(criterion.nome);
  if (criterion.foundInCvOnly || criterion.source === CV_SOURCE) {
    return t('explanation.foundInCvText', { term: criterion.matchedTerm ?? criterion.nome });
  }
  if (!criterion.matchedSkill) return t('explanation.noMatch');
  const skill = criterion.matchedSkill;
  const base =
    criterion.source === DECLARED_SOURCE || !criterion.source
      ? t('explanation.declared', { skill })
      : t('explanation.provider', { skill, provider: criterion.source });
  return viaSynonym
    ? `${base} ${t('explanation.synonym', { term: criterion.matchedTerm, name: criterion.nome })}`
    : base;
}

function CriterionItem({ criterion }: { criterion: ApplicationCriterion }) {
  const { t } = useTranslation('professionals');
  return (
    <Box
      component="li"
      py={8}
      style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}
      data-testid="criterion"
      data-criterion={criterion.nome}
      data-required={criterion.required}
    >
      <Stack gap={4}>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text fw={700} size="sm">
            {criterion.nome}
          </Text>
          <Group gap={6} wrap="wrap">
            {criterion.foundInCvOnly && (
              <Badge
                variant="light"
                color="violet"
                c="violet.9"
                leftSection={<IconFileSearch size={12} aria-hidden="true" />}
              >
                {t('explanation.foundInCv')}
              </Badge>
            )}
            <Badge variant="outline" color="gray" c="gray.8">
              {t('explanation.weight', { weight: criterion.peso })}
            </Badge>
          </Group>
        </Group>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <LevelMark level={criterion.level} />
          <Text size="sm" c="gray.8" data-testid="criterion-points">
            {t('explanation.points', { points: criterion.points, max: criterion.maxPoints })}
          </Text>
        </Group>
        <Text size="xs" c="gray.7">
          {howMatched(criterion, t)}
        </Text>
        {criterion.termos.length > 0 && (
          <Text size="xs" c="gray.7">
            {t('explanation.synonyms', { list: criterion.termos.join(', ') })}
          </Text>
        )}
      </Stack>
    </Box>
  );
}

function CriteriaGroup({
  title,
  hint,
  criteria,
  testId,
}: {
  title: string;
  hint: string;
  criteria: ApplicationCriterion[];
  testId: string;
}) {
  const { t } = useTranslation('professionals');
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} data-testid={testId}>
      <Title order={4} size="h6" id={headingId}>
        {title}
      </Title>
      <Text size="xs" c="gray.7" mb={4}>
        {hint}
      </Text>
      {criteria.length === 0 ? (
        <Text size="sm" c="gray.7">
          {t('explanation.none')}
        </Text>
      ) : (
        <Box component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {criteria.map((criterion) => (
            <CriterionItem key={criterion.nome} criterion={criterion} />
          ))}
        </Box>
      )}
    </Box>
  );
}

/**
 * "Why this match" (issue 4): the same per-criterion explanation the professional sees on the candidature
 * details — required (peso 3) and desirable (1, 2) apart; each with its weight, level (domain colour and caption),
 * the skill and synonym that matched, the points, and 'found in CV'.
 */
export function MatchExplanation({ explanation }: { explanation: CardExplanation }) {
  const { t } = useTranslation('professionals');
  const required = explanation.criterias.filter((criterion) => criterion.required);
  const desirable = explanation.criterias.filter((criterion) => !criterion.required);
  const points = explanation.criterias.reduce((sum, criterion) => sum + criterion.points, 0);
  const max = explanation.criterias.reduce((sum, criterion) => sum + criterion.maxPoints, 0);
  return (
    <Stack gap="sm" data-testid="match-explanation">
      {/* 001 §8 'No compatibility': nobody's skills meet any criterion (an enrolled or candidate card, or the
          weaker-matches switch), so the card says so before the zero points. */}
      {points === 0 && (
        <Text size="sm" fw={700} c="red.9" data-testid="no-compatibility">
          {t('explanation.noCompatibility')}
        </Text>
      )}
      <Text size="sm" c="gray.8">
        {t('explanation.summary', { adherence: explanation.adherence, points, max })}
      </Text>
      <CriteriaGroup
        title={t('explanation.required')}
        hint={t('explanation.requiredHint')}
        criteria={required}
        testId="required-criteria"
      />
      <CriteriaGroup
        title={t('explanation.desirable')}
        hint={t('explanation.desirableHint')}
        criteria={desirable}
        testId="desirable-criteria"
      />
    </Stack>
  );
}
