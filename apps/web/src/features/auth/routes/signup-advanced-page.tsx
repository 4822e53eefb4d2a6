import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import type { ValidateSignupResponse } from '@mosaico/domain';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { notifyError } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/page-title';
import { AUTH_CODES, advancedSignup, hasCode, validateSignup } from '../api/auth-api';
import { AuthPageLayout } from '../components/auth-page-layout';
import { ExpiredTokenPanel } from '../components/expired-token-panel';
import {
  type NewPasswordFieldIds,
  NewPasswordFields,
  useNewPassword,
} from '../components/new-password-fields';
import { REDIRECT_AFTER_APPLYING_MS, REDIRECT_AFTER_VALIDATION_MS } from '../components/timings';
import { ValidationProgress } from '../components/validation-progress';
import { userFromToken } from '../session';
import { useAuth } from '../use-auth';

/** The link type of an ordinary sign-up's confirmation e-mail (domain confirmationLinkPath). */
const CONFIRM_TYPE = 'confirm';

/** Signs the user in and, after the spec's delay, goes to the profile's welcome step (or the application). */
function useFinishSignup() {
  const { signIn } = useAuth();
  const navigate = useNavigate();
  return (answer: ValidateSignupResponse) => {
    signIn(answer.token);
    const user = userFromToken(answer.token);
    if (answer.opportunityId) {
      const target = paths.candidatureDetails(answer.opportunityId, { fromSignup: true });
      window.setTimeout(() => void navigate(target, { replace: true }), REDIRECT_AFTER_APPLYING_MS);
      return;
    }
    const target = user ? paths.professionalProfile(user.id, 'welcome') : paths.home;
    window.setTimeout(() => void navigate(target, { replace: true }), REDIRECT_AFTER_VALIDATION_MS);
  };
}

/**
 * /signup/advanced/:username/:token/:type and /signup/advanced (000 §2, §4, §7; 002 §2.1). Type 'confirm' is the
 * confirmation link of an ordinary sign-up: auth/signup/validate, then the profile with step=welcome after 1 s.
 * Any other type is the invitation of a professional a recruiter registered: choose a password
 * (auth/signup/advanced). An expired or used token shows the expired-token screen.
 */
export function SignupAdvancedPage() {
  const { t } = useTranslation('auth');
  usePageTitle(t('advanced.pageTitle'));
  const { username, token, type } = useParams();
  if (!username || !token || !type) return <IncompleteLink />;
  // A renewed token remounts the screen so its one-time validation runs again.
  return <AdvancedFlow key={`${token}/${type}`} username={username} token={token} type={type} />;
}

function IncompleteLink() {
  const { t } = useTranslation('auth');
  return (
    <AuthPageLayout title={t('validation.title')}>
      <Stack>
        <Text>{t('advanced.missing')}</Text>
        <Group gap="md">
          <Anchor component={Link} to={paths.login}>
            {t('signup.signIn')}
          </Anchor>
          <Anchor component={Link} to={paths.signup}>
            {t('login.signUp')}
          </Anchor>
        </Group>
      </Stack>
    </AuthPageLayout>
  );
}

function AdvancedFlow({ username, token, type }: { username: string; token: string; type: string }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const finish = useFinishSignup();
  const [expired, setExpired] = useState(false);

  if (expired) {
    return (
      <AuthPageLayout title={t('expired.title')}>
        <ExpiredTokenPanel
          username={username}
          token={token}
          onRenewed={(fresh, opportunityId) =>
            void navigate(
              opportunityId
                ? paths.signupCandidature(username, fresh, opportunityId)
                : paths.signupAdvanced(username, fresh, type),
              { replace: true },
            )
          }
        />
      </AuthPageLayout>
    );
  }

  if (type === CONFIRM_TYPE) {
    return (
      <ValidationProgress
        validate={() => validateSignup({ username, token })}
        onValidated={finish}
        onFailed={(error) => {
          if (hasCode(error, AUTH_CODES.tokenInvalid)) {
            setExpired(true);
            return true;
          }
          if (hasCode(error, AUTH_CODES.userNotFound)) {
            // 000 §8: 'User not found', then redirect.
            notifyError(errorMessage(error, t('errors.userNotFound')));
            void navigate(paths.signup, { replace: true });
            return true;
          }
          return false;
        }}
      />
    );
  }

  return (
    <ChoosePassword username={username} token={token} onExpired={() => setExpired(true)} onDone={finish} />
  );
}

const FIELD_IDS: NewPasswordFieldIds = {
  newPassword: 'advanced-password',
  verifyPassword: 'advanced-password-confirm',
};

function ChoosePassword({
  username,
  token,
  onExpired,
  onDone,
}: {
  username: string;
  token: string;
  onExpired: () => void;
  onDone: (answer: ValidateSignupResponse) => void;
}) {
  const { t, i18n } = useTranslation('auth');
  const { password, validate, fields } = useNewPassword(FIELD_IDS);
  const save = useMutation({
    mutationFn: () => advancedSignup({ activeLanguage: i18n.language, password, username, token }),
    onSuccess: onDone,
    onError: (error) => {
      if (hasCode(error, AUTH_CODES.tokenInvalid)) {
        onExpired();
        return;
      }
      // 000 §8: the answer's errorMessage as a toast; the user stays on the token screen.
      notifyError(errorMessage(error, t('errors.generic')));
    },
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (validate()) save.mutate();
  };

  return (
    <AuthPageLayout title={t('advanced.title')}>
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          <Text>{t('advanced.intro', { email: username })}</Text>
          <NewPasswordFields {...fields} />
          <Button type="submit" loading={save.isPending || save.isSuccess} fullWidth>
            {t('advanced.submit')}
          </Button>
        </Stack>
      </form>
    </AuthPageLayout>
  );
}
