/**
 * Small, valid PDFs with real text for tests and benchmarks: Helvetica with WinAnsiEncoding, so å ä ö é show as
 * themselves, a correct xref table, and no dependencies, so making thousands of pages stays fast.
 */
const escape = (s: string) => s.replace(/[\\()]/g, (c) => `\\${c}`);

function build(pageContents: string[]): Buffer {
  const objects: string[] = [];
  const add = (body: string) => objects.push(body) - 0; // 1-based numbers: objects.length after push
  add('<< /Type /Catalog /Pages 2 0 R >>');
  add(''); // pages, filled in below
  add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  const kids: number[] = [];
  for (const content of pageContents) {
    const stream = Buffer.from(content, 'latin1');
    const streamNo = add(`<< /Length ${stream.length} >>\nstream\n${content}\nendstream`);
    const pageNo = add(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 3 0 R >> >> /Contents ${streamNo} 0 R >>`,
    );
    kids.push(pageNo);
  }
  objects[1] = `<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(' ')}] /Count ${kids.length} >>`;
  return pdfFromObjects(objects);
}

/** A PDF of numbered objects (1 is the catalog), with a correct xref table. */
export function pdfFromObjects(objects: readonly string[]): Buffer {
  let out = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) out += `${String(offset).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

/** A PDF whose page i shows the lines pages[i], top to bottom. */
export function makeTextPdf(pages: string[][]): Buffer {
  return build(
    pages.map((lines) => {
      const text = lines.map((line, i) => `BT /F1 12 Tf 56 ${780 - i * 18} Td (${escape(line)}) Tj ET`).join('\n');
      return text || 'BT ET';
    }),
  );
}

/** A PDF with a drawn rectangle and no text at all: a scanned page, as far as search is concerned. */
export function makeImageOnlyPdf(): Buffer {
  return build(['0.5 g 56 56 400 600 re f']);
}
