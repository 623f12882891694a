/**
 * Real files made in code for the browser journeys and the screenshots: multi-page PDFs with readable text
 * and RGB PNGs, valid enough for pdf.js, the server's content sniffing and a browser's image decoder.
 */
import { deflateSync } from 'node:zlib';

/** PDF text strings in WinAnsi (Latin-1 plus the en dash at 0x96) with ( ) \ escaped: å, ä and ö print. */
function pdfText(text: string): string {
  return text.replace(/–/g, '\x96').replace(/[\\()]/g, (c) => `\\${c}`);
}

/**
 * A valid PDF of `pages` A4 pages, each with a heading, "Sida n av N" and the given lines of body text, or the
 * lines a function gives for each page (1-based).
 */
export function makePdf(pages: number, title: string, lines: string[] | ((page: number) => string[]) = []): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  ];
  const kids: string[] = [];
  for (let page = 1; page <= pages; page += 1) {
    const body = (typeof lines === 'function' ? lines(page) : lines)
      .map((line, i) => `BT /F1 11 Tf 72 ${680 - i * 18} Td (${pdfText(line)}) Tj ET`)
      .join(' ');
    const text = `BT /F1 22 Tf 72 760 Td (${pdfText(title)}) Tj ET BT /F1 14 Tf 72 728 Td (Sida ${page} av ${pages}) Tj ET ${body}`;
    objects.push(`<< /Length ${text.length} >>\nstream\n${text}\nendstream`);
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 3 0 R >> >> /Contents ${objects.length} 0 R >>`,
    );
    kids.push(`${objects.length} 0 R`);
  }
  objects[1] = `<< /Type /Pages /Kids [${kids.join(' ')}] /Count ${pages} >>`;
  let out = '%PDF-1.4\n';
  const offsets = objects.map((body, index) => {
    const offset = out.length;
    out += `${index + 1} 0 obj\n${body}\nendobj\n`;
    return offset;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 1 ? 0xedb88320 ^ (crc >>> 1) : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

type Rgb = [number, number, number];

/** An RGB PNG painted pixel by pixel; by default a small grid "drawing". */
export function makePng(
  width = 240,
  height = 160,
  paint: (x: number, y: number) => Rgb = (x, y) =>
    x % 40 === 0 || y % 40 === 0 ? [0x30, 0x30, 0x30] : [0xf0, 0xf0, 0xf0],
): Buffer {
  const stride = width * 3 + 1;
  const raw = Buffer.alloc(stride * height);
  for (let y = 0; y < height; y += 1) {
    raw[y * stride] = 0;
    for (let x = 0; x < width; x += 1) raw.set(paint(x, y), y * stride + 1 + x * 3);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = 2;
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([
    signature,
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(raw)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}
