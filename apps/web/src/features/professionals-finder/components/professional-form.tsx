import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  FileInput,
  List,
  MultiSelect,
  NativeSelect,
  Stack,
  Switch,
  TagsInput,
  Text,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import {
  CV_ACCEPT,
  isAllowedCvFileName,
  isLinkedInUrl,
  LANGUAGES,
  type Language,
  MIN_NAME_LENGTH,
  MIN_REGISTRATION_PHONE_LENGTH,
  NOTIFICATION_CHANNELS,
  normalizeEmail,
  type RegisteredProfessional,
  type RegisterProfessionalBody,
  registrationFieldProblem,
} from '@mosaico/domain';
import { IconFileUpload } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ALERT_STYLES } from '../../../components/alert-styles/alert-styles';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notify';
import {
  registeredProfessionalKey,
  registerProfessional,
  updateProfessional,
  uploadCv,
  useInterests,
} from '../api/professionals-finder-api';
import { emailErrorKey, useEmailCheck } from './email-check';

const IDS = {
  firstName: 'professional-first-name',
  lastName: 'professional-last-name',
  email: 'professional-email',
  phone: 'professional-phone',
  skills: 'professional-skills',
  linkedin: 'professional-linkedin',
} as const;

type DuplicateField = 'email' | 'phone' | 'linkedinUrl';
const DUPLICATE_BY_CODE: Record<string, DuplicateField> = {
  EMAIL_ALREADY_REGISTERED: 'email',
  PHONE_ALREADY_REGISTERED: 'phone',
  LINKEDIN_ALREADY_REGISTERED: 'linkedinUrl',
};
const DUPLICATE_MESSAGE: Record<DuplicateField, string> = {
  email: 'form.errors.emailTaken',
  phone: 'form.errors.phoneTaken',
  linkedinUrl: 'form.errors.linkedinTaken',
};

interface Values {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  skills: string[];
  interests: string[];
  isUserPCD: boolean;
  europeanUnionCitizenship: boolean;
  linkedinUrl: string;
  preferredLanguage: Language;
  notifyEmail: boolean;
  notifyPhone: boolean;
}

const EMPTY: Values = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  skills: [],
  interests: [],
  isUserPCD: false,
  europeanUnionCitizenship: false,
  linkedinUrl: '',
  preferredLanguage: 'pt-BR',
  notifyEmail: true,
  notifyPhone: true,
};

function valuesOf(professional: RegisteredProfessional | undefined): Values {
  if (!professional) return EMPTY;
  return {
    firstName: professional.firstName,
    lastName: professional.lastName,
    email: professional.emailMasked ? '' : professional.email,
    // A masked phone cannot be read back: left empty, it stays as stored.
    phone: professional.phoneMasked ? '' : (professional.phone ?? ''),
    skills: professional.skills,
    interests: professional.interests,
    isUserPCD: professional.isUserPCD,
    europeanUnionCitizenship: professional.europeanUnionCitizenship,
    linkedinUrl: professional.linkedinUrl ?? '',
    preferredLanguage: professional.preferredLanguage,
    notifyEmail: professional.notifications.email,
    notifyPhone: professional.notifications.phone,
  };
}

/** Opens the professional's page in a new tab (002 §2.13), without handing it this window. */
function openProfessional(id: string) {
  window.open(paths.professional(id), '_blank', 'noopener,noreferrer');
}

/**
 * 002 §2.13: register (no `professional`) or edit a professional. Every rule and message of 002 §5: the combined
 * warning, the e-mail's blur checks, the phone's non-blocking 'Campo obrigatório', one CV (.pdf or .docx). After
 * creating, the form resets; after creating or editing, the professional's page opens in a new tab. The server
 * looks for the same person (e-mail, phone, LinkedIn) and the field it names shows why nothing was created.
 */
