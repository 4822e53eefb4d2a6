import { Anchor, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { paths } from '../../../app/paths';
import { errorMessage } from '../../../lib/api-client';
import { notifyError } from '../../../lib/notify';
import { useAuth } from '../../auth';
import { needsPrivacyConsent, useAcceptPrivacyConsent, usePrivacyConsent } from '../api/privacy-consent-api';

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

  const opened = consent.isSuccess && needsPrivacyConsent(consent.data) && rejection === null;

  const onReject = () => {
    setRejection({ arrived: pathname === paths.home });
    void navigate(paths.home);
  };

  const onAccept = () =>
    accept.mutate(undefined, {
      onError: (error) => notifyError(errorMessage(error, t('acceptError'))),
    });

  return (
    // Composed by hand so the dialog's title row is a div: Mantine's <header> would add a second banner
    // landmark next to the page header (axe: landmark-no-duplicate-banner).
    <Modal.Root
      opened={opened}
      onClose={onReject}
      size="lg"
      centered
      closeOnClickOutside={false}
      closeOnEscape={false}
    >
      <Modal.Overlay />
      <Modal.Content>
        <Modal.Body pt="lg">
          <Stack gap="sm">
            <Modal.Title fz="h3" fw={700}>
              {t('title')}
            </Modal.Title>
            <Text>{t('intro')}</Text>
            <Text>{t('body')}</Text>
            <Text>{t('rights')}</Text>
            <Text size="sm" fw={600}>
              {t('validFrom', { date: '17/01/2023' })}
            </Text>
            <Text size="sm">
              {t('readMore')}{' '}
              <Anchor
                component={Link}
                to={paths.termsOfUse}
                target="_blank"
                rel="noopener"
                underline="always"
              >
                {t('termsLink')}
              </Anchor>
            </Text>
            {/* The answer stays in view while the text scrolls on a short phone screen (issue 7: cut off at 390 px). */}
            <Group
              justify="flex-end"
              mt="md"
              py="sm"
              gap="sm"
              wrap="wrap"
              pos="sticky"
              bottom={0}
              bg="var(--mantine-color-body)"
            >
              <Button variant="default" onClick={onReject} disabled={accept.isPending}>
                {t('reject')}
              </Button>
              <Button onClick={onAccept} loading={accept.isPending} data-autofocus>
                {t('accept')}
              </Button>
            </Group>
          </Stack>
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
