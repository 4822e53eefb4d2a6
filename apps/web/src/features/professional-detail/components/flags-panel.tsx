import { Alert, Button, Loader, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { DEFAULT_PROVIDER_NAME } from '@mosaico/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/dates';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { type PanelFlag, useProfileFlags, useSetProfileFlag } from '../api/profile-flags-api';

/** The flags a recruiter may set (002 §6), in the order the panel lists them. */
const FLAGS: readonly PanelFlag[] = [
  'isTalent',
  'isEluminer',
  'isCollaboratorExEluminer',
  'isIndicationUser',
  'locationInternational',
  'europeanUnionCitizenship',
  'isUserPCD',
];

/**
 * The professional page's flags panel (002 §2.8 "recruiters can change the flags", §6, §7.4): one switch per flag
 * with its current state and since when, each saved at once through its `profile/*` call with the toasts of 002 §8
 * ('Profissional atualizado!' / 'Erro ao atualizar profissional'). Reads its own state from GET profile/flags/{id}.
 * A deleted registration shows 'Cadastro excluído' and no switch. Translations: namespace `professional-flags`.
 */
export function FlagsPanel({
  professionalId,
  deleted = false,
}: {
  professionalId: string;
  deleted?: boolean;
}) {
  const { t } = useTranslation('professional-flags');
  const titleId = useId();
  const flags = useProfileFlags(professionalId, !deleted);
  const setFlag = useSetProfileFlag(professionalId);
  const provider = DEFAULT_PROVIDER_NAME;

  let body: React.ReactNode;
  if (deleted) {
    body = <Text c="gray.8">{t('panel.deleted')}</Text>;
  } else if (flags.isPending) {
    body = <Loader size="sm" aria-label={t('panel.loading')} />;
  } else if (flags.isError) {
    body = (
      <Alert color="red" variant="light" c="gray.9">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{t('panel.loadError')}</Text>
          <Button size="compact-sm" variant="default" onClick={() => flags.refetch()}>
            {t('panel.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  } else {
    const data = flags.data;
    body = (
      <Stack gap="sm">
        {FLAGS.map((flag) => {
          const saving = setFlag.isPending && setFlag.variables?.flag === flag;
          const checked = saving ? (setFlag.variables?.status ?? false) : data[flag].status;
          const since = data[flag].status ? data[flag].updatedAt : null;
          const notes = [
            since ? t('panel.since', { date: formatDate(since) }) : null,
            flag === 'isUserPCD' ? t('panel.pcdNote') : null,
          ].filter(Boolean);
          const noteId = `${titleId}-${flag}`;
          return (
            <Stack key={flag} gap={2}>
              <Switch
                data-flag={flag}
                label={t(`panel.flags.${flag}`, { provider })}
                // The notes describe the switch; its name stays the flag's (Mantine would put a description in it).
                aria-describedby={notes.length > 0 ? noteId : undefined}
                checked={checked}
                disabled={setFlag.isPending}
                onChange={(event) =>
                  setFlag.mutate(
                    { flag, status: event.currentTarget.checked },
                    {
                      onSuccess: () => notifySuccess(t('panel.updated')),
                      onError: () => notifyError(t('panel.updateError')),
                    },
                  )
                }
              />
              {notes.length > 0 && (
                <Text size="xs" c="gray.8" id={noteId} pl={46}>
                  {notes.join(' · ')}
                </Text>
              )}
            </Stack>
          );
        })}
      </Stack>
    );
  }

  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="section"
      aria-labelledby={titleId}
      data-testid="flags-panel"
    >
      <Stack gap="sm">
        <Title order={2} size="h4" id={titleId}>
          {t('panel.title')}
        </Title>
        {body}
      </Stack>
    </Paper>
  );
}
