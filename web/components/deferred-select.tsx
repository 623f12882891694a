import { TextInput, type SelectProps } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import type { KeyboardEvent } from 'react';
import { deferredPart, type StaticProps } from './deferred-part';

interface OptionLike {
  value?: unknown;
  label?: unknown;
  items?: unknown;
}

/** The label `data` gives `value` (options may be strings, objects or groups of them). */
export function optionLabel(data: unknown, value: string | null | undefined): string {
  if (value === null || value === undefined || !Array.isArray(data)) return '';
  for (const item of data as unknown[]) {
    if (typeof item === 'string') {
      if (item === value) return item;
    } else if (item && typeof item === 'object') {
      const option = item as OptionLike;
      if (Array.isArray(option.items)) {
        const found = optionLabel(option.items, value);
        if (found) return found;
      } else if (option.value === value) return typeof option.label === 'string' ? option.label : value;
    }
  }
  return '';
}

const OPENING_KEYS = new Set(['ArrowDown', 'ArrowUp', 'Enter', ' ']);

/** Looks like the Select it stands in for: the chosen option's label, the placeholder, the chevron. */
function SelectLookalike({
  onActivate,
  // A hover does not open a Select, so there is nothing to take back.
  onDeactivate: _onDeactivate,
  data,
  value,
  defaultValue,
  /* Select's own props, which an input does not take: */
  onChange: _onChange,
  onSearchChange: _onSearchChange,
  searchable: _searchable,
  clearable: _clearable,
  limit: _limit,
  allowDeselect: _allowDeselect,
  nothingFoundMessage: _nothingFoundMessage,
  comboboxProps: _comboboxProps,
  ...input
}: SelectProps & StaticProps) {
  return (
    <TextInput
      {...(input as object)}
      value={optionLabel(data, value ?? defaultValue)}
      readOnly
      // The role Mantine's Select input has (it allows aria-expanded; a plain textbox does not, axe says).
      role="combobox"
      aria-haspopup="listbox"
      aria-expanded={false}
      onClick={onActivate}
      onKeyDown={(event: KeyboardEvent) => {
        if (OPENING_KEYS.has(event.key)) {
          event.preventDefault();
          onActivate();
        }
      }}
      rightSection={<IconChevronDown size={16} aria-hidden />}
      rightSectionPointerEvents="none"
    />
  );
}

/**
 * A Select whose dropdown code (Mantine's Combobox and floating-ui, 30 KB) loads after the first paint: a
 * look-alike shows the chosen value meanwhile, and a click or an arrow key on it opens the real one.
 */
export const DeferredSelect = deferredPart<SelectProps>(
  () => import('./select-part').then((m) => m.SelectPart),
  SelectLookalike,
);
