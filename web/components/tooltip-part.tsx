import { Tooltip } from '@mantine/core';
import type { ReactElement, ReactNode } from 'react';
import type { DeferredProps } from './deferred-part';

/** Mantine's Tooltip, loaded after the first paint (components/deferred-tooltip.tsx). */
export function TooltipPart({
  label,
  hiddenFrom,
  withArrow,
  multiline,
  w,
  children,
}: {
  label: ReactNode;
  hiddenFrom?: 'xs' | 'sm' | 'md' | 'lg' | 'xl';
  withArrow?: boolean;
  multiline?: boolean;
  w?: number;
  children: ReactElement;
} & DeferredProps) {
  return (
    <Tooltip label={label} hiddenFrom={hiddenFrom} withArrow={withArrow} multiline={multiline} w={w}>
      {children}
    </Tooltip>
  );
}
