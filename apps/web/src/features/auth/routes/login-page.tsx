import { Alert, Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { normalizeEmail } from '@mosaico/domain';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/page-title';
import { AUTH_CODES, hasCode, resendConfirmationMail, signin } from '../api/auth-api';
import { AuthPageLayout } from '../components/auth-page-layout';
import { loginEmailError, loginPasswordError } from '../components/auth-rules';
import { PasswordField } from '../components/password-field';
import { SecondFactorStep } from '../components/second-factor-step';
import { useAuth } from '../use-auth';
import { withOpportunity } from './opportunity-query';

/** Where a guard sent the visitor from (RedirectToLogin's state), when it is a path inside the app. */
function returnPath(state: unknown): string | null {
  if (typeof state !== 'object' || state === null) return null;
  const from = (state as { from?: unknown }).from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : null;
}

/** /login (000 §2 "Sign-in", §4 "Sign-in outcomes", §5; 002 §5 "Login", §8). */
export function LoginPage() {
  const { t, i18n } = useTranslation('auth');
  usePageTitle(t('login.pageTitle'));
  const { signIn } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const [search] = useSearchParams();
  const opportunityId = search.get('opportunityId') || null;
  const [email, setEmail] = useState(() => search.get('email') ?? '');
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState({ email: false, password: false });
  const [failure, setFailure] = useState<{ unconfirmed: boolean; message: string } | null>(null);

  const emailError = loginEmailError(email);
  const passwordError = loginPasswordError(password);
  const valid = emailError === null && passwordError === null;

  const [secondStep, setSecondStep] = useState<{ kind: 'required' | 'enrol'; challenge: string } | null>(
    null,
  );

  const finish = (token: string) => {
    signIn(token);
    const from = returnPath(location.state);
    void navigate(from ?? (opportunityId ? paths.opportunity(opportunityId) : paths.home), {
      replace: true,
    });
  };

  const login = useMutation({
    mutationFn: () => signin({ email: normalizeEmail(email), password }),
    onSuccess: (answer) => {
      if ('token' in answer) finish(answer.token);
      else setSecondStep({ kind: answer.secondFactor, challenge: answer.challenge });
    },
    onError: (error) => {
      if (hasCode(error, AUTH_CODES.unconfirmedEmail)) {
        setFailure({ unconfirmed: true, message: t('login.unconfirmed') });
        return;
      }
      // 000 §4: with an opportunity pending, other failures go to sign-up carrying it.
      if (opportunityId && !hasCode(error, AUTH_CODES.rateLimited)) {
        notifyError(errorMessage(error, t('errors.generic')));
        void navigate(withOpportunity(paths.signup, opportunityId));
        return;
      }
      setFailure({ unconfirmed: false, message: errorMessage(error, t('errors.generic')) });
    },
  });

  const resend = useMutation({
    mutationFn: () => resendConfirmationMail({ email: normalizeEmail(email), activeLanguage: i18n.language }),
    onSuccess: () => notifySuccess(t('login.resent')),
    onError: (error) => notifyError(errorMessage(error, t('errors.unavailable'))),
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!valid || login.isPending) {
      setTouched({ email: true, password: true });
      return;
    }
    setFailure(null);
    login.mutate();
  };

  if (secondStep) {
    return (
      <AuthPageLayout
        title={secondStep.kind === 'enrol' ? t('secondFactor.enrolTitle') : t('secondFactor.title')}
      >
        <SecondFactorStep kind={secondStep.kind} challenge={secondStep.challenge} onToken={finish} />
      </AuthPageLayout>
    );
  }

  return (
    <AuthPageLayout title={opportunityId ? t('login.titleToApply') : t('login.title')}>
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          {failure && (
            <Alert color="red" icon={<IconAlertTriangle size={18} aria-hidden="true" />} role="alert">
              <Stack gap={4}>
                <Text size="sm">{failure.message}</Text>
                {failure.unconfirmed && (
                  <Anchor
                    component="button"
                    type="button"
                    size="sm"
                    onClick={() => resend.mutate()}
                    disabled={resend.isPending}
                    style={{ alignSelf: 'flex-start' }}
                  >
                    {t('login.resend')}
                  </Anchor>
                )}
              </Stack>
            </Alert>
          )}
          <TextInput
            id="login-email"
            label={t('fields.email')}
            type="email"
            autoComplete="email"
            required
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
            onBlur={() => setTouched((v) => ({ ...v, email: true }))}
            error={touched.email && email !== '' && emailError ? t(emailError) : undefined}
          />
          <PasswordField
            id="login-password"
            label={t('fields.password')}
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
            onBlur={() => setTouched((v) => ({ ...v, password: true }))}
            error={touched.password && passwordError ? t(passwordError) : undefined}
          />
          <Anchor component={Link} to={paths.forgotPassword(email.trim())} size="sm">
            {t('login.forgotPassword')}
          </Anchor>
          <Button type="submit" disabled={!valid} loading={login.isPending} fullWidth>
            {opportunityId ? t('login.continue') : t('login.submit')}
          </Button>
          <Group gap={6} justify="center">
            <Text size="sm">{t('login.noAccount')}</Text>
            <Anchor component={Link} to={withOpportunity(paths.signup, opportunityId)} size="sm">
              {t('login.signUp')}
            </Anchor>
          </Group>
        </Stack>
      </form>
    </AuthPageLayout>
  );
}
