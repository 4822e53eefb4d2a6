import { Alert, Anchor, Button, Checkbox, Group, Stack, Text, TextInput } from '@mantine/core';
import { isValidEmail, MIN_PASSWORD_LENGTH, normalizeEmail } from '@mosaico/domain';
import { type FormEvent, type KeyboardEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { usePageTitle } from '../../../lib/page-title';
import { checkEmailRegistered } from '../api/auth-api';
import { AuthPageLayout } from '../components/auth-page-layout';
import { type EmailCheck, isStep1Valid, type Step1Field, step1Errors } from '../components/auth-rules';
import { focusFirstError } from '../components/form-focus';
import { PasswordField } from '../components/password-field';
import {
  EMPTY_STEP1,
  loadSignupDraft,
  type SignupStep1,
  saveSignupDraft,
  storableStep1,
} from '../components/signup-draft';
import { withOpportunity } from './opportunity-query';

const FIELD_IDS: Record<Step1Field, string> = {
  firstName: 'signup-first-name',
  lastName: 'signup-last-name',
  email: 'signup-email',
  password: 'signup-password',
};
const ORDER: Step1Field[] = ['firstName', 'lastName', 'email', 'password'];

/** /signup, sign-up step 1 (000 §2, §5, §8). */
export function SignupPage() {
  const { t } = useTranslation('auth');
  usePageTitle(t('signup.pageTitle'));
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const opportunityId = search.get('opportunityId') || null;
  const location = useLocation();
  const retypePassword =
    typeof location.state === 'object' && location.state !== null && 'retypePassword' in location.state;
  // Coming back from step 2 (or after a reload) brings back what was typed.
  const [values, setValues] = useState<SignupStep1>(() => loadSignupDraft().step1 ?? EMPTY_STEP1);
  const [touched, setTouched] = useState<Record<Step1Field, boolean>>({
    firstName: false,
    lastName: false,
    email: false,
    password: false,
  });
  const [submitted, setSubmitted] = useState(false);
  const [emailCheck, setEmailCheck] = useState<{ email: string; state: EmailCheck }>({
    email: '',
    state: 'idle',
  });
  const checkController = useRef<AbortController | null>(null);

  const currentEmail = normalizeEmail(values.email);
  // A check answers for the address it was made for; once the address changes it no longer applies.
  const check: EmailCheck = emailCheck.email === currentEmail ? emailCheck.state : 'idle';
  const errors = step1Errors(values, { submitted, emailCheck: check });
  const valid = isStep1Valid(values, check);
  const shown = (field: Step1Field) => (touched[field] || submitted) && errors[field] !== null;

  const update = <K extends keyof SignupStep1>(field: K, value: SignupStep1[K]) =>
    setValues((previous) => {
      const next = { ...previous, [field]: value };
      saveSignupDraft({ step1: next });
      return next;
    });
  const touch = (field: Step1Field) => setTouched((previous) => ({ ...previous, [field]: true }));

  // 000 §5: on blur the e-mail is checked for existence.
  const checkEmail = () => {
    touch('email');
    const email = currentEmail;
    if (!isValidEmail(email) || (emailCheck.email === email && emailCheck.state !== 'failed')) return;
    checkController.current?.abort();
    const controller = new AbortController();
    checkController.current = controller;
    setEmailCheck({ email, state: 'checking' });
    checkEmailRegistered(email, controller.signal).then(
      (answer) => setEmailCheck({ email, state: answer.exists ? 'taken' : 'free' }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        // A rate-limited check is not an answer: let the sign-up call decide.
        setEmailCheck({
          email,
          state: error instanceof ApiError && error.statusCode === 429 ? 'idle' : 'failed',
        });
      },
    );
  };

  const attempt = () => {
    setSubmitted(true);
    const now = step1Errors(values, { submitted: true, emailCheck: check });
    focusFirstError(ORDER.map((field) => ({ id: FIELD_IDS[field], hasError: now[field] !== null })));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!valid) {
      attempt();
      return;
    }
    const step1 = { ...values, email: normalizeEmail(values.email) };
    saveSignupDraft({ step1 });
    // The history entry's state is kept by the browser like storage: no password in it (ASVS 14.3.3).
    void navigate(withOpportunity(paths.signupLocation, opportunityId), {
      state: { step1: storableStep1(step1) },
    });
  };

  // The disabled Continue button blocks the browser's implicit submission; Enter still counts as an attempt.
  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key === 'Enter' && event.target instanceof HTMLInputElement && !valid) {
      event.preventDefault();
      attempt();
    }
  };

  const errorText = (field: Step1Field) => {
    const key = errors[field];
    return shown(field) && key ? t(key, { min: MIN_PASSWORD_LENGTH }) : undefined;
  };

  return (
    <AuthPageLayout title={opportunityId ? t('signup.titleToApply') : t('signup.title')}>
      <Text size="sm" c="dimmed" mb="sm">
        {t('signup.step', { current: 1, total: 2 })}
      </Text>
      <form onSubmit={onSubmit} onKeyDown={onKeyDown} noValidate>
        <Stack>
          {retypePassword && (
            <Alert color="blue" role="status">
              {t('signup.retypePassword')}
            </Alert>
          )}
          <TextInput
            id={FIELD_IDS.firstName}
            label={t('fields.firstName')}
            autoComplete="given-name"
            required
            value={values.firstName}
            onChange={(event) => update('firstName', event.currentTarget.value)}
            onBlur={() => touch('firstName')}
            error={errorText('firstName')}
          />
          <TextInput
            id={FIELD_IDS.lastName}
            label={t('fields.lastName')}
            autoComplete="family-name"
            required
            value={values.lastName}
            onChange={(event) => update('lastName', event.currentTarget.value)}
            onBlur={() => touch('lastName')}
            error={errorText('lastName')}
          />
          <TextInput
            id={FIELD_IDS.email}
            label={t('fields.email')}
            type="email"
            autoComplete="email"
            required
            value={values.email}
            onChange={(event) => update('email', event.currentTarget.value)}
            onBlur={checkEmail}
            error={errorText('email')}
            aria-busy={check === 'checking' || undefined}
          />
          <PasswordField
            id={FIELD_IDS.password}
            label={t('fields.password')}
            description={t('signup.passwordHint', { min: MIN_PASSWORD_LENGTH })}
            autoComplete="new-password"
            required
            value={values.password}
            onChange={(event) => update('password', event.currentTarget.value)}
            onBlur={() => touch('password')}
            error={errorText('password')}
          />
          <Checkbox
            label={t('signup.disability')}
            checked={values.isUserPCD}
            onChange={(event) => update('isUserPCD', event.currentTarget.checked)}
          />
          <Checkbox
            label={t('signup.europeanCitizen')}
            checked={values.europeanCitizen}
            onChange={(event) => update('europeanCitizen', event.currentTarget.checked)}
          />
          {!valid && (
            <Text size="sm" c="gray.7" id="signup-continue-hint">
              {t('errors.fixBeforeContinue')}
            </Text>
          )}
          <Button
            type="submit"
            disabled={!valid}
            fullWidth
            aria-describedby={valid ? undefined : 'signup-continue-hint'}
          >
            {t('signup.continue')}
          </Button>
          <Group gap={6} justify="center">
            <Text size="sm">{t('signup.haveAccount')}</Text>
            <Anchor component={Link} to={withOpportunity(paths.login, opportunityId)} size="sm">
              {t('signup.signIn')}
            </Anchor>
          </Group>
        </Stack>
      </form>
    </AuthPageLayout>
  );
}
