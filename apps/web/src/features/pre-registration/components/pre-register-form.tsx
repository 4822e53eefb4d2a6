import {
  Alert,
  Anchor,
  Button,
  FileInput,
  Group,
  List,
  Modal,
  NativeSelect,
  Radio,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useUncontrolled } from '@mantine/hooks';
import {
  CV_ACCEPT,
  isAllowedCvFileName,
  LANGUAGES,
  type Language,
  normalizeEmail,
  PRE_REGISTER_REDIRECT_MS,
  PRE_REGISTER_TYPES,
  type PreRegisteredUser,
  preRegisterFieldProblem,
} from '@mosaico/domain';
import { IconAlertTriangle, IconCircleCheck, IconFileUpload, IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ALERT_STYLES } from '../../../components/alert-styles/alert-styles';
import {
  PlaceAutocomplete,
  type SelectedPlace,
} from '../../../components/place-autocomplete/place-autocomplete';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notify';
import {
  addPreRegisteredToOpportunity,
  attachCv,
  deleteCv,
  excludePreRegistration,
  forgetOpportunityLists,
  type PreRegisterType,
  savePreRegistration,
} from '../api/pre-registration-api';
import { emailErrorKey, useEmailCheck } from './email-check';

const FIELD_IDS = {
  firstName: 'pre-register-first-name',
  lastName: 'pre-register-last-name',
  email: 'pre-register-email',
  location: 'pre-register-location',
  language: 'pre-register-language',
  type: 'pre-register-type',
  cv: 'pre-register-cv',
} as const;

type Field = 'firstName' | 'lastName' | 'email';

interface PreRegisterFormProps {
  /** The opportunity the pre-registration is made for, or null (from the recruiter home). */
  opportunityId: string | null;
  /** The professional being edited; absent when creating. */
  user?: PreRegisteredUser;
  /** The chosen 'add to the opportunity as' type, when the screen follows it (its back link); else kept here. */
  type?: PreRegisterType;
  onTypeChange?: (type: PreRegisterType) => void;
}

/**
 * Where the screen goes after saving or deleting: the opportunity's tab the professional was added to (candidates
 * unless enrolled), or the recruiter home.
 */
const afterwards = (opportunityId: string | null, type: PreRegisterType = 'candidate') =>
  opportunityId
    ? paths.opportunityProfessionals(opportunityId, type === 'registered' ? 'enrolled' : 'candidates')
    : paths.home;

/** What saving did: updated, or created and (for an opportunity) added to it, or created but not added. */
type Outcome =
  | { kind: 'updated' }
  | { kind: 'created'; added: string | null }
  | { kind: 'notAdded'; userId: string; problem: string };

/**
 * 001 §2.10: first name, last name, e-mail (checked on blur), location (type-ahead from 3 letters), the language of
 * the e-mails, a CV (PDF or DOCX) and, when editing, deleting the pre-registration. After saving, a success message
 * and, 3 s later, the opportunity's candidates tab.
 *
 * Created for an opportunity, the professional also joins it (001 §3 'Pre-register type', §4, §7): the recruiter
 * chooses enrolled or candidate (candidate by default: the form is opened from the candidates tab), the screen calls
 * addProfessionalPreRegisterTo… and goes to that tab. When that call fails the pre-registration stays saved: the
 * server's message is shown with a button to try adding again, and the screen stays until it succeeds.
 */
