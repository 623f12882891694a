/// <reference types="vite/client" />

/** Injected by vite.config.ts / vitest.config.ts `define`. */
declare const __APP_VERSION__: string;
declare const __APP_COMMIT__: string;
declare const __APP_BUILD_TIME__: string;

/** Mantine's ScrollArea module itself (scripts/mantine-parts.ts resolves it), for web/lib/scroll-area-on-demand.tsx. */
declare module 'byggarkiv:mantine-scroll-area' {
  export { ScrollArea } from '@mantine/core';
}
