import { Button, Checkbox, Group, Modal, Stack } from '@mantine/core';
import {
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
  PASSWORD_CHANGE_ERROR_CODES,
  PASSWORD_POLICY_CODES,
} from '@mosaico/domain';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { PasswordField, useAuth } from '../../auth';
import { changePassword } from '../api/profile-api';

type Field = 'currentPassword' | 'newPassword' | 'verifyPassword';

/** Which field a server refusal belongs to, so its message shows under that field. */
const FIELD_OF_CODE: Record<string, Field> = {
  [PASSWORD_CHANGE_ERROR_CODES.currentRequired]: 'currentPassword',
  [PASSWORD_CHANGE_ERROR_CODES.wrongCurrent]: 'currentPassword',
  [PASSWORD_CHANGE_ERROR_CODES.tooShort]: 'newPassword',
  [PASSWORD_CHANGE_ERROR_CODES.mismatch]: 'verifyPassword',
  [PASSWORD_POLICY_CODES.tooLong]: 'newPassword',
  [PASSWORD_POLICY_CODES.tooCommon]: 'newPassword',
  [PASSWORD_POLICY_CODES.personal]: 'newPassword',
};

/**
 * The change-password modal of personal information (000 §2, §5; DECISIONS: at least 8 characters): current
 * password, new password and its confirmation. Every other session ends; this tab goes on with the fresh token.
 */
export function ChangePasswordModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('profile');
  const { signIn } = useAuth();
  const [values, setValues] = useState<Record<Field, string>>({
    currentPassword: '',
    newPassword: '',
    verifyPassword: '',
  });
  // ASVS 5.0 7.4.3: after a password change, offer to end the other sessions (on by default).
  const [signOutOthers, setSignOutOthers] = useState(true);
  const [submitted, setSubmitted] = useState(false);
  const [serverError, setServerError] = useState<{ field: Field; message: string } | null>(null);

  const localErrors: Partial<Record<Field, string>> = {};
  if (values.currentPassword === '') localErrors.currentPassword = t('password.currentRequired');
  if (values.newPassword.length < MIN_PASSWORD_LENGTH) {
    localErrors.newPassword = t('password.tooShort', { min: MIN_PASSWORD_LENGTH });
  }
  if (values.newPassword.length > MAX_PASSWORD_LENGTH) {
    localErrors.newPassword = t('password.tooLong', { max: MAX_PASSWORD_LENGTH });
  }
  if (values.verifyPassword !== values.newPassword) localErrors.verifyPassword = t('password.mismatch');
  const errorOf = (field: Field) =>
    (submitted ? localErrors[field] : undefined) ??
    (serverError?.field === field ? serverError.message : undefined);

  const close = () => {
    setValues({ currentPassword: '', newPassword: '', verifyPassword: '' });
    setSubmitted(false);
    setServerError(null);
    onClose();
  };

  const save = useMutation({
    mutationFn: () => changePassword({ ...values, signOutOthers }),
    onSuccess: (answer) => {
      signIn(answer.token);
      notifySuccess(t('password.changed'));
      close();
    },
    onError: (error) => {
      const field = error instanceof ApiError ? FIELD_OF_CODE[error.code] : undefined;
      if (field) setServerError({ field, message: error.message });
      else notifyError(errorMessage(error, t('password.failed')));
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // React sends a portal's events up its component tree: keep this form's submit from reaching a form around it.
    event.stopPropagation();
    setSubmitted(true);
    setServerError(null);
    if (Object.keys(localErrors).length > 0) return;
    save.mutate();
  };

  const set = (field: Field) => (event: React.ChangeEvent<HTMLInputElement>) => {
    const value = event.currentTarget.value;
    setValues((current) => ({ ...current, [field]: value }));
    if (serverError?.field === field) setServerError(null);
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('password.title')}
      centered
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          <PasswordField
            label={t('password.current')}
            autoComplete="current-password"
            required
            value={values.currentPassword}
            onChange={set('currentPassword')}
            error={errorOf('currentPassword')}
            data-autofocus
          />
          <PasswordField
            label={t('password.new')}
            description={t('password.hint', { min: MIN_PASSWORD_LENGTH })}
            autoComplete="new-password"
            required
            value={values.newPassword}
            onChange={set('newPassword')}
            error={errorOf('newPassword')}
          />
          <PasswordField
            label={t('password.confirm')}
            autoComplete="new-password"
            required
            value={values.verifyPassword}
            onChange={set('verifyPassword')}
            error={errorOf('verifyPassword')}
          />
          <Checkbox
            label={t('password.signOutOthers')}
            description={t('password.signOutOthersHint')}
            checked={signOutOthers}
            onChange={(event) => setSignOutOthers(event.currentTarget.checked)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('password.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
