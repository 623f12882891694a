/** Types of ./web-build.mjs, which `npm start` runs as plain JavaScript before tsx is registered. */
export const root: string;
export function webBuildIsStale(): boolean;
export function ensureWebBuild(): void;
