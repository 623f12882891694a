// `npm start`: build the web app if needed, then run the server in this process (signals reach it directly).
//
// On Linux the C allocator is told first to give freed memory back (docs/ARCHITECTURE.md "Runtime"): glibc keeps
// up to 8 arenas per core and, once a large block is freed, serves the next ones from its heap instead of mmap,
// so a search index loaded beside the one it replaces left ~0.3 GB of freed memory in the server's RSS for good
// (1M files: 0.74 GB after the search benchmark, 0.50 GB with these settings). The variables must be set before
// the process starts, so this script starts itself once more with them, unless they are set already (yours win).
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';
import { ensureWebBuild } from './web-build.mjs';

const ALLOCATOR = { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '131072', MALLOC_TRIM_THRESHOLD_: '131072' };

if (process.platform === 'linux' && process.env.MALLOC_ARENA_MAX === undefined) {
  const child = spawn(
    process.execPath,
    [...process.execArgv, fileURLToPath(import.meta.url), ...process.argv.slice(2)],
    {
      stdio: 'inherit',
      env: { ...ALLOCATOR, ...process.env },
    },
  );
  // The server shuts down gracefully on these; this process only passes them on and ends as it ends.
  for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
} else {
  ensureWebBuild();
  register();
  await import('../server/main.ts');
}
