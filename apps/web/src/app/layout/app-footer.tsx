import { Anchor, Box, Container, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ABOUT_URL } from '../../config/env';
import { paths } from '../../config/paths';

export function AppFooter() {
  const { t } = useTranslation('layout');
  const year = new Date().getFullYear();
  return (
    <Box component="footer" bg="dark.8" c="white" py="lg" mt="xl">
      <Container size="lg">
        <Group justify="space-between" gap="md">
          <Text size="sm" c="gray.3">
            {t('footer.copyright', { year })}
          </Text>
          <Group
            component="ul"
            gap="lg"
            m={0}
            p={0}
            style={{ listStyle: 'none' }}
            aria-label={t('footer.linksLabel')}
          >
            <li>
              <Anchor href={ABOUT_URL} target="_blank" rel="noopener noreferrer" c="gray.1" size="sm">
                {t('footer.about')}
              </Anchor>
            </li>
            <li>
              <Anchor component={Link} to={paths.contactUs} c="gray.1" size="sm">
                {t('footer.contact')}
              </Anchor>
            </li>
            <li>
              <Anchor component={Link} to={paths.termsOfUse} c="gray.1" size="sm">
                {t('footer.terms')}
              </Anchor>
            </li>
            <li>
              <Anchor component={Link} to={paths.faq} c="gray.1" size="sm">
                {t('footer.faq')}
              </Anchor>
            </li>
          </Group>
        </Group>
      </Container>
    </Box>
  );
}
