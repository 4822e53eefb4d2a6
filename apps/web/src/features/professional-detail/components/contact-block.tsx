import { Anchor, SimpleGrid, VisuallyHidden } from '@mantine/core';
import type { ProfessionalRecruiterView } from '@mosaico/domain';
import { useTranslation } from 'react-i18next';
import { DetailSection, Field } from './detail-section';

/**
 * 002 §2.8 contact block: main contact, residence, e-mail, location and LinkedIn. The e-mail and phones arrive
 * already masked by the server when the person's channels say so (002 §6); nothing here unmasks anything.
 */
export function ContactBlock({ user }: { user: ProfessionalRecruiterView }) {
  const { t } = useTranslation('professional-detail');
  const contacts = user.contato.lista;
  const main =
    contacts.find((c) => c.tipo === 'Preferencial') ?? contacts.find((c) => c.tipo !== 'Residencial');
  const residence = contacts.find((c) => c.tipo === 'Residencial');
  const location = user.dadosPessoais.geolocation?.formatted_address ?? user.dadosPessoais.localidade;
  return (
    <DetailSection id="professional-contact" title={t('contact.title')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Field label={t('contact.main')} value={main?.contato} />
        <Field label={t('contact.residence')} value={residence?.contato} />
        <Field label={t('contact.email')} value={user.email} />
        <Field label={t('contact.location')} value={location} />
        <Field
          label={t('contact.linkedin')}
          value={
            user.linkedinUrl ? (
              <Anchor
                href={user.linkedinUrl}
                target="_blank"
                rel="noopener noreferrer"
                c="brand.8"
                style={{ overflowWrap: 'anywhere' }}
              >
                {user.linkedinUrl}
                <VisuallyHidden>{` ${t('newTab')}`}</VisuallyHidden>
              </Anchor>
            ) : null
          }
        />
      </SimpleGrid>
    </DetailSection>
  );
}
