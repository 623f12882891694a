/** The search bench's requests: what the web app sends for `search=`, every one different from the others. */
import { COMMON_TERMS, DOCUMENT_TYPES, DRAWING_TYPES, PROJECT_TYPES, random, SECOND_TERMS } from './search-data';
import { PDF_TERMS } from './search-pdfs';
import type { Json } from './seed-api';

const PROJECT_SELECT =
  'name,description,type,sector,startDate,visibility,organization,archived,completed,bookmarked,abilities,createdAt';
const SORT = '-createdAt -name';

/**
 * Every request different: words × second word × the list's own filters, each in one of three letter cases
 * (drawn at random), shuffled once. One case per search, not three: the server folds case, so "Skola" and
 * "SKOLA" are the same search, which a cache of pages or totals would answer the second time.
 */
export function requests(kind: 'constructionfile' | 'drawingfile' | 'project', skip = 0): string[] {
  const r = random(kind.length);
  const cases = [
    (s: string) => s,
    (s: string) => s.charAt(0).toUpperCase() + s.slice(1),
    (s: string) => s.toUpperCase(),
  ];
  const filters: Array<Json | undefined> =
    kind === 'constructionfile'
      ? [
          undefined,
          undefined,
          ...DOCUMENT_TYPES.map((documentType) => ({ documentType })),
          { projectType: 'Nybyggnad' },
        ]
      : kind === 'drawingfile'
        ? [undefined, ...DRAWING_TYPES.map((drawingType) => ({ drawingType }))]
        : [{ archived: false }, ...PROJECT_TYPES.map((type) => ({ $and: [{ type }, { archived: false }] }))];
  const out: string[] = [];
  const words = kind === 'constructionfile' ? [...COMMON_TERMS, ...PDF_TERMS] : COMMON_TERMS;
  const seen = new Set<string>();
  for (const word of words)
    for (const second of SECOND_TERMS)
      for (const filter of filters) {
        const folded = JSON.stringify([word, second, filter]);
        if (seen.has(folded)) continue;
        seen.add(folded);
        const c = cases[Math.floor(r() * cases.length)] as (s: string) => string;
        const search = `${c(word)}${second ? ` ${c(second)}` : ''}`;
        const params = new URLSearchParams({
          ...(filter ? { query: JSON.stringify(filter) } : {}),
          search,
          sort: SORT,
          skip: String(skip),
          limit: '50',
          ...(kind === 'project' ? { select: PROJECT_SELECT } : { populate: 'project,organization' }),
        });
        out.push(`/api/v1/${kind}?${params.toString()}`);
      }
  // Deterministic shuffle (Fisher–Yates), so runs compare.
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(r() * (i + 1));
    [out[i], out[j]] = [out[j] as string, out[i] as string];
  }
  return [...new Set(out)];
}
