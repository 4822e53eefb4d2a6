import { Alert, Button, Group, Loader, Modal, Radio, Stack, Stepper, Text } from '@mantine/core';
import { type EvaluationCriterion, TECHNICAL_EVALUATION_TYPE } from '@mosaico/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '../../lib/notify';
import { CriteriaForm, cleanCriteria, GradeAndContent, ZeroConfirmation } from './evaluation-fields';
import { useEvaluationTypes, useRegisterEvaluation } from './evaluations-api';

const DEFAULT_GRADE = 5;

/**
 * The evaluation wizard (002 §4, §5, §8): step 1 picks the type ('Desenvolvedor Java' shown disabled with
 * 'Avaliação Indisponível'; 'Technical advice' never offered; Next disabled until a type is chosen); step 2 the
 * grade 0–10 in steps of 1 and the text ('Preencha o campo Avaliação'), with the criteria form for 'Parecer
 * Técnico' of an opportunity. A zero asks for confirmation. Saves through the API and refreshes every view of the
 * professional's evaluations; a failure says 'Ocorreu algum erro!' and closes the modal.
 */
export function EvaluationWizard({
  opened,
  onClose,
  professional,
  opportunityId = null,
  onSaved,
}: {
  opened: boolean;
  onClose: () => void;
  professional: { id: string; displayName: string };
  opportunityId?: string | null;
  onSaved?: () => void;
}) {
  const { t } = useTranslation('evaluations');
  const types = useEvaluationTypes(opened);
  const register = useRegisterEvaluation(professional.id);
  const [step, setStep] = useState(0);
  const [typeId, setTypeId] = useState<string | null>(null);
  const [resultado, setResultado] = useState(DEFAULT_GRADE);
  const [conteudo, setConteudo] = useState('');
  const [criteria, setCriteria] = useState<EvaluationCriterion[]>([]);
  const [tried, setTried] = useState(false);
  const [confirmZero, setConfirmZero] = useState(false);

  // Each opening starts afresh.
  useEffect(() => {
    if (!opened) return;
    setStep(0);
    setTypeId(null);
    setResultado(DEFAULT_GRADE);
    setConteudo('');
    setCriteria([]);
    setTried(false);
    setConfirmZero(false);
  }, [opened]);

  const chosen = types.data?.find((type) => type._id === typeId && !type.disabled) ?? null;
  const withCriteria = chosen?.name === TECHNICAL_EVALUATION_TYPE && Boolean(opportunityId);
  const contentMissing = conteudo.trim().length === 0;

  const save = () => {
    if (!chosen) return;
    register.mutate(
      {
        avaliacao: chosen._id,
        opportunity: opportunityId ?? null,
        conteudo: conteudo.trim(),
        resultado,
        created: new Date().toISOString(),
        ...(withCriteria ? { avaliationCriteria: cleanCriteria(criteria) } : {}),
      },
      {
        onSuccess: () => {
          notifySuccess(t('messages.registered'));
          onSaved?.();
          onClose();
        },
        // 002 §8: 'Ocorreu algum erro!' and the modal closes.
        onError: () => {
          notifyError(t('messages.failed'));
          onClose();
        },
      },
    );
  };

  const submit = () => {
    setTried(true);
    if (contentMissing) return;
    if (resultado === 0) {
      setConfirmZero(true);
      return;
    }
    save();
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('wizard.title', { name: professional.displayName })}
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': t('wizard.close') }}
    >
      <Stepper active={step} size="sm" allowNextStepsSelect={false} onStepClick={setStep}>
        <Stepper.Step label={t('wizard.stepType')}>
          {types.isPending ? (
            <Loader size="sm" aria-label={t('wizard.stepType')} />
          ) : types.isError ? (
            <Alert color="red">{t('wizard.loadFailed')}</Alert>
          ) : (
            <Radio.Group
              label={t('wizard.typeLabel')}
              value={typeId}
              onChange={(value) => {
                setTypeId(value);
                const picked = types.data.find((type) => type._id === value);
                setCriteria(picked ? picked.criteria.map((criterion) => ({ ...criterion })) : []);
              }}
            >
              <Stack gap="xs" mt="xs">
                {types.data.map((type) => (
                  <Radio
                    key={type._id}
                    value={type._id}
                    label={type.name}
                    disabled={type.disabled}
                    description={
                      type.disabled ? (
                        <Text span size="xs" c="red.9">
                          {t('wizard.unavailable')}
                        </Text>
                      ) : undefined
                    }
                  />
                ))}
              </Stack>
            </Radio.Group>
          )}
        </Stepper.Step>
        <Stepper.Step label={t('wizard.stepGrade')}>
          <Stack gap="md">
            {chosen && (
              <Text size="sm" fw={600}>
                {chosen.name}
              </Text>
            )}
            {withCriteria && <CriteriaForm criteria={criteria} onChange={setCriteria} />}
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
          </Stack>
        </Stepper.Step>
      </Stepper>
      <Group justify="space-between" mt="lg">
        {step === 0 ? (
          <Button variant="default" onClick={onClose}>
            {t('wizard.cancel')}
          </Button>
        ) : (
          <Button variant="default" onClick={() => setStep(0)}>
            {t('wizard.back')}
          </Button>
        )}
        {step === 0 ? (
          <Button disabled={!chosen} onClick={() => setStep(1)}>
            {t('wizard.next')}
          </Button>
        ) : (
          <Button onClick={submit} loading={register.isPending} disabled={confirmZero}>
            {t('wizard.save')}
          </Button>
        )}
      </Group>
    </Modal>
  );
}
