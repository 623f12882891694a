/** Checks a content address the way browsers and PDF viewers use it: whole, by range, conditionally. */
import { expect } from 'vitest';
import type { TestApp } from './test-app';

export type ContentReader = { token: string } | { shareToken: string };

/** GET on a content url as a signed-in user or with a share token, with extra query parameters and headers. */
export function getContent(
  t: TestApp,
  url: string,
  reader: ContentReader,
  opts: { query?: string; headers?: Record<string, string> } = {},
) {
  const params = [
    ...('shareToken' in reader ? [`shareToken=${encodeURIComponent(reader.shareToken)}`] : []),
    ...(opts.query ? [opts.query] : []),
  ];
  const full = params.length ? `${url}${url.includes('?') ? '&' : '?'}${params.join('&')}` : url;
  return t.request({
    method: 'GET',
    url: full,
    headers: opts.headers,
    ...('token' in reader ? { token: reader.token } : {}),
  });
}

/**
 * The whole contract of a content address (docs/api.md point 4): type, file name, strong ETag, revalidating cache
 * headers, a byte-exact body, 206 ranges, 416 for a range past the end, 304 for a known ETag, and If-Range
 * with another ETag answered with the whole body. Returns the ETag.
 */
export async function expectContentServed(
  t: TestApp,
  url: string,
  reader: ContentReader,
  expected: { content: Buffer; contentType: string; disposition: string },
): Promise<string> {
  const { content } = expected;
  const full = await getContent(t, url, reader);
  expect(full.statusCode, full.body.slice(0, 200)).toBe(200);
  expect(full.rawPayload.equals(content)).toBe(true);
  expect(full.headers['content-type']).toBe(expected.contentType);
  expect(full.headers['content-disposition']).toBe(expected.disposition);
  expect(full.headers['accept-ranges']).toBe('bytes');
  expect(full.headers['cache-control']).toBe('private, no-cache');
  expect(full.headers['content-length']).toBe(String(content.length));
  const etag = full.headers.etag as string;
  expect(etag).toMatch(/^"[^"]+"$/);

  const part = await getContent(t, url, reader, { headers: { range: 'bytes=5-14' } });
  expect(part.statusCode).toBe(206);
  expect(part.headers['content-range']).toBe(`bytes 5-14/${content.length}`);
  expect(part.rawPayload.equals(content.subarray(5, 15))).toBe(true);
  const tail = await getContent(t, url, reader, { headers: { range: 'bytes=-6' } });
  expect(tail.statusCode).toBe(206);
  expect(tail.rawPayload.equals(content.subarray(content.length - 6))).toBe(true);

  const past = await getContent(t, url, reader, { headers: { range: `bytes=${content.length}-` } });
  expect(past.statusCode).toBe(416);
  expect(past.headers['content-range']).toBe(`bytes */${content.length}`);

  const cached = await getContent(t, url, reader, { headers: { 'if-none-match': etag } });
  expect(cached.statusCode).toBe(304);
  expect(cached.headers.etag).toBe(etag);
  expect(cached.rawPayload.length).toBe(0);

  const resumed = await getContent(t, url, reader, { headers: { range: 'bytes=5-14', 'if-range': etag } });
  expect(resumed.statusCode).toBe(206);
  const stale = await getContent(t, url, reader, { headers: { range: 'bytes=5-14', 'if-range': '"not-this-one"' } });
  expect(stale.statusCode).toBe(200);
  expect(stale.rawPayload.equals(content)).toBe(true);

  const download = await getContent(t, url, reader, { query: 'download=true' });
  expect(download.headers['content-disposition']).toBe(expected.disposition.replace(/^inline;/, 'attachment;'));
  return etag;
}
