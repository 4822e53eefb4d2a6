import { Button, Group, SimpleGrid, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import type { ProfessionalRecruiterView, RecruiterInputs } from '@mosaico/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/dates';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useSaveRecruiterInputs } from '../api/professional-detail-api';
import { DetailSection } from './detail-section';

type Sheet = Omit<RecruiterInputs, 'lastUpdated' | 'lastUpdatedBy'>;
type Group_ = 'contato' | 'formacaoEIdiomas' | 'infosComplementares' | 'carreiraEObjetivos';

const NOTES: Array<{ group: Exclude<Group_, 'contato'>; fields: string[] }> = [
  { group: 'formacaoEIdiomas', fields: ['formacao', 'idiomas'] },
  { group: 'infosComplementares', fields: ['pcd', 'indicacao'] },
  {
    group: 'carreiraEObjetivos',
    fields: ['ondeGostariaDeTrabalhar', 'interesses', 'comOQueGostariaDeTrabalhar', 'principaisCompetencias'],
  },
];

/**
 * 002 §2.8 / §3 recruiterInputs: the recruiter-only sheet of free-text inputs (contacts, LinkedIn, notes on
 * education, complementary information, career). The professional never sees it. Its salary part is the one of
 * the salary card; this form sends the stored one back unchanged.
 */
export function RecruiterSheet({ user, readOnly }: { user: ProfessionalRecruiterView; readOnly: boolean }) {
  const { t } = useTranslation('professional-detail');
  const save = useSaveRecruiterInputs(user._id);
  const { lastUpdated, lastUpdatedBy, ...initial } = user.recruiterInputs;
  const [sheet, setSheet] = useState<Sheet>(initial);

  const set = (group: Group_, field: string, value: string) =>
    setSheet((current) => ({ ...current, [group]: { ...current[group], [field]: value } }));
  const value = (group: Group_, field: string) => (sheet[group] as Record<string, string>)[field] ?? '';

  return (
    <DetailSection id="recruiter-sheet" title={t('sheet.title')}>
      <Text size="sm" c="gray.8">
        {lastUpdated
          ? t('sheet.lastUpdated', {
              date: formatDateTime(lastUpdated),
              name: lastUpdatedBy?.displayName ?? t('sheet.someone'),
            })
          : t('sheet.never')}
      </Text>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate(sheet, {
            onSuccess: () => notifySuccess(t('sheet.saved')),
            onError: (error) => notifyError(errorMessage(error, t('sheet.failed'))),
          });
        }}
      >
        <Stack gap="md">
          <Title order={3} size="h5">
            {t('sheet.contact')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {(['principal', 'residencial', 'email', 'localidade'] as const).map((field) => (
              <TextInput
                key={field}
                label={t(`sheet.fields.${field}`)}
                value={value('contato', field)}
                onChange={(event) => set('contato', field, event.currentTarget.value)}
                maxLength={300}
                readOnly={readOnly}
              />
            ))}
            <TextInput
              label={t('sheet.fields.linkedinUrl')}
              value={sheet.linkedinUrl}
              onChange={(event) => {
                const next = event.currentTarget.value;
                setSheet((current) => ({ ...current, linkedinUrl: next }));
              }}
              maxLength={300}
              readOnly={readOnly}
            />
          </SimpleGrid>
          {NOTES.map(({ group, fields }) => (
            <Stack key={group} gap="sm">
              <Title order={3} size="h5">
                {t(`sheet.groups.${group}`)}
              </Title>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                {fields.map((field) => (
                  <Textarea
                    key={field}
                    label={t(`sheet.fields.${field}`)}
                    value={value(group, field)}
                    onChange={(event) => set(group, field, event.currentTarget.value)}
                    autosize
                    minRows={2}
                    maxLength={4000}
                    readOnly={readOnly}
                  />
                ))}
              </SimpleGrid>
            </Stack>
          ))}
          {!readOnly && (
            <Group justify="flex-end">
              <Button type="submit" loading={save.isPending}>
                {t('sheet.save')}
              </Button>
            </Group>
          )}
        </Stack>
      </form>
    </DetailSection>
  );
}
