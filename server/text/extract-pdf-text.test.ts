import { describe, expect, it } from 'vitest';
import { makeImageOnlyPdf, makeTextPdf } from '../test/pdf-fixture';
import { extractPdfText } from './extract-pdf-text';

describe('extractPdfText', () => {
  it('reads each page, Swedish letters included', async () => {
    const pdf = makeTextPdf([
      ['Teknisk beskrivning', 'Etapp 1'],
      ['Ventilationsritning för förskolan Ängsbacken', 'Café (entré) och kök'],
      ['Slutbesked'],
    ]);
    const result = await extractPdfText({ bytes: new Uint8Array(pdf) });
    expect(result).toEqual({
      status: 'done',
      pages: [
        { page: 1, text: 'Teknisk beskrivning\nEtapp 1' },
        { page: 2, text: 'Ventilationsritning för förskolan Ängsbacken\nCafé (entré) och kök' },
        { page: 3, text: 'Slutbesked' },
      ],
      pageCount: 3,
    });
  });

  it('answers none for a PDF without text, and failed for a broken one, without throwing', async () => {
    expect(await extractPdfText({ bytes: new Uint8Array(makeImageOnlyPdf()) })).toEqual({
      status: 'none',
      pageCount: 1,
    });
    const broken = Buffer.from('%PDF-1.7\nthis is not really a PDF at all\n');
    expect((await extractPdfText({ bytes: new Uint8Array(broken) })).status).toBe('failed');
  });

  it('gives up at its time limit', async () => {
    const pdf = makeTextPdf([['Protokoll']]);
    expect(await extractPdfText({ bytes: new Uint8Array(pdf) }, { timeoutMs: 1 })).toEqual({
      status: 'failed',
      reason: 'timeout',
    });
  });

  it('reads PDFs one after another in a worker that stays, and a failure or timeout ends with its own file', async () => {
    const good = (word: string) => new Uint8Array(makeTextPdf([[word]]));
    const broken = new Uint8Array(Buffer.from('%PDF-1.7\nnot a PDF\n'));
    const results = await Promise.all([
      extractPdfText({ bytes: good('Första') }),
      extractPdfText({ bytes: broken }),
      extractPdfText({ bytes: good('Andra') }, { timeoutMs: 1 }),
      extractPdfText({ bytes: good('Tredje') }),
    ]);
    expect(results.map((r) => r.status)).toEqual(['done', 'failed', 'failed', 'done']);
    expect(results[3]).toEqual({ status: 'done', pages: [{ page: 1, text: 'Tredje' }], pageCount: 1 });
    // Once the worker runs, a short PDF takes milliseconds, not the half second of starting one.
    const started = performance.now();
    for (let i = 0; i < 10; i++) expect((await extractPdfText({ bytes: good(`Sida ${i}`) })).status).toBe('done');
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it('reads a 500-page PDF without the server holding it', async () => {
    const pdf = makeTextPdf(
      Array.from({ length: 500 }, (_, i) => [`Sida ${i + 1} av mängdförteckningen`, 'Armering av bjälklag '.repeat(8)]),
    );
    const before = process.memoryUsage().heapUsed;
    const started = performance.now();
    const result = await extractPdfText({ bytes: new Uint8Array(pdf) });
    const ms = performance.now() - started;
    const growth = (process.memoryUsage().heapUsed - before) / 1024 / 1024;
    console.log(
      `500 pages (${(pdf.length / 1024).toFixed(0)} KB) in ${ms.toFixed(0)} ms, main heap +${growth.toFixed(1)} MB`,
    );
    expect(result.status).toBe('done');
    if (result.status === 'done') {
      expect(result.pages).toHaveLength(500);
      expect(result.pages[499]?.text).toContain('Sida 500 av mängdförteckningen');
    }
    expect(growth).toBeLessThan(50);
  });
});
