/**
 * `npm run screenshots`: starts Byggarkiv on a throw-away embedded database, seeds Swedish demo data through
 * the HTTP API, and photographs every screen in Swedish and English, wide and narrow, into .tmp/screenshots/.
 * Each page also gets an axe check; serious and critical violations are summed up at the end (never fatal).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';
import AxeBuilder from '@axe-core/playwright';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import type { AuthAnswer } from '../common/api/auth';
import type { ConstructionFile, DrawingFile } from '../common/api/files';
import type { Organization } from '../common/api/organization';
import type { Activity, ActivityStatus, Project, Visibility } from '../common/api/project';
import type { UploadAnswer } from '../common/api/upload';
import { LANGUAGE_STORAGE_KEY, TOKEN_STORAGE_KEY } from '../common/limits';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PORT = 3298;
const BASE_URL = `http://127.0.0.1:${PORT}`;
const OUT_DIR = path.join(root, '.tmp', 'screenshots');
const PASSWORD = 'Byggarkiv-Demo-2026!';
const SUPERADMIN = { email: 'superadmin@byggarkiv.se', password: 'Superadmin-Demo-2026!' };
const LANGUAGES = ['sv', 'en'] as const;
type Lang = (typeof LANGUAGES)[number];
const VIEWPORTS = [
  { name: 'wide', width: 1440, height: 900 },
  { name: 'narrow', width: 390, height: 844 },
] as const;
type Viewport = (typeof VIEWPORTS)[number];
const WAIT_MS = 20_000;
const PARALLEL_GROUPS = 2;
/** `npx tsx scripts/screenshots.ts sv-wide modal-` takes only the shots whose file name contains one of the words. */
const ONLY = process.argv.slice(2);

// ─── Server ──────────────────────────────────────────────────────────────────────────────────────────────

/** `node scripts/start.mjs` builds the web app when needed, migrates and serves API and web on one port. */
async function startServer(dataDir: string): Promise<ChildProcess> {
  // Another server on the port would answer the health check and get the demo data instead.
  const busy = await fetch(`${BASE_URL}/api/v1/health`).then(
    () => true,
    () => false,
  );
  if (busy) throw new Error(`port ${PORT} is already in use; stop whatever listens there first`);
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      SUPERADMIN_EMAIL: SUPERADMIN.email,
      SUPERADMIN_PASSWORD: SUPERADMIN.password,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  let exited: number | null | undefined;
  child.once('exit', (code) => (exited = code));
  const deadline = Date.now() + 5 * 60_000; // the first start may build the web app
  while (Date.now() < deadline) {
    if (exited !== undefined) throw new Error(`the server stopped while starting (exit code ${exited})`);
    try {
      if ((await fetch(`${BASE_URL}/api/v1/health`)).ok) return child;
    } catch {
      // not listening yet
    }
    await sleep(500);
  }
  await stopServer(child);
  throw new Error(`the server did not answer ${BASE_URL}/api/v1/health within 5 minutes`);
}

async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// ─── API ─────────────────────────────────────────────────────────────────────────────────────────────────

async function api<T>(method: string, route: string, token?: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token) headers.Authorization = `Token ${token}`;
  let payload: string | FormData | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  const response = await fetch(`${BASE_URL}/api/v1/${route}`, { method, headers, body: payload });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${route} answered ${response.status}: ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

async function upload(
  token: string,
  purpose: 'constructionfile' | 'drawing' | 'logo',
  fileName: string,
  content: Buffer,
  type: string,
): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(content)], { type }), fileName);
  const query = new URLSearchParams({ purpose, fileName, overwrite: 'false' });
  return (await api<UploadAnswer>('POST', `upload_file?${query.toString()}`, token, form)).url;
}

// ─── Demo files ──────────────────────────────────────────────────────────────────────────────────────────

/** PDF text strings in WinAnsi (Latin-1 plus the en dash at 0x96) with ( ) \ escaped: å, ä and ö print. */
function pdfText(text: string): string {
  return text.replace(/–/g, '\x96').replace(/[\\()]/g, (c) => `\\${c}`);
}

