import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { isValidEmail } from '@mosaico/domain';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { refreshToken, resendConfirmationMail } from '../api/auth-api';

export interface ExpiredTokenPanelProps {
  username: string;
  token: string;
  /** Where the renewed token continues (000 §4: back to the sign-up validation). */
  onRenewed: (token: string, opportunityId: string | undefined) => void;
  signupLink?: string;
}

/**
 * 000 §2 "Expired-token screen": a button that renews the confirmation token (auth/refreshToken) and continues the
 * sign-up. When the token cannot be renewed (already used, replaced by a newer e-mail, or not a token of ours), it
 * offers a new confirmation e-mail instead.
 */
export function ExpiredTokenPanel({ username, token, onRenewed, signupLink }: ExpiredTokenPanelProps) {
  const { t, i18n } = useTranslation('auth');
  const renew = useMutation({
    mutationFn: () => refreshToken({ token, username }),
    onSuccess: (answer) => onRenewed(answer.token, answer.opportunityId),
  });
  const resend = useMutation({
    mutationFn: () => resendConfirmationMail({ email: username, activeLanguage: i18n.language }),
    onSuccess: () => notifySuccess(t('expired.resent')),
    onError: (error) => notifyError(errorMessage(error, t('errors.unavailable'))),
  });
  const canResend = isValidEmail(username);

  return (
    <Stack>
      <Text>{t('expired.text')}</Text>
      <Button onClick={() => renew.mutate()} loading={renew.isPending} disabled={renew.isError}>
        {t('expired.refresh')}
      </Button>
      {renew.isError && (
        <Alert color="red" icon={<IconAlertTriangle size={18} aria-hidden="true" />} role="alert">
          <Stack gap="xs">
            <Text size="sm">{t('expired.refreshFailed')}</Text>
            {canResend && (
              <Button
                variant="light"
                onClick={() => resend.mutate()}
                loading={resend.isPending}
                disabled={resend.isSuccess}
              >
                {t('expired.resend')}
              </Button>
            )}
          </Stack>
        </Alert>
      )}
      <Anchor component={Link} to={signupLink ?? paths.signup} size="sm">
        {t('expired.signUp')}
      </Anchor>
    </Stack>
  );
}
