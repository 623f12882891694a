import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { compressDir } from '../../scripts/compress-assets';
import { isClientRoute, registerStaticWeb, sendIndex } from './static-web';

function webDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'byggarkiv-web-'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Byggarkiv</title>');
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'assets', 'app-1a2b.js'), 'console.log(1)');
  return dir;
}

describe('the built web app', () => {
  it('answers the bare root with index.html, always revalidated, and caches hashed assets for good', async () => {
    const app = Fastify();
    const dir = webDir();
    expect(await registerStaticWeb(app, dir)).toBe(true);
    app.setNotFoundHandler((_request, reply) => sendIndex(reply, dir));
    const root = await app.inject({ method: 'GET', url: '/' });
    expect(root.statusCode).toBe(200);
    expect(root.headers['content-type']).toMatch(/text\/html/);
    expect(root.headers['cache-control']).toBe('no-cache');
    expect(root.body).toContain('<title>Byggarkiv</title>');
    const route = await app.inject({ method: 'GET', url: '/projekt/123/oversikt' });
    expect(route.statusCode).toBe(200);
    expect(route.headers['cache-control']).toBe('no-cache');
    const asset = await app.inject({ method: 'GET', url: '/assets/app-1a2b.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    await app.close();
  });

  it("sends the build's brotli or gzip twin when the browser takes it, and the plain file otherwise", async () => {
    const app = Fastify();
    const dir = webDir();
    const js = 'export const ord = "' + 'byggarkiv '.repeat(500) + '";';
    fs.writeFileSync(path.join(dir, 'assets', 'big-9f9f.js'), js);
    await compressDir(dir);
    await registerStaticWeb(app, dir);
    const br = await app.inject({
      method: 'GET',
      url: '/assets/big-9f9f.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['vary']).toMatch(/accept-encoding/i);
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(js);
    const gz = await app.inject({ method: 'GET', url: '/assets/big-9f9f.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(js);
    const plain = await app.inject({ method: 'GET', url: '/assets/big-9f9f.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(js);
    await app.close();
  });

  it('registers nothing without a build', async () => {
    const app = Fastify();
    expect(await registerStaticWeb(app, path.join(os.tmpdir(), 'byggarkiv-no-such-build'))).toBe(false);
    await app.close();
  });

  it('gives client routes the app and missing files a 404', () => {
    for (const path of ['/', '/dashboard', '/projekt/4f1c/oversikt', '/shared/projekt/4f1c', '/password-reset-new'])
      expect(isClientRoute(path), path).toBe(true);
    for (const path of ['/assets/index-1a2b.js', '/favicon.ico', '/robots.txt', '/api/v1/nothing'])
      expect(isClientRoute(path), path).toBe(false);
  });
});
