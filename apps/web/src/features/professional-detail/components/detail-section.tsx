import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A titled block of the page (its heading names the region for screen readers). */
export function DetailSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={`${id}-title`}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={`${id}-title`}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

/** A label and its value; an empty value reads 'Sem informação' (002 §8). */
export function Field({ label, value }: { label: string; value: ReactNode }) {
  const { t } = useTranslation('professional-detail');
  const empty =
    value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);
  return (
    <Stack gap={2}>
      <Text size="sm" fw={600} c="gray.8">
        {label}
      </Text>
      {empty ? (
        <Text c="gray.7" fs="italic">
          {t('noInformation')}
        </Text>
      ) : typeof value === 'string' ? (
        <Text style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>{value}</Text>
      ) : (
        value
      )}
    </Stack>
  );
}
