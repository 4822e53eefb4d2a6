import { Anchor, Button, Loader, Stack, Text } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/page-title';
import { AUTH_CODES, checkResetToken, hasCode, resetPassword } from '../api/auth-api';
import { AuthPageLayout } from '../components/auth-page-layout';
import {
  type NewPasswordFieldIds,
  NewPasswordFields,
  useNewPassword,
} from '../components/new-password-fields';
import { REDIRECT_AFTER_RESET_MS } from '../components/timings';

const FIELD_IDS: NewPasswordFieldIds = {
  newPassword: 'reset-password',
  verifyPassword: 'reset-password-confirm',
};

/**
 * /auth/reset/:id (000 §2, §4, §5, §8): checks the token first (GET auth/reset/{token}); an invalid or expired one
 * shows the expired page with a link to /forgot-password. New password and confirmation (at least 8, equal);
 * success goes to /login after 500 ms.
 */
export function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  usePageTitle(t('reset.pageTitle'));
  const { id: token = '' } = useParams();
  const status = useQuery({
    queryKey: ['auth', 'reset-token', token],
    queryFn: ({ signal }) => checkResetToken(token, signal),
    enabled: token !== '',
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const [expired, setExpired] = useState(false);

  if (token === '' || expired || status.isError) {
    return (
      <AuthPageLayout title={t('expired.title')}>
        <Stack>
          <Text>{t('reset.expiredText')}</Text>
          <Anchor component={Link} to={paths.forgotPassword()}>
            {t('reset.tryAgain')}
          </Anchor>
        </Stack>
      </AuthPageLayout>
    );
  }
  if (status.isPending) {
    return (
      <AuthPageLayout title={t('reset.title')}>
        <Stack align="center" py="md" aria-live="polite">
          <Loader aria-hidden="true" />
          <Text>{t('reset.checking')}</Text>
        </Stack>
      </AuthPageLayout>
    );
  }
  return <ResetForm token={token} onExpired={() => setExpired(true)} />;
}

function ResetForm({ token, onExpired }: { token: string; onExpired: () => void }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const { password, verify, validate, fields } = useNewPassword(FIELD_IDS);

  const save = useMutation({
    mutationFn: () => resetPassword(token, { newPassword: password, verifyPassword: verify }),
    onSuccess: () => {
      notifySuccess(t('reset.changed'));
      window.setTimeout(() => void navigate(paths.login, { replace: true }), REDIRECT_AFTER_RESET_MS);
    },
    onError: (error) => {
      if (hasCode(error, AUTH_CODES.tokenInvalid)) {
        onExpired();
        return;
      }
      notifyError(t('reset.failed'));
    },
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (validate()) save.mutate();
  };

  return (
    <AuthPageLayout title={t('reset.title')}>
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          <NewPasswordFields {...fields} />
          <Button type="submit" loading={save.isPending || save.isSuccess} fullWidth>
            {t('reset.submit')}
          </Button>
        </Stack>
      </form>
    </AuthPageLayout>
  );
}
