import { Alert, Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { normalizeEmail } from '@mosaico/domain';
import { IconCircleCheck } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ALERT_STYLES } from '../../../components/alert-styles/alert-styles';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/page-title';
import { AUTH_CODES, forgotPassword, hasCode } from '../api/auth-api';
import { AuthPageLayout } from '../components/auth-page-layout';
import { loginEmailError } from '../components/auth-rules';

/**
 * /forgot-password (000 §2, §8): e-mail (prefilled from the sign-in link), 'reset password', a link to sign-up and
 * the language selector (in the auth layout). 'Email sent successfully!' / 'Something went wrong!'.
 */
export function ForgotPasswordPage() {
  const { t, i18n } = useTranslation('auth');
  usePageTitle(t('forgot.pageTitle'));
  const [search] = useSearchParams();
  const [email, setEmail] = useState(() => search.get('email') ?? '');
  const [touched, setTouched] = useState(false);
  const emailError = loginEmailError(email);

  const send = useMutation({
    mutationFn: (address: string) => forgotPassword({ email: address, activeLanguage: i18n.language }),
    onSuccess: () => notifySuccess(t('forgot.sent')),
    onError: (error) =>
      notifyError(
        hasCode(error, AUTH_CODES.rateLimited) ? errorMessage(error, t('forgot.failed')) : t('forgot.failed'),
      ),
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (emailError) {
      document.getElementById('forgot-email')?.focus();
      return;
    }
    send.mutate(normalizeEmail(email));
  };

  return (
    <AuthPageLayout title={t('forgot.title')}>
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          <Text>{t('forgot.intro')}</Text>
          {send.isSuccess && (
            <Alert
              color="teal"
              styles={ALERT_STYLES}
              icon={<IconCircleCheck size={18} aria-hidden="true" />}
              title={t('forgot.sent')}
            >
              {t('forgot.sentText', { email: send.variables })}
            </Alert>
          )}
          <TextInput
            id="forgot-email"
            label={t('fields.email')}
            type="email"
            autoComplete="email"
            required
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
            onBlur={() => setTouched(true)}
            error={
              touched && emailError ? t(email.trim() === '' ? 'errors.emailRequired' : emailError) : undefined
            }
          />
          <Button type="submit" loading={send.isPending} fullWidth>
            {t('forgot.submit')}
          </Button>
          <Group gap={6} justify="center">
            <Text size="sm">{t('forgot.noAccount')}</Text>
            <Anchor component={Link} to={paths.signup} size="sm">
              {t('forgot.signUp')}
            </Anchor>
          </Group>
          <Anchor component={Link} to={paths.login} size="sm" ta="center">
            {t('forgot.backToLogin')}
          </Anchor>
        </Stack>
      </form>
    </AuthPageLayout>
  );
}
