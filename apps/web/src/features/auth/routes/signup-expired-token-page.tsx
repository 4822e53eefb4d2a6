import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { usePageTitle } from '../../../lib/page-title';
import { AuthPageLayout } from '../components/auth-page-layout';
import { ExpiredTokenPanel } from '../components/expired-token-panel';
import { withOpportunity } from './opportunity-query';

/**
 * /signup-expired-token/:username/:token/:opportunityId (000 §2, §4): the button renews the confirmation token
 * (auth/refreshToken {token, username}) and continues at /signup-candidature with the new one.
 */
export function SignupExpiredTokenPage() {
  const { t } = useTranslation('auth');
  usePageTitle(t('expired.pageTitle'));
  const { username, token, opportunityId } = useParams();
  const navigate = useNavigate();
  if (!username || !token || !opportunityId) return <Navigate to={paths.signup} replace />;
  return (
    <AuthPageLayout title={t('expired.title')}>
      <ExpiredTokenPanel
        username={username}
        token={token}
        signupLink={withOpportunity(paths.signup, opportunityId)}
        onRenewed={(fresh, renewedOpportunityId) =>
          void navigate(paths.signupCandidature(username, fresh, renewedOpportunityId ?? opportunityId), {
            replace: true,
          })
        }
      />
    </AuthPageLayout>
  );
}
