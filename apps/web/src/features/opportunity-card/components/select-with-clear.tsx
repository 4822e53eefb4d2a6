import { ActionIcon, Group, Select, Tooltip } from '@mantine/core';
import { IconX } from '@tabler/icons-react';

interface SelectWithClearProps {
  label: string;
  placeholder: string;
  clearLabel: string;
  nothingFound: string;
  data: Array<{ value: string; label: string }>;
  value: string | null;
  disabled: boolean;
  onChange: (value: string | null) => void;
}

/**
 * A dropdown with its own clear button beside it (002 §2.4): Mantine's built-in one is hidden from assistive
 * technology and out of the tab order, so a real button clears instead.
 */
export function SelectWithClear(props: SelectWithClearProps) {
  const { label, placeholder, clearLabel, nothingFound, data, value, disabled, onChange } = props;
  return (
    <Group gap="xs" align="flex-end" wrap="nowrap">
      <Select
        label={label}
        placeholder={placeholder}
        data={data}
        value={value}
        disabled={disabled}
        allowDeselect={false}
        searchable
        nothingFoundMessage={nothingFound}
        onChange={(next) => {
          if (next !== null && next !== value) onChange(next);
        }}
        style={{ flex: 1, minWidth: 0 }}
      />
      <Tooltip label={clearLabel}>
        <ActionIcon
          variant="default"
          size="input-sm"
          aria-label={clearLabel}
          disabled={disabled || value === null}
          onClick={() => onChange(null)}
        >
          <IconX size={16} aria-hidden="true" />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
