import type { ResourceKey } from 'i18next';

/** `./files.json` → `files`: a language's catalogs keyed by namespace. */
export function catalogsByNamespace(modules: Record<string, ResourceKey>): Record<string, ResourceKey> {
  const out: Record<string, ResourceKey> = {};
  for (const [path, catalog] of Object.entries(modules)) {
    const namespace = /([^/]+)\.json$/.exec(path)?.[1];
    if (namespace) out[namespace] = catalog;
  }
  return out;
}
