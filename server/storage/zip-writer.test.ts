import { describe, expect, it } from 'vitest';
import { brokenComment, uniqueEntryName } from './zip-writer';

describe('uniqueEntryName', () => {
  it('numbers repeats case-insensitively and keeps the extension', () => {
    const taken = new Set<string>();
    expect(['Bygglov.pdf', 'bygglov.pdf', 'BYGGLOV.pdf', 'Bygglov'].map((n) => uniqueEntryName(n, taken))).toEqual([
      'Bygglov.pdf',
      'bygglov (2).pdf',
      'BYGGLOV (3).pdf',
      'Bygglov',
    ]);
  });

  it('makes no folders, hidden files or names tools refuse', () => {
    const taken = new Set<string>();
    expect(uniqueEntryName('../../etc/passwd', taken)).toBe('__.._etc_passwd');
    expect(uniqueEntryName('Plan 1/2: "A"?.pdf', taken)).toBe('Plan 1_2_ _A__.pdf');
    expect(uniqueEntryName('   ', taken)).toBe('fil');
  });
});

describe('brokenComment', () => {
  it('names what is missing in ASCII', () => {
    expect(brokenComment(['Ritning Öst.pdf', 'Bygglov.pdf'])).toBe(
      'Byggarkiv: 2 file(s) could not be read and are missing: Ritning Ost.pdf, Bygglov.pdf',
    );
  });
});