/** A valid PDF of `pages` A4 pages, each with a heading, "Sida n av N" and a few lines of body text. */
function makePdf(pages: number, title: string, lines: string[] = []): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  ];
  const kids: string[] = [];
  for (let page = 1; page <= pages; page += 1) {
    const body = lines.map((line, i) => `BT /F1 11 Tf 72 ${680 - i * 18} Td (${pdfText(line)}) Tj ET`).join(' ');
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

/** An RGB PNG painted pixel by pixel. */
function makePng(width: number, height: number, paint: (x: number, y: number) => [number, number, number]): Buffer {
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

/** A blueprint-like "drawing": grid, walls and a room split, in the drawing's colour. */
function makeDrawingPng(ink: [number, number, number]): Buffer {
  const [w, h] = [800, 560];
  return makePng(w, h, (x, y) => {
    const wall =
      (x >= 80 && x <= 720 && (Math.abs(y - 80) < 4 || Math.abs(y - 480) < 4)) ||
      (y >= 80 && y <= 480 && (Math.abs(x - 80) < 4 || Math.abs(x - 720) < 4 || Math.abs(x - 400) < 3)) ||
      (x >= 400 && x <= 720 && Math.abs(y - 300) < 3);
    if (wall) return ink;
    if (x % 40 === 0 || y % 40 === 0) return [205, 220, 235];
    return [248, 250, 252];
  });
}

/** A round-cornered coloured square with a light stripe: a stand-in project logo. */
function makeLogoPng(color: [number, number, number]): Buffer {
  const size = 160;
  return makePng(size, size, (x, y) => {
    const dx = Math.max(0, Math.abs(x - 79.5) - 56);
    const dy = Math.max(0, Math.abs(y - 79.5) - 56);
    if (dx * dx + dy * dy > 24 * 24) return [255, 255, 255];
    if (y > 88 && y < 104 && x > 36 && x < 124) return [255, 255, 255];
    return color;
  });
}

// ─── Seeding ─────────────────────────────────────────────────────────────────────────────────────────────

interface Seeded {
  adminToken: string;
  superadminToken: string;
  memberId: string;
  projectId: string;
  projectName: string;
  bigFileName: string;
  sharedPath: string;
}

const DAY = 24 * 60 * 60 * 1000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);

interface Person {
  email: string;
  firstName: string;
  lastName: string;
  title: string;
  phone: string;
  address?: string;
}

const ANNA: Person = {
  email: 'anna.lindqvist@malmo-stadsfastigheter.se',
  firstName: 'Anna',
  lastName: 'Lindqvist',
  title: 'Projektchef',
  phone: '040-34 12 00',
  address: 'August Palms plats 1, 205 80 Malmö',
};
const MEMBERS: Person[] = [
  {
    email: 'erik.johansson@malmo-stadsfastigheter.se',
    firstName: 'Erik',
    lastName: 'Johansson',
    title: 'Byggledare',
    phone: '040-34 12 41',
  },
  {
    email: 'sara.nilsson@malmo-stadsfastigheter.se',
    firstName: 'Sara',
    lastName: 'Nilsson',
    title: 'Arkitekt',
    phone: '040-34 12 57',
  },
  {
    email: 'mohammed.karimi@malmo-stadsfastigheter.se',
    firstName: 'Mohammed',
    lastName: 'Karimi',
    title: 'Installationssamordnare',
    phone: '040-34 12 63',
  },
];
const APPLICANT: Person = {
  email: 'lena.persson@malmo-stadsfastigheter.se',
  firstName: 'Lena',
  lastName: 'Persson',
  title: 'Kalkylator',
  phone: '040-34 12 88',
};
const REQUESTER: Person = {
  email: 'oskar.holm@holmsbygg.se',
  firstName: 'Oskar',
  lastName: 'Holm',
  title: 'VD',
  phone: '0413-55 21 30',
};

interface ProjectSeed {
  name: string;
  description: string;
  type: string;
  sector: string;
  startDate: string;
  visibility: Visibility;
  budget: number;
  budgetNotes: string;
  lessonsLearned?: string;
  logo?: [number, number, number];
  team: number[]; // indexes into MEMBERS
  archived?: boolean;
  activities: {
    name: string;
    who: number;
    deadline: number;
    status: ActivityStatus;
    keywords: string[];
    text: string;
  }[];
}

const PROJECTS: ProjectSeed[] = [
  {
    name: 'Kv. Svalan – nybyggnad förskola',
    description:
      'Ny förskola i två plan med sex avdelningar, tillagningskök och gård mot Svalans park. Byggnaden uppförs i massivträ och certifieras enligt Miljöbyggnad Guld.',
    type: 'Nybyggnad',
    sector: 'Skola och förskola',
    startDate: '2026-03-02',
    visibility: 'organization',
    budget: 48_500_000,
    budgetNotes:
      'Kalkylen bygger på systemhandlingen från januari 2026. Reserv för markförhållanden: 1,2 mnkr. Indexreglering enligt KPI.',
    lessonsLearned:
      'Vad fungerade bra?\nTidig samordning mellan arkitekt och stomleverantör gav en stabil tidplan för massivträstommen.\n\nVad skulle vi göra annorlunda?\nBeställa geoteknisk undersökning innan programskedet – den lösa leran under gården kostade sex veckor.',
    logo: [0, 158, 247],
    team: [0, 1, 2],
    activities: [
      {
        name: 'Bygglov beviljat',
        who: 1,
        deadline: -60,
        status: 'done',
        keywords: ['bygglov'],
        text: 'Lov beviljat av stadsbyggnadsnämnden.',
      },
      {
        name: 'Schakt och grundläggning',
        who: 0,
        deadline: -10,
        status: 'done',
        keywords: ['mark', 'grund'],
        text: 'Pålning och platta på mark.',
      },
      {
        name: 'Montage av massivträstomme',
        who: 0,
        deadline: 18,
        status: 'ongoing',
        keywords: ['stomme', 'KL-trä'],
        text: 'Leverans i tre etapper från Martinsons.',
      },
      {
        name: 'Samordning av installationer',
        who: 2,
        deadline: -3,
        status: 'ongoing',
        keywords: ['VVS', 'el'],
        text: 'Samordningsmöte varannan vecka.',
      },
      {
        name: 'Upphandling av storköksutrustning',
        who: 1,
        deadline: 35,
        status: 'todo',
        keywords: ['upphandling', 'kök'],
        text: 'Förfrågningsunderlag skickas ut i december.',
      },
      {
        name: 'Slutbesiktning',
        who: 0,
        deadline: 240,
        status: 'todo',
        keywords: ['besiktning'],
        text: 'Besiktningsman upphandlas via ramavtal.',
      },
    ],
  },
  {
    name: 'Rosengårds bibliotek – ombyggnad',
    description: 'Ombyggnad av biblioteket med ny entré, tillgänglighetsanpassning och nya studieplatser.',
    type: 'Ombyggnad',
    sector: 'Kultur',
    startDate: '2025-10-13',
    visibility: 'public',
    budget: 22_000_000,
    budgetNotes: 'Delfinansieras av kulturförvaltningen (4 mnkr).',
    lessonsLearned: 'Verksamheten var kvar under ombyggnaden; tydliga etappgränser och skyltning var avgörande.',
    logo: [124, 58, 237],
    team: [1],
    activities: [
      {
        name: 'Rivning av innerväggar',
        who: 1,
        deadline: -30,
        status: 'done',
        keywords: ['rivning'],
        text: 'Etapp 1 klar.',
      },
      {
        name: 'Ny entré och ramp',
        who: 1,
        deadline: 12,
        status: 'ongoing',
        keywords: ['tillgänglighet'],
        text: 'Gjutning av ramp vecka 49.',
      },
      {
        name: 'Möblering och inflytt',
        who: 1,
        deadline: 70,
        status: 'todo',
        keywords: ['inflytt'],
        text: 'Samordnas med biblioteksledningen.',
      },
    ],
  },
  {
    name: 'Limhamns sporthall – energieffektivisering',
    description:
      'Byte av ventilationsaggregat, LED-belysning och solceller på taket. Målet är 40 % lägre energianvändning.',
    type: 'Energieffektivisering',
    sector: 'Idrott och fritid',
    startDate: '2026-05-04',
    visibility: 'organization',
    budget: 9_800_000,
    budgetNotes: 'Energistöd från Energimyndigheten sökt för solcellerna.',
    team: [2],
    activities: [
      {
        name: 'Energikartläggning',
        who: 2,
        deadline: -90,
        status: 'done',
        keywords: ['energi'],
        text: 'Rapport levererad.',
      },
      {
        name: 'Byte av FTX-aggregat',
        who: 2,
        deadline: 25,
        status: 'ongoing',
        keywords: ['ventilation'],
        text: 'Hallen stängd v. 50–52.',
      },
    ],
  },
  {
    name: 'Kv. Örnen – stambyte 120 lgh',
    description: 'Stambyte och badrumsrenovering i 120 lägenheter, tre trapphus åt gången med evakueringslägenheter.',
    type: 'Renovering',
    sector: 'Bostäder',
    startDate: '2026-01-19',
    visibility: 'members',
    budget: 36_000_000,
    budgetNotes: 'Hyreshöjning förhandlad med Hyresgästföreningen.',
    team: [0],
    activities: [
      {
        name: 'Informationsmöte med hyresgäster',
        who: 0,
        deadline: -45,
        status: 'done',
        keywords: ['hyresgäster'],
        text: 'Ca 80 deltagare.',
      },
      {
        name: 'Trapphus A–C',
        who: 0,
        deadline: 40,
        status: 'ongoing',
        keywords: ['stambyte'],
        text: 'Pågår enligt tidplan.',
      },
      {
        name: 'Trapphus D–F',
        who: 0,
        deadline: 130,
        status: 'todo',
        keywords: ['stambyte'],
        text: 'Start efter nyår.',
      },
    ],
  },
  {
    name: 'Västra hamnen – kajpromenad etapp 2',
    description: 'Ny kajpromenad med trädäck, belysning och sittplatser längs Daniaparken.',
    type: 'Markarbeten',
    sector: 'Infrastruktur och transport',
    startDate: '2025-08-18',
    visibility: 'public',
    budget: 15_500_000,
    budgetNotes: 'Tillägg för spontpåle beslutat i byggmöte 7.',
    team: [0, 2],
    activities: [
      {
        name: 'Spontning mot kajkant',
        who: 0,
        deadline: -20,
        status: 'done',
        keywords: ['spont'],
        text: 'Klar.',
      },
      {
        name: 'Trädäck och belysning',
        who: 2,
        deadline: 8,
        status: 'ongoing',
        keywords: ['belysning'],
        text: 'Armaturer levererade.',
      },
    ],
  },
  {
    name: 'Vårdboendet Lindängen – tillbyggnad',
    description: 'Tillbyggnad med 24 nya lägenheter för särskilt boende och ett nytt tillagningskök.',
    type: 'Tillbyggnad',
    sector: 'Vård och omsorg',
    startDate: '2026-09-07',
    visibility: 'organization',
    budget: 27_000_000,
    budgetNotes: 'Programhandling godkänd av hälsa-, vård- och omsorgsnämnden.',
    logo: [16, 185, 129],
    team: [1, 2],
    activities: [
      {
        name: 'Programhandling',
        who: 1,
        deadline: -14,
        status: 'done',
        keywords: ['program'],
        text: 'Godkänd.',
      },
      {
        name: 'Systemhandling',
        who: 1,
        deadline: 55,
        status: 'todo',
        keywords: ['projektering'],
        text: 'Upphandling av konsulter klar.',
      },
    ],
  },
  {
    name: 'Stadshuset – fasadrenovering',
    description: 'Renovering av tegelfasad och fönster på Malmö stadshus i samråd med antikvarie.',
    type: 'Renovering',
    sector: 'Offentlig förvaltning',
    startDate: '2026-04-13',
    visibility: 'organization',
    budget: 12_400_000,
    budgetNotes: 'Antikvarisk medverkan ingår.',
    team: [1],
    activities: [
      {
        name: 'Antikvarisk förundersökning',
        who: 1,
        deadline: 5,
        status: 'ongoing',
        keywords: ['antikvarie'],
        text: 'Provtagning av fogbruk.',
      },
    ],
  },
  {
    name: 'Kv. Gjuteriet – rivning av industrihall',
    description: 'Rivning av före detta gjuterihall inför ny detaljplan för bostäder.',
    type: 'Rivning',
    sector: 'Industri och lager',
    startDate: '2024-02-05',
    visibility: 'organization',
    budget: 3_200_000,
    budgetNotes: 'Slutreglerad.',
    lessonsLearned: 'Miljöinventeringen hittade PCB i fogmassor – räkna med sanering i liknande hallar.',
    team: [0],
    archived: true,
    activities: [
      {
        name: 'Sanering av PCB',
        who: 0,
        deadline: -400,
        status: 'done',
        keywords: ['sanering'],
        text: 'Klar.',
      },
      {
        name: 'Rivning och återvinning',
        who: 0,
        deadline: -330,
        status: 'done',
        keywords: ['rivning'],
        text: '92 % återvunnet.',
      },
    ],
  },
];

/** name, document type, year, project index, pages */
const CONSTRUCTION_FILES: [string, string, number, number, number][] = [
  ['Bygghandling – Kv. Svalan', 'Bygghandling', 2026, 0, 30],
  ['Bygglov – Kv. Svalan', 'Bygglov', 2026, 0, 2],
  ['Kontrollplan PBL', 'Kontrollplan', 2026, 0, 4],
  ['Byggmötesprotokoll nr 7', 'Protokoll', 2026, 0, 3],
  ['Arbetsmiljöplan', 'Arbetsmiljöplan', 2026, 0, 5],
  ['Tidplan ombyggnad', 'Tidplan', 2025, 1, 1],
  ['Tillgänglighetsutlåtande', 'Teknisk beskrivning', 2025, 1, 6],
  ['Energideklaration 2024', 'Energideklaration', 2024, 2, 3],
  ['Offert solceller', 'Offert', 2026, 2, 2],
  ['Entreprenadavtal stambyte', 'Avtal', 2025, 3, 8],
  ['Besiktningsprotokoll etapp 1', 'Besiktningsprotokoll', 2025, 4, 4],
  ['Miljöinventering före rivning', 'Miljöinventering', 2023, 7, 12],
  ['Slutbesked Gjuteriet', 'Slutbesked', 2024, 7, 1],
];

/** name, drawing type, info, project index, format */
const DRAWINGS: [string, string, string, number, 'png' | 'pdf'][] = [
  ['A-40-1-001 Plan 1', 'A-ritning', 'Skala 1:100, rev B', 0, 'png'],
  ['A-40-1-002 Plan 2', 'A-ritning', 'Skala 1:100, rev B', 0, 'png'],
  ['K-20-1-101 Grundplan', 'K-ritning', 'Skala 1:50', 0, 'pdf'],
  ['E-63-1-001 Belysning plan 1', 'E-ritning', 'Skala 1:100', 0, 'png'],
  ['V-57-1-001 Ventilation', 'V-ritning', 'FTX-aggregat, skala 1:50', 2, 'png'],
  ['L-10-1-001 Markplan kaj', 'L-ritning', 'Skala 1:200', 4, 'pdf'],
];
const DRAWING_INK: Record<string, [number, number, number]> = {
  'A-ritning': [30, 64, 175],
  'K-ritning': [185, 28, 28],
  'E-ritning': [202, 138, 4],
  'V-ritning': [5, 150, 105],
  'L-ritning': [21, 128, 61],
};

const register = (person: Person, organization: unknown) =>
  api<AuthAnswer>('POST', 'auth/register', undefined, {
    ...person,
    password: PASSWORD,
    userType: 'full',
    acceptTerms: true,
    organization,
  });

async function seed(): Promise<Seeded> {
  const superadmin = await api<AuthAnswer>('POST', 'auth/login', undefined, SUPERADMIN);
  const su = superadmin.api_token;

  const anna = await register(ANNA, {
    create: {
      name: 'Malmö Stadsfastigheter',
      description: 'Förvaltar och utvecklar Malmö stads skolor, förskolor, bibliotek, idrottshallar och bostäder.',
    },
  });
  const orgId = anna.user.pendingOrganization?._id;
  if (!orgId) throw new Error('registering with a new organization did not answer pendingOrganization');
  await api<Organization>('PUT', `organization/${orgId}`, su, { approved: true });
  await api('POST', 'change_account_type', su, { userId: anna.user._id, accountType: 'administrator' });
  const token = anna.api_token;

  const memberIds: string[] = [];
  for (const person of MEMBERS) {
    const joined = await register(person, { join: orgId });
    await api('POST', 'add_org_member', token, { organizationId: orgId, userId: joined.user._id, role: 'member' });
    memberIds.push(joined.user._id);
  }
  await register(APPLICANT, { join: orgId });
  await register(REQUESTER, {
    create: { name: 'Holms Bygg & Montage AB', description: 'Familjeföretag inom om- och tillbyggnad i Skåne.' },
  });

  const projects: Project[] = [];
  for (const seedProject of PROJECTS) {
    const logo = seedProject.logo
      ? await upload(token, 'logo', 'logotyp.png', makeLogoPng(seedProject.logo), 'image/png')
      : undefined;
    const project = await api<Project>('POST', 'project', token, {
      name: seedProject.name,
      description: seedProject.description,
      type: seedProject.type,
      sector: seedProject.sector,
      startDate: seedProject.startDate,
      visibility: seedProject.visibility,
      budget: seedProject.budget,
      budgetNotes: seedProject.budgetNotes,
      logo,
      team: seedProject.team.map((i) => memberIds[i]),
    });
    for (const activity of seedProject.activities) {
      await api<Activity>('POST', 'activity', token, {
        project: project._id,
        name: activity.name,
        responsible: memberIds[activity.who],
        deadline: inDays(activity.deadline),
        description: activity.text,
        keywords: activity.keywords,
        status: activity.status,
      });
    }
    if (seedProject.lessonsLearned)
      await api<Project>('PUT', `project/${project._id}`, token, { lessonsLearned: seedProject.lessonsLearned });
    projects.push(project);
  }

  const files: ConstructionFile[] = [];
  for (const [name, documentType, year, index, pages] of CONSTRUCTION_FILES) {
    const project = projects[index];
    if (!project) throw new Error(`no project ${index} for ${name}`);
    const pdf = makePdf(pages, name, [project.name, `Dokumenttyp: ${documentType}`, `Malmö Stadsfastigheter ${year}`]);
    const url = await upload(token, 'constructionfile', `${name}.pdf`, pdf, 'application/pdf');
    files.push(
      await api<ConstructionFile>('POST', 'constructionfile', token, {
        name,
        documentType,
        year,
        project: project._id,
        url,
      }),
    );
  }
  const drawings: DrawingFile[] = [];
  for (const [name, drawingType, info, index, format] of DRAWINGS) {
    const project = projects[index];
    if (!project) throw new Error(`no project ${index} for ${name}`);
    const url =
      format === 'png'
        ? await upload(
            token,
            'drawing',
            `${name}.png`,
            makeDrawingPng(DRAWING_INK[drawingType] ?? [0, 0, 0]),
            'image/png',
          )
        : await upload(token, 'drawing', `${name}.pdf`, makePdf(1, name, [project.name, info]), 'application/pdf');
    drawings.push(
      await api<DrawingFile>('POST', 'drawingfile', token, { name, drawingType, info, project: project._id, url }),
    );
  }

  const main = projects[0];
  const archived = projects[7];
  if (!main || !archived) throw new Error('the demo projects were not created');
  await api<Project>('PUT', `project/${archived._id}`, token, { archived: true });
  const share = await api<{ url: string }>('POST', 'create_share_link', token, {
    projectId: main._id,
    resourceType: 'files',
  });
  await api('PATCH', `user/${anna.user._id}?action=addBookmarks`, token, {
    projects: [main._id, projects[2]?._id].filter(Boolean),
    files: [files[1]?._id, files[2]?._id, drawings[0]?._id].filter(Boolean),
  });

  const memberId = memberIds[0];
  const bigFile = CONSTRUCTION_FILES[0];
  if (!memberId || !bigFile) throw new Error('the demo members were not created');
  return {
    adminToken: token,
    superadminToken: su,
    memberId,
    projectId: main._id,
    projectName: main.name,
    bigFileName: bigFile[0],
    sharedPath: share.url,
  };
}

// ─── Translations ────────────────────────────────────────────────────────────────────────────────────────

type Catalog = { [key: string]: string | Catalog };
const catalogs = new Map<Lang, Record<string, Catalog>>();

function catalogsOf(lang: Lang): Record<string, Catalog> {
  let loaded = catalogs.get(lang);
  if (!loaded) {
    const dir = path.join(root, 'web', 'i18n', lang);
    loaded = Object.fromEntries(
      fs
        .readdirSync(dir)
        .filter((file) => file.endsWith('.json'))
        .map((file) => [file.slice(0, -5), JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as Catalog]),
    );
    catalogs.set(lang, loaded);
  }
  return loaded;
}

/** The interface text `namespace:dotted.key` in `lang`, with `{{name}}` filled in: buttons are found by what they say. */
function translate(lang: Lang, key: string, values: Record<string, string | number> = {}): string {
  const [namespace = '', dotted = ''] = key.split(':');
  let node: string | Catalog | undefined = catalogsOf(lang)[namespace];
  for (const part of dotted.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node !== 'string') throw new Error(`no text ${key} in ${lang}`);
  return node.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
}

// ─── Screens ─────────────────────────────────────────────────────────────────────────────────────────────

type T = (key: string, values?: Record<string, string | number>) => string;

interface Shot {
  name: string;
  path: string;
  /** What shows once the page has its content. */
  ready?: (page: Page, t: T) => Locator;
  /** Opens a modal or steps through a flow; answers what must show before the picture is taken. */
  act?: (page: Page, t: T) => Promise<Locator>;
}

const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });
const visibleButton = (page: Page, name: string) =>
  page.getByRole('button', { name, exact: true }).filter({ visible: true }).first();

