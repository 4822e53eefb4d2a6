import { TextInput } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import { lazy, Suspense, startTransition, useEffect, useId, useRef, useState } from 'react';
import { useLocalizedPlace } from '../../lib/place-names';
import type { PlaceAutocompleteProps } from './place-autocomplete';

const LoadedPlaceAutocomplete = lazy(async () => ({
  default: (await import('./place-autocomplete')).PlaceAutocomplete,
}));

/**
 * PlaceAutocomplete for the first page (home's search form, issue 11): the type-ahead's code (Mantine's Combobox,
 * Popover and Floating UI, about 24 KB gzipped) is not in the initial JavaScript. Until it loads, the same input
 * stands in, looking and labelled the same; the code loads once the page is idle, or at once when the visitor
 * points at, focuses or types in the field. The swap happens in a transition, so the stand-in stays (with its
 * focus and text) until the real field can take both over.
 */
export function LazyPlaceAutocomplete(props: PlaceAutocompleteProps) {
  const generatedId = useId();
  const id = props.id ?? generatedId;
  const localizePlace = useLocalizedPlace();
  const [text, setText] = useState(() =>
    props.value?.formattedAddress ? localizePlace(props.value.formattedAddress) : '',
  );
  const [wanted, setWanted] = useState(false);
  const focused = useRef(false);
  const want = () => startTransition(() => setWanted(true));

  useEffect(() => {
    const whenIdle = () => startTransition(() => setWanted(true));
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(whenIdle);
      return () => window.cancelIdleCallback(handle);
    }
    const handle = window.setTimeout(whenIdle, 1000);
    return () => window.clearTimeout(handle);
  }, []);

  if (wanted) {
    return (
      <Suspense fallback={null}>
        <LoadedPlaceAutocomplete {...props} id={id} initialText={text} autoFocus={focused.current} />
      </Suspense>
    );
  }
  return (
    <TextInput
      id={id}
      label={props.label}
      description={props.description}
      placeholder={props.placeholder}
      value={text}
      required={props.required}
      error={props.error}
      autoComplete="off"
      leftSection={<IconMapPin size={16} aria-hidden="true" />}
      onPointerEnter={want}
      onFocus={() => {
        focused.current = true;
        want();
      }}
      onBlur={(event) => {
        focused.current = false;
        props.onBlur?.(event);
      }}
      onChange={(event) => {
        const next = event.currentTarget.value;
        setText(next);
        props.onTextChange?.(next);
        if (props.value) props.onChange(null);
        want();
      }}
    />
  );
}
