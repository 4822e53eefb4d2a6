import { Alert, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconClipboardPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EvaluationCard } from '../../../components/evaluation-card/evaluation-card';
import { EvaluationWizard } from '../../../components/evaluation-wizard/evaluation-wizard';
import { useProfessionalEvaluations } from '../../../components/evaluation-wizard/evaluations-api';

/**
 * The professional's evaluations on their page (002 §2.8 accordions 'Technical opinion' / 'Behavioural opinion',
 * §2.11): the cards with their flags, each linking to its opportunity and with the edit modal, and the button that
 * opens the wizard. A deleted professional's evaluations stay readable, with no actions (002 §4).
 */
export function EvaluationsSection({
  professionalId,
  displayName,
  deleted = false,
}: {
  professionalId: string;
  displayName: string;
  deleted?: boolean;
}) {
  const { t } = useTranslation('evaluations');
  const evaluations = useProfessionalEvaluations(professionalId);
  const [wizard, setWizard] = useState(false);
  const list = evaluations.data ?? [];
  const technical = list.filter((evaluation) => !evaluation.behavioural);
  const behavioural = list.filter((evaluation) => evaluation.behavioural);
  const group = (title: string, items: typeof list) =>
    items.length > 0 && (
      <Stack gap="xs">
        <Title order={4} size="h5">
          {title}
        </Title>
        {items.map((evaluation) => (
          <EvaluationCard
            key={evaluation._id}
            evaluation={evaluation}
            professionalId={professionalId}
            editable={!deleted}
          />
        ))}
      </Stack>
    );
  return (
    <Stack gap="sm" component="section" aria-labelledby={`evaluations-${professionalId}`}>
      <Group justify="space-between" wrap="wrap">
        <Title order={3} size="h4" id={`evaluations-${professionalId}`}>
          {t('section.title')}
        </Title>
        {!deleted && (
          <Button
            size="compact-sm"
            leftSection={<IconClipboardPlus size={14} aria-hidden="true" />}
            onClick={() => setWizard(true)}
          >
            {t('section.register')}
          </Button>
        )}
      </Group>
      {evaluations.isPending ? (
        <Loader size="sm" aria-label={t('section.title')} />
      ) : evaluations.isError ? (
        <Alert color="red">{t('section.loadFailed')}</Alert>
      ) : list.length === 0 ? (
        <Text size="sm" c="gray.7">
          {t('section.empty')}
        </Text>
      ) : (
        <>
          {group(t('section.technical'), technical)}
          {group(t('section.behaviouralTitle'), behavioural)}
        </>
      )}
      {!deleted && (
        <EvaluationWizard
          opened={wizard}
          onClose={() => setWizard(false)}
          professional={{ id: professionalId, displayName }}
        />
      )}
    </Stack>
  );
}
