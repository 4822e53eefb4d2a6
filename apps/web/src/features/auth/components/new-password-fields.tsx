import { MIN_PASSWORD_LENGTH } from '@mosaico/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../../lib/notify';
import { type ResetField, resetErrors } from './auth-rules';
import { focusFirstError } from './form-focus';
import { PasswordField } from './password-field';

/** The ids of the two fields, unique per screen (focus moves to them). */
export type NewPasswordFieldIds = Record<ResetField, string>;

/**
 * The state of a new password and its confirmation (at least 8 characters, equal). `validate` marks the form as
 * submitted and answers whether both are valid; when not, it toasts and focuses the first wrong field.
 */
export function useNewPassword(ids: NewPasswordFieldIds) {
  const { t } = useTranslation('auth');
  const [password, setPassword] = useState('');
  const [verify, setVerify] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const errors = resetErrors(password, verify);

  const validate = () => {
    setSubmitted(true);
    if (!errors.newPassword && !errors.verifyPassword) return true;
    notifyError(t('errors.checkFields'));
    focusFirstError([
      { id: ids.newPassword, hasError: errors.newPassword !== null },
      { id: ids.verifyPassword, hasError: errors.verifyPassword !== null },
    ]);
    return false;
  };
  const errorText = (field: ResetField) => {
    const key = errors[field];
    return submitted && key ? t(key, { min: MIN_PASSWORD_LENGTH }) : undefined;
  };

  return {
    password,
    verify,
    validate,
    fields: { ids, password, verify, onPassword: setPassword, onVerify: setVerify, errorText },
  };
}

interface NewPasswordFieldsProps {
  ids: NewPasswordFieldIds;
  password: string;
  verify: string;
  onPassword: (value: string) => void;
  onVerify: (value: string) => void;
  errorText: (field: ResetField) => string | undefined;
}

/** New password (with the length hint) and its confirmation; spread `useNewPassword(...).fields` into it. */
export function NewPasswordFields({
  ids,
  password,
  verify,
  onPassword,
  onVerify,
  errorText,
}: NewPasswordFieldsProps) {
  const { t } = useTranslation('auth');
  return (
    <>
      <PasswordField
        id={ids.newPassword}
        label={t('fields.newPassword')}
        description={t('reset.hint', { min: MIN_PASSWORD_LENGTH })}
        autoComplete="new-password"
        required
        value={password}
        onChange={(event) => onPassword(event.currentTarget.value)}
        error={errorText('newPassword')}
      />
      <PasswordField
        id={ids.verifyPassword}
        label={t('fields.confirmPassword')}
        autoComplete="new-password"
        required
        value={verify}
        onChange={(event) => onVerify(event.currentTarget.value)}
        error={errorText('verifyPassword')}
      />
    </>
  );
}
