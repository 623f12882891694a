import type { ReactElement, ReactNode } from 'react';
import { deferredPart } from './deferred-part';

interface TooltipProps {
  label: ReactNode;
  /** Mantine's breakpoint above which the tooltip (and its target) is hidden. */
  hiddenFrom?: 'xs' | 'sm' | 'md' | 'lg' | 'xl';
  withArrow?: boolean;
  multiline?: boolean;
  w?: number;
  children: ReactElement;
}

/**
 * Tooltips on what a page's first paint shows (the frame's buttons, a project's progress ring): their target renders at once and the tooltip (Mantine's Tooltip and floating-ui) after
 * the first paint. The target carries its own accessible name, so nothing is missing meanwhile.
 */
export const DeferredTooltip = deferredPart<TooltipProps>(
  () => import('./tooltip-part').then((m) => m.TooltipPart),
  ({ children }) => children,
);
