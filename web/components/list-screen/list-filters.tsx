import { Button, Group } from '@mantine/core';
import { IconFilterOff, IconStar } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { FilterChip } from '../filter-chip';
import { FiltersToggle } from './filters-toggle';

interface ListFiltersProps {
  /** On a phone the filters wait behind one button, with `phoneSort` beside it. */
  phone: boolean;
  /** How many filters are chosen (the phone's button says so). */
  active: number;
  bookmarked: { checked: boolean; onChange: (checked: boolean) => void; label: string };
  /** "Rensa filter", offered while something is chosen. */
  clear: { shown: boolean; onClear: () => void; label: string };
  /** A phone's sort control (a card list has no header to click); wider screens sort by the table's headers. */
  phoneSort?: ReactNode;
  /** The list's own selects (type, status, project …). */
  children: ReactNode;
}

/** A list's filter row: its selects, "bookmarked only" and "clear filters"; behind one button on a phone. */
export function ListFilters({ phone, active, bookmarked, clear, phoneSort, children }: ListFiltersProps) {
  return (
    <FiltersToggle phone={phone} active={active} beside={phone ? phoneSort : undefined}>
      <Group gap="sm" wrap="wrap">
        {children}
        <FilterChip
          checked={bookmarked.checked}
          onChange={bookmarked.onChange}
          icon={<IconStar size={14} aria-hidden />}
        >
          {bookmarked.label}
        </FilterChip>
        {clear.shown ? (
          <Button
            variant="subtle"
            color="gray"
            leftSection={<IconFilterOff size={16} aria-hidden />}
            onClick={clear.onClear}
          >
            {clear.label}
          </Button>
        ) : null}
      </Group>
    </FiltersToggle>
  );
}
