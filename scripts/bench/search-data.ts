/**
 * Realistic Swedish register rows for the search benchmark: project names of schools, preschools, housing and
 * roads in real-sounding places; construction files named as consultants name them; drawings with numbers.
 * Deterministic (a seeded generator), so every run searches the same data.
 */
import { BUILT_IN_DOCUMENT_TYPES } from '../../common/api/files';

export const PLACES = [
  'Ängsbacken',
  'Lärkan',
  'Björken',
  'Solrosen',
  'Hamnplanen',
  'Kvarnholmen',
  'Eken',
  'Tallbacken',
  'Sjöudden',
  'Stenhagen',
  'Rosendal',
  'Lindö',
  'Norrmalm',
  'Söderby',
  'Västerås',
  'Östermalm',
  'Åkerby',
  'Granbacken',
  'Ljusne',
  'Bergsjön',
  'Hagalund',
  'Skogsbo',
  'Kungsängen',
  'Mälarhöjden',
  'Fyrisvall',
  'Vårby',
  'Ekbacken',
  'Källby',
  'Nyby',
  'Storvreta',
];
const PROJECT_KINDS = [
  'Förskolan',
  'Skolan',
  'Nybyggnad av förskola',
  'Ombyggnad av skola',
  'Bostäder kv.',
  'Idrottshall',
  'Renovering av badhus',
  'Äldreboende',
  'Gång- och cykelväg',
  'Vattenverk',
  'Brandstation',
  'Vårdcentral',
  'Stambyte kv.',
  'Tillbyggnad av bibliotek',
  'Gatuombyggnad',
];
export const PROJECT_TYPES = ['Nybyggnad', 'Ombyggnad', 'Renovering', 'Tillbyggnad', 'Anläggning', 'Underhåll'];
const SECTORS = ['Skola och förskola', 'Bostäder', 'Vård och omsorg', 'Infrastruktur', 'Idrott och fritid'];
const DESCRIPTIONS = [
  'Ny byggnad med sex avdelningar och tillagningskök.',
  'Ombyggnad av befintliga lokaler, ny ventilation och tillgänglighetsanpassning.',
  'Stambyte och renovering av badrum i flerbostadshus.',
  'Markarbeten, ledningsomläggning och ny gatubelysning.',
  'Energieffektivisering med solceller och bergvärme.',
  '',
];
const FILE_WORDS = [
  'Kontrollplan',
  'Protokoll byggmöte',
  'Ritningsförteckning',
  'Bygglov',
  'Teknisk beskrivning',
  'Avtal',
  'Faktura',
  'Tidplan',
  'Riskanalys',
  'Arbetsmiljöplan',
  'Besiktningsprotokoll',
  'Brandskyddsbeskrivning',
  'Ventilationsritning',
  'Elschema',
  'Relationshandling',
  'Mängdförteckning',
  'Ändrings- och tilläggsarbeten',
  'Fuktsäkerhetsplan',
  'Energideklaration',
  'Slutbesked',
];
/** The document types the bench's files carry: the first thirteen every organization starts with. */
export const DOCUMENT_TYPES = BUILT_IN_DOCUMENT_TYPES.slice(0, 13);
export const DRAWING_TYPES = ['Planritning', 'Fasadritning', 'Sektionsritning', 'Situationsplan', 'Detaljritning'];
const DISCIPLINES = ['A', 'K', 'V', 'E', 'R', 'L'];

/** The words people type, from the data's own vocabulary: whole words, stems, prefixes and compound parts. */
export const COMMON_TERMS = [
  'skola',
  'bygg',
  'plan',
  'ritning',
  'protokoll',
  'förskola',
  'kontroll',
  'avtal',
  'möte',
  'ventilation',
  'brand',
  'fasad',
  'faktura',
  'tidplan',
  'beskrivning',
  'bygglov',
  'risk',
  'el',
  'badhus',
  'sektion',
  'ritn',
  'förteckning',
  'besiktning',
  'handling',
  'energi',
];
/** A second word, or none: places and plain words, as people narrow a search. */
export const SECOND_TERMS = ['', '', '', '', 'plan', 'rev', 'kv', '2021', ...PLACES.map((p) => p.toLowerCase())];

/** mulberry32: a small seeded generator, so the data is the same every run. */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const pick = <T>(r: () => number, list: readonly T[]): T => list[Math.floor(r() * list.length)] as T;
const csvCell = (s: string) => (/[",;\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s);

/** Project `i` (0-based): a unique name within the organization. */
export function projectName(i: number): string {
  const kind = PROJECT_KINDS[i % PROJECT_KINDS.length];
  const place = PLACES[Math.floor(i / PROJECT_KINDS.length) % PLACES.length];
  return `${kind} ${place} ${Math.floor(i / (PROJECT_KINDS.length * PLACES.length)) + 1}`;
}

export function projectsCsv(from: number, to: number): string {
  const r = random(from + 1);
  const rows = ['name,description,type,sector,startDate,visibility'];
  for (let i = from; i < to; i++) {
    const visibility = r() < 0.7 ? 'organization' : r() < 0.5 ? 'public' : 'members';
    const month = String(1 + Math.floor(r() * 12)).padStart(2, '0');
    rows.push(
      [
        projectName(i),
        pick(r, DESCRIPTIONS),
        pick(r, PROJECT_TYPES),
        pick(r, SECTORS),
        `20${18 + Math.floor(r() * 8)}-${month}-01`,
        visibility,
      ]
        .map(csvCell)
        .join(','),
    );
  }
  return `${rows.join('\n')}\n`;
}

export function filesCsv(from: number, to: number, projects: number): string {
  const r = random(from + 7);
  const rows = ['name,year,documentType,project'];
  for (let i = from; i < to; i++) {
    const p = Math.floor(r() * projects);
    const place = PLACES[Math.floor(p / 15) % PLACES.length] ?? '';
    const name = `${pick(r, FILE_WORDS)} ${r() < 0.5 ? place.toLowerCase() : place} ${1 + (i % 97)}`;
    rows.push(
      [name, String(2015 + Math.floor(r() * 11)), pick(r, DOCUMENT_TYPES), projectName(p)].map(csvCell).join(','),
    );
  }
  return `${rows.join('\n')}\n`;
}

export function drawingsCsv(from: number, to: number, projects: number): string {
  const r = random(from + 13);
  const rows = ['name,drawingType,info,project'];
  for (let i = from; i < to; i++) {
    const p = Math.floor(r() * projects);
    const type = pick(r, DRAWING_TYPES);
    const number = `${pick(r, DISCIPLINES)}-${10 + Math.floor(r() * 80)}.${1 + Math.floor(r() * 9)}-${String(i % 1000).padStart(3, '0')}`;
    const name = `${number} ${type} plan ${1 + Math.floor(r() * 4)}`;
    rows.push(
      [name, type, `Skala 1:${pick(r, [50, 100, 200, 500])} rev ${pick(r, ['A', 'B', 'C'])}`, projectName(p)]
        .map(csvCell)
        .join(','),
    );
  }
  return `${rows.join('\n')}\n`;
}
