import { Button, Group, Switch, Tooltip } from '@mantine/core';
import {
  CANDIDATE_STATUS,
  canReceiveInvite,
  type ProfessionalCardItem,
  type ProfessionalsTab,
} from '@mosaico/domain';
import {
  IconClipboardPlus,
  IconFileText,
  IconMailForward,
  IconUserCheck,
  IconUserPlus,
  IconUserX,
} from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EvaluationWizard } from '../../../components/evaluation-wizard/evaluation-wizard';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { openLatestCv, type SelectionAction, useSelectionAction } from '../api/selection-api';
import { DismissModal } from './dismiss-modal';
import { EnrolModal } from './enrol-modal';

/**
 * 001 §2.7 card actions, by tab: invite (disabled without e-mail notifications), enrol and make candidate on the
 * compatibles; make candidate and dismiss on the enrolled; progress and dismiss on the candidates. A dismissed
 * professional keeps no action but the progress link; a deleted one none (the card says so).
 */
export function CardActions({
  opportunityId,
  opportunityTitle,
  item,
  tab,
}: {
  opportunityId: string;
  opportunityTitle: string;
  item: ProfessionalCardItem;
  tab: ProfessionalsTab;
}) {
  const { t } = useTranslation('professionals');
  const { t: te } = useTranslation('evaluations');
  const action = useSelectionAction(opportunityId);
  const [modal, setModal] = useState<'inscribe' | 'candidate' | 'dismiss' | 'evaluate' | null>(null);
  const [noFinishNotice, setNoFinishNotice] = useState(!item.notifyOnFinish);
  useEffect(() => setNoFinishNotice(!item.notifyOnFinish), [item.notifyOnFinish]);
  const user = item._usuario;
  const dismissed = item.status.current === CANDIDATE_STATUS.dismissed;
  const kind = item.candidatureKind;

  // 001 §7, §8: a failed dismissal says 'Erro', a failed invitation 'Erro ao enviar email', any other action the
  // generic 'Não foi possível concluir a operação.' — unless the server's answer names the reason.
  const fallbackFor = (kind: SelectionAction['kind']) =>
    kind === 'dismiss'
      ? t('actions.failed')
      : kind === 'invite'
        ? t('actions.inviteFailed')
        : t('actions.genericFailed');
  const run = (next: SelectionAction) =>
    action.mutate(next, {
      onSuccess: (message) => {
        notifySuccess(message);
        setModal(null);
      },
      onError: (error) => notifyError(errorMessage(error, fallbackFor(next.kind))),
    });

  const invitable = canReceiveInvite(user.notificationsSettings);
  const buttons: React.ReactNode[] = [
    <Button
      key="cv"
      size="compact-sm"
      variant="default"
      leftSection={<IconFileText size={14} aria-hidden="true" />}
      onClick={() =>
        openLatestCv(user._id)
          .then((found) => {
            if (!found) notifyError(t('actions.noCv'));
          })
          .catch((error: unknown) => notifyError(errorMessage(error, t('actions.genericFailed'))))
      }
    >
      {t('actions.viewCv')}
    </Button>,
  ];
  // 002 §5, 001 §2.7: 'Reenviar e-mail de pré-cadastro' is always there, disabled unless the person has a
  // pre-registration; the disabled button says why on hover, focus or touch.
  buttons.push(
    <Tooltip
      key="resend"
      label={t('actions.resendOff')}
      disabled={user.preRegister}
      events={{ hover: true, focus: true, touch: true }}
    >
      <Button
        size="compact-sm"
        variant="default"
        disabled={!user.preRegister}
        data-disabled={!user.preRegister || undefined}
        loading={action.isPending && action.variables?.kind === 'resendPreRegister'}
        onClick={() =>
          action.mutate(
            { kind: 'resendPreRegister', userId: user._id, opportunityTitle },
            {
              onSuccess: () => notifySuccess(t('actions.resendDone')),
              onError: () => notifyError(t('actions.resendFailed')),
            },
          )
        }
      >
        {t('actions.resendPreRegister')}
      </Button>
    </Tooltip>,
  );
  if (user.preRegister) {
    buttons.push(
      <Button
        key="edit-pre"
        size="compact-sm"
        variant="subtle"
        component={Link}
        to={paths.preRegisterEdit(opportunityId, user._id)}
      >
        {t('actions.editPreRegister')}
      </Button>,
    );
  }
  if (tab === 'compatibles' && !kind) {
    buttons.push(
      <Tooltip
        key="invite"
        label={t('actions.inviteOff')}
        disabled={invitable}
        events={{ hover: true, focus: true, touch: true }}
      >
        <Button
          size="compact-sm"
          variant="default"
          leftSection={<IconMailForward size={14} aria-hidden="true" />}
          disabled={!invitable}
          data-disabled={!invitable || undefined}
          onClick={() => run({ kind: 'invite', userId: user._id })}
          loading={action.isPending && action.variables?.kind === 'invite'}
        >
          {t('actions.invite')}
        </Button>
      </Tooltip>,
      <Button
        key="enrol"
        size="compact-sm"
        variant="default"
        leftSection={<IconUserPlus size={14} aria-hidden="true" />}
        onClick={() => setModal('inscribe')}
      >
        {t('actions.enrol')}
      </Button>,
    );
  }
  if (!dismissed && ((tab === 'compatibles' && !kind) || (tab === 'enrolled' && kind === 'enrolled'))) {
    buttons.push(
      <Button
        key="candidate"
        size="compact-sm"
        leftSection={<IconUserCheck size={14} aria-hidden="true" />}
        onClick={() => setModal('candidate')}
      >
        {t('actions.makeCandidate')}
      </Button>,
    );
  }
  if (tab === 'candidates' && kind === 'candidate') {
    buttons.push(
      <Button
        key="progress"
        size="compact-sm"
        variant="light"
        component={Link}
        to={paths.opportunityApplication(opportunityId, user._id)}
      >
        {t('actions.progress')}
      </Button>,
    );
  }
  // 002 §6, 001 §2.7: 'register evaluation' on every tab's card, the wizard opening with this opportunity chosen.
  buttons.push(
    <Button
      key="evaluate"
      size="compact-sm"
      variant="default"
      leftSection={<IconClipboardPlus size={14} aria-hidden="true" />}
      onClick={() => setModal('evaluate')}
    >
      {te('actions.register')}
    </Button>,
  );
  const finalStatus = [CANDIDATE_STATUS.refused, CANDIDATE_STATUS.quit, CANDIDATE_STATUS.selected].includes(
    (item.status.current ?? -1) as 4 | 5 | 6,
  );
  if (!dismissed && !finalStatus && (tab === 'enrolled' || tab === 'candidates') && kind) {
    buttons.push(
      <Button
        key="dismiss"
        size="compact-sm"
        variant="subtle"
        color="red"
        leftSection={<IconUserX size={14} aria-hidden="true" />}
        onClick={() => setModal('dismiss')}
      >
        {t('actions.dismiss')}
      </Button>,
    );
  }
  return (
    <>
      <Group gap="xs" wrap="wrap" data-testid="card-actions">
        {buttons}
      </Group>
      {kind && !dismissed && (
        <Switch
          size="sm"
          label={t('actions.noFinishNotice')}
          checked={noFinishNotice}
          disabled={action.isPending && action.variables?.kind === 'finishNotice'}
          onChange={(event) => {
            // Shown at once; put back if the server refuses.
            const next = event.currentTarget.checked;
            setNoFinishNotice(next);
            action.mutate(
              { kind: 'finishNotice', userId: user._id, notifyOnFinish: !next },
              {
                onError: (error) => {
                  setNoFinishNotice(!next);
                  notifyError(errorMessage(error, t('actions.noticeFailed')));
                },
              },
            );
          }}
        />
      )}
      {(modal === 'inscribe' || modal === 'candidate') && (
        <EnrolModal
          opened
          name={user.displayName}
          conversionType={modal}
          pending={action.isPending}
          onClose={() => setModal(null)}
          onConfirm={(triage) => run({ kind: 'enrol', userId: user._id, conversionType: modal, triage })}
        />
      )}
      {modal === 'evaluate' && (
        <EvaluationWizard
          opened
          onClose={() => setModal(null)}
          professional={{ id: user._id, displayName: user.displayName }}
          opportunityId={opportunityId}
        />
      )}
      {modal === 'dismiss' && kind && (
        <DismissModal
          opened
          title={t('actions.dismissTitle', { name: user.displayName })}
          text={t('actions.dismissText')}
          pending={action.isPending}
          onClose={() => setModal(null)}
          onConfirm={(sendMail) =>
            run({
              kind: 'dismiss',
              userId: user._id,
              type: kind === 'candidate' ? 'dispensar-candidato' : 'dispensar-triado',
              sendMail,
            })
          }
        />
      )}
    </>
  );
}
