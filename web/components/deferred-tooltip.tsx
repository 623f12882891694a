import { deferredPart } from './deferred-part';
import type { TooltipProps } from './tooltip-part';

/**
 * Tooltips on what a page's first paint shows (the frame's buttons, a project's progress ring, list rows): their
 * target renders at once and the tooltip (Mantine's Tooltip and floating-ui) after the first paint. The target
 * carries its own accessible name, so nothing is missing meanwhile.
 */
export const DeferredTooltip = deferredPart<TooltipProps>(
  () => import('./tooltip-part').then((m) => m.TooltipPart),
  ({ children }) => children,
);
