import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compressAssets } from './scripts/compress-assets';
import { preloadOnlyWhatIsMissing } from './scripts/preload-deps';
import { firstPaintGroup } from './scripts/first-paint/group';
import { fileURLToPath } from 'node:url';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };

function gitCommit(): string {
  try {
    return execSync('git rev-parse --short HEAD', { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    return 'unknown';
  }
}

const preload = preloadOnlyWhatIsMissing();

export default defineConfig({
  root: 'web',
  publicDir: 'public',
  plugins: [react(), preload.plugin, compressAssets()],
  define: {
    __APP_VERSION__: JSON.stringify(pkg.version),
    __APP_COMMIT__: JSON.stringify(process.env.GIT_COMMIT ?? gitCommit()),
    __APP_BUILD_TIME__: JSON.stringify(new Date().toISOString()),
  },
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    sourcemap: false,
    modulePreload: { resolveDependencies: preload.resolveDependencies },
    // Which chunks each page loads: scripts/bench/assets.ts adds up a route's first-visit JavaScript from it.
    manifest: true,
    chunkSizeWarningLimit: 1500,
    rollupOptions: {
      output: {
        // Hash-only names: a route's chunks name each other in their imports and preload lists, and the
        // readable names cost the project files tab 2.7 KB of brotli (docs/performance.md).
        chunkFileNames: 'assets/c[hash].js',
        assetFileNames: (asset) =>
          asset.names.some((name) => name.endsWith('.css'))
            ? 'assets/c[hash][extname]'
            : 'assets/[name]-[hash][extname]',
        codeSplitting: {
          // Everything the entry imports statically, which every page's first visit loads anyway, in one chunk:
          // left to itself the bundler cut it into ~40 shared pieces, each compressed on its own.
          groups: [
            { name: 'app', tags: ['$initial'] },
            firstPaintGroup(fileURLToPath(new URL('./web', import.meta.url))),
          ],
        },
      },
      treeshake: {
        // Feature, entity and component modules only declare components, hooks and helpers; nothing runs on import. Saying
        // so lets an index.ts (a feature's, data-table's) re-export its parts without pulling the unused ones into a
        // page's chunk.
        moduleSideEffects: (id) => !/[\\/]web[\\/](features|entities|components)[\\/].+\.tsx?$/.test(id),
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
});
