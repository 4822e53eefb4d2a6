import {
  Anchor,
  Button,
  Card,
  Checkbox,
  Container,
  Group,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  TagsInput,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  BIRTH_DATE_PATTERN,
  GENDERS,
  isBirthDateValid,
  isTaxIdValid,
  MIN_NAME_LENGTH,
  MIN_PHONE_LENGTH,
  type UserProfile,
  type UserUpdateBody,
} from '@mosaico/domain';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import {
  PlaceAutocomplete,
  type SelectedPlace,
} from '../../../components/place-autocomplete/place-autocomplete';
import { usePlaceDetails } from '../../../components/place-autocomplete/places-api';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/page-title';
import { useOwnUser, useSaveUser } from '../api/profile-api';
import { ChangePasswordModal } from '../components/change-password-modal';
import { ProfileLoadFailure } from '../components/profile-load-failure';

interface PersonalForm {
  firstName: string;
  lastName: string;
  birthDate: string;
  place: SelectedPlace | null;
  phone: string;
  taxId: string;
  gender: string | null;
  isPcd: boolean;
  disabilities: string[];
  euCitizen: boolean;
}

type FieldErrors = Partial<
  Record<'firstName' | 'lastName' | 'birthDate' | 'place' | 'phone' | 'taxId', string>
>;

const PREFERRED = 'Preferencial';

function formOf(user: UserProfile): PersonalForm {
  const personal = user.dadosPessoais;
  const phone = user.contato.lista.find((entry) => entry.tipo === PREFERRED) ?? user.contato.lista[0];
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    birthDate: personal.dataNascimento ?? '',
    place: personal.geolocation
      ? { placeId: personal.geolocation.place_id, formattedAddress: personal.geolocation.formatted_address }
      : null,
    phone: phone?.contato ?? '',
    taxId: personal.cpf ?? '',
    gender: personal.genero,
    isPcd: personal.pcdUser.isUserPCD,
    disabilities: personal.pcdUser.defs,
    euCitizen: user.europeanUnionCitizenship.status,
  };
}

/** The user with the form's fields, every other part as it was read (PUT users takes the whole user). */
/** The fields this page edits; what it leaves out (profile tabs, settings) stays as the server has it. */
function userWith(user: UserProfile, form: PersonalForm): UserUpdateBody {
  const others = user.contato.lista.filter((entry) => entry.tipo !== PREFERRED);
  const phone = form.phone.trim();
  return {
    firstName: form.firstName.trim(),
    lastName: form.lastName.trim(),
    dadosPessoais: {
      dataNascimento: form.birthDate.trim() || null,
      cpf: form.taxId.trim() || null,
      genero: form.gender,
      geolocation: form.place
        ? { place_id: form.place.placeId, formatted_address: form.place.formattedAddress }
        : null,
      pcdUser: { isUserPCD: form.isPcd, defs: form.isPcd ? form.disabilities : [] },
    },
    contato: {
      lista: phone
        ? [{ tipo: PREFERRED, contato: phone, locale: user.dadosPessoais.preferredLanguage }, ...others]
        : others,
    },
    europeanUnionCitizenship: { status: form.euCitizen },
  };
}

/** /professional/:id/personal-information (000 §2, §5): the professional's own personal data and password. */
export function PersonalInformationPage() {
  const { t } = useTranslation('profile');
  usePageTitle(t('personal.pageTitle'));
  const { id = '' } = useParams();
  const user = useOwnUser(id);

  return (
    <Container size="md" py="lg">
      <Stack gap="lg">
        <Title order={1}>{t('personal.title')}</Title>
        {user.isPending ? (
          <Stack role="status" aria-busy="true" aria-label={t('loading')}>
            <Skeleton height={48} />
            <Skeleton height={48} />
            <Skeleton height={48} />
          </Stack>
        ) : user.isError ? (
          <ProfileLoadFailure query={user} />
        ) : (
          <PersonalInformationForm key={user.data.updated} user={user.data} />
        )}
      </Stack>
    </Container>
  );
}

