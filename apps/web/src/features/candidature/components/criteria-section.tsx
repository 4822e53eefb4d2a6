import { Badge, Box, Card, Group, Slider, Stack, Text, Title } from '@mantine/core';
import {
  type ApplicationCriterion,
  CRITERION_LEVEL_KEYS,
  CV_SOURCE,
  DECLARED_SOURCE,
  levelDisplay,
  MAX_CRITERION_LEVEL,
  MIN_CRITERION_LEVEL,
} from '@mosaico/domain';
import { IconFileSearch } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

const SLIDER_COLOR = { green: 'green.8', yellow: 'yellow.7', red: 'red.8', none: 'gray.6' } as const;
const MARKS = CRITERION_LEVEL_KEYS.map((_, value) => ({ value }));

interface CriteriaSectionProps {
  id: string;
  title: string;
  description: string;
  criteria: ApplicationCriterion[];
  levels: Record<string, number>;
  onChange: (criterion: ApplicationCriterion, level: number) => void;
  disabled: boolean;
}

function CriterionRow({
  criterion,
  level,
  onChange,
  disabled,
}: {
  criterion: ApplicationCriterion;
  level: number;
  onChange: (level: number) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation('candidature');
  const nameId = useId();
  // Level 0 of a term the CV mentions is 'not declared yet', not 'not found in CV' beside the 'found in CV' badge.
  const caption = (value: number) =>
    value === 0 && criterion.foundInCvOnly
      ? t('levels.notDeclared')
      : t(`levels.${CRITERION_LEVEL_KEYS[value] ?? 'notFound'}`);
  const modified = level !== criterion.level;
  let how: string | null = null;
  if (criterion.foundInCvOnly || criterion.source === CV_SOURCE) how = t('criteria.foundInCvHint');
  else if (criterion.source === DECLARED_SOURCE && criterion.matchedSkill)
    how = t('criteria.matchedSkill', { skill: criterion.matchedSkill });
  else if (criterion.source && criterion.matchedSkill)
    how = t('criteria.reportedBy', { skill: criterion.matchedSkill, provider: criterion.source });
  return (
    <Card
      withBorder
      padding="sm"
      radius="md"
      component="li"
      data-testid="criterion"
      data-criterion={criterion.nome}
    >
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text fw={700} id={nameId}>
            {criterion.nome}
          </Text>
          <Group gap={6}>
            {criterion.foundInCvOnly && (
              <Badge
                variant="light"
                color="violet"
                c="violet.9"
                leftSection={<IconFileSearch size={12} aria-hidden="true" />}
              >
                {t('criteria.foundInCv')}
              </Badge>
            )}
            {modified && (
              <Badge variant="light" color="brand" c="brand.9">
                {t('criteria.modified')}
              </Badge>
            )}
          </Group>
        </Group>
        {criterion.termos.length > 0 && (
          <Text size="xs" c="gray.7">
            {t('criteria.synonyms', { list: criterion.termos.join(', ') })}
          </Text>
        )}
        <Text size="sm" c="gray.8" aria-live="polite">
          {t('criteria.yourLevel', { caption: caption(level) })}
        </Text>
        <Slider
          min={MIN_CRITERION_LEVEL}
          max={MAX_CRITERION_LEVEL}
          step={1}
          marks={MARKS}
          restrictToMarks
          value={level}
          onChange={onChange}
          disabled={disabled}
          color={SLIDER_COLOR[levelDisplay(level).color]}
          label={caption}
          thumbLabel={t('criteria.sliderLabel', { name: criterion.nome })}
          thumbValueText={(value) => caption(value)}
          mx={6}
        />
        <Box aria-hidden="true" mx={6} pos="relative" mih={38} visibleFrom="sm">
          {CRITERION_LEVEL_KEYS.map((key, index) => {
            const last = index === CRITERION_LEVEL_KEYS.length - 1;
            return (
              <Text
                key={key}
                size="xs"
                c="gray.7"
                pos="absolute"
                top={0}
                maw="30%"
                ta={index === 0 ? 'left' : last ? 'right' : 'center'}
                style={{
                  left: `${(index / (CRITERION_LEVEL_KEYS.length - 1)) * 100}%`,
                  transform: index === 0 ? 'none' : last ? 'translateX(-100%)' : 'translateX(-50%)',
                  lineHeight: 1.3,
                }}
              >
                {t(`levels.${key}`)}
              </Text>
            );
          })}
        </Box>
        {how && (
          <Text size="xs" c="gray.7">
            {how}
          </Text>
        )}
      </Stack>
    </Card>
  );
}

/** 'Required parameters' (peso 3) or 'Desirable parameters' (peso 1, 2), each criterion a 0–3 slider (000 §2). */
export function CriteriaSection({
  id,
  title,
  description,
  criteria,
  levels,
  onChange,
  disabled,
}: CriteriaSectionProps) {
  const { t } = useTranslation('candidature');
  return (
    <Stack gap="xs" component="section" aria-labelledby={id}>
      <Title order={2} size="h4" id={id}>
        {title}
      </Title>
      <Text size="sm" c="gray.7">
        {description}
      </Text>
      {criteria.length === 0 ? (
        <Text size="sm" c="gray.7">
          {t('criteria.none')}
        </Text>
      ) : (
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {criteria.map((criterion) => (
            <CriterionRow
              key={criterion.nome}
              criterion={criterion}
              level={levels[criterion.nome] ?? criterion.level}
              onChange={(level) => onChange(criterion, level)}
              disabled={disabled}
            />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
