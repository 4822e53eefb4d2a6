import { Anchor, Button, Group, Paper, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { hasCookieConsent, storeCookieConsent } from './cookie-consent';

/** Shown at the bottom of every page until the visitor accepts. */
export function CookieBanner() {
  const { t } = useTranslation('layout');
  const [accepted, setAccepted] = useState(hasCookieConsent);
  if (accepted) return null;
  return (
    <Paper
      component="section"
      aria-label={t('cookie.label')}
      shadow="lg"
      withBorder
      p="md"
      radius={0}
      pos="fixed"
      bottom={0}
      left={0}
      right={0}
      style={{ zIndex: 150 }}
    >
      <Group justify="space-between" gap="md" wrap="wrap" maw={1200} mx="auto">
        <Text size="sm" style={{ flex: '1 1 320px' }}>
          {t('cookie.message')}{' '}
          <Anchor component={Link} to={paths.termsOfUse} size="sm" underline="always">
            {t('cookie.learnMore')}
          </Anchor>
        </Text>
        <Button
          onClick={() => {
            storeCookieConsent();
            setAccepted(true);
          }}
        >
          {t('cookie.accept')}
        </Button>
      </Group>
    </Paper>
  );
}
