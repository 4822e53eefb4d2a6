import { Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../lib/page-title';
import { SecuritySection } from '../components/security-section';

/**
 * /account/security: two-step verification and sessions on a screen of their own, for everyone signed in —
 * recruiters and managers reach it from their menu (they have no professional settings worth the name; issue 26
 * item 2). Professionals see the same section in their settings too.
 */
export function AccountSecurityPage() {
  const { t } = useTranslation('account-security');
  usePageTitle(t('pageTitle'));
  return (
    <Container size="sm" py="lg">
      <Stack gap="lg">
        <Title order={1}>{t('pageTitle')}</Title>
        <Text>{t('pageIntro')}</Text>
        <SecuritySection />
      </Stack>
    </Container>
  );
}
