import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { notifyError } from '../../../lib/notify';
import { useAuth } from '../../auth';
import { needsPrivacyConsent, useAcceptPrivacyConsent, usePrivacyConsent } from '../api/privacy-consent-api';

const PrivacyConsentDialog = lazy(async () => ({
  default: (await import('./privacy-consent-dialog')).PrivacyConsentDialog,
}));

/**
 * Asks a signed-in user to accept the privacy policy when no valid acceptance exists (000 §4).
 * Rejecting goes home and hides the modal there only; the next page asks again.
 */
export function PrivacyConsentModal() {
  const { user } = useAuth();
  if (!user) return null;
  return <ConsentGate userId={user.id} />;
}

function ConsentGate({ userId }: { userId: string }) {
  const { t } = useTranslation('consent');
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const consent = usePrivacyConsent(userId);
  const accept = useAcceptPrivacyConsent(userId);
  // After 'Recusar' the user is sent home (000 §4) and the question waits until they leave home again. The
  // rejection is dropped only once home was reached: the page they rejected on is still shown for a moment.
  const [rejection, setRejection] = useState<{ arrived: boolean } | null>(null);

  useEffect(() => {
    if (rejection === null) return;
    if (pathname === paths.home && !rejection.arrived) setRejection({ arrived: true });
    else if (pathname !== paths.home && rejection.arrived) setRejection(null);
  }, [pathname, rejection]);

  const needed = consent.isSuccess && needsPrivacyConsent(consent.data);
  const opened = needed && rejection === null;
  // The dialog's code loads the first time it is needed and stays mounted after, so it closes as it opened.
  const [used, setUsed] = useState(false);
  useEffect(() => {
    if (needed) setUsed(true);
  }, [needed]);

  const onReject = () => {
    setRejection({ arrived: pathname === paths.home });
    void navigate(paths.home);
  };

  const onAccept = () =>
    accept.mutate(undefined, {
      onError: (error) => notifyError(errorMessage(error, t('acceptError'))),
    });

  if (!needed && !used) return null;
  return (
    <Suspense fallback={null}>
      <PrivacyConsentDialog
        opened={opened}
        pending={accept.isPending}
        onAccept={onAccept}
        onReject={onReject}
      />
    </Suspense>
  );
}
