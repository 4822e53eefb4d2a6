import { Button, Checkbox, Grid, Group, NativeSelect, Paper, TextInput } from '@mantine/core';
import { DEFAULT_SEARCH_RADIUS_KM } from '@mosaico/domain';
import { IconSearch } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LazyPlaceAutocomplete } from '../../../components/place-autocomplete/lazy-place-autocomplete';
import type { SelectedPlace } from '../../../components/place-autocomplete/place-autocomplete';
import { paths, type SearchParams } from '../../../config/paths';

/** The distances offered around a chosen place (000 §9: km, 50 by default). */
const RADIUS_OPTIONS_KM = [10, 25, DEFAULT_SEARCH_RADIUS_KM, 100, 200, 500] as const;

/**
 * Home search: keywords, location type-ahead and a Home Office / Hybrid tick; results live at /search, which
 * shows the same form filled with `initial` (a location without place id keeps its typed text).
 */
export function SearchForm({ initial }: { initial?: SearchParams } = {}) {
  const { t } = useTranslation('home');
  const navigate = useNavigate();
  const [keywords, setKeywords] = useState(initial?.keywords ?? '');
  const [place, setPlace] = useState<SelectedPlace | null>(
    initial?.location ? { placeId: initial.placeId ?? '', formattedAddress: initial.location } : null,
  );
  const [locationText, setLocationText] = useState(initial?.location ?? '');
  const [homeOffice, setHomeOffice] = useState(initial?.homeOffice ?? false);
  const [radius, setRadius] = useState(String(initial?.radius ?? DEFAULT_SEARCH_RADIUS_KM));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void navigate(
      paths.search({
        keywords: keywords.trim(),
        location: place?.formattedAddress ?? locationText.trim(),
        placeId: place?.placeId || '',
        homeOffice,
        radius: Number(radius),
      }),
    );
  };

  return (
    <Paper
      component="form"
      role="search"
      aria-label={t('search.label')}
      onSubmit={onSubmit}
      p="lg"
      shadow="md"
    >
      <Grid align="flex-end">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <TextInput
            label={t('search.keywords')}
            placeholder={t('search.keywordsPlaceholder')}
            value={keywords}
            onChange={(event) => setKeywords(event.currentTarget.value)}
            leftSection={<IconSearch size={16} aria-hidden="true" />}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <LazyPlaceAutocomplete
            label={t('search.location')}
            placeholder={t('search.locationPlaceholder')}
            value={place}
            onChange={setPlace}
            onTextChange={setLocationText}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 3 }} order={{ base: 4, md: 3 }}>
          <Button type="submit" fullWidth leftSection={<IconSearch size={16} aria-hidden="true" />}>
            {t('search.find')}
          </Button>
        </Grid.Col>
        <Grid.Col span={12} order={{ base: 3, md: 4 }}>
          <Group gap="lg" align="center" wrap="wrap">
            <Checkbox
              label={t('search.homeOffice')}
              checked={homeOffice}
              onChange={(event) => setHomeOffice(event.currentTarget.checked)}
            />
            {place?.placeId ? (
              <NativeSelect
                label={t('search.radius')}
                w={170}
                data={RADIUS_OPTIONS_KM.map((km) => ({
                  value: String(km),
                  label: t('search.radiusKm', { km }),
                }))}
                value={radius}
                onChange={(event) => setRadius(event.currentTarget.value)}
              />
            ) : null}
          </Group>
        </Grid.Col>
      </Grid>
    </Paper>
  );
}
