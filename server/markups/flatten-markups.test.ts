/**
 * pdf-lib reads users' PDFs in a child process: a PDF that would take the server's memory or time fails its own
 * job (millions of parsed objects, a time limit), and the next PDF is drawn as usual.
 */
import { describe, expect, it } from 'vitest';
import type { MarkupView } from '../queries/markup-view';
import { makeTextPdf, pdfFromObjects } from '../test/pdf-fixture';
import { flattenMarkups } from './flatten-markups';

const cloud = { page: 1, kind: 'cloud', geometry: { x: 10, y: 10, w: 100, h: 50 }, color: '#e03131', text: '' };
const markups = [
  { row: { ...cloud, createdAt: new Date() }, revision: 'A', author: null, replies: [] } as unknown as MarkupView,
];

/** A PDF of `count` arrays of numbers: a few megabytes stored, far more once parsed into objects. */
function objectBomb(count: number): Buffer {
  const filler = Array.from({ length: 40 }, (_, i) => i).join(' ');
  return pdfFromObjects([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>',
    ...Array.from({ length: count }, () => `[${filler}]`),
  ]);
}

describe('flattenMarkups', () => {
  it('fails a PDF that outgrows its memory ceiling or time, then draws the next one', async () => {
    const pdf = objectBomb(300_000);
    const rss = process.memoryUsage().rss;
    const bomb = await flattenMarkups(pdf, markups, { maxMemoryMb: 192, timeoutMs: 30_000 });
    expect(bomb.status).toBe('failed');
    expect(process.memoryUsage().rss - rss).toBeLessThan(100 * 1024 * 1024);
    const slow = await flattenMarkups(makeTextPdf([['Plan']]), markups, { maxMemoryMb: 256, timeoutMs: 1 });
    expect(slow).toEqual({ status: 'failed', reason: 'timeout' });
    const plain = await flattenMarkups(makeTextPdf([['Plan']]), markups, { maxMemoryMb: 256 });
    expect(plain.status).toBe('done');
    expect(plain.status === 'done' && plain.data.subarray(0, 5).toString()).toBe('%PDF-');
  }, 60_000);
});
