import { Alert, Button, Checkbox, Group, Modal, Stack, TagsInput, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-client';
import { checkCriterionName, useCreateCriterion } from '../api/opportunity-form-api';

/** 001 §2.2: a new criterion needs a name (trimmed) and at least one synonym; a global name must be new. */
export function NewCriterionModal({
  opened,
  onClose,
  onCreated,
}: {
  opened: boolean;
  onClose: () => void;
  onCreated: (criterion: { nome: string; termos: string[] }) => void;
}) {
  const { t } = useTranslation('recruiter');
  const create = useCreateCriterion();
  const [nome, setNome] = useState('');
  const [termos, setTermos] = useState<string[]>([]);
  const [global, setGlobal] = useState(true);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (opened) {
      setNome('');
      setTermos([]);
      setGlobal(true);
      setError(null);
    }
  }, [opened]);
  const ok = async () => {
    const name = nome.trim();
    if (global && (await checkCriterionName(name)).exists) {
      setError(t('form.criterionDuplicate'));
      return;
    }
    create.mutate(
      { nome: name, termos, global },
      {
        onSuccess: (created) => {
          onCreated(created);
          onClose();
        },
        onError: (e) => setError(errorMessage(e, t('form.unexpected'))),
      },
    );
  };
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('form.newCriterion')}
      centered
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      <Stack gap="md">
        <TextInput
          label={t('form.criterionName')}
          required
          value={nome}
          onChange={(e) => setNome(e.currentTarget.value)}
        />
        <TagsInput
          label={t('form.synonyms')}
          description={t('form.synonymsHint')}
          value={termos}
          onChange={setTermos}
        />
        <Checkbox
          label={t('form.global')}
          checked={global}
          onChange={(e) => setGlobal(e.currentTarget.checked)}
        />
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button
            disabled={nome.trim() === '' || termos.length === 0}
            loading={create.isPending}
            onClick={() => void ok()}
          >
            {t('form.ok')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