export function ProfessionalForm({ professional }: { professional?: RegisteredProfessional }) {
  const { t } = useTranslation('professionals-finder');
  const queryClient = useQueryClient();
  const interests = useInterests();
  const [values, setValues] = useState<Values>(() => valuesOf(professional));
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [emailTouched, setEmailTouched] = useState(false);
  const [linkedinTouched, setLinkedinTouched] = useState(false);
  const [submitFailed, setSubmitFailed] = useState(false);
  const [duplicate, setDuplicate] = useState<DuplicateField | null>(null);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState<{ id: string; created: boolean } | null>(null);
  const [formKey, setFormKey] = useState(0);
  const emailMasked = professional?.emailMasked === true;
  // A channel someone turned off stays off: turning it on would unmask their contact (002 §6; the server agrees).
  const locked = (channel: 'email' | 'phone') =>
    professional !== undefined && !professional.awaitingPassword && !professional.notifications[channel];
  const emailCheck = useEmailCheck(professional && !emailMasked ? professional.email : null);

  const set = <K extends keyof Values>(field: K, value: Values[K]) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    if (duplicate && (field === duplicate || (field === 'linkedinUrl' && duplicate === 'linkedinUrl'))) {
      setDuplicate(null);
    }
  };

  // E-mail as the rules read it: the stored one when the recruiter cannot see it.
  const ruleEmail = emailMasked ? (professional?.email ?? '') : values.email;
  const problem = registrationFieldProblem({
    firstName: values.firstName,
    lastName: values.lastName,
    email: emailMasked ? 'masked@example.com' : values.email,
    skills: values.skills,
  });
  const checkState = emailCheck.stateFor(values.email);
  const emailKey = emailMasked ? null : emailErrorKey(values.email, checkState);
  const linkedinBad = values.linkedinUrl.trim() !== '' && !isLinkedInUrl(values.linkedinUrl);

  const nameError = (value: string) =>
    submitFailed && value.trim().length < MIN_NAME_LENGTH
      ? value.trim()
        ? t('form.errors.minLength')
        : t('form.errors.required')
      : undefined;
  const emailError =
    duplicate === 'email'
      ? t('form.errors.emailTaken')
      : (emailTouched || submitFailed) && emailKey
        ? t(emailKey)
        : undefined;
  const phoneError =
    duplicate === 'phone'
      ? t('form.errors.phoneTaken')
      : // 002 §5: after a failed submit, but it never blocks.
        submitFailed &&
          values.phone.trim().length < MIN_REGISTRATION_PHONE_LENGTH &&
          !professional?.phoneMasked
        ? t('form.errors.required')
        : undefined;
  const linkedinError =
    duplicate === 'linkedinUrl'
      ? t('form.errors.linkedinTaken')
      : (linkedinTouched || submitFailed) && linkedinBad
        ? t('form.errors.linkedin')
        : undefined;
  const skillsError = submitFailed && values.skills.length === 0 ? t('form.errors.required') : undefined;

  const chooseFile = (chosen: File | null) => {
    if (chosen && !isAllowedCvFileName(chosen.name)) {
      setFile(null);
      setFileError(t('form.errors.cvType'));
      return;
    }
    setFileError(null);
    setFile(chosen);
  };

  const payload = (attachments: Array<{ fileName: string; url: string }>): RegisterProfessionalBody => ({
    user: {
      ...(professional ? { _id: professional._id } : {}),
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      ...(emailMasked ? {} : { email: normalizeEmail(values.email) }),
      perfilUsuario: {
        mosaico: {
          escolhidas: values.interests.map((nome) => ({
            detalhe: { nomeCaption: nome, subclassif: 'attitudes', classif: 'euquero', nome },
          })),
        },
        digomais: {
          lista: values.skills.map((nome) => ({
            nomeCaption: nome,
            subclassif: 'skills',
            classif: 'digomais',
            nome,
          })),
        },
      },
      dadosPessoais: {
        pcdUser: { isUserPCD: values.isUserPCD },
        preferredLanguage: values.preferredLanguage,
      },
      contato: {
        lista: values.phone.trim()
          ? [{ locale: 'pt-BR', contato: values.phone.trim(), tipo: 'Preferencial' }]
          : [],
      },
      attachments,
      notificationsSettings: {
        isActive: values.notifyEmail || values.notifyPhone,
        channels: [
          { isActive: values.notifyEmail, name: NOTIFICATION_CHANNELS.email },
          { isActive: values.notifyPhone, name: NOTIFICATION_CHANNELS.phone },
        ],
      },
      registerRh: true,
      linkedinUrl: values.linkedinUrl.trim() || null,
      europeanUnionCitizenship: values.europeanUnionCitizenship,
    },
  });

  const focusFirstProblem = () => {
    const order: Array<[string, boolean]> = [
      [IDS.firstName, values.firstName.trim().length < MIN_NAME_LENGTH],
      [IDS.lastName, values.lastName.trim().length < MIN_NAME_LENGTH],
      [IDS.email, emailKey !== null],
      [IDS.skills, values.skills.length === 0],
      [IDS.linkedin, linkedinBad],
    ];
    const first = order.find(([, bad]) => bad);
    if (first) document.getElementById(first[0])?.focus();
  };

  const reset = () => {
    setValues(EMPTY);
    setFile(null);
    setFileError(null);
    setEmailTouched(false);
    setLinkedinTouched(false);
    setSubmitFailed(false);
    setDuplicate(null);
    emailCheck.reset();
    // Remounts the inputs that keep text of their own (the chips' typed text, the file picker).
    setFormKey((key) => key + 1);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSaved(null);
    if (problem !== null || emailKey !== null || linkedinBad || fileError) {
      setSubmitFailed(true);
      focusFirstProblem();
      return;
    }
    setSubmitFailed(false);
    setSaving(true);
    try {
      const attachments = file ? [await uploadCv(file)] : [];
      const body = payload(attachments);
      const answer = professional ? await updateProfessional(body) : await registerProfessional(body);
      notifySuccess(professional ? t('form.updated') : t('form.created'));
      openProfessional(answer.user.id);
      setSaved({ id: answer.user.id, created: !professional });
      if (professional) {
        setFile(null);
        setFormKey((key) => key + 1);
        await queryClient.invalidateQueries({ queryKey: registeredProfessionalKey(professional._id) });
      } else reset();
    } catch (error) {
      const field = error instanceof ApiError ? DUPLICATE_BY_CODE[error.code] : undefined;
      if (field) {
        setDuplicate(field);
        if (field === 'email') {
          emailCheck.markTaken(values.email);
          // 002 §8: EMAIL_ALREADY_REGISTERED is the toast 'E-mail já cadastrado'.
          notifyError(t('form.errors.emailTaken'));
        }
        document.getElementById(field === 'linkedinUrl' ? IDS.linkedin : IDS[field])?.focus();
      } else if (error instanceof ApiError && error.statusCode === 415) {
        setFileError(t('form.errors.cvType'));
      } else {
        notifyError(t('form.errors.saveFailed'));
      }
    } finally {
      setSaving(false);
    }
  };

  const interestOptions = [
    ...new Set([...(interests.data ?? []).map((entry) => entry.nome), ...values.interests]),
  ];

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate key={formKey}>
      <Stack>
        <Text size="sm" c="gray.8">
          {t('form.requiredHint')}
        </Text>
        {saved && (
          <Alert
            styles={ALERT_STYLES}
            color="teal"
            variant="light"
            role="status"
            data-testid="professional-saved"
          >
            <Stack gap={4}>
              <Text size="sm">{saved.created ? t('form.created') : t('form.updated')}</Text>
              <Text size="sm">{t('form.opensInNewTab')}</Text>
              <Anchor href={paths.professional(saved.id)} target="_blank" rel="noopener noreferrer" size="sm">
                {t('form.openProfessional')}
                <VisuallyHidden>{` ${t('card.newTab')}`}</VisuallyHidden>
              </Anchor>
            </Stack>
          </Alert>
        )}
        {submitFailed && problem === 'required' && (
          <Alert
            styles={ALERT_STYLES}
            color="red"
            variant="light"
            role="alert"
            data-testid="professional-combined"
          >
            {t('form.errors.combined')}
          </Alert>
        )}
        {submitFailed && problem === 'invalidEmail' && (
          <Alert styles={ALERT_STYLES} color="red" variant="light" role="alert">
            {t('form.errors.invalidEmail')}
          </Alert>
        )}
        {duplicate && (
          <Alert
            styles={ALERT_STYLES}
            color="orange"
            variant="light"
            role="alert"
            data-testid="professional-duplicate"
          >
            {t('form.errors.duplicate', { field: t(DUPLICATE_MESSAGE[duplicate]) })}
          </Alert>
        )}
        <TextInput
          id={IDS.firstName}
          label={t('form.firstName')}
          required
          autoComplete="off"
          value={values.firstName}
          onChange={(event) => set('firstName', event.currentTarget.value)}
          error={nameError(values.firstName)}
        />
        <TextInput
          id={IDS.lastName}
          label={t('form.lastName')}
          required
          autoComplete="off"
          value={values.lastName}
          onChange={(event) => set('lastName', event.currentTarget.value)}
          error={nameError(values.lastName)}
        />
        <TextInput
          id={IDS.email}
          label={t('form.email')}
          type="email"
          required
          autoComplete="off"
          disabled={emailMasked}
          description={emailMasked ? t('form.emailMasked') : undefined}
          value={emailMasked ? ruleEmail : values.email}
          onChange={(event) => set('email', event.currentTarget.value)}
          onBlur={() => {
            setEmailTouched(true);
            emailCheck.run(values.email);
          }}
          error={emailError}
          aria-busy={checkState === 'checking' || undefined}
        />
        <TextInput
          id={IDS.phone}
          label={t('form.phone')}
          type="tel"
          autoComplete="off"
          description={professional?.phoneMasked ? t('form.phoneMasked') : undefined}
          placeholder={professional?.phoneMasked ? (professional.phone ?? undefined) : undefined}
          value={values.phone}
          onChange={(event) => set('phone', event.currentTarget.value)}
          error={phoneError}
          maxLength={40}
        />
        <TagsInput
          id={IDS.skills}
          label={t('form.skills')}
          description={t('form.skillsHint')}
          required
          value={values.skills}
          onChange={(skills) => set('skills', skills)}
          error={skillsError}
          splitChars={[',']}
          maxTags={100}
        />
        <MultiSelect
          label={t('form.interests')}
          description={t('form.interestsHint')}
          data={interestOptions}
          value={values.interests}
          onChange={(chosen) => set('interests', chosen)}
          searchable
          clearable
        />
        <Checkbox
          label={t('form.pcd')}
          checked={values.isUserPCD}
          onChange={(event) => set('isUserPCD', event.currentTarget.checked)}
        />
        <Checkbox
          label={t('form.eu')}
          checked={values.europeanUnionCitizenship}
          onChange={(event) => set('europeanUnionCitizenship', event.currentTarget.checked)}
        />
        <TextInput
          id={IDS.linkedin}
          label={t('form.linkedin')}
          description={t('form.linkedinHint')}
          type="url"
          autoComplete="off"
          value={values.linkedinUrl}
          onChange={(event) => set('linkedinUrl', event.currentTarget.value)}
          onBlur={() => setLinkedinTouched(true)}
          error={linkedinError}
          maxLength={300}
        />
        {professional && professional.attachments.length > 0 && (
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              {t('form.cvAttached')}
            </Text>
            <List size="sm">
              {professional.attachments.map((attachment) => (
                <List.Item key={attachment._id}>{attachment.fileName}</List.Item>
              ))}
            </List>
          </Stack>
        )}
        <FileInput
          label={t('form.cv')}
          description={t('form.cvHint')}
          placeholder={t('form.cvChoose')}
          accept={CV_ACCEPT}
          value={file}
          onChange={chooseFile}
          clearable
          error={fileError}
          leftSection={<IconFileUpload size={16} aria-hidden="true" />}
          // The placeholder stands in a span, not a real placeholder: keep it readable (WCAG contrast), as the
          // pre-registration and sign-up forms do.
          styles={{ placeholder: { color: 'var(--mantine-color-gray-7)' } }}
        />
        <NativeSelect
          label={t('form.language')}
          value={values.preferredLanguage}
          onChange={(event) => set('preferredLanguage', event.currentTarget.value as Language)}
          data={LANGUAGES.map((code) => ({ value: code, label: t(`form.languages.${code}`) }))}
        />
        <Stack gap="xs" role="group" aria-labelledby="professional-notifications">
          <Text size="sm" fw={500} id="professional-notifications">
            {t('form.notifications')}
          </Text>
          {(locked('email') || locked('phone')) && (
            <Text size="xs" c="gray.8">
              {t('form.channelLocked')}
            </Text>
          )}
          <Switch
            label={t('form.notifyEmail')}
            disabled={locked('email')}
            checked={values.notifyEmail}
            onChange={(event) => set('notifyEmail', event.currentTarget.checked)}
          />
          <Switch
            label={t('form.notifyPhone')}
            disabled={locked('phone')}
            checked={values.notifyPhone}
            onChange={(event) => set('notifyPhone', event.currentTarget.checked)}
          />
        </Stack>
        <Button type="submit" loading={saving} style={{ alignSelf: 'flex-start' }}>
          {t('form.save')}
        </Button>
      </Stack>
    </form>
  );
}
