import { useMergedRef } from '@mantine/hooks';
import type { Ref } from 'react';

/**
 * `useMergeRefs` of @floating-ui/react, for Mantine's ScrollArea only (vite.config.ts): the one hook it takes
 * from floating-ui would otherwise bring that library's whole chunk (14 KB) to every page with a table.
 * Mantine's own `useMergedRef` does the same: every ref gets the node, and React 19 ref clean-ups are kept.
 */
export function useMergeRefs<T>(refs: Array<Ref<T> | undefined>) {
  return useMergedRef<T>(...refs);
}