function PersonalInformationForm({ user }: { user: UserProfile }) {
  const { t } = useTranslation('profile');
  const [form, setForm] = useState<PersonalForm>(() => formOf(user));
  const [submitted, setSubmitted] = useState(false);
  const [passwordOpen, setPasswordOpen] = useState(false);
  const save = useSaveUser(user._id);
  const country = usePlaceDetails(form.place?.placeId).data?.countryCode ?? null;

  const errors: FieldErrors = {};
  if (form.firstName.trim().length < MIN_NAME_LENGTH)
    errors.firstName = t('personal.errors.firstName', { min: MIN_NAME_LENGTH });
  if (form.lastName.trim().length < MIN_NAME_LENGTH)
    errors.lastName = t('personal.errors.lastName', { min: MIN_NAME_LENGTH });
  const birth = form.birthDate.trim();
  if (birth !== '' && !BIRTH_DATE_PATTERN.test(birth))
    errors.birthDate = t('personal.errors.birthDateFormat');
  else if (birth !== '' && !isBirthDateValid(birth, new Date()))
    errors.birthDate = t('personal.errors.birthDateFuture');
  if (!form.place) errors.place = t('personal.errors.location');
  if (form.phone.trim() !== '' && form.phone.trim().length < MIN_PHONE_LENGTH) {
    errors.phone = t('personal.errors.phone', { min: MIN_PHONE_LENGTH });
  }
  // As the server: judged when it changes, so a value stored before the rule never blocks other changes.
  if (form.taxId.trim() !== (user.dadosPessoais.cpf ?? '') && !isTaxIdValid(form.taxId, country)) {
    errors.taxId = t('personal.errors.taxId');
  }
  const shown = (field: keyof FieldErrors) => (submitted ? errors[field] : undefined);

  const set = <K extends keyof PersonalForm>(key: K, value: PersonalForm[K]) =>
    setForm((current) => ({ ...current, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const first = (Object.keys(errors) as Array<keyof FieldErrors>)[0];
    if (first) {
      notifyError(t('personal.errors.checkFields'));
      document.getElementById(`personal-${first}`)?.focus();
      return;
    }
    save.mutate(userWith(user, form), {
      onSuccess: () => notifySuccess(t('saved')),
      onError: (error) => notifyError(errorMessage(error, t('saveFailed'))),
    });
  };

  return (
    <>
      <ChangePasswordModal opened={passwordOpen} onClose={() => setPasswordOpen(false)} />
      <Card withBorder radius="md" padding="lg" component="form" onSubmit={submit} noValidate>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              id="personal-firstName"
              label={t('personal.firstName')}
              required
              autoComplete="given-name"
              value={form.firstName}
              onChange={(event) => set('firstName', event.currentTarget.value)}
              error={shown('firstName')}
            />
            <TextInput
              id="personal-lastName"
              label={t('personal.lastName')}
              required
              autoComplete="family-name"
              value={form.lastName}
              onChange={(event) => set('lastName', event.currentTarget.value)}
              error={shown('lastName')}
            />
            <TextInput
              id="personal-birthDate"
              label={t('personal.birthDate')}
              description={t('personal.birthDateHint')}
              placeholder="DD/MM/AAAA"
              inputMode="numeric"
              autoComplete="bday"
              value={form.birthDate}
              onChange={(event) => set('birthDate', event.currentTarget.value)}
              error={shown('birthDate')}
            />
            <TextInput
              id="personal-email"
              label={t('personal.email')}
              description={t('personal.emailReadOnly')}
              value={user.email}
              readOnly
            />
            <PlaceAutocomplete
              id="personal-place"
              label={t('personal.location')}
              required
              value={form.place}
              onChange={(place) => set('place', place)}
              error={shown('place')}
            />
            <TextInput
              id="personal-phone"
              label={t('personal.phone')}
              type="tel"
              autoComplete="tel"
              value={form.phone}
              onChange={(event) => set('phone', event.currentTarget.value)}
              error={shown('phone')}
            />
            <TextInput
              id="personal-taxId"
              label={t('personal.taxId')}
              description={country === 'BR' ? t('personal.taxIdBrazil') : t('personal.taxIdElsewhere')}
              value={form.taxId}
              onChange={(event) => set('taxId', event.currentTarget.value)}
              error={shown('taxId')}
            />
            <Select
              id="personal-gender"
              label={t('personal.gender')}
              placeholder={t('personal.genderPlaceholder')}
              clearable
              data={GENDERS.map((gender) => ({ value: gender, label: t(`personal.genders.${gender}`) }))}
              value={form.gender}
              onChange={(value) => set('gender', value)}
            />
          </SimpleGrid>
          <Checkbox
            label={t('personal.pcd')}
            checked={form.isPcd}
            onChange={(event) => set('isPcd', event.currentTarget.checked)}
          />
          {form.isPcd && (
            <TagsInput
              label={t('personal.pcdDetails')}
              description={t('personal.pcdDetailsHint')}
              value={form.disabilities}
              onChange={(value) => set('disabilities', value)}
              clearable
            />
          )}
          <Checkbox
            label={t('personal.euCitizen')}
            checked={form.euCitizen}
            onChange={(event) => set('euCitizen', event.currentTarget.checked)}
          />
          <Group justify="space-between" wrap="wrap" gap="sm">
            <Group gap="md">
              <Button variant="default" onClick={() => setPasswordOpen(true)}>
                {t('personal.changePassword')}
              </Button>
              <Anchor component={Link} to={paths.termsOfUse} target="_blank">
                {t('personal.terms')}
              </Anchor>
            </Group>
            <Button type="submit" loading={save.isPending}>
              {t('save')}
            </Button>
          </Group>
          <Text size="sm" c="dimmed">
            {t('personal.requiredNote')}
          </Text>
        </Stack>
      </Card>
    </>
  );
}
