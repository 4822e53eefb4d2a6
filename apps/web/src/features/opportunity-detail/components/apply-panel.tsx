import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { type OpportunityDetailFull, TIMINGS_MS } from '@mosaico/domain';
import { IconCheck, IconSend } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { notifyError } from '../../../lib/notify';
import type { SessionUser } from '../../auth';
import { useBecomeCandidate } from '../api/opportunity-api';
import { CandidatureModal } from './candidature-modal';

/** Codes whose server message says exactly what went wrong; other failures get the contract's generic text. */
const EXPLAINED_CODES = new Set(['ALREADY_CANDIDATE', 'OPPORTUNITY_NOT_AVAILABLE']);

function withOpportunity(path: string, opportunityId: string): string {
  return `${path}?opportunityId=${encodeURIComponent(opportunityId)}`;
}

/**
 * The candidate's action (001 §2.3): visitors are sent to sign-up with the opportunity id; professionals apply
 * through the candidature modal; those already taking part see a disabled "already competing" button.
 */
export function ApplyPanel({
  opportunity,
  user,
}: {
  opportunity: OpportunityDetailFull;
  user: SessionUser | null;
}) {
  const { t } = useTranslation('opportunity');
  const navigate = useNavigate();
  const [modalOpen, setModalOpen] = useState(false);
  const [appliedNow, setAppliedNow] = useState(false);
  const become = useBecomeCandidate(opportunity._id);

  useEffect(() => {
    if (!appliedNow) return;
    // 000 §4 / 001 §2.9: the candidature details open 1.5 s after applying.
    const timer = window.setTimeout(
      // The details screen shows its 'application confirmed' banner from this state (000 §2).
      () =>
        void navigate(paths.candidatureDetails(opportunity._id), { state: { candidatureBanner: 'applied' } }),
      TIMINGS_MS.redirectAfterApplying,
    );
    return () => window.clearTimeout(timer);
  }, [appliedNow, navigate, opportunity._id]);

  if (!user) {
    return (
      <Stack gap="xs">
        <Button
          size="lg"
          fullWidth
          leftSection={<IconSend size={18} aria-hidden="true" />}
          onClick={() => void navigate(withOpportunity(paths.signup, opportunity._id))}
        >
          {t('apply.button')}
        </Button>
        <Text size="sm" c="gray.7">
          {t('apply.visitorHint')}{' '}
          <Anchor
            component={Link}
            to={withOpportunity(paths.login, opportunity._id)}
            size="sm"
            underline="always"
          >
            {t('apply.signIn')}
          </Anchor>
        </Text>
      </Stack>
    );
  }

  if (appliedNow) {
    return (
      <Alert color="green" variant="light" icon={<IconCheck aria-hidden="true" />} role="status">
        <Text size="sm" c="#1b5e20" fw={600}>
          {t('apply.appliedBanner')}
        </Text>
      </Alert>
    );
  }

  if (opportunity.isCandidate || opportunity.isEnrolled) {
    return (
      <Stack gap="xs">
        <Button size="md" disabled leftSection={<IconCheck size={18} aria-hidden="true" />}>
          {t('apply.alreadyCompeting')}
        </Button>
        {opportunity.isCandidate && (
          <Anchor
            component={Link}
            to={paths.candidatureDetails(opportunity._id)}
            size="sm"
            underline="always"
          >
            {t('apply.seeApplication')}
          </Anchor>
        )}
      </Stack>
    );
  }

  const submit = (referrer: string) => {
    become.mutate(
      { userId: user.id, referrer },
      {
        onSuccess: () => {
          setModalOpen(false);
          // The banner below says it (a toast would repeat it and cover the user menu).
          setAppliedNow(true);
        },
        onError: (error) => {
          setModalOpen(false);
          notifyError(
            error instanceof ApiError && EXPLAINED_CODES.has(error.code) && error.message
              ? error.message
              : t('apply.failure'),
          );
        },
      },
    );
  };

  return (
    <>
      <Button
        size="lg"
        fullWidth
        leftSection={<IconSend size={18} aria-hidden="true" />}
        onClick={() => setModalOpen(true)}
      >
        {t('apply.button')}
      </Button>
      <CandidatureModal
        opened={modalOpen}
        title={opportunity.titulo}
        submitting={become.isPending}
        onClose={() => setModalOpen(false)}
        onSubmit={submit}
      />
    </>
  );
}
