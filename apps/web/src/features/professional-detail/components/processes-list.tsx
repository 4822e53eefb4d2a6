import { Anchor, Badge, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { ProfessionalProcess } from '@mosaico/domain';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import { DetailSection } from './detail-section';

const LABEL_COLORS: Record<ProfessionalProcess['candidateLabel'], string> = {
  recruited: 'gray',
  evaluated: 'blue',
  cvSelected: 'cyan',
  presented: 'indigo',
  selected: 'green',
  dismissed: 'red',
  refused: 'orange',
  quit: 'orange',
};

/**
 * 002 §2.8: the selection processes in progress or previous, each with the candidate label of 002 §4 (decided by
 * the server) and links to the opportunity and to the candidature, both opening in a new tab.
 */
export function ProcessesList({
  id,
  title,
  processes,
  professionalId,
}: {
  id: string;
  title: string;
  processes: readonly ProfessionalProcess[];
  professionalId: string;
}) {
  const { t } = useTranslation('professional-detail');
  return (
    <DetailSection id={id} title={title}>
      {processes.length === 0 ? (
        <Text c="gray.7" fs="italic">
          {t('processes.none')}
        </Text>
      ) : (
        <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }} data-testid={id}>
          {processes.map((process) => (
            <Stack component="li" key={process.id} gap={4}>
              <Anchor
                href={paths.opportunity(process.id)}
                target="_blank"
                rel="noopener noreferrer"
                fw={600}
                c="brand.8"
                style={{ overflowWrap: 'anywhere' }}
              >
                {`#${process.idOpportunity} ${process.title}`}
                <VisuallyHidden>{` ${t('newTab')}`}</VisuallyHidden>
              </Anchor>
              {process.cliente && (
                <Text size="sm" c="gray.8">
                  {process.cliente}
                </Text>
              )}
              <Group gap="xs" wrap="wrap">
                <Badge
                  variant="light"
                  color={LABEL_COLORS[process.candidateLabel]}
                  c="gray.9"
                  data-testid="candidate-label"
                >
                  {t(`labels.${process.candidateLabel}`)}
                </Badge>
                <Badge variant="outline" color="gray" c="gray.9">
                  {t(process.kind === 'candidate' ? 'processes.candidate' : 'processes.enrolled')}
                </Badge>
                <Anchor
                  href={paths.opportunityApplication(process.id, professionalId)}
                  target="_blank"
                  rel="noopener noreferrer"
                  size="sm"
                  c="brand.8"
                >
                  {t('processes.application')}
                  <VisuallyHidden>{` ${t('newTab')}`}</VisuallyHidden>
                </Anchor>
              </Group>
            </Stack>
          ))}
        </Stack>
      )}
    </DetailSection>
  );
}