function signedInShots(s: Seeded): Shot[] {
  const project = `/projekt/${s.projectId}`;
  const projectReady = (page: Page) => page.getByRole('heading', { level: 2, name: s.projectName });
  const tab = (to: string, ready?: (page: Page, t: T) => Locator): Shot => ({
    name: `projekt-${to}`,
    path: `${project}/${to}`,
    ready: ready ?? projectReady,
  });
  return [
    { name: 'dashboard', path: '/dashboard', ready: (page) => page.getByRole('heading', { level: 2, name: /Anna/ }) },
    {
      name: 'projektdatabas',
      path: '/projektdatabas',
      ready: (page) => page.getByRole('link', { name: s.projectName }),
    },
    {
      name: 'byggfiler',
      path: '/byggfiler',
      ready: (page) => page.getByRole('row').filter({ hasText: s.bigFileName }),
    },
    { name: 'ritningar', path: '/ritningar', ready: (page) => page.getByRole('row').filter({ hasText: 'A-40-1-001' }) },
    tab('oversikt'),
    tab('aktiviteter', (page, t) => page.getByRole('region', { name: t('activities:status.ongoing') })),
    tab('lardomar'),
    tab('budget', (page) => page.getByTestId('budget-amount')),
    tab('projektteam', (page) => page.getByRole('row').filter({ hasText: 'Erik Johansson' })),
    tab('filer', (page) => page.getByRole('row').filter({ hasText: s.bigFileName })),
    {
      name: 'projekt-filer-ritningar',
      path: `${project}/filer?visa=ritningar`,
      ready: (page) => page.getByRole('row').filter({ hasText: 'A-40-1-001' }),
    },
    tab('installningar'),
    {
      name: 'my-organization',
      path: '/my-organization',
      ready: (page) => page.getByRole('heading', { name: 'Malmö Stadsfastigheter' }),
    },
    {
      name: 'my-organization-members',
      path: '/my-organization?tab=members',
      ready: (page) => page.getByRole('row').filter({ hasText: 'Erik Johansson' }),
    },
    {
      name: 'my-organization-waitlist',
      path: '/my-organization?tab=waitlist',
      ready: (page) => page.getByText('Lena Persson').first(),
    },
    { name: 'account-overview', path: '/account/overview', ready: (page) => page.getByText(ANNA.email).first() },
    { name: 'account-settings', path: '/account/settings', ready: (page) => page.getByRole('textbox').first() },
    {
      name: 'account-change-password',
      path: '/account/change-password',
      ready: (page) => page.getByRole('textbox').first(),
    },
    {
      name: 'view-user-overview',
      path: `/view-user/${s.memberId}/overview`,
      ready: (page) => page.getByText('Erik Johansson').first(),
    },
    {
      name: 'modal-new-project',
      path: '/dashboard',
      act: async (page, t) => {
        await visibleButton(page, t('layout:header.newProject')).click();
        return page.getByRole('form', { name: t('projects:newProject.title') });
      },
    },
    {
      name: 'modal-upload',
      path: '/byggfiler',
      act: async (page, t) => {
        await visibleButton(page, t('files:upload.button')).click();
        const modal = page.getByRole('dialog');
        await modal.waitFor();
        await page.getByTestId('upload-input').setInputFiles({
          name: 'Relationshandling VS.pdf',
          mimeType: 'application/pdf',
          buffer: makePdf(2, 'Relationshandling VS'),
        });
        return modal.getByText(t('files:upload.status.uploaded'));
      },
    },
    {
      name: 'modal-import-projects',
      path: '/projektdatabas',
      act: async (page, t) => {
        await page.getByRole('button', { name: t('import:buttonLabel.projects') }).click();
        return dialog(page, t('import:title.projects')).getByRole('table', { name: t('import:prepare.columnsTitle') });
      },
    },
    {
      name: 'modal-import-constructionfiles',
      path: '/byggfiler',
      act: async (page, t) => {
        await page.getByRole('button', { name: t('import:buttonLabel.constructionfiles') }).click();
        return dialog(page, t('import:title.constructionfiles')).getByRole('table', {
          name: t('import:prepare.columnsTitle'),
        });
      },
    },
    {
      name: 'modal-share-link',
      path: `${project}/filer`,
      act: async (page, t) => {
        await visibleButton(page, t('sharing:share')).click();
        return dialog(page, t('sharing:modal.title'))
          .getByRole('row')
          .filter({ hasText: t('sharing:modal.status.active') });
      },
    },
    {
      name: 'modal-new-activity',
      path: `${project}/aktiviteter`,
      act: async (page, t) => {
        await visibleButton(page, t('activities:new')).click();
        return dialog(page, t('activities:modal.newTitle'));
      },
    },
    {
      name: 'modal-pdf-preview',
      path: '/byggfiler',
      act: async (page, t) => {
        const row = page.getByRole('row').filter({ hasText: s.bigFileName });
        await row.getByRole('button', { name: s.bigFileName, exact: true }).click();
        const preview = dialog(page, s.bigFileName);
        await preview.getByTestId('pdf-stage').locator('canvas').waitFor({ timeout: WAIT_MS });
        return preview.locator('p[aria-live]').filter({ hasText: t('files:preview.pageOf', { page: 1, pages: 30 }) });
      },
    },
  ];
}

