import { Anchor, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

/**
 * The privacy policy dialog. Loaded once a signed-in user's consent is found missing (privacy-consent-modal.tsx):
 * most pages never show it, so the modal's code is not on the first page (issue 11).
 */
export function PrivacyConsentDialog({
  opened,
  pending,
  onAccept,
  onReject,
}: {
  opened: boolean;
  pending: boolean;
  onAccept: () => void;
  onReject: () => void;
}) {
  const { t } = useTranslation('consent');
  // Mounted closed, then opened, so the dialog fades in as it did when it shipped with the page.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);

  return (
    // Composed by hand so the dialog's title row is a div: Mantine's <header> would add a second banner
    // landmark next to the page header (axe: landmark-no-duplicate-banner).
    <Modal.Root
      opened={opened && mounted}
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
              <Button variant="default" onClick={onReject} disabled={pending}>
                {t('reject')}
              </Button>
              <Button onClick={onAccept} loading={pending} data-autofocus>
                {t('accept')}
              </Button>
            </Group>
          </Stack>
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
