import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../../../lib/api-client';
import { UploadCancelledError, UploadTimeoutError, xhrUploader } from './uploader';

/** A stand-in XMLHttpRequest the test drives by hand. */
class FakeXhr {
  static last: FakeXhr | null = null;
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onprogress: (() => void) | null = null;
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  status = 0;
  statusText = '';
  responseText = '';
  headers: Record<string, string> = {};
  url = '';
  constructor() {
    FakeXhr.last = this;
  }
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send() {}
  abort() {
    this.onabort?.();
  }
  progress(loaded: number) {
    this.upload.onprogress?.({ loaded, total: 100, lengthComputable: true } as ProgressEvent);
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

const file = new File(['%PDF-1.4'], 'Bygglov.pdf', { type: 'application/pdf' });

describe('xhrUploader', () => {
  afterEach(() => vi.useRealTimers());

  it('sends the file with the token and reports progress', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    window.localStorage.setItem('id_token', 'abc');
    const onProgress = vi.fn();
    const done = xhrUploader({ file, purpose: 'drawing', onProgress });
    const xhr = FakeXhr.last;
    if (!xhr) throw new Error('no request');
    expect(xhr.url).toBe('/api/v1/upload_file?purpose=drawing&overwrite=false&fileName=Bygglov.pdf');
    expect(xhr.headers.Authorization).toBe('Token abc');
    xhr.progress(40);
    expect(onProgress).toHaveBeenCalledWith(40, 100);
    xhr.answer(201, { success: true, url: '/api/v1/uploads/1' });
    await expect(done).resolves.toMatchObject({ url: '/api/v1/uploads/1' });
  });

  it('asks the server to replace earlier unclaimed uploads of the name only when told to (a retry)', () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const urls = [undefined, false, true].map((overwrite) => {
      void xhrUploader({ file, purpose: 'constructionfile', overwrite, fileName: 'Bygglov rev 2.pdf' }).catch(
        () => undefined,
      );
      const url = new URL(FakeXhr.last?.url ?? '', 'http://localhost');
      return [url.pathname, Object.fromEntries(url.searchParams)];
    });
    const query = (overwrite: string) => ({ purpose: 'constructionfile', overwrite, fileName: 'Bygglov rev 2.pdf' });
    expect(urls).toEqual([
      ['/api/v1/upload_file', query('false')],
      ['/api/v1/upload_file', query('false')],
      ['/api/v1/upload_file', query('true')],
    ]);
  });

  it('aborts after the idle time without progress, not after a total time', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const done = xhrUploader({ file, purpose: 'constructionfile', idleTimeoutMs: 1000 });
    const settled = done.catch((error: unknown) => error);
    vi.advanceTimersByTime(900);
    FakeXhr.last?.progress(10);
    vi.advanceTimersByTime(900);
    FakeXhr.last?.progress(20);
    vi.advanceTimersByTime(1001);
    expect(await settled).toBeInstanceOf(UploadTimeoutError);
  });

  it('answers the server error and a cancellation', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const refused = xhrUploader({ file, purpose: 'constructionfile' });
    FakeXhr.last?.answer(415, { success: false, error: 'Construction files must be PDF documents.' });
    await expect(refused).rejects.toMatchObject({
      status: 415,
      serverError: 'Construction files must be PDF documents.',
    });
    await expect(refused).rejects.toBeInstanceOf(ApiRequestError);
    const controller = new AbortController();
    const cancelled = xhrUploader({ file, purpose: 'constructionfile', signal: controller.signal });
    controller.abort();
    await expect(cancelled).rejects.toBeInstanceOf(UploadCancelledError);
  });
});
