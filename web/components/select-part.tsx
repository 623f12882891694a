import { Select, type SelectProps } from '@mantine/core';
import type { DeferredProps } from './deferred-part';

/** Mantine's Select, loaded after the first paint (components/deferred-select.tsx). */
export function SelectPart({ activated, ...props }: SelectProps & DeferredProps) {
  return <Select {...props} defaultDropdownOpened={activated || undefined} />;
}
