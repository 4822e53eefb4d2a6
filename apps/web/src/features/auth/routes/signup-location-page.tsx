import { Alert, Anchor, Button, Checkbox, FileInput, Stack, Text, TextInput } from '@mantine/core';
import {
  CV_ACCEPT,
  DEFAULT_CONTACT_LOCALE,
  DEFAULT_CONTACT_TYPE,
  MIN_PHONE_LENGTH,
  type SignupRequest,
} from '@mosaico/domain';
import { IconAlertTriangle, IconCheck, IconFileUpload } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { PlaceAutocomplete } from '../../../components/place-autocomplete/place-autocomplete';
import { paths } from '../../../config/paths';
import { isLanguage } from '../../../i18n/languages';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { notifyError } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/page-title';
import { AUTH_CODES, hasCode, recordSignupConsent, signup, uploadCv } from '../api/auth-api';
import { AuthPageLayout } from '../components/auth-page-layout';
import { cvFileError, type Step2Field, step2Errors } from '../components/auth-rules';
import { focusFirstError } from '../components/form-focus';
import {
  clearSignupDraft,
  EMPTY_STEP2,
  isStep1Complete,
  loadSignupDraft,
  type SignupStep1,
  type SignupStep2,
  saveSignupDraft,
  step1FromState,
} from '../components/signup-draft';
import { withOpportunity } from './opportunity-query';

const FIELD_IDS: Record<Step2Field, string> = {
  place: 'signup-place',
  phone: 'signup-phone',
  cv: 'signup-cv',
  terms: 'signup-terms',
};
const ORDER: Step2Field[] = ['place', 'phone', 'cv', 'terms'];

/** /signup-location, sign-up step 2 (000 §2, §4, §5). Without step-1 data it returns to /signup. */
export function SignupLocationPage() {
  const { t } = useTranslation('auth');
  usePageTitle(t('location.pageTitle'));
  const location = useLocation();
  const [search] = useSearchParams();
  const opportunityId = search.get('opportunityId') || null;
  const [step1] = useState<SignupStep1 | null>(
    () => step1FromState(location.state) ?? loadSignupDraft().step1,
  );
  // After a reload the password is gone (it is never stored): step 1, filled in but for it, says why.
  const retype = (step1?.email ?? '') !== '';
  if (!isStep1Complete(step1)) {
    return (
      <Navigate
        to={withOpportunity(paths.signup, opportunityId)}
        state={retype ? { retypePassword: true } : undefined}
        replace
      />
    );
  }
  return <LocationForm step1={step1} opportunityId={opportunityId} />;
}

