import { Button, Divider, Group, Modal, Stack } from '@mantine/core';
import type { Evaluation, EvaluationCriterion } from '@mosaico/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '../../lib/notify';
import {
  CriteriaForm,
  cleanCriteria,
  GradeAndContent,
  ZeroConfirmation,
} from '../evaluation-wizard/evaluation-fields';
import { useUpdateEvaluation, useUpdateEvaluationCriteria } from '../evaluation-wizard/evaluations-api';

/**
 * 002 §2.11 edit modal: the text (never left empty, 'Preencha o campo Avaliação') and the grade (a zero asks for
 * confirmation); for an evaluation of an opportunity, its criteria with their own save ('Criterios atualizados com
 * sucesso!!' / 'Erro ao atualizar criterios').
 */
export function EvaluationEditModal({
  opened,
  evaluation,
  professionalId,
  onClose,
}: {
  opened: boolean;
  evaluation: Evaluation;
  professionalId: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('evaluations');
  const update = useUpdateEvaluation(professionalId, evaluation._id);
  const updateCriteria = useUpdateEvaluationCriteria(professionalId, evaluation._id);
  const [resultado, setResultado] = useState(evaluation.resultado);
  const [conteudo, setConteudo] = useState(evaluation.conteudo);
  const [criteria, setCriteria] = useState<EvaluationCriterion[]>(
    evaluation.opportunity?.avaliationCriteria.map((criterion) => ({ ...criterion })) ?? [],
  );
  const [tried, setTried] = useState(false);
  const [confirmZero, setConfirmZero] = useState(false);
  const contentMissing = conteudo.trim().length === 0;

  const save = () =>
    update.mutate(
      { conteudo: conteudo.trim(), resultado },
      {
        onSuccess: () => {
          notifySuccess(t('messages.updated'));
          onClose();
        },
        onError: () => {
          notifyError(t('messages.failed'));
          onClose();
        },
      },
    );

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('card.editTitle', { type: evaluation.avaliacao })}
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': t('wizard.close') }}
    >
      <Stack gap="md">
        {evaluation.opportunity && (
          <>
            <CriteriaForm criteria={criteria} onChange={setCriteria} />
            <Group justify="flex-end">
              <Button
                size="compact-sm"
                variant="light"
                loading={updateCriteria.isPending}
                onClick={() =>
                  updateCriteria.mutate(cleanCriteria(criteria), {
                    onSuccess: () => notifySuccess(t('criteria.updated')),
                    onError: () => notifyError(t('criteria.failed')),
                  })
                }
              >
                {t('criteria.save')}
              </Button>
            </Group>
            <Divider />
          </>
        )}
        <GradeAndContent
          resultado={resultado}
          onResultado={(value) => {
            setResultado(value);
            setConfirmZero(false);
          }}
          conteudo={conteudo}
          onConteudo={setConteudo}
          contentError={tried && contentMissing}
        />
        {confirmZero && (
          <ZeroConfirmation
            onConfirm={() => {
              setConfirmZero(false);
              save();
            }}
            onCancel={() => setConfirmZero(false)}
          />
        )}
        <Group justify="space-between">
          <Button variant="default" onClick={onClose}>
            {t('wizard.cancel')}
          </Button>
          <Button
            loading={update.isPending}
            disabled={confirmZero}
            onClick={() => {
              setTried(true);
              if (contentMissing) return;
              if (resultado === 0) {
                setConfirmZero(true);
                return;
              }
              save();
            }}
          >
            {t('wizard.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
