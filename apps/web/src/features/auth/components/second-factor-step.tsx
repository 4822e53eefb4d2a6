import { Alert, Anchor, Button, Code, Image, List, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-client';
import { confirmEnrolDuringSignin, enrolDuringSignin, signinSecondFactor } from '../api/auth-api';

const SIX_DIGITS = /^\d{6}$/;

function ErrorAlert({ message }: { message: string }) {
  return (
    <Alert color="red" icon={<IconAlertTriangle size={18} aria-hidden="true" />} role="alert">
      <Text size="sm">{message}</Text>
    </Alert>
  );
}

/** The code field both steps share: six digits, the phone's one-time-code keyboard and autofill. */
function CodeField(props: { value: string; onChange: (value: string) => void; label: string }) {
  return (
    <TextInput
      id="second-factor-code"
      label={props.label}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      required
      value={props.value}
      onChange={(event) => props.onChange(event.currentTarget.value.replace(/\D/g, ''))}
      data-autofocus
    />
  );
}

/** Sign-in's second step for an account with a second factor: a current code or a recovery code. */
function CodeStep({ challenge, onToken }: { challenge: string; onToken: (token: string) => void }) {
  const { t } = useTranslation('auth');
  const [useRecovery, setUseRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [recoveryCode, setRecoveryCode] = useState('');
  const send = useMutation({
    mutationFn: () => signinSecondFactor(useRecovery ? { challenge, recoveryCode } : { challenge, code }),
    onSuccess: ({ token }) => onToken(token),
  });
  const ready = useRecovery ? recoveryCode.trim().length >= 10 : SIX_DIGITS.test(code);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (ready && !send.isPending) send.mutate();
  };
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack>
        {send.isError && <ErrorAlert message={errorMessage(send.error, t('errors.generic'))} />}
        <Text>{useRecovery ? t('secondFactor.recoveryIntro') : t('secondFactor.codeIntro')}</Text>
        {useRecovery ? (
          <TextInput
            id="second-factor-recovery"
            label={t('secondFactor.recoveryLabel')}
            autoComplete="off"
            required
            value={recoveryCode}
            onChange={(event) => setRecoveryCode(event.currentTarget.value)}
          />
        ) : (
          <CodeField label={t('secondFactor.codeLabel')} value={code} onChange={setCode} />
        )}
        <Button type="submit" disabled={!ready} loading={send.isPending} fullWidth>
          {t('secondFactor.verify')}
        </Button>
        <Anchor
          component="button"
          type="button"
          size="sm"
          onClick={() => {
            setUseRecovery((value) => !value);
            send.reset();
          }}
          style={{ alignSelf: 'flex-start' }}
        >
          {useRecovery ? t('secondFactor.useApp') : t('secondFactor.useRecovery')}
        </Anchor>
      </Stack>
    </form>
  );
}

/** The ten recovery codes, shown once; the person goes on when they say they kept them. */
export function RecoveryCodesPanel({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation('auth');
  return (
    <Stack>
      <Text fw={600}>{t('secondFactor.recoveryTitle')}</Text>
      <Text size="sm">{t('secondFactor.recoveryExplain')}</Text>
      <List spacing={4} aria-label={t('secondFactor.recoveryTitle')} data-testid="recovery-codes">
        {codes.map((code) => (
          <List.Item key={code}>
            <Code>{code}</Code>
          </List.Item>
        ))}
      </List>
      <Button onClick={onDone} fullWidth>
        {t('secondFactor.recoveryDone')}
      </Button>
    </Stack>
  );
}

/** A recruiter or manager without a second factor enrols before going on: QR and secret, then a code. */
function EnrolStep({ challenge, onToken }: { challenge: string; onToken: (token: string) => void }) {
  const { t } = useTranslation('auth');
  const [code, setCode] = useState('');
  const setup = useQuery({
    queryKey: ['second-factor-enrol', challenge],
    queryFn: () => enrolDuringSignin(challenge),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  const confirm = useMutation({ mutationFn: () => confirmEnrolDuringSignin(challenge, code) });
  if (confirm.data) {
    const { token, recoveryCodes } = confirm.data;
    return <RecoveryCodesPanel codes={recoveryCodes} onDone={() => onToken(token)} />;
  }
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (SIX_DIGITS.test(code) && !confirm.isPending) confirm.mutate();
  };
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack>
        <Text>{t('secondFactor.enrolIntro')}</Text>
        {setup.isError && <ErrorAlert message={errorMessage(setup.error, t('errors.generic'))} />}
        {setup.data && (
          <>
            <Image
              src={setup.data.qrCode}
              alt={t('secondFactor.qrAlt')}
              w={200}
              h={200}
              style={{ alignSelf: 'center' }}
            />
            <Text size="sm">{t('secondFactor.secretLabel')}</Text>
            <Code block data-testid="second-factor-secret">
              {setup.data.secret}
            </Code>
          </>
        )}
        {confirm.isError && <ErrorAlert message={errorMessage(confirm.error, t('errors.generic'))} />}
        <CodeField label={t('secondFactor.codeLabel')} value={code} onChange={setCode} />
        <Button
          type="submit"
          disabled={!SIX_DIGITS.test(code) || !setup.data}
          loading={confirm.isPending}
          fullWidth
        >
          {t('secondFactor.confirm')}
        </Button>
      </Stack>
    </form>
  );
}

/** Sign-in after the password when the API asked for a second factor ('required') or an enrolment ('enrol'). */
export function SecondFactorStep(props: {
  kind: 'required' | 'enrol';
  challenge: string;
  onToken: (token: string) => void;
}) {
  return props.kind === 'enrol' ? <EnrolStep {...props} /> : <CodeStep {...props} />;
}
