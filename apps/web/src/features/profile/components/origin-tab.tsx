import { Select, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/dates';
import { useRecruitmentProfile } from '../api/profile-api';

// 000 §9 source channels, the values a professional can say they came through.
export const ORIGIN_CHANNELS = [
  'Recommendation',
  'LinkedIn',
  'Email',
  'Enter',
  'Ceviu',
  'Apinfo',
  'Catho',
  'Client',
  'team member',
  'Yahoo list',
  'e-Panelinha',
  'Others',
] as const;

/** Tab 4 'Tell how you got here' (000 §2): the channel the professional came through (dadosPessoais.indicadoPor). */
export function OriginTab({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation('profile');
  const recruitment = useRecruitmentProfile();
  const known = (ORIGIN_CHANNELS as readonly string[]).includes(value);
  return (
    <Stack gap="md">
      <Text>{t('origin.intro')}</Text>
      <Select
        label={t('origin.channel')}
        placeholder={t('origin.choose')}
        clearable
        data={ORIGIN_CHANNELS.map((channel) => ({ value: channel, label: t(`origin.channels.${channel}`) }))}
        value={known ? value : value ? 'Others' : null}
        onChange={(next) => onChange(next ?? '')}
      />
      {(!known && value !== '') || value === 'Others' ? (
        <TextInput
          label={t('origin.details')}
          value={value === 'Others' ? '' : value}
          onChange={(event) => onChange(event.currentTarget.value || 'Others')}
        />
      ) : null}
      {recruitment.data && (
        <Text size="sm" c="dimmed">
          {t('origin.registered', { date: formatDate(recruitment.data.createdAt) })}
          {recruitment.data.registerRh ? ` ${t('origin.byRecruiter')}` : ''}
        </Text>
      )}
    </Stack>
  );
}