function superadminShots(s: Seeded): Shot[] {
  return [
    {
      name: 'superadmin-my-organization',
      path: '/my-organization',
      ready: (page) => page.getByRole('row').filter({ hasText: 'Holms Bygg & Montage AB' }),
    },
    {
      name: 'superadmin-projektdatabas',
      path: '/projektdatabas',
      ready: (page) => page.getByRole('link', { name: s.projectName }),
    },
  ];
}

function signedOutShots(s: Seeded, lang: Lang, viewport: Viewport): Shot[] {
  const email = `karin.svensson.${lang}.${viewport.name}@exempel.se`; // one sign-up per group and fresh database
  const toPersonal = async (page: Page, t: T) => {
    await page.getByText(t('auth:signUp.accountType.full.title')).click();
    await page.getByRole('button', { name: t('auth:signUp.next') }).click();
    await page.getByLabel(t('auth:fields.firstName')).waitFor();
  };
  const toLogin = async (page: Page, t: T) => {
    await toPersonal(page, t);
    await page.getByLabel(t('auth:fields.firstName')).fill('Karin');
    await page.getByLabel(t('auth:fields.lastName')).fill('Svensson');
    await page.getByLabel(t('auth:fields.email')).fill(email);
    await page.getByText(t('auth:signUp.organization.none.label')).click();
    await page.getByRole('button', { name: t('auth:signUp.next') }).click();
    await page.getByRole('textbox', { name: t('auth:fields.password'), exact: true }).fill(PASSWORD);
    await page.getByRole('textbox', { name: t('auth:fields.confirmPassword') }).fill(PASSWORD);
  };
  return [
    {
      name: 'sign-in',
      path: '/sign-in',
      ready: (page, t) => page.getByRole('button', { name: t('auth:signIn.submit') }),
    },
    {
      name: 'sign-up-1-account-type',
      path: '/sign-up',
      ready: (page, t) => page.getByText(t('auth:signUp.accountType.full.title')),
    },
    {
      name: 'sign-up-2-personal',
      path: '/sign-up',
      act: async (page, t) => {
        await toPersonal(page, t);
        return page.getByText(t('auth:signUp.organization.choiceLabel'));
      },
    },
    {
      name: 'sign-up-3-login',
      path: '/sign-up',
      act: async (page, t) => {
        await toLogin(page, t);
        return page.getByLabel(t('auth:signUp.login.acceptTerms'));
      },
    },
    {
      name: 'sign-up-4-done',
      path: '/sign-up',
      act: async (page, t) => {
        await toLogin(page, t);
        await page.getByLabel(t('auth:signUp.login.acceptTerms')).check();
        await page.getByRole('button', { name: t('auth:signUp.submit') }).click();
        return page.getByText(t('auth:signUp.done.heading', { name: 'Karin' }));
      },
    },
    { name: 'password-reset', path: '/password-reset', ready: (page) => page.getByRole('textbox').first() },
    { name: '404', path: '/404', ready: (page, t) => page.getByText(t('status:notFound.heading')) },
    { name: '500', path: '/500', ready: (page, t) => page.getByText(t('status:serverError.title')).first() },
    {
      name: 'frontend-version',
      path: '/frontend-version',
      ready: (page, t) => page.getByText(t('status:version.heading')).first(),
    },
    {
      name: 'shared-project-files',
      path: s.sharedPath,
      ready: (page) => page.getByRole('row').filter({ hasText: s.bigFileName }),
    },
  ];
}

