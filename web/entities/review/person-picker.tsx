import { MultiSelect, Select } from '@mantine/core';

export interface PersonOption {
  value: string;
  label: string;
}

interface PickerBase {
  label: string;
  /** The project team's people (useReviewCandidates). */
  options: PersonOption[];
  error: string | null;
  /** While the people load. */
  loading: boolean;
}

type PersonPickerProps =
  | (PickerBase & { multiple: true; value: string[]; onChange: (value: string[]) => void })
  | (PickerBase & { multiple?: false; value: string | null; onChange: (value: string | null) => void });

/** A review's reviewers (several) or its approver (one): searchable, required, picked from the project's people. */
export function PersonPicker(props: PersonPickerProps) {
  const shared = {
    label: props.label,
    data: props.options,
    searchable: true,
    required: true,
    error: props.error,
    disabled: props.loading,
    comboboxProps: { withinPortal: true },
  };
  return props.multiple ? (
    <MultiSelect {...shared} value={props.value} onChange={props.onChange} />
  ) : (
    <Select {...shared} value={props.value} onChange={props.onChange} />
  );
}
