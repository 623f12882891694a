/**
 * The full-text column lists search on (docs/api.md §6 "Search"): a stored, generated `tsvector` of an entity's
 * words, Swedish-stemmed after `byggarkiv_fold` (lower case, accents folded but å, ä, ö kept: they are letters
 * in Swedish, not accents). Weights rank where a word was found: A the name, B types and numbers, C the rest.
 * The function is made by migration 0010; its twin in JavaScript is server/queries/search/fold.ts.
 */
import { sql, type SQL } from 'drizzle-orm';
import { customType, type AnyPgColumn } from 'drizzle-orm/pg-core';

export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

type Weighted = Partial<Record<'A' | 'B' | 'C', AnyPgColumn[]>>;

const joined = (columns: AnyPgColumn[]): SQL =>
  sql.join(
    columns.map((c) => sql`coalesce(${c}, '')`),
    sql` || ' ' || `,
  );

/**
 * `setweight(to_tsvector('swedish', fold(a || ' ' || b)), 'A') || … || byggarkiv_part_words(a || ' ' || …)` over
 * the weighted columns and the columns whose part-words are searched.
 */
export function searchVectorOf(weighted: Weighted, partWords: AnyPgColumn[] = []): SQL {
  const parts = (Object.entries(weighted) as Array<[string, AnyPgColumn[]]>).map(([weight, columns]) => {
    return sql`setweight(to_tsvector('swedish'::regconfig, byggarkiv_fold(${joined(columns)})), ${sql.raw(`'${weight}'`)})`;
  });
  if (partWords.length > 0) parts.push(sql`byggarkiv_part_words(${joined(partWords)})`);
  return sql.join(parts, sql` || `);
}
