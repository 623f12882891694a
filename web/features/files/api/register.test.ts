import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAX_REGISTER_PARTS } from '../../../../common/limits';
import { previewMatch } from './register';

const drawings = (n: number) => Array.from({ length: n }, (_, i) => new File(['%PDF-1.4'], `A-${i}.pdf`));

describe('previewMatch', () => {
  afterEach(() => vi.unstubAllGlobals());

  it(`sends a folder of more than ${MAX_REGISTER_PARTS} files in batches, empty parts, joined in order`, async () => {
    const sent: string[][] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        const parts = (init.body as FormData).getAll('file') as File[];
        expect(parts.every((part) => part.size === 0)).toBe(true);
        const names = parts.map((part) => part.name);
        sent.push(names);
        const body = {
          success: true,
          dryRun: true,
          matched: names
            .filter((_, i) => i % 2 === 0)
            .map((fileName) => ({ fileName, drawing: 'd', drawingNumber: 'n', revision: 'A' })),
          unmatched: names.filter((_, i) => i % 2 === 1).map((fileName) => ({ fileName, reason: 'noMatch' })),
        };
        return new Response(JSON.stringify(body), { status: 200 });
      }),
    );
    const files = drawings(MAX_REGISTER_PARTS * 2 + 5);
    const answer = await previewMatch('p', files);
    expect(sent.map((names) => names.length)).toEqual([MAX_REGISTER_PARTS, MAX_REGISTER_PARTS, 5]);
    expect(answer.matched.length + answer.unmatched.length).toBe(files.length);
    expect(answer.matched[0]?.fileName).toBe('A-0.pdf');
    expect(answer.matched.at(-1)?.fileName).toBe(`A-${MAX_REGISTER_PARTS * 2 + 4}.pdf`);
  });

  it('sends a folder within the bound in one request', async () => {
    const fetch = vi.fn(
      async () =>
        new Response(JSON.stringify({ success: true, dryRun: true, matched: [], unmatched: [] }), { status: 200 }),
    );
    vi.stubGlobal('fetch', fetch);
    await previewMatch('p', drawings(MAX_REGISTER_PARTS));
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
