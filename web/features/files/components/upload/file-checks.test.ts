import { describe, expect, it } from 'vitest';
import { acceptAttribute, checkFile, formatUploadLimit, nameFromFile } from './file-checks';

const file = (name: string, type = '', size = 10) => new File([new Uint8Array(size)], name, { type });

describe('client-side file checks', () => {
  it('takes PDFs only for construction files, by extension or MIME hint', () => {
    expect(checkFile('constructionfile', file('Bygglov.PDF'))).toBeNull();
    expect(checkFile('constructionfile', file('scan', 'application/pdf'))).toBeNull();
    expect(checkFile('constructionfile', file('plan.png', 'image/png'))).toBe('notPdf');
  });

  it('takes the drawing formats for drawings', () => {
    for (const name of ['a.dwg', 'a.dxf', 'a.ifc', 'a.png', 'a.jpeg', 'a.pdf'])
      expect(checkFile('drawing', file(name))).toBeNull();
    expect(checkFile('drawing', file('a.docx'))).toBe('wrongType');
  });

  it('refuses empty and too large files', () => {
    expect(checkFile('drawing', file('a.pdf', '', 0))).toBe('emptyFile');
    expect(checkFile('drawing', file('a.pdf', '', 11), 10)).toBe('tooLarge');
  });

  it('names a file after its file name without the extension', () => {
    expect(nameFromFile('Ritning A-01.rev2.pdf')).toBe('Ritning A-01.rev2');
    expect(nameFromFile('.pdf')).toBe('.pdf');
    expect(nameFromFile('Teknisk_beskrivning__K1 .pdf')).toBe('Teknisk beskrivning K1');
    expect(nameFromFile('___.pdf')).toBe('___');
    expect(acceptAttribute('constructionfile')).toBe('.pdf,application/pdf');
  });

  it('names the upload limit exactly, in sv-SE digits', () => {
    expect(formatUploadLimit(512)).toBe('512 MB');
    // sv-SE groups thousands with a no-break space.
    expect(formatUploadLimit(1536)).toBe('1\u00a0536 MB');
    expect(formatUploadLimit(2048)).toBe('2 GB');
    expect(formatUploadLimit(10_240)).toBe('10 GB');
  });
});