export function PreRegisterForm({ opportunityId, user, type: typeProp, onTypeChange }: PreRegisterFormProps) {
  const { t, i18n } = useTranslation('pre-registration');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  /** Only a new pre-registration made for an opportunity joins it; an edit leaves the candidature as it is. */
  const joinsOpportunity = opportunityId !== null && !user;
  const [type, setType] = useUncontrolled<PreRegisterType>({
    value: typeProp,
    defaultValue: 'candidate',
    finalValue: 'candidate',
    onChange: onTypeChange,
  });
  const [retrying, setRetrying] = useState(false);
  const [values, setValues] = useState({
    firstName: user?.firstName ?? '',
    lastName: user?.lastName ?? '',
    email: user?.email ?? '',
  });
  const [place, setPlace] = useState<SelectedPlace | null>(
    user?.location
      ? { placeId: user.location.place_id, formattedAddress: user.location.formatted_address }
      : null,
  );
  const [language, setLanguage] = useState<Language>(user?.preferredLanguage ?? 'pt-BR');
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [attachments, setAttachments] = useState(user?.attachments ?? []);
  const [touched, setTouched] = useState<Record<Field, boolean>>({
    firstName: false,
    lastName: false,
    email: false,
  });
  const [submitted, setSubmitted] = useState(false);
  // 001 §5 'Preencha os campos obrigatórios', shown in the form rather than as a toast: a toast outlived the save
  // and stood beside the success panel (issue 22); this goes with the form.
  const [fillRequired, setFillRequired] = useState(false);
  const [saving, setSaving] = useState(false);
  const [done, setDone] = useState<Outcome | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const redirect = useRef<number | null>(null);
  const emailCheck = useEmailCheck(user?.email ?? null);

  useEffect(
    () => () => {
      if (redirect.current !== null) window.clearTimeout(redirect.current);
    },
    [],
  );

  const checkState = emailCheck.stateFor(values.email);
  const emailKey = emailErrorKey(values.email, checkState);
  const shown = (field: Field) => touched[field] || submitted;
  const requiredError = (field: 'firstName' | 'lastName') =>
    shown(field) && !values[field].trim() ? t('errors.required') : undefined;
  const emailError = shown('email') && emailKey ? t(emailKey) : undefined;

  const update = (field: Field, value: string) => setValues((previous) => ({ ...previous, [field]: value }));
  const touch = (field: Field) => setTouched((previous) => ({ ...previous, [field]: true }));

  const chooseFile = (chosen: File | null) => {
    if (chosen && !isAllowedCvFileName(chosen.name)) {
      setFile(null);
      setFileError(t('errors.cvType'));
      return;
    }
    setFileError(null);
    setFile(chosen);
  };

  const focusFirstProblem = () => {
    const order: Array<[string, boolean]> = [
      [FIELD_IDS.firstName, !values.firstName.trim()],
      [FIELD_IDS.lastName, !values.lastName.trim()],
      [FIELD_IDS.email, emailKey !== null],
    ];
    const first = order.find(([, problem]) => problem);
    if (first) document.getElementById(first[0])?.focus();
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const problem = preRegisterFieldProblem(values);
    setFillRequired(problem === 'required');
    if (problem === 'required') {
      focusFirstProblem();
      return;
    }
    // A check still running (the click that submits also blurs the field) does not hold the save: the server refuses
    // a registered e-mail too.
    if (emailKey !== null) {
      focusFirstProblem();
      return;
    }
    setSaving(true);
    try {
      const answer = await savePreRegistration({
        ...(user ? { _id: user._id } : {}),
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        email: normalizeEmail(values.email),
        location: place ? { place_id: place.placeId } : null,
        ...(user ? {} : { opportunityId }),
        preferredLanguage: language,
      });
      if (file) {
        try {
          setAttachments(await attachCv(answer.user._id, file));
          setFile(null);
        } catch (error) {
          notifyError(errorMessage(error, t('errors.cvFailed')));
        }
      }
      if (user) {
        setDone({ kind: 'updated' });
        goOnLater(afterwards(opportunityId));
      } else if (joinsOpportunity) await join(answer.user._id);
      else {
        setDone({ kind: 'created', added: null });
        goOnLater(afterwards(opportunityId));
      }
    } catch (error) {
      // 001 §8: status 400 is 'Não foi possível atualizar o pré-cadastro'; the server's message says which rule.
      notifyError(errorMessage(error, t('errors.saveFailed')));
    } finally {
      setSaving(false);
    }
  };

  const goOnLater = (to: string) => {
    redirect.current = window.setTimeout(
      () => void navigate(to, { replace: true }),
      PRE_REGISTER_REDIRECT_MS,
    );
  };

  /** Adds the saved professional to the opportunity as the chosen type; on failure keeps the server's message. */
  const join = async (userId: string) => {
    if (!opportunityId) return;
    try {
      const message = await addPreRegisteredToOpportunity(userId, opportunityId, type);
      await forgetOpportunityLists(queryClient, opportunityId);
      setDone({ kind: 'created', added: message });
      goOnLater(afterwards(opportunityId, type));
    } catch (error) {
      setDone({ kind: 'notAdded', userId, problem: errorMessage(error, t('notAdded.failed')) });
    }
  };

  const retryJoin = async (userId: string) => {
    setRetrying(true);
    try {
      await join(userId);
    } finally {
      setRetrying(false);
    }
  };

  const removeCv = async (cvId: string) => {
    if (!user) return;
    try {
      setAttachments(await deleteCv(user._id, cvId));
    } catch (error) {
      notifyError(errorMessage(error, t('errors.cvDeleteFailed')));
    }
  };

  const remove = async () => {
    if (!user) return;
    setDeleting(true);
    try {
      await excludePreRegistration(user._id);
      setConfirmDelete(false);
      notifySuccess(t('deleted'));
      void navigate(afterwards(opportunityId), { replace: true });
    } catch (error) {
      notifyError(errorMessage(error, t('errors.deleteFailed')));
      setDeleting(false);
    }
  };

  if (done?.kind === 'notAdded') {
    return (
      <Alert
        styles={ALERT_STYLES}
        color="orange"
        variant="light"
        icon={<IconAlertTriangle aria-hidden="true" />}
        title={t('notAdded.title')}
        role="alert"
      >
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{t('success.created')}</Text>
          <Text size="sm" data-testid="pre-register-not-added">
            {t(`notAdded.text.${type}`, { problem: done.problem })}
          </Text>
          <Button size="xs" loading={retrying} onClick={() => void retryJoin(done.userId)}>
            {t(`notAdded.retry.${type}`)}
          </Button>
        </Stack>
      </Alert>
    );
  }

  if (done) {
    return (
      <Alert
        styles={ALERT_STYLES}
        color="teal"
        variant="light"
        icon={<IconCircleCheck aria-hidden="true" />}
        title={done.kind === 'created' ? t('success.createdTitle') : t('success.updatedTitle')}
        role="status"
      >
        <Stack gap="xs">
          <Text size="sm">{done.kind === 'created' ? t('success.created') : t('success.updated')}</Text>
          {done.kind === 'created' && done.added && <Text size="sm">{done.added}</Text>}
          <Text size="sm">{t('success.redirecting', { seconds: PRE_REGISTER_REDIRECT_MS / 1000 })}</Text>
        </Stack>
      </Alert>
    );
  }

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <Stack>
        <Text size="sm" c="gray.7">
          {t('requiredHint')}
        </Text>
        {fillRequired && (
          <Alert styles={ALERT_STYLES} color="red" variant="light" role="alert">
            {t('errors.fillRequired')}
          </Alert>
        )}
        <TextInput
          id={FIELD_IDS.firstName}
          label={t('fields.firstName')}
          autoComplete="off"
          required
          value={values.firstName}
          onChange={(event) => update('firstName', event.currentTarget.value)}
          onBlur={() => touch('firstName')}
          error={requiredError('firstName')}
        />
        <TextInput
          id={FIELD_IDS.lastName}
          label={t('fields.lastName')}
          autoComplete="off"
          required
          value={values.lastName}
          onChange={(event) => update('lastName', event.currentTarget.value)}
          onBlur={() => touch('lastName')}
          error={requiredError('lastName')}
        />
        <TextInput
          id={FIELD_IDS.email}
          label={t('fields.email')}
          type="email"
          autoComplete="off"
          required
          value={values.email}
          onChange={(event) => update('email', event.currentTarget.value)}
          onBlur={() => {
            touch('email');
            emailCheck.run(values.email);
          }}
          error={emailError}
          aria-busy={checkState === 'checking' || undefined}
        />
        <PlaceAutocomplete
          id={FIELD_IDS.location}
          label={t('fields.location')}
          description={t('fields.locationHint')}
          value={place}
          onChange={setPlace}
        />
        <NativeSelect
          id={FIELD_IDS.language}
          label={t('fields.language')}
          description={t('fields.languageHint')}
          value={language}
          onChange={(event) => setLanguage(event.currentTarget.value as Language)}
          data={LANGUAGES.map((code) => ({ value: code, label: t(`languages.${code}`) }))}
        />
        {joinsOpportunity && (
          <Radio.Group
            id={FIELD_IDS.type}
            name="pre-register-type"
            label={t('fields.type')}
            description={t('fields.typeHint')}
            value={type}
            onChange={(value) => setType(value as PreRegisterType)}
          >
            <Group gap="lg" mt={6}>
              {PRE_REGISTER_TYPES.map((value) => (
                <Radio key={value} value={value} label={t(`types.${value}`)} />
              ))}
            </Group>
          </Radio.Group>
        )}
        {attachments.length > 0 && (
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              {t('fields.attachments')}
            </Text>
            <List spacing={4} size="sm">
              {attachments.map((attachment) => (
                <List.Item key={attachment._id}>
                  <Group gap="xs">
                    <Text size="sm">{attachment.fileName}</Text>
                    {attachments.length > 1 && (
                      <Anchor
                        component="button"
                        type="button"
                        size="sm"
                        c="red.8"
                        onClick={() => void removeCv(attachment._id)}
                      >
                        {t('actions.removeCv', { name: attachment.fileName })}
                      </Anchor>
                    )}
                  </Group>
                </List.Item>
              ))}
            </List>
          </Stack>
        )}
        <FileInput
          id={FIELD_IDS.cv}
          label={attachments.length > 0 ? t('fields.cvAnother') : t('fields.cv')}
          description={t('fields.cvHint')}
          placeholder={t('fields.cvChoose')}
          accept={CV_ACCEPT}
          value={file}
          onChange={chooseFile}
          clearable
          leftSection={<IconFileUpload size={16} aria-hidden="true" />}
          error={fileError}
          styles={{ placeholder: { color: 'var(--mantine-color-gray-7)' } }}
        />
        <Group justify="space-between" mt="sm">
          {user ? (
            <Button
              type="button"
              color="red.9"
              variant="light"
              leftSection={<IconTrash size={16} aria-hidden="true" />}
              onClick={() => setConfirmDelete(true)}
            >
              {t('actions.delete')}
            </Button>
          ) : (
            <span />
          )}
          <Button type="submit" loading={saving}>
            {t('actions.save')}
          </Button>
        </Group>
      </Stack>
      <Modal
        opened={confirmDelete}
        onClose={() => setConfirmDelete(false)}
        title={t('confirmDelete.title')}
        closeButtonProps={{ 'aria-label': t('confirmDelete.close') }}
        centered
        lang={i18n.language}
      >
        <Stack>
          <Text size="sm">{t('confirmDelete.text', { name: user?.displayName ?? '' })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirmDelete(false)}>
              {t('confirmDelete.cancel')}
            </Button>
            <Button color="red.9" loading={deleting} onClick={() => void remove()}>
              {t('confirmDelete.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </form>
  );
}
