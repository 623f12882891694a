// `npm start`: build the web app if needed, then run the server in this process (signals reach it directly).
import { register } from 'tsx/esm/api';
import { ensureWebBuild } from './web-build.mjs';

ensureWebBuild();
register();
await import('../server/main.ts');
