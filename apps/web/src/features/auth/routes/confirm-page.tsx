import { Anchor, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/page-title';
import { resendConfirmationMail } from '../api/auth-api';
import { AuthPageLayout } from '../components/auth-page-layout';

function emailFromState(state: unknown): string | null {
  if (typeof state !== 'object' || state === null) return null;
  const email = (state as { email?: unknown }).email;
  return typeof email === 'string' && email !== '' ? email : null;
}

/** /confirm, 'check your e-mail' (000 §2): a resend link; with no e-mail passed it returns to sign-up. */
export function ConfirmPage() {
  const { t } = useTranslation('auth');
  usePageTitle(t('confirm.pageTitle'));
  const location = useLocation();
  const email = emailFromState(location.state);
  if (!email) return <Navigate to={paths.signup} replace />;
  return <CheckYourEmail email={email} />;
}

function CheckYourEmail({ email }: { email: string }) {
  const { t, i18n } = useTranslation('auth');
  const resend = useMutation({
    mutationFn: () => resendConfirmationMail({ email, activeLanguage: i18n.language }),
    onSuccess: () => notifySuccess(t('confirm.resent')),
    // 000 §8: a failed resend is 'System unavailable, please try again later.' (a 429 names its wait instead).
    onError: (error) => notifyError(errorMessage(error, t('errors.unavailable'))),
  });

  return (
    <AuthPageLayout title={t('confirm.title')}>
      <Stack>
        <ThemeIcon size={48} radius="xl" variant="light" aria-hidden="true">
          <IconMailForward size={28} />
        </ThemeIcon>
        <Text>{t('confirm.text', { email })}</Text>
        <Text size="sm" c="gray.7">
          {t('confirm.spam')}
        </Text>
        <Anchor
          component="button"
          type="button"
          onClick={() => resend.mutate()}
          disabled={resend.isPending}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('confirm.resend')}
        </Anchor>
      </Stack>
    </AuthPageLayout>
  );
}
