import { Combobox, Loader, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconMapPin } from '@tabler/icons-react';
import { type FocusEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocalizedPlace } from '../../lib/place-names';
import { PLACE_SEARCH_MIN_LENGTH, type PlacePrediction, usePlacePredictions } from './places-api';

export interface SelectedPlace {
  placeId: string;
  formattedAddress: string;
}

export interface PlaceAutocompleteProps {
  /** The input's id: its label, description and error are tied to it (aria), and focus can be sent to it. */
  id?: string;
  label: ReactNode;
  description?: ReactNode;
  placeholder?: string;
  /** The chosen place, or null while the text does not come from a suggestion. */
  value: SelectedPlace | null;
  onChange: (place: SelectedPlace | null) => void;
  /** Free text as typed, for callers that also accept an unmatched location. */
  onTextChange?: (text: string) => void;
  error?: ReactNode;
  required?: boolean;
  /** Focus left the input (choosing a suggestion keeps the focus in it), e.g. to mark the field as touched. */
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  /** The text to start with when it is not the chosen place's (typed before this component loaded). */
  initialText?: string;
  /** Take the focus on mount (it was in the stand-in input this component replaces). */
  autoFocus?: boolean;
}

/** Location type-ahead over GET /api/places/autocomplete, starting after 3 letters. */
export function PlaceAutocomplete({
  id,
  label,
  description,
  placeholder,
  value,
  onChange,
  onTextChange,
  error,
  required,
  onBlur,
  initialText,
  autoFocus,
}: PlaceAutocompleteProps) {
  const { t } = useTranslation('common');
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const localizePlace = useLocalizedPlace();
  const [text, setText] = useState(
    initialText ?? (value?.formattedAddress ? localizePlace(value.formattedAddress) : ''),
  );
  const [debounced] = useDebouncedValue(text, 250);
  const predictions = usePlacePredictions(debounced);
  const typed = text.trim().length;
  const tooShort = typed < PLACE_SEARCH_MIN_LENGTH;
  // Until the debounce catches up, the shown answer belongs to an older text.
  const settled = debounced === text && !predictions.isPending;
  const items: PlacePrediction[] = tooShort ? [] : (predictions.data?.predictions ?? []);

  const select = (placeId: string) => {
    const chosen = items.find((item) => item.place_id === placeId);
    if (!chosen) return;
    setText(localizePlace(chosen.formatted_address));
    onTextChange?.(chosen.formatted_address);
    onChange({ placeId: chosen.place_id, formattedAddress: chosen.formatted_address });
    combobox.closeDropdown();
  };

  return (
    <Combobox store={combobox} onOptionSubmit={select}>
      <Combobox.Target>
        <TextInput
          id={id}
          label={label}
          description={description}
          placeholder={placeholder}
          value={text}
          required={required}
          error={error}
          autoComplete="off"
          autoFocus={autoFocus}
          leftSection={<IconMapPin size={16} aria-hidden="true" />}
          rightSection={
            predictions.isFetching ? <Loader size={16} role="status" aria-label={t('loading')} /> : null
          }
          onChange={(event) => {
            const next = event.currentTarget.value;
            setText(next);
            onTextChange?.(next);
            if (value) onChange(null);
            if (next.trim().length > 0) combobox.openDropdown();
            else combobox.closeDropdown();
          }}
          onFocus={() => {
            if (typed > 0) combobox.openDropdown();
          }}
          onBlur={(event) => {
            combobox.closeDropdown();
            onBlur?.(event);
          }}
          onClick={() => {
            if (typed > 0) combobox.openDropdown();
          }}
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={typed === 0}>
        <Combobox.Options aria-live="polite">
          {items.map((item) => (
            <Combobox.Option key={item.place_id} value={item.place_id}>
              {localizePlace(item.formatted_address)}
            </Combobox.Option>
          ))}
          {tooShort ? (
            <Combobox.Empty>{t('place.typeMore', { min: PLACE_SEARCH_MIN_LENGTH })}</Combobox.Empty>
          ) : predictions.isError ? (
            <Combobox.Empty>{t('place.error')}</Combobox.Empty>
          ) : items.length === 0 ? (
            <Combobox.Empty>{settled ? t('place.noResults') : t('place.searching')}</Combobox.Empty>
          ) : null}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
