/**
 * PDFs built to hurt whoever reads them, for the tests that prove they hurt only a worker process: small files
 * whose pages ask for gigabytes or for billions of drawing operations.
 */
import { pdfFromObjects } from './pdf-fixture';

const stream = (dict: string, content: string) =>
  `<< ${dict} /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`;

/**
 * One page showing an image that says it is 60,000 × 60,000 pixels (14 GB as a bitmap) in a few bytes: a reader
 * that believes the dimensions allocates before it looks at the data.
 */
export function makeImageBombPdf(): Buffer {
  return pdfFromObjects([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /XObject << /Im1 5 0 R >> >> /Contents 4 0 R >>',
    stream('', 'q 595 0 0 842 0 0 cm /Im1 Do Q'),
    stream('/Type /XObject /Subtype /Image /Width 60000 /Height 60000 /ColorSpace /DeviceRGB /BitsPerComponent 8', 'x'),
  ]);
}

/**
 * A "billion laughs" page: each of `depth` forms draws the next ten times, the last a line of text, so the page is
 * 10^depth drawing operations and as many words of text, from a file of a kilobyte.
 */
export function makeDrawingBombPdf(depth = 9): Buffer {
  const first = 5;
  const forms = Array.from({ length: depth }, (_, i) => {
    const res =
      i === depth - 1
        ? '/Resources << /Font << /F1 4 0 R >> >>'
        : `/Resources << /XObject << /X ${first + i + 1} 0 R >> >>`;
    const body =
      i === depth - 1 ? 'BT /F1 12 Tf 10 10 Td (Armering av bjälklag) Tj ET 0 0 m 500 800 l S' : '/X Do '.repeat(10);
    return stream(`/Type /XObject /Subtype /Form /BBox [0 0 595 842] ${res}`, body);
  });
  return pdfFromObjects([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /XObject << /X ${first} 0 R >> >> /Contents ${first + depth} 0 R >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    ...forms,
    stream('', '/X Do'),
  ]);
}

/** A PDF of `pages` pages that each show `lines` lines of text: its text is pages × lines × ~60 characters. */
export function makeWordyPdf(pages: number, lines: number): Buffer {
  const line = 'Betongarbeten enligt AMA Anläggning, armering och gjutning av bjälklag';
  const content = Array.from(
    { length: lines },
    (_, i) => `BT /F1 6 Tf 20 ${830 - (i % 130) * 6} Td (${line} ${i}) Tj ET`,
  ).join('\n');
  const kids = Array.from({ length: pages }, (_, i) => `${5 + i} 0 R`).join(' ');
  return pdfFromObjects([
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${kids}] /Count ${pages} >>`,
    stream('', content),
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    ...Array.from(
      { length: pages },
      () =>
        '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 3 0 R >>',
    ),
  ]);
}
