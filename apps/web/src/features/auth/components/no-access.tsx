import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { usePageTitle } from '../../../lib/page-title';

/**
 * A signed-in person on a page their role does not open (issue 12): say so and offer the way home. The sign-in
 * form is for visitors; showing it to someone already signed in reads as a lost session.
 */
export function NoAccess() {
  const { t } = useTranslation('auth');
  usePageTitle(t('noAccess.pageTitle'));
  return (
    <Container size="sm" py={80}>
      <Stack align="center" gap="md" ta="center">
        <Text fz={64} fw={800} c="brand.7" aria-hidden="true">
          403
        </Text>
        <Title order={1}>{t('noAccess.title')}</Title>
        <Text>{t('noAccess.text')}</Text>
        <Group justify="center">
          <Button component={Link} to={paths.home}>
            {t('noAccess.home')}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
