import { CloseButton, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './data-table.module.css';

const DEBOUNCE_MS = 300;
/** The server caps a pattern at 200 characters; escaping can double the length. */
const MAX_LENGTH = 100;

interface SearchBoxProps {
  value: string;
  onChange: (value: string) => void;
  label: string;
  placeholder: string;
}

/** A list's search box: the list follows a moment after typing stops, not on every keystroke. */
export function SearchBox({ value, onChange, label, placeholder }: SearchBoxProps) {
  const { t } = useTranslation('common');
  const [input, setInput] = useState(value);
  const [synced, setSynced] = useState(value);
  // The URL can change without typing (back button, "clear filters"); the box then shows the URL's term.
  if (value !== synced) {
    setSynced(value);
    if (value !== input.trim()) setInput(value);
  }
  const commit = useDebouncedCallback((next: string) => onChange(next.trim()), DEBOUNCE_MS);
  return (
    <TextInput
      type="search"
      classNames={{ input: classes.searchInput }}
      value={input}
      maxLength={MAX_LENGTH}
      onChange={(event) => {
        setInput(event.currentTarget.value);
        commit(event.currentTarget.value);
      }}
      placeholder={placeholder}
      aria-label={label}
      leftSection={<IconSearch size={16} aria-hidden />}
      rightSection={
        input ? (
          <CloseButton
            size="sm"
            aria-label={t('list.clearSearch')}
            onClick={() => {
              setInput('');
              commit.cancel();
              onChange('');
            }}
          />
        ) : null
      }
      flex={1}
      miw={220}
    />
  );
}
