import { Alert, Anchor, Loader, Stack, Text } from '@mantine/core';
import type { ValidateSignupResponse } from '@mosaico/domain';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { AuthPageLayout } from './auth-page-layout';

type Phase = { kind: 'working' } | { kind: 'done' } | { kind: 'failed'; message: string };

export interface ValidationProgressProps {
  validate: () => Promise<ValidateSignupResponse>;
  onValidated: (answer: ValidateSignupResponse) => void;
  /** Handles a failure itself (e.g. goes to the expired-token screen) and returns true, or returns false. */
  onFailed: (error: unknown) => boolean;
  /** The confirmation also applied to an opportunity (wording only). */
  applied?: boolean;
}

/**
 * Runs an e-mail link validation once on arrival (the token is single use, so a re-render or React's strict-mode
 * double effect must not send it twice) and shows its progress.
 */
export function ValidationProgress({ validate, onValidated, onFailed, applied }: ValidationProgressProps) {
  const { t } = useTranslation('auth');
  const [phase, setPhase] = useState<Phase>({ kind: 'working' });
  const started = useRef(false);
  const handlers = useRef({ validate, onValidated, onFailed });
  handlers.current = { validate, onValidated, onFailed };

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    handlers.current.validate().then(
      (answer) => {
        setPhase({ kind: 'done' });
        handlers.current.onValidated(answer);
      },
      (error: unknown) => {
        if (handlers.current.onFailed(error)) return;
        setPhase({ kind: 'failed', message: errorMessage(error, t('errors.generic')) });
      },
    );
  }, [t]);

  return (
    <AuthPageLayout title={t('validation.title')}>
      <Stack aria-live="polite">
        {phase.kind === 'working' && (
          <Stack align="center" py="md">
            <Loader aria-hidden="true" />
            <Text>{t('validation.working')}</Text>
          </Stack>
        )}
        {phase.kind === 'done' && (
          <Alert color="teal" icon={<IconCircleCheck size={18} aria-hidden="true" />}>
            {applied ? t('validation.doneApplied') : t('validation.done')}
          </Alert>
        )}
        {phase.kind === 'failed' && (
          <Alert
            color="red"
            icon={<IconAlertTriangle size={18} aria-hidden="true" />}
            title={t('validation.failed')}
          >
            <Stack gap="xs">
              <Text size="sm">{phase.message}</Text>
              <Anchor component={Link} to={paths.login} size="sm">
                {t('signup.signIn')}
              </Anchor>
            </Stack>
          </Alert>
        )}
      </Stack>
    </AuthPageLayout>
  );
}
