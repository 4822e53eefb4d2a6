import { Box, Group, Paper, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MosaicoLogo } from '../../../components/logo/logo';
import { paths } from '../../../config/paths';
import classes from './auth-page-layout.module.css';
import { LanguageMenu } from './language-menu';

/**
 * Frame for the authentication screens (sign-in, sign-up, reset, recovery), which render without the shell.
 * At 680 px or less the card becomes a full-width page (spec 000 §2).
 */
export function AuthPageLayout({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation('layout');
  return (
    <Box component="main" id="main-content" className={classes.page}>
      <Paper className={classes.card} withBorder shadow="sm">
        <Group justify="space-between" mb="lg" wrap="nowrap">
          <Link to={paths.home} aria-label={t('header.homeLink')}>
            <MosaicoLogo />
          </Link>
          <LanguageMenu />
        </Group>
        <Title order={1} size="h2" mb="md">
          {title}
        </Title>
        {children}
      </Paper>
    </Box>
  );
}
