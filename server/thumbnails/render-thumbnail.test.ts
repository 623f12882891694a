import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createCanvas } from '@napi-rs/canvas';
import { afterAll, describe, expect, it } from 'vitest';
import { makeTextPdf } from '../test/pdf-fixture';
import { renderThumbnail } from './render-thumbnail';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'byggarkiv-thumb-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
const write = (name: string, bytes: Buffer) => {
  const file = path.join(dir, name);
  fs.writeFileSync(file, bytes);
  return file;
};

describe('renderThumbnail', () => {
  it("draws a PDF's first page of many at 400 px on the long side", async () => {
    const pages = Array.from({ length: 300 }, (_, i) => [`Sida ${i + 1}`]);
    const result = await renderThumbnail(write('many.pdf', makeTextPdf(pages)), 'application/pdf');
    expect(result).toMatchObject({ status: 'done', height: 400 });
  });

  it('leaves an image with more pixels than allowed without a thumbnail, and a broken one failed', async () => {
    const canvas = createCanvas(300, 200);
    const png = write('plan.png', await canvas.encode('png'));
    expect(await renderThumbnail(png, 'image/png', { maxPixels: 1000 })).toEqual({ status: 'none' });
    expect(await renderThumbnail(png, 'image/png')).toMatchObject({ status: 'done', width: 300, height: 200 });
    const broken = await renderThumbnail(write('broken.jpg', Buffer.from([0xff, 0xd8, 0xff, 0, 1, 2])), 'image/jpeg');
    expect(broken.status).toBe('failed');
  });
});
