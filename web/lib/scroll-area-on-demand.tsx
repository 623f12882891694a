import { Suspense, lazy, type ComponentProps } from 'react';
import { Box, type ScrollArea as MantineScrollArea } from '@mantine/core';

/**
 * Mantine's ScrollArea as Table.ScrollContainer sees it (scripts/mantine-parts.ts): every Table module imports it
 * (4 KB brotli) though our tables scroll natively (`type="native"`) and never render it. A table that does ask for
 * it gets it on demand; until it arrives the rows scroll natively, so nothing waits or jumps.
 */
const Loaded = lazy(() => import('byggarkiv:mantine-scroll-area').then(({ ScrollArea }) => ({ default: ScrollArea })));

type Props = ComponentProps<typeof MantineScrollArea>;

export function ScrollArea({ children, className, style, ...props }: Props) {
  return (
    <Suspense
      fallback={
        <Box className={className} style={[style, { overflow: 'auto' }]}>
          {children}
        </Box>
      }
    >
      <Loaded className={className} style={style} {...props}>
        {children}
      </Loaded>
    </Suspense>
  );
}
