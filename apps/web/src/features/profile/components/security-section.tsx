import {
  Alert,
  Badge,
  Button,
  Card,
  Code,
  Group,
  Image,
  List,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import type { SecondFactorSetup, SessionSummary } from '@mosaico/domain';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { PasswordField } from '../../auth';
import {
  confirmSecondFactor,
  disableSecondFactor,
  renewRecoveryCodes,
  startSecondFactor,
  useEndOtherSessions,
  useEndSession,
  useRefreshSecurity,
  useSecondFactorStatus,
  useSessions,
} from '../api/security-api';

type Action = 'on' | 'off' | 'codes';

function Failure({ error }: { error: unknown }) {
  const { t } = useTranslation('profile');
  return (
    <Alert color="red" icon={<IconAlertTriangle size={18} aria-hidden="true" />} role="alert">
      <Text size="sm">{errorMessage(error, t('security.failed'))}</Text>
    </Alert>
  );
}

function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation('profile');
  return (
    <Stack gap="xs">
      <Text fw={600}>{t('security.recoveryTitle')}</Text>
      <Text size="sm">{t('security.recoveryExplain')}</Text>
      <List spacing={4} aria-label={t('security.recoveryTitle')} data-testid="recovery-codes">
        {codes.map((code) => (
          <List.Item key={code}>
            <Code>{code}</Code>
          </List.Item>
        ))}
      </List>
      <Button onClick={onDone} style={{ alignSelf: 'flex-start' }}>
        {t('security.recoveryDone')}
      </Button>
    </Stack>
  );
}

/**
 * Two-step verification in settings: turning it on or off, or new recovery codes, each asks for the password
 * again first (ASVS 5.0 7.5.1); turning it on shows the QR code and key, then takes a first code.
 */
function SecondFactorCard() {
  const { t } = useTranslation('profile');
  const status = useSecondFactorStatus();
  const refresh = useRefreshSecurity();
  const [action, setAction] = useState<Action | null>(null);
  const [password, setPassword] = useState('');
  const [setup, setSetup] = useState<SecondFactorSetup | null>(null);
  const [code, setCode] = useState('');
  const [codes, setCodes] = useState<string[] | null>(null);

  const reset = () => {
    setAction(null);
    setPassword('');
    setSetup(null);
    setCode('');
  };
  const withPassword = useMutation({
    mutationFn: async (chosen: Action) => {
      if (chosen === 'on') setSetup(await startSecondFactor(password));
      else if (chosen === 'codes') setCodes((await renewRecoveryCodes(password)).recoveryCodes);
      else await disableSecondFactor(password);
      return chosen;
    },
    onSuccess: (chosen) => {
      if (chosen === 'off') {
        notifySuccess(t('security.turnedOff'));
        reset();
      }
      if (chosen === 'codes') reset();
      refresh();
    },
  });
  const confirm = useMutation({
    mutationFn: () => confirmSecondFactor(code),
    onSuccess: (answer) => {
      setCodes(answer.recoveryCodes);
      notifySuccess(t('security.turnedOn'));
      reset();
      refresh();
    },
  });

  const onPassword = (event: FormEvent) => {
    event.preventDefault();
    if (action && password !== '' && !withPassword.isPending) withPassword.mutate(action);
  };
  const onCode = (event: FormEvent) => {
    event.preventDefault();
    if (/^\d{6}$/.test(code) && !confirm.isPending) confirm.mutate();
  };

  const data = status.data;
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={3}>{t('security.twoStep')}</Title>
        </Group>
        {data && (
          <Text size="sm">
            {data.enabled
              ? t('security.twoStepOn', { count: data.recoveryCodesLeft })
              : t('security.twoStepOff')}
            {data.required ? ` ${t('security.twoStepRequired')}` : ''}
          </Text>
        )}
        {codes && <RecoveryCodes codes={codes} onDone={() => setCodes(null)} />}
        {!codes && action === null && data && (
          <Group>
            {!data.enabled && <Button onClick={() => setAction('on')}>{t('security.turnOn')}</Button>}
            {data.enabled && (
              <Button variant="default" onClick={() => setAction('codes')}>
                {t('security.newCodes')}
              </Button>
            )}
            {data.enabled && !data.required && (
              <Button variant="default" color="red" onClick={() => setAction('off')}>
                {t('security.turnOff')}
              </Button>
            )}
          </Group>
        )}
        {action !== null && !setup && (
          <form onSubmit={onPassword} noValidate>
            <Stack gap="xs">
              {withPassword.isError && <Failure error={withPassword.error} />}
              <PasswordField
                id="security-password"
                label={t('security.passwordAgain')}
                autoComplete="current-password"
                required
                value={password}
                onChange={(event) => setPassword(event.currentTarget.value)}
                data-autofocus
              />
              <Group>
                <Button type="submit" loading={withPassword.isPending} disabled={password === ''}>
                  {t('security.continue')}
                </Button>
                <Button variant="default" onClick={reset}>
                  {t('security.cancel')}
                </Button>
              </Group>
            </Stack>
          </form>
        )}
        {setup && (
          <form onSubmit={onCode} noValidate>
            <Stack gap="xs">
              <Text size="sm">{t('security.scan')}</Text>
              <Image src={setup.qrCode} alt={t('security.qrAlt')} w={200} h={200} />
              <Text size="sm">{t('security.key')}</Text>
              <Code block data-testid="second-factor-secret">
                {setup.secret}
              </Code>
              {confirm.isError && <Failure error={confirm.error} />}
              <TextInput
                id="security-code"
                label={t('security.code')}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                value={code}
                onChange={(event) => setCode(event.currentTarget.value.replace(/\D/g, ''))}
              />
              <Group>
                <Button type="submit" loading={confirm.isPending} disabled={!/^\d{6}$/.test(code)}>
                  {t('security.confirm')}
                </Button>
                <Button variant="default" onClick={reset}>
                  {t('security.cancel')}
                </Button>
              </Group>
            </Stack>
          </form>
        )}
      </Stack>
    </Card>
  );
}