/** Network quiet, no skeleton, loader or busy region left on screen, fonts in, transitions over. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(
    () =>
      [
        ...document.querySelectorAll('.mantine-Skeleton-root[data-visible], .mantine-Loader-root, [aria-busy="true"]'),
      ].every((element) => !element.checkVisibility()),
    undefined,
    { timeout: WAIT_MS },
  );
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await sleep(200); // the scroll to the top 100 ms after a navigation; a modal's transition starts
  await settleMotion(page);
}

/** No CSS transition or finite animation running (a modal sliding in, a tab indicator moving). */
async function settleMotion(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
    undefined,
    { timeout: WAIT_MS },
  );
}

interface Report {
  written: string[];
  /** Serious and critical axe violations, per screenshot. */
  findings: { shot: string; violations: string[] }[];
  /** Console errors, uncaught exceptions and failed API calls the page met, per screenshot. */
  problems: { shot: string; messages: string[] }[];
  failures: string[];
}

/** "serious color-contrast: … (2×) .a .b, .c — <span class="…">Välj datum</span>" */
type AxeViolation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

function describeViolation(violation: AxeViolation): string {
  const targets = violation.nodes.slice(0, 3).map((node) => node.target.join(' '));
  const more = violation.nodes.length > 3 ? `, … ${violation.nodes.length - 3} more` : '';
  const html = (violation.nodes[0]?.html ?? '')
    .replace(/\s(class|style)="[^"]*"/g, '')
    .replace(/\s+/g, ' ')
    .slice(0, 120);
  return `${violation.impact} ${violation.id}: ${violation.help} (${violation.nodes.length}×) ${targets.join(', ')}${more} — ${html}`;
}

