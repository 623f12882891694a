import { Checkbox } from '@mantine/core';

interface SelectableRow {
  _id: string;
  abilities: { delete: boolean };
}

interface SelectAllCheckboxProps {
  rows: readonly SelectableRow[] | undefined;
  selected: ReadonlySet<string>;
  onSelect: (ids: string[], selected: boolean) => void;
  label: string;
}

/** The header's "choose all" for a bulk delete: the rows of the page the caller may delete. */
export function SelectAllCheckbox({ rows, selected, onSelect, label }: SelectAllCheckboxProps) {
  const deletable = (rows ?? []).filter((row) => row.abilities.delete).map((row) => row._id);
  const chosen = deletable.filter((id) => selected.has(id)).length;
  return (
    <Checkbox
      checked={deletable.length > 0 && chosen === deletable.length}
      indeterminate={chosen > 0 && chosen < deletable.length}
      disabled={deletable.length === 0}
      onChange={(event) => onSelect(deletable, event.currentTarget.checked)}
      aria-label={label}
    />
  );
}
