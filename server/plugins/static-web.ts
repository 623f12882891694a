/** Serves the built web app and answers any non-API path with index.html so client routes work on reload. */
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

/**
 * Paths the web app's router answers. A missing file (an old tab asking for a chunk a new release replaced)
 * must get a 404, not index.html served where JavaScript was expected; client routes never end in an extension.
 */
export function isClientRoute(path: string): boolean {
  return !path.startsWith('/api/') && !/\.[A-Za-z0-9]+$/.test(path);
}

/** index.html for the root and every client route: always revalidated, so a new release shows at once. */
export function sendIndex(reply: FastifyReply, webDir: string) {
  return reply.header('Cache-Control', 'no-cache').sendFile('index.html', webDir, { cacheControl: false });
}

export async function registerStaticWeb(app: FastifyInstance, webDir: string): Promise<boolean> {
  if (!fs.existsSync(path.join(webDir, 'index.html'))) return false;
  await app.register(fastifyStatic, {
    root: webDir,
    wildcard: true,
    index: false,
    // The build writes .br and .gz twins (scripts/compress-assets.ts): sent by Accept-Encoding, with Vary.
    preCompressed: true,
    setHeaders(reply, filePath) {
      // Vite puts a content hash in asset names, so they can be cached for good; index.html never.
      if (filePath.includes(`${path.sep}assets${path.sep}`))
        reply.header('Cache-Control', 'public, max-age=31536000, immutable');
    },
  });
  // The wildcard route would answer the bare root as a directory listing it may not give (403).
  app.get('/', { schema: { hide: true } }, (_request, reply) => sendIndex(reply, webDir));
  return true;
}
