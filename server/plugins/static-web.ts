/** Serves the built web app and answers any non-API path with index.html so client routes work on reload. */
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

export async function registerStaticWeb(app: FastifyInstance, webDir: string): Promise<boolean> {
  if (!fs.existsSync(path.join(webDir, 'index.html'))) return false;
  await app.register(fastifyStatic, {
    root: webDir,
    wildcard: true,
    index: false,
    setHeaders(reply, filePath) {
      // Vite puts a content hash in asset names, so they can be cached for good; index.html never.
      if (filePath.includes(`${path.sep}assets${path.sep}`))
        reply.header('Cache-Control', 'public, max-age=31536000, immutable');
    },
  });
  return true;
}
