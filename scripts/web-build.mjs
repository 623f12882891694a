// Builds the web app when there is no build, or when a source file is newer than the build.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const builtIndex = path.join(root, 'dist', 'web', 'index.html');

function newestMtime(dir) {
  let newest = 0;
  if (!fs.existsSync(dir)) return newest;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestMtime(full));
    else newest = Math.max(newest, fs.statSync(full).mtimeMs);
  }
  return newest;
}

export function webBuildIsStale() {
  if (!fs.existsSync(builtIndex)) return true;
  const built = fs.statSync(builtIndex).mtimeMs;
  const sources = Math.max(newestMtime(path.join(root, 'web')), newestMtime(path.join(root, 'common')));
  return sources > built;
}

export function ensureWebBuild() {
  if (!webBuildIsStale()) return;
  console.log('Building the web app (first start or sources changed)…');
  const vite = path.join(root, 'node_modules', 'vite', 'bin', 'vite.js');
  const result = spawnSync(process.execPath, [vite, 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error('The web build failed; see the messages above.');
    process.exit(result.status ?? 1);
  }
}
