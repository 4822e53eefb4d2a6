import { Button } from '@mantine/core';
import { IconCheck, IconChevronDown, IconWorld } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { HeaderMenu } from '../../../components/header-menu/header-menu';
import { changeLanguage } from '../../../i18n';
import { isLanguage, type Language, SUPPORTED_LANGUAGES } from '../../../i18n/languages';
import { useAuth } from '../use-auth';

/** Language dropdown (en-US, pt-BR, pt-PT): switches every text live and remembers the choice. */
export function LanguageMenu() {
  const { t, i18n } = useTranslation('layout');
  const current = isLanguage(i18n.language) ? i18n.language : 'en-US';
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const choose = (language: Language) => {
    void changeLanguage(language);
    // Visitors keep the choice in this browser only. A failed save leaves the live switch in place: the texts
    // already changed and the browser remembers it, so no error is shown for it.
    if (!user) return;
    // The profile schema is large: it loads only when a signed-in user changes language, not with the shell.
    import('./save-own-language')
      .then(({ saveOwnLanguage }) => saveOwnLanguage(user.id, language))
      .then((saved) => queryClient.setQueryData(['users', 'me', user.id], saved))
      .catch(() => undefined);
  };
  return (
    <HeaderMenu
      position="bottom-end"
      target={
        <Button
          variant="subtle"
          color="dark"
          size="compact-md"
          leftSection={<IconWorld size={18} aria-hidden="true" />}
          rightSection={<IconChevronDown size={14} aria-hidden="true" />}
          aria-label={t('language.label', { language: t(`language.names.${current}`) })}
        >
          {t(`language.short.${current}`)}
        </Button>
      }
      entries={SUPPORTED_LANGUAGES.map((language) => ({
        kind: 'item',
        key: language,
        label: t(`language.names.${language}`),
        lang: language,
        onClick: () => choose(language),
        rightSection: language === current ? <IconCheck size={14} aria-hidden="true" /> : null,
        current: language === current,
      }))}
    />
  );
}
