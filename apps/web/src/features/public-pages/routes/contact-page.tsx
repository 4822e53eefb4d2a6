import { Button, Container, Paper, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { isOneLine } from '@mosaico/domain';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/page-title';
import { useSendContactMessage } from '../api/contact-api';

const EMPTY = { firstName: '', email: '', message: '' };

export function ContactPage() {
  const { t, i18n } = useTranslation('public');
  usePageTitle(t('contact.pageTitle'));
  const [values, setValues] = useState(EMPTY);
  const send = useSendContactMessage();
  // Read the value before queuing the update: React clears currentTarget after the handler returns.
  const update = (field: keyof typeof EMPTY, value: string) => setValues((v) => ({ ...v, [field]: value }));
  const missing = !values.firstName.trim() || !values.email.trim() || !values.message.trim();
  // The name goes into the mail's subject: one line, the API's rule (issue 21).
  const nameOnOneLine = isOneLine(values.firstName);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (missing || !nameOnOneLine) return;
    send.mutate(
      {
        firstName: values.firstName.trim(),
        email: values.email.trim(),
        mensagem: values.message.trim(),
        activeLanguage: i18n.language,
      },
      {
        onSuccess: (answer) => {
          notifySuccess(answer.message || t('contact.sent'));
          setValues(EMPTY);
        },
        onError: (error) => notifyError(errorMessage(error, t('common:errors.generic'))),
      },
    );
  };

  return (
    <Container size="sm" py="xl">
      <Title order={1} mb="xs">
        {t('contact.title')}
      </Title>
      <Text mb="lg">{t('contact.intro')}</Text>
      <Paper withBorder p="lg" shadow="xs">
        <form onSubmit={onSubmit} noValidate>
          <Stack>
            <TextInput
              label={t('contact.firstName')}
              required
              autoComplete="given-name"
              value={values.firstName}
              error={nameOnOneLine ? undefined : t('contact.oneLine')}
              onChange={(event) => update('firstName', event.currentTarget.value)}
            />
            <TextInput
              label={t('contact.email')}
              type="email"
              required
              autoComplete="email"
              value={values.email}
              onChange={(event) => update('email', event.currentTarget.value)}
            />
            <Textarea
              label={t('contact.message')}
              required
              autosize
              minRows={5}
              value={values.message}
              onChange={(event) => update('message', event.currentTarget.value)}
            />
            {missing && (
              <Text size="sm" c="gray.7" id="contact-required-hint">
                {t('contact.fillRequired')}
              </Text>
            )}
            <Button
              type="submit"
              disabled={missing || !nameOnOneLine}
              loading={send.isPending}
              aria-describedby={missing ? 'contact-required-hint' : undefined}
              style={{ alignSelf: 'flex-start' }}
            >
              {t('contact.send')}
            </Button>
          </Stack>
        </form>
      </Paper>
    </Container>
  );
}
