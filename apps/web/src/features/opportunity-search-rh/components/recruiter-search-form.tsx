import { Button, Checkbox, Grid, NativeSelect, Paper, TextInput } from '@mantine/core';
import { RECRUITER_SEARCH_STATUS_VALUES } from '@mosaico/domain';
import { IconSearch } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  PlaceAutocomplete,
  type SelectedPlace,
} from '../../../components/place-autocomplete/place-autocomplete';
import type { RecruiterSearchFormInput, RecruiterSearchStatus } from '../api/opportunity-search-rh-api';

/**
 * 002 §2.7 fields: keyword, location type-ahead (from 3 letters), status, Home Office and "Encontrar". The
 * form starts from `initial` (the URL's search) and hands the whole search to `onSubmit`.
 */
export function RecruiterSearchForm({
  initial,
  onSubmit,
}: {
  initial: RecruiterSearchFormInput;
  onSubmit: (input: RecruiterSearchFormInput) => void;
}) {
  const { t } = useTranslation('recruiter-search');
  const [keywords, setKeywords] = useState(initial.keywords);
  const [place, setPlace] = useState<SelectedPlace | null>(
    initial.location ? { placeId: initial.placeId, formattedAddress: initial.location } : null,
  );
  const [locationText, setLocationText] = useState(initial.location);
  const [status, setStatus] = useState<RecruiterSearchStatus | ''>(initial.status);
  const [homeOffice, setHomeOffice] = useState(initial.homeOffice);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit({
      keywords: keywords.trim(),
      location: place?.formattedAddress ?? locationText.trim(),
      placeId: place?.placeId ?? '',
      status,
      homeOffice,
    });
  };

  return (
    <Paper
      component="form"
      role="search"
      aria-label={t('form.label')}
      onSubmit={submit}
      p={{ base: 'md', sm: 'lg' }}
      withBorder
    >
      <Grid align="flex-end">
        <Grid.Col span={{ base: 12, md: 4 }}>
          <TextInput
            label={t('form.keywords')}
            placeholder={t('form.keywordsPlaceholder')}
            value={keywords}
            onChange={(event) => setKeywords(event.currentTarget.value)}
            leftSection={<IconSearch size={16} aria-hidden="true" />}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <PlaceAutocomplete
            id="recruiter-search-location"
            label={t('form.location')}
            placeholder={t('form.locationPlaceholder')}
            value={place}
            onChange={setPlace}
            onTextChange={setLocationText}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6, md: 4 }}>
          <NativeSelect
            label={t('form.status')}
            value={status}
            onChange={(event) => setStatus(event.currentTarget.value as RecruiterSearchStatus | '')}
            data={[
              { value: '', label: t('status.all') },
              ...RECRUITER_SEARCH_STATUS_VALUES.map((value) => ({ value, label: t(`status.${value}`) })),
            ]}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6, md: 8 }}>
          <Checkbox
            label={t('form.homeOffice')}
            checked={homeOffice}
            onChange={(event) => setHomeOffice(event.currentTarget.checked)}
            py={{ base: 0, sm: 8 }}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Button type="submit" fullWidth leftSection={<IconSearch size={16} aria-hidden="true" />}>
            {t('form.find')}
          </Button>
        </Grid.Col>
      </Grid>
    </Paper>
  );
}
