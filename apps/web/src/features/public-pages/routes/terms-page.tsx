import { Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../lib/page-title';

// Section keys in the `public` catalogue, in reading order.
const SECTIONS = [
  'service',
  'eligibility',
  'account',
  'data',
  'consent',
  'content',
  'liability',
  'changes',
] as const;

export function TermsPage() {
  const { t } = useTranslation('public');
  usePageTitle(t('terms.pageTitle'));
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <div>
          <Title order={1}>{t('terms.title')}</Title>
          <Text size="sm" c="gray.7" mt={4}>
            {t('terms.validFrom', { date: '17/01/2023' })}
          </Text>
        </div>
        <Text>{t('terms.intro')}</Text>
        {SECTIONS.map((section, index) => (
          <section key={section} aria-labelledby={`terms-${section}`}>
            <Title order={2} size="h3" id={`terms-${section}`} mb="xs">
              {`${index + 1}. ${t(`terms.sections.${section}.title`)}`}
            </Title>
            <Text>{t(`terms.sections.${section}.body`)}</Text>
          </section>
        ))}
        <section aria-labelledby="terms-attributions">
          <Title order={2} size="h3" id="terms-attributions" mb="xs">
            {t('terms.attributionsTitle')}
          </Title>
          <Text>{t('terms.geonames')}</Text>
        </section>
      </Stack>
    </Container>
  );
}