function LocationForm({ step1, opportunityId }: { step1: SignupStep1; opportunityId: string | null }) {
  const { t, i18n } = useTranslation('auth');
  const navigate = useNavigate();
  const [values, setValues] = useState<SignupStep2>(() => loadSignupDraft().step2 ?? EMPTY_STEP2);
  const [touched, setTouched] = useState<Record<Step2Field, boolean>>({
    place: false,
    phone: false,
    cv: false,
    terms: false,
  });
  const [submitted, setSubmitted] = useState(false);
  const [chosenFile, setChosenFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);

  const errors = step2Errors(values);
  const shown = (field: Step2Field) => (touched[field] || submitted) && errors[field] !== null;
  const errorText = (field: Step2Field) => {
    if (field === 'cv' && fileError) return fileError;
    const key = errors[field];
    return shown(field) && key ? t(key) : undefined;
  };

  const update = (patch: Partial<SignupStep2>) =>
    setValues((previous) => {
      const next = { ...previous, ...patch };
      saveSignupDraft({ step2: next });
      return next;
    });
  const touch = (field: Step2Field) => setTouched((previous) => ({ ...previous, [field]: true }));

  const upload = useMutation({
    mutationFn: (file: File) => uploadCv(file),
    onSuccess: (uploaded) => {
      update({ cv: uploaded });
      setFileError(null);
    },
    onError: (error) => {
      setChosenFile(null);
      setFileError(errorMessage(error, t('location.cvUploadFailed')));
    },
  });

  const onFile = (file: File | null) => {
    touch('cv');
    if (!file) return;
    const problem = cvFileError(file);
    if (problem) {
      setChosenFile(null);
      setFileError(t(problem));
      return;
    }
    setChosenFile(file);
    setFileError(null);
    upload.mutate(file);
  };

  const register = useMutation({
    mutationFn: async () => {
      if (!values.place || !values.cv) throw new Error('incomplete');
      const language = isLanguage(i18n.language) ? i18n.language : 'en-US';
      const body: SignupRequest = {
        user: {
          firstName: step1.firstName.trim(),
          lastName: step1.lastName.trim(),
          email: step1.email,
          password: step1.password,
          dadosPessoais: {
            geolocation: { place_id: values.place.placeId, formatted_address: values.place.formattedAddress },
            pcdUser: { isUserPCD: step1.isUserPCD },
            preferredLanguage: language,
          },
          contato: {
            lista: [
              { tipo: DEFAULT_CONTACT_TYPE, contato: values.phone.trim(), locale: DEFAULT_CONTACT_LOCALE },
            ],
          },
          europeanUnionCitizenship: { status: step1.europeanCitizen },
          attachments: [values.cv],
        },
        activeLanguage: language,
        ...(opportunityId ? { vaga: opportunityId } : {}),
      };
      const answer = await signup(body);
      // The terms were accepted on this screen: record the consent for the new account. A failure here does not
      // undo the registration; the consent modal asks again after the first sign-in.
      await recordSignupConsent(answer.user.id).catch(() => undefined);
      return answer;
    },
    onSuccess: () => {
      const email = step1.email;
      clearSignupDraft();
      void navigate(paths.confirm, { state: { email }, replace: true });
    },
    onError: (error) => {
      if (hasCode(error, AUTH_CODES.cvRequired)) {
        // The anonymous upload expired (purged) or did not bind: ask for the file again.
        update({ cv: null });
        setChosenFile(null);
        setFileError(errorMessage(error, t('location.cvRequired')));
        focusFirstError([{ id: FIELD_IDS.cv, hasError: true }]);
        return;
      }
      const message = error instanceof ApiError && error.message ? error.message : t('errors.unavailable');
      setServerError(message);
      notifyError(message);
    },
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setServerError(null);
    const hasErrors = ORDER.some((field) => errors[field] !== null) || upload.isPending;
    if (hasErrors) {
      focusFirstError(ORDER.map((field) => ({ id: FIELD_IDS[field], hasError: errors[field] !== null })));
      return;
    }
    register.mutate();
  };

  const cvStatus = upload.isPending
    ? t('location.cvUploading', { name: chosenFile?.name ?? '' })
    : values.cv
      ? t('location.cvUploaded', { name: values.cv.fileName })
      : null;

  return (
    <AuthPageLayout title={t('location.title')}>
      <Text size="sm" c="dimmed" mb="sm">
        {t('signup.step', { current: 2, total: 2 })}
      </Text>
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          {serverError && (
            <Alert color="red" icon={<IconAlertTriangle size={18} aria-hidden="true" />}>
              {serverError}
            </Alert>
          )}
          <PlaceAutocomplete
            id={FIELD_IDS.place}
            label={t('location.place')}
            placeholder={t('location.placePlaceholder')}
            required
            value={values.place}
            onChange={(place) => update({ place })}
            onBlur={() => touch('place')}
            error={shown('place') ? `${t('errors.invalidLocation')}. ${t('location.placeHint')}` : undefined}
          />
          <TextInput
            id={FIELD_IDS.phone}
            label={t('location.phone')}
            description={t('location.phoneHint', { min: MIN_PHONE_LENGTH })}
            type="tel"
            autoComplete="tel"
            required
            value={values.phone}
            onChange={(event) => update({ phone: event.currentTarget.value })}
            onBlur={() => touch('phone')}
            error={errorText('phone')}
          />
          <Stack gap={4}>
            <FileInput
              id={FIELD_IDS.cv}
              label={t('location.cv')}
              description={t('location.cvHint')}
              placeholder={values.cv?.fileName ?? t('location.cvChoose')}
              accept={CV_ACCEPT}
              required
              value={chosenFile}
              onChange={onFile}
              leftSection={<IconFileUpload size={16} aria-hidden="true" />}
              error={errorText('cv')}
              disabled={upload.isPending}
              // The file name stands in a span, not a real placeholder: keep it readable (WCAG contrast).
              styles={{ placeholder: { color: 'var(--mantine-color-gray-7)' } }}
            />
            <Text size="sm" c={values.cv && !upload.isPending ? undefined : 'gray.7'} aria-live="polite">
              {cvStatus && values.cv && !upload.isPending && (
                <IconCheck
                  size={14}
                  aria-hidden="true"
                  color="var(--mantine-color-teal-8)"
                  style={{ verticalAlign: 'middle', marginRight: 4 }}
                />
              )}
              {cvStatus}
            </Text>
          </Stack>
          <Checkbox
            id={FIELD_IDS.terms}
            required
            checked={values.acceptedTerms}
            onChange={(event) => {
              touch('terms');
              update({ acceptedTerms: event.currentTarget.checked });
            }}
            error={errorText('terms')}
            label={
              <>
                {t('location.termsPrefix')}{' '}
                <Anchor
                  component={Link}
                  to={paths.termsOfUse}
                  target="_blank"
                  rel="noopener"
                  inherit
                  underline="always"
                  aria-describedby="signup-terms-new-tab"
                >
                  {t('location.termsLink')}
                </Anchor>
              </>
            }
          />
          <span id="signup-terms-new-tab" hidden>
            {t('location.termsNewTab')}
          </span>
          <Button type="submit" loading={register.isPending} fullWidth>
            {t('location.submit')}
          </Button>
          <Anchor component={Link} to={withOpportunity(paths.signup, opportunityId)} size="sm" ta="center">
            {t('signup.back')}
          </Anchor>
        </Stack>
      </form>
    </AuthPageLayout>
  );
}
