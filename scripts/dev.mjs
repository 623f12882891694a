// `npm run dev`: the server with reload on change, and Vite's dev server (port 5173) proxying /api to it.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { root } from './web-build.mjs';

const bin = (pkg, file) => path.join(root, 'node_modules', pkg, file);
const children = [
  spawn(process.execPath, [bin('tsx', 'dist/cli.mjs'), 'watch', 'server/main.ts'], { cwd: root, stdio: 'inherit' }),
  spawn(process.execPath, [bin('vite', 'bin/vite.js')], { cwd: root, stdio: 'inherit' }),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
