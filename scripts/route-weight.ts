/**
 * How much compressed JavaScript the first visit of each route downloads: the entry chunk and every chunk it
 * imports statically (the browser preloads them all), the route's lazy page chunks and their static imports, and
 * the Swedish catalogs of the namespaces the frame and those pages name (scripts/namespace-usage.ts).
 * Read from Vite's manifest of a build; sizes are those of the brotli files the server sends.
 */
import fs from 'node:fs';
import path from 'node:path';
import { BOOT_NAMESPACES } from '../web/i18n/namespaces';
import { namespacesOf } from './namespace-usage';
import { ROUTE_PAGES } from './route-pages';

interface ManifestChunk {
  file: string;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface RouteWeight {
  route: string;
  /** Brotli bytes of JavaScript. */
  bytes: number;
  chunks: number;
}

export function routeWeights(distDir: string): RouteWeight[] {
  const manifest = JSON.parse(fs.readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const closure = (keys: string[], into = new Set<string>()) => {
    for (const key of keys) {
      if (into.has(key)) continue;
      const chunk = manifest[key];
      if (!chunk) throw new Error(`${key} is not in the build's manifest`);
      into.add(key);
      closure(chunk.imports ?? [], into);
    }
    return into;
  };
  const compressed = (key: string) => {
    const file = path.join(distDir, manifest[key]?.file ?? '');
    return fs.existsSync(`${file}.br`) ? fs.statSync(`${file}.br`).size : fs.statSync(file).size;
  };
  return Object.entries(ROUTE_PAGES).map(([route, pages]) => {
    // The first paint also waits for the catalogs it shows, in the visitor's language (Swedish by default).
    const namespaces = new Set<string>([...BOOT_NAMESPACES, ...pages.flatMap((page) => [...namespacesOf(page)])]);
    const catalogs = [...namespaces].map((namespace) => `i18n/sv/${namespace}.json`);
    const chunks = closure(['index.html', ...catalogs, ...pages]);
    return { route, chunks: chunks.size, bytes: [...chunks].reduce((sum, key) => sum + compressed(key), 0) };
  });
}

/** `npm run bench -- assets`: builds the web app when stale and prints each route's first-visit JavaScript. */
export async function benchAssets(): Promise<void> {
  const { ensureWebBuild, root } = await import('./web-build.mjs');
  ensureWebBuild();
  const target = 170 * 1024;
  console.log('First visit of each route: JavaScript the browser downloads (brotli), target ≤ 170 KB');
  for (const w of routeWeights(path.join(root, 'dist', 'web')))
    console.log(
      `  ${w.route.padEnd(28)} ${(w.bytes / 1024).toFixed(1).padStart(7)} KB in ${String(w.chunks).padStart(3)} chunks ${w.bytes <= target ? 'ok' : 'over'}`,
    );
}
