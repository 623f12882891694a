/// <reference types="vite/client" />

/** Injected by vite.config.ts / vitest.config.ts `define`. */
declare const __APP_VERSION__: string;
declare const __APP_COMMIT__: string;
declare const __APP_BUILD_TIME__: string;
