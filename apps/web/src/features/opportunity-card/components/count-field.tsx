import { NumberInput } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';

interface CountFieldProps {
  label: string;
  /** The stored value: the field shows it again after every answer. */
  value: number;
  readOnly?: boolean;
  /** Saves the typed text ('' when emptied); resolves when the answer came. */
  onSave?: (typed: string) => Promise<unknown>;
  /** Already translated; shown under the field. */
  error?: string | null;
  description?: string;
  'data-testid'?: string;
}

/**
 * A whole-number field saved on blur or Enter (002 §2.4 positions, defeats). Nothing is sent when the text is the
 * stored value; after a save, or a refused one, the field shows the stored value again.
 */
export function CountField({ label, value, readOnly, onSave, error, description, ...rest }: CountFieldProps) {
  const [typed, setTyped] = useState<string>(String(value));
  const [saving, setSaving] = useState(false);
  const stored = useRef(value);
  stored.current = value;
  useEffect(() => setTyped(String(value)), [value]);

  const save = () => {
    if (readOnly || !onSave || saving) return;
    const text = typed.trim();
    if (text === String(value)) return;
    setSaving(true);
    onSave(text)
      .catch(() => {})
      .finally(() => {
        setSaving(false);
        setTyped(String(stored.current));
      });
  };

  return (
    <NumberInput
      label={label}
      value={typed}
      onChange={(next) => setTyped(String(next))}
      onBlur={save}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          save();
        }
      }}
      allowDecimal={false}
      allowNegative
      hideControls
      readOnly={readOnly}
      variant={readOnly ? 'filled' : 'default'}
      error={error || undefined}
      description={description}
      inputMode="numeric"
      data-testid={rest['data-testid']}
    />
  );
}
