import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { usePageTitle } from '../../../lib/page-title';
import { AUTH_CODES, hasCode, validateSignup } from '../api/auth-api';
import { REDIRECT_AFTER_APPLYING_MS } from '../components/timings';
import { ValidationProgress } from '../components/validation-progress';
import { useAuth } from '../use-auth';

/**
 * /signup-candidature/:username/:token/:opportunityId (000 §2, §4): validates the e-mail, which also applies the
 * user to the opportunity (auth/signup/validate does it server-side), then goes to the candidature details with
 * fromSignup=true after 1.5 s. An expired token leads to /signup-expired-token with the same parameters.
 */
export function SignupCandidaturePage() {
  const { t } = useTranslation('auth');
  usePageTitle(t('validation.pageTitle'));
  const { username, token, opportunityId } = useParams();
  const navigate = useNavigate();
  const { signIn } = useAuth();
  if (!username || !token || !opportunityId) return <Navigate to={paths.signup} replace />;
  return (
    <ValidationProgress
      key={token}
      validate={() => validateSignup({ username, token })}
      applied
      onValidated={(answer) => {
        signIn(answer.token);
        const target = paths.candidatureDetails(answer.opportunityId ?? opportunityId, { fromSignup: true });
        window.setTimeout(() => void navigate(target, { replace: true }), REDIRECT_AFTER_APPLYING_MS);
      }}
      onFailed={(error) => {
        if (hasCode(error, AUTH_CODES.tokenInvalid)) {
          void navigate(paths.signupExpiredToken(username, token, opportunityId), { replace: true });
          return true;
        }
        return false;
      }}
    />
  );
}
