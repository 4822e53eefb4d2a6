import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import { usePageTitle } from '../../../lib/page-title';

/** Last-resort screen when a route fails to load or render (e.g. a stale lazy chunk after a deploy). */
export function RouteErrorPage() {
  const { t } = useTranslation('common');
  usePageTitle(t('routeError.pageTitle'));
  return (
    <Container size="sm" py={80} component="main">
      <Stack align="center" gap="md" ta="center">
        <Title order={1}>{t('routeError.title')}</Title>
        <Text>{t('routeError.text')}</Text>
        {/* A full reload fetches fresh code if the failure was a missing chunk. */}
        <Button component="a" href={paths.home}>
          {t('notFound.home')}
        </Button>
      </Stack>
    </Container>
  );
}