/**
 * Grows the viewport to the content, so a picture shows everything while fixed parts (the dark aside, a
 * modal's overlay) still fill the whole height. With a dialog open the page behind is locked and only the
 * dialog's own height counts. Answers whether a dialog is open.
 */
async function fitViewportToContent(page: Page, width: number): Promise<boolean> {
  for (let attempt = 0; ; attempt += 1) {
    const current = page.viewportSize()?.height ?? 0;
    const { needed, dialog } = await page.evaluate(() => {
      const dialogs = [...document.querySelectorAll('[role="dialog"]')].filter((d) => d.checkVisibility());
      if (!dialogs.length) return { needed: document.documentElement.scrollHeight, dialog: false };
      const heights = dialogs.map((d) => d.getBoundingClientRect().top * 2 + d.scrollHeight);
      return { needed: Math.ceil(Math.max(...heights)), dialog: true };
    });
    if (needed <= current || attempt === 3) return dialog;
    await page.setViewportSize({ width, height: Math.min(needed, 12_000) });
    await sleep(200);
    await settleMotion(page);
  }
}

async function captureAll(
  browser: Browser,
  lang: Lang,
  viewport: Viewport,
  token: string | null,
  shots: Shot[],
  { written, findings, problems, failures }: Report,
): Promise<void> {
  const t: T = (key, values) => translate(lang, key, values);
  // One context per language, viewport and account keeps the web app's assets cached between shots;
  // each shot still gets a page of its own, so no modal, draft or cached query carries over.
  const context: BrowserContext = await browser.newContext({
    baseURL: BASE_URL,
    viewport: { width: viewport.width, height: viewport.height },
    locale: lang === 'sv' ? 'sv-SE' : 'en-GB',
    timezoneId: 'Europe/Stockholm',
  });
  await context.addInitScript(
    ({ tokenKey, token, languageKey, lang }) => {
      // Signed out stays signed out, even after the sign-up flow has stored a token.
      if (token) window.localStorage.setItem(tokenKey, token);
      else window.localStorage.removeItem(tokenKey);
      window.localStorage.setItem(languageKey, lang);
    },
    { tokenKey: TOKEN_STORAGE_KEY, token, languageKey: LANGUAGE_STORAGE_KEY, lang },
  );
  try {
    for (const shot of shots) {
      const label = `${lang}-${viewport.name}-${shot.name}`;
      if (ONLY.length && !ONLY.some((word) => label.includes(word))) continue;
      const page = await context.newPage();
      const started = Date.now();
      const messages: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') messages.push(`console: ${message.text()}`);
      });
      page.on('pageerror', (error) => messages.push(`uncaught: ${error.message}`));
      page.on('response', (response) => {
        const url = new URL(response.url());
        if (response.status() >= 400 && url.pathname.startsWith('/api/'))
          messages.push(`${response.request().method()} ${url.pathname}${url.search} → ${response.status()}`);
      });
      try {
        await page.goto(shot.path);
        if (shot.ready) await shot.ready(page, t).first().waitFor({ timeout: WAIT_MS });
        if (shot.act) await (await shot.act(page, t)).first().waitFor({ timeout: WAIT_MS });
        await settle(page);
        const dialogOpen = await fitViewportToContent(page, viewport.width);
        const file = path.join(OUT_DIR, `${label}.png`);
        await page.screenshot({ path: file, fullPage: !dialogOpen, animations: 'disabled' });
        written.push(path.relative(root, file));
        const results = await new AxeBuilder({ page }).analyze();
        const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
        if (serious.length) findings.push({ shot: label, violations: serious.map(describeViolation) });
        if (messages.length) problems.push({ shot: label, messages: [...new Set(messages)] });
        console.log(`  ${label} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
      } catch (error) {
        // One broken screen should not cost the others: note it, keep its state as a picture, go on.
        const file = path.join(OUT_DIR, `${label}.FAILED.png`);
        await page.screenshot({ path: file, fullPage: true }).catch(() => undefined);
        const reason = (error instanceof Error ? error.message : String(error)).split('\n')[0];
        failures.push(`${label} (${shot.path}): ${reason} – see ${path.relative(root, file)}`);
        console.log(`  ${label} FAILED`);
      } finally {
        await page.close();
      }
    }
  } finally {
    await context.close();
  }
}

async function takeScreenshots(seeded: Seeded, browser: Browser): Promise<Report> {
  // A partial run (words on the command line) keeps the other pictures of an earlier run.
  if (!ONLY.length) fs.rmSync(OUT_DIR, { recursive: true, force: true });
  fs.mkdirSync(OUT_DIR, { recursive: true });
  const report: Report = { written: [], findings: [], problems: [], failures: [] };
  const groups = LANGUAGES.flatMap((lang) => VIEWPORTS.map((viewport) => ({ lang, viewport })));
  // Two groups at a time: most of a shot is waiting for the network to go quiet, not CPU.
  const next = async (): Promise<void> => {
    const group = groups.shift();
    if (!group) return;
    const { lang, viewport } = group;
    await captureAll(browser, lang, viewport, seeded.adminToken, signedInShots(seeded), report);
    await captureAll(browser, lang, viewport, seeded.superadminToken, superadminShots(seeded), report);
    await captureAll(browser, lang, viewport, null, signedOutShots(seeded, lang, viewport), report);
    await next();
  };
  await Promise.all(Array.from({ length: PARALLEL_GROUPS }, next));
  report.written.sort();
  report.findings.sort((a, b) => a.shot.localeCompare(b.shot));
  report.problems.sort((a, b) => a.shot.localeCompare(b.shot));
  return report;
}

// ─── Main ────────────────────────────────────────────────────────────────────────────────────────────────

async function main(): Promise<void> {
  const started = Date.now();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'byggarkiv-screenshots-'));
  let server: ChildProcess | undefined;
  let browser: Browser | undefined;
  const cleanup = async () => {
    await browser?.close().catch(() => undefined);
    if (server) await stopServer(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const interrupted = () => void cleanup().finally(() => process.exit(130));
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);
  try {
    console.log(`Starting Byggarkiv on ${BASE_URL} (data in ${dataDir})…`);
    server = await startServer(dataDir);
    console.log('Seeding demo data through the API…');
    const seeded = await seed().catch((error: unknown) => {
      throw new Error(`Seeding the demo data failed: ${error instanceof Error ? error.message : String(error)}`, {
        cause: error,
      });
    });
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    });
    const { written, findings, problems, failures } = await takeScreenshots(seeded, browser);
    console.log(`\n${written.length} screenshots written:`);
    for (const file of written) console.log(`  ${file}`);
    console.log('\nAccessibility (axe, serious and critical):');
    if (!findings.length) console.log('  no serious or critical violations');
    for (const finding of findings) {
      console.log(`  ${finding.shot}`);
      for (const violation of finding.violations) console.log(`    - ${violation}`);
    }
    console.log('\nConsole errors and failed API calls:');
    if (!problems.length) console.log('  none');
    for (const problem of problems) {
      console.log(`  ${problem.shot}`);
      for (const message of problem.messages) console.log(`    - ${message}`);
    }
    if (failures.length) {
      console.error(`\n${failures.length} screenshots failed:`);
      for (const failure of failures) console.error(`  ${failure}`);
      process.exitCode = 1;
    }
  } finally {
    await cleanup();
    process.off('SIGINT', interrupted);
    process.off('SIGTERM', interrupted);
  }
  console.log(`Done in ${Math.round((Date.now() - started) / 1000)} s.`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
