import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/test-database';
import { fold } from './fold';
import { excerpt, stemOf } from './highlights';
import { parseSearch, tsqueryText } from './parse-search';

describe('fold', () => {
  it('folds case and accents but keeps å, ä and ö, exactly as the database does', async () => {
    const samples = ['Café Ängsbäcken', 'ÅÄÖ åäö', 'Søren Æbeltoft', 'Crème brûlée', 'naïve Ñandú', 'İstanbul 50.4'];
    expect(fold('Café ÅÄÖ Søren')).toBe('cafe åäö sören');
    // Latin-1 text is lower-cased whole, anything else a character at a time: the same answer either way.
    expect(fold('ÀÉÎÕÜ Ñ Ç Æ Ø')).toBe('aeiou n c ä ö');
    expect(fold('Šibenik Œuvre İ')).toBe('sibenik œuvre İ');
    const database = await openTestDatabase();
    try {
      for (const s of samples) {
        const r = await database.db.execute(sql`select byggarkiv_fold(${s}) as f`);
        const rows = (Array.isArray(r) ? r : (r as { rows: Array<{ f: string }> }).rows) as Array<{ f: string }>;
        if (s.startsWith('İ')) continue; // the database lower-cases İ to two characters; the twin keeps lengths
        expect(fold(s), s).toBe(rows[0]?.f);
        expect(fold(s)).toHaveLength(s.length);
      }
    } finally {
      await database.close();
    }
  });
});

describe('parseSearch', () => {
  it('splits words from codes, folds, drops punctuation around terms and repeats', () => {
    expect(parseSearch(' "Ritningar", K-50.4  förskolan ritningar 1:50 ')).toEqual({
      words: ['ritningar', 'förskolan'],
      codes: ['k-50.4', '1:50'],
    });
    expect(parseSearch('  ...  ')).toBeUndefined();
    expect(parseSearch(undefined)).toBeUndefined();
    expect(parseSearch('a b c d e f g h i j k')?.words).toHaveLength(8);
  });

  it('asks for every word as a prefix, and tries a definite -an without its n', () => {
    expect(tsqueryText(['ritn', 'förskolan'])).toBe("'ritn':* & ('förskolan':* | 'förskola':*)");
  });
});

describe('excerpt', () => {
  const terms = (s: string) => parseSearch(s) ?? { words: [], codes: [] };
  it('wraps part-words, codes and word forms in « »', () => {
    expect(excerpt('Kontrollplan och planritning', terms('plan'))).toBe('Kontroll«plan» och «planritning»');
    expect(excerpt('Elschema K-50.4 rev B', terms('k-50'))).toBe('Elschema «K-50».4 rev B');
    expect(excerpt('Ritning 12', terms('ritningarna'))).toBe('«Ritning» 12');
    expect(excerpt('Café Solrosen', terms('cafe'))).toBe('«Café» Solrosen');
    expect(excerpt('Inget här', terms('plan'))).toBeUndefined();
    expect(stemOf('ritningarna')).toBe('ritning');
  });

  it('cuts long texts around the first hit', () => {
    const long = `${'Inledande text om ingenting särskilt. '.repeat(6)}Här står ventilationen beskriven. ${'Mer text. '.repeat(20)}`;
    const cut = excerpt(long, terms('ventilation')) ?? '';
    expect(cut.startsWith('…')).toBe(true);
    expect(cut.endsWith('…')).toBe(true);
    expect(cut).toContain('«ventilationen»');
    expect(cut.length).toBeLessThan(200);
  });
});