function SessionRow({ session }: { session: SessionSummary }) {
  const { t, i18n } = useTranslation('profile');
  const end = useEndSession();
  const when = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
  return (
    <Card withBorder radius="sm" padding="sm" data-testid="session-row">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Stack gap={2}>
          <Group gap="xs">
            <Text fw={600}>{session.device}</Text>
            {session.current && <Badge>{t('security.thisDevice')}</Badge>}
          </Group>
          <Text size="sm">{t('security.address', { address: session.address })}</Text>
          <Text size="sm">{t('security.started', { date: when(session.startedAt) })}</Text>
          <Text size="sm">{t('security.lastSeen', { date: when(session.lastSeenAt) })}</Text>
        </Stack>
        {!session.current && (
          <Button
            variant="default"
            size="sm"
            loading={end.isPending}
            aria-label={`${t('security.end')}: ${session.device}, ${session.address}`}
            onClick={() =>
              end.mutate(session.id, {
                onSuccess: () => notifySuccess(t('security.ended')),
                onError: (error) => notifyError(errorMessage(error, t('security.failed'))),
              })
            }
          >
            {t('security.end')}
          </Button>
        )}
      </Group>
    </Card>
  );
}

/** The person's sessions, this device marked; any other can be ended, or all of them at once. */
function SessionsCard() {
  const { t } = useTranslation('profile');
  const sessions = useSessions();
  const endOthers = useEndOtherSessions();
  const list = sessions.data?.sessions ?? [];
  const others = list.filter((session) => !session.current).length;
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="sm">
        <Title order={3}>{t('security.sessions')}</Title>
        <Text size="sm">{t('security.sessionsIntro')}</Text>
        {sessions.isError && <Failure error={sessions.error} />}
        {list.map((session) => (
          <SessionRow key={session.id} session={session} />
        ))}
        {sessions.data && others === 0 && <Text size="sm">{t('security.noOthers')}</Text>}
        {others > 0 && (
          <Button
            variant="default"
            color="red"
            loading={endOthers.isPending}
            style={{ alignSelf: 'flex-start' }}
            onClick={() =>
              endOthers.mutate(undefined, {
                onSuccess: ({ ended }) => notifySuccess(t('security.endedOthers', { count: ended })),
                onError: (error) => notifyError(errorMessage(error, t('security.failed'))),
              })
            }
          >
            {t('security.endOthers')}
          </Button>
        )}
      </Stack>
    </Card>
  );
}

/** Settings' security part (issue 26): two-step verification and the sessions. */
export function SecuritySection() {
  const { t } = useTranslation('profile');
  return (
    <Stack gap="md">
      <Title order={2}>{t('security.title')}</Title>
      <SecondFactorCard />
      <SessionsCard />
    </Stack>
  );
}
