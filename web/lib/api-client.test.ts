import { describe, expect, it, vi } from 'vitest';
import { TOKEN_STORAGE_KEY } from '../../common/limits';
import { jsonResponse } from '../test/render';
import { api, ApiRequestError, buildUrl } from './api-client';

describe('api client', () => {
  it('calls /api/v1 with the stored token and JSON headers', async () => {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, 'abc');
    const fetchMock = vi.fn(async () => jsonResponse({ body: { ok: 1 } }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(api.post('/auth/login', { email: 'a' })).resolves.toEqual({ ok: 1 });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    const headers = new Headers(init.headers);
    expect(url).toBe('/api/v1/auth/login');
    expect(init.method).toBe('POST');
    expect(headers.get('Authorization')).toBe('Token abc');
    expect(headers.get('Accept')).toBe('application/json');
    expect(headers.get('Content-Type')).toBe('application/json');
  });

  it('leaves out the Authorization header without a token', async () => {
    const fetchMock = vi.fn(async () => jsonResponse({ body: [] }));
    vi.stubGlobal('fetch', fetchMock);
    await api.get('/public/organization', { search: 'bygg', empty: '' });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/v1/public/organization?search=bygg');
    expect(new Headers(init.headers).has('Authorization')).toBe(false);
  });

  it('turns the error envelope into an ApiRequestError', async () => {
    vi.stubGlobal('fetch', async () =>
      jsonResponse({
        status: 409,
        body: { success: false, error: 'Taken', code: 'EMAIL_TAKEN', details: [{ message: 'm' }] },
      }),
    );
    const error = await api.post('/auth/register', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({
      status: 409,
      message: 'Taken',
      serverError: 'Taken',
      code: 'EMAIL_TAKEN',
      details: [{ message: 'm' }],
    });
  });

  it('treats a 200 answer with success false as a failure', async () => {
    vi.stubGlobal('fetch', async () => jsonResponse({ body: { success: false, error: 'Nope' } }));
    await expect(api.get('/x')).rejects.toMatchObject({ status: 200, serverError: 'Nope' });
  });

  it('reports a network failure with status 0', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(api.get('/x')).rejects.toMatchObject({ status: 0, reason: 'Failed to fetch' });
  });

  it('encodes query values', () => {
    expect(buildUrl('user', { query: '{"a":1}', skip: 0 })).toBe('/api/v1/user?query=%7B%22a%22%3A1%7D&skip=0');
  });
});
