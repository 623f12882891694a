/** `./files.json` → `files`: a language's catalogs (or their loaders) keyed by namespace. */
export function catalogsByNamespace<T>(modules: Record<string, T>): Record<string, T> {
  const out: Record<string, T> = {};
  for (const [path, catalog] of Object.entries(modules)) {
    const namespace = /([^/]+)\.json$/.exec(path)?.[1];
    if (namespace) out[namespace] = catalog;
  }
  return out;
}
