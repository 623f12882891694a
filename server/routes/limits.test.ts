import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { limitsAnswer } from '../../common/api/limits';
import { DEFAULT_MAX_UPLOAD_MB } from '../../common/limits';
import { makeUser } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';

let standard: TestApp;
let custom: TestApp;
beforeAll(async () => {
  [standard, custom] = await Promise.all([createTestApp(), createTestApp({ MAX_UPLOAD_MB: '1536' })]);
});
afterAll(async () => {
  await Promise.all([standard.close(), custom.close()]);
});

describe('GET public/limits', () => {
  it('answers the default upload limit without sign-in', async () => {
    const res = await standard.request({ method: 'GET', url: '/public/limits' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ maxUploadMb: DEFAULT_MAX_UPLOAD_MB });
    expect(limitsAnswer.safeParse(res.json()).success).toBe(true);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
  });

  it('answers MAX_UPLOAD_MB as configured, for a signed-in caller and for a stale token alike', async () => {
    const { token } = await makeUser(custom.database.db);
    for (const auth of [token, 'not-a-valid-token-at-all-0000', undefined]) {
      const res = await custom.request({ method: 'GET', url: '/public/limits', token: auth });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ maxUploadMb: 1536 });
    }
  });

  it('is described in the OpenAPI document as a public call', async () => {
    const res = await standard.app.inject({ method: 'GET', url: '/api/docs/json' });
    const doc = res.json() as { paths: Record<string, { get?: { security?: unknown[] } }> };
    expect(doc.paths['/api/v1/public/limits']?.get?.security).toEqual([]);
  });
});
