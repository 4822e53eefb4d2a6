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
  const { t } = useTranslation('account-security');
  return (
    <Alert color="red" icon={<IconAlertTriangle size={18} aria-hidden="true" />} role="alert">
      <Text size="sm">{errorMessage(error, t('failed'))}</Text>
    </Alert>
  );
}

function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation('account-security');
  return (
    <Stack gap="xs">
      <Text fw={600}>{t('recoveryTitle')}</Text>
      <Text size="sm">{t('recoveryExplain')}</Text>
      <List spacing={4} aria-label={t('recoveryTitle')} data-testid="recovery-codes">
        {codes.map((code) => (
          <List.Item key={code}>
            <Code>{code}</Code>
          </List.Item>
        ))}
      </List>
      <Button onClick={onDone} style={{ alignSelf: 'flex-start' }}>
        {t('recoveryDone')}
      </Button>
    </Stack>
  );
}

/**
 * Two-step verification in settings: turning it on or off, or new recovery codes, each asks for the password
 * again first (ASVS 5.0 7.5.1); turning it on shows the QR code and key, then takes a first code.
 */
function SecondFactorCard({ onChanged }: { onChanged: () => void }) {
  const { t } = useTranslation('account-security');
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
        notifySuccess(t('turnedOff'));
        reset();
        onChanged();
      }
      if (chosen === 'codes') {
        reset();
        onChanged();
      }
      refresh();
    },
  });
  const confirm = useMutation({
    mutationFn: () => confirmSecondFactor(code),
    onSuccess: (answer) => {
      setCodes(answer.recoveryCodes);
      notifySuccess(t('turnedOn'));
      reset();
      onChanged();
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
          <Title order={3}>{t('twoStep')}</Title>
        </Group>
        {data && (
          <Text size="sm">
            {data.enabled ? t('twoStepOn', { count: data.recoveryCodesLeft }) : t('twoStepOff')}
            {data.required ? ` ${t('twoStepRequired')}` : ''}
          </Text>
        )}
        {codes && <RecoveryCodes codes={codes} onDone={() => setCodes(null)} />}
        {!codes && action === null && data && (
          <Group>
            {!data.enabled && <Button onClick={() => setAction('on')}>{t('turnOn')}</Button>}
            {data.enabled && (
              <Button variant="default" onClick={() => setAction('codes')}>
                {t('newCodes')}
              </Button>
            )}
            {data.enabled && !data.required && (
              <Button variant="default" color="red" onClick={() => setAction('off')}>
                {t('turnOff')}
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
                label={t('passwordAgain')}
                autoComplete="current-password"
                required
                value={password}
                onChange={(event) => setPassword(event.currentTarget.value)}
                data-autofocus
              />
              <Group>
                <Button type="submit" loading={withPassword.isPending} disabled={password === ''}>
                  {t('continue')}
                </Button>
                <Button variant="default" onClick={reset}>
                  {t('cancel')}
                </Button>
              </Group>
            </Stack>
          </form>
        )}
        {setup && (
          <form onSubmit={onCode} noValidate>
            <Stack gap="xs">
              <Text size="sm">{t('scan')}</Text>
              <Image src={setup.qrCode} alt={t('qrAlt')} w={200} h={200} />
              <Text size="sm">{t('key')}</Text>
              <Code block data-testid="second-factor-secret">
                {setup.secret}
              </Code>
              {confirm.isError && <Failure error={confirm.error} />}
              <TextInput
                id="security-code"
                label={t('code')}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                value={code}
                onChange={(event) => setCode(event.currentTarget.value.replace(/\D/g, ''))}
              />
              <Group>
                <Button type="submit" loading={confirm.isPending} disabled={!/^\d{6}$/.test(code)}>
                  {t('confirm')}
                </Button>
                <Button variant="default" onClick={reset}>
                  {t('cancel')}
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
  const { t, i18n } = useTranslation('account-security');
  const end = useEndSession();
  const when = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
  return (
    <Card withBorder radius="sm" padding="sm" data-testid="session-row">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Stack gap={2}>
          <Group gap="xs">
            <Text fw={600}>{session.device}</Text>
            {session.current && <Badge>{t('thisDevice')}</Badge>}
          </Group>
          <Text size="sm">{t('address', { address: session.address })}</Text>
          <Text size="sm">{t('started', { date: when(session.startedAt) })}</Text>
          <Text size="sm">{t('lastSeen', { date: when(session.lastSeenAt) })}</Text>
        </Stack>
        {!session.current && (
          <Button
            variant="default"
            size="sm"
            loading={end.isPending}
            aria-label={`${t('end')}: ${session.device}, ${session.address}`}
            onClick={() =>
              end.mutate(session.id, {
                onSuccess: () => notifySuccess(t('ended')),
                onError: (error) => notifyError(errorMessage(error, t('failed'))),
              })
            }
          >
            {t('end')}
          </Button>
        )}
      </Group>
    </Card>
  );
}

/**
 * The person's sessions, this device marked; any other can be ended, or all of them at once. Ending one's own
 * session asks for no password: the list already shows only the caller's, and ending one only takes access away.
 * After a second-factor change (`offer`) the card says why ending the others may be wise (ASVS 5.0 7.4.3).
 */
function SessionsCard({ offer, onOfferDone }: { offer: boolean; onOfferDone: () => void }) {
  const { t } = useTranslation('account-security');
  const sessions = useSessions();
  const endOthers = useEndOtherSessions();
  const list = sessions.data?.sessions ?? [];
  const others = list.filter((session) => !session.current).length;
  const endAllOthers = () =>
    endOthers.mutate(undefined, {
      onSuccess: ({ ended }) => {
        notifySuccess(t('endedOthers', { count: ended }));
        onOfferDone();
      },
      onError: (error) => notifyError(errorMessage(error, t('failed'))),
    });
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="sm">
        <Title order={3}>{t('sessions')}</Title>
        {offer && others > 0 && (
          <Alert color="yellow" data-testid="offer-end-others">
            <Stack gap="xs">
              <Text size="sm">{t('offerEndOthers')}</Text>
              <Group>
                <Button color="red" size="sm" loading={endOthers.isPending} onClick={endAllOthers}>
                  {t('endOthers')}
                </Button>
                <Button variant="default" size="sm" onClick={onOfferDone}>
                  {t('dismiss')}
                </Button>
              </Group>
            </Stack>
          </Alert>
        )}
        <Text size="sm">{t('sessionsIntro')}</Text>
        {sessions.isError && <Failure error={sessions.error} />}
        {list.map((session) => (
          <SessionRow key={session.id} session={session} />
        ))}
        {sessions.data && others === 0 && <Text size="sm">{t('noOthers')}</Text>}
        {others > 0 && (
          <Button
            variant="default"
            color="red"
            loading={endOthers.isPending}
            style={{ alignSelf: 'flex-start' }}
            onClick={endAllOthers}
          >
            {t('endOthers')}
          </Button>
        )}
      </Stack>
    </Card>
  );
}

/**
 * The security part (issue 26): two-step verification and the sessions. Shown in a professional's settings and
 * on the screen of its own every signed-in person has (/account/security, in recruiters' menu).
 */
export function SecuritySection() {
  const { t } = useTranslation('account-security');
  const [offer, setOffer] = useState(false);
  return (
    <Stack gap="md">
      <Title order={2}>{t('title')}</Title>
      <SecondFactorCard onChanged={() => setOffer(true)} />
      <SessionsCard offer={offer} onOfferDone={() => setOffer(false)} />
    </Stack>
  );
}
