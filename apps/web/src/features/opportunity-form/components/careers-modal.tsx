import { ActionIcon, Alert, Button, Group, Modal, Stack, TagsInput, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-client';
import { useCareerChanges } from '../api/opportunity-form-api';

/** 001 §2.2: new careers typed as chips (save disabled without one); careers can be deleted. */
export function CareersModal({
  opened,
  onClose,
  userId,
  careers,
}: {
  opened: boolean;
  onClose: () => void;
  userId: string;
  careers: ReadonlyArray<{ _id: string; nome: string }>;
}) {
  const { t } = useTranslation('recruiter');
  const changes = useCareerChanges(userId);
  const [names, setNames] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (opened) {
      setNames([]);
      setError(null);
    }
  }, [opened]);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('form.manageCareers')}
      centered
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      <Stack gap="md">
        <TagsInput
          label={t('form.newCareers')}
          description={t('form.newCareersHint')}
          value={names}
          onChange={setNames}
        />
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button
            disabled={names.length === 0}
            loading={changes.create.isPending}
            onClick={() =>
              changes.create.mutate(
                names.map((nome) => ({ nome })),
                {
                  onSuccess: () => setNames([]),
                  onError: (e) => setError(errorMessage(e, t('form.unexpected'))),
                },
              )
            }
          >
            {t('form.saveCareers')}
          </Button>
        </Group>
        <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {careers.map((career) => (
            <Group key={career._id} component="li" justify="space-between">
              <Text size="sm">{career.nome}</Text>
              <ActionIcon
                variant="subtle"
                color="red.9"
                aria-label={t('form.deleteCareer', { name: career.nome })}
                onClick={() => changes.remove.mutate(career._id)}
              >
                <IconTrash size={16} aria-hidden="true" />
              </ActionIcon>
            </Group>
          ))}
        </Stack>
      </Stack>
    </Modal>
  );
}
