import { Tooltip } from '@mantine/core';
import type { ReactElement, ReactNode } from 'react';
import type { DeferredProps } from './deferred-part';

export interface TooltipProps {
  label: ReactNode;
  /** Mantine's breakpoint above which the tooltip (and its target) is hidden. */
  hiddenFrom?: 'xs' | 'sm' | 'md' | 'lg' | 'xl';
  withArrow?: boolean;
  multiline?: boolean;
  w?: number;
  children: ReactElement;
}

/** Mantine's Tooltip, loaded after the first paint (components/deferred-tooltip.tsx). */
export function TooltipPart({ activated: _activated, children, ...tooltip }: TooltipProps & DeferredProps) {
  return <Tooltip {...tooltip}>{children}</Tooltip>;
}
