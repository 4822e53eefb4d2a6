import { Accordion, Container, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../lib/page-title';
import { useAuth } from '../../auth';

// Question keys per audience in the `public` catalogue (faq.<audience>.<key>.question / .answer).
const PROFESSIONAL_QUESTIONS = [
  'whatIs',
  'cost',
  'mosaic',
  'mosaicPieces',
  'attachments',
  'opportunities',
  'compatible',
  'applications',
  'notifications',
  'deleteAccount',
] as const;

const RECRUITER_QUESTIONS = [
  'kanban',
  'talentKanban',
  'search',
  'findProfessionals',
  'registerProfessional',
  'evaluations',
  'reports',
  'contactMasking',
] as const;

/** Two versions (000 §2): recruiters read about their tools, everyone else the professional FAQ. */
export function FaqPage() {
  const { t } = useTranslation('public');
  usePageTitle(t('faq.pageTitle'));
  const { isRecruiter } = useAuth();
  const audience = isRecruiter ? 'recruiter' : 'professional';
  const questions = isRecruiter ? RECRUITER_QUESTIONS : PROFESSIONAL_QUESTIONS;
  return (
    <Container size="md" py="xl">
      <Title order={1} mb="xs">
        {t('faq.title')}
      </Title>
      <Text mb="lg">{t(`faq.${audience}.intro`)}</Text>
      <Accordion variant="separated" multiple>
        {questions.map((key) => (
          <Accordion.Item key={key} value={key}>
            <Accordion.Control>
              <Text component="span" fw={600}>
                {t(`faq.${audience}.${key}.question`)}
              </Text>
            </Accordion.Control>
            <Accordion.Panel>
              <Text>{t(`faq.${audience}.${key}.answer`)}</Text>
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </Container>
  );
}
