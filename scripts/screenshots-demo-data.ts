/**
 * The demo organization `npm run screenshots` seeds: people, projects with activities and budgets, construction
 * files and drawings, in Swedish, as a municipal property company would have them.
 */
import type { ActivityStatus, Visibility } from '../common/api/project';
import { makePng } from '../e2e/support/sample-files';

/** A blueprint-like "drawing": grid, walls and a room split, in the drawing's colour. */
export function makeDrawingPng(ink: [number, number, number]): Buffer {
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
export function makeLogoPng(color: [number, number, number]): Buffer {
  const size = 160;
  return makePng(size, size, (x, y) => {
    const dx = Math.max(0, Math.abs(x - 79.5) - 56);
    const dy = Math.max(0, Math.abs(y - 79.5) - 56);
    if (dx * dx + dy * dy > 24 * 24) return [255, 255, 255];
    if (y > 88 && y < 104 && x > 36 && x < 124) return [255, 255, 255];
    return color;
  });
}

export const DAY = 24 * 60 * 60 * 1000;
export const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);

export interface Person {
  email: string;
  firstName: string;
  lastName: string;
  title: string;
  phone: string;
  address?: string;
}

export const ANNA: Person = {
  email: 'anna.lindqvist@malmo-stadsfastigheter.se',
  firstName: 'Anna',
  lastName: 'Lindqvist',
  title: 'Projektchef',
  phone: '040-34 12 00',
  address: 'August Palms plats 1, 205 80 Malmö',
};
export const MEMBERS: Person[] = [
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
export const APPLICANT: Person = {
  email: 'lena.persson@malmo-stadsfastigheter.se',
  firstName: 'Lena',
  lastName: 'Persson',
  title: 'Kalkylator',
  phone: '040-34 12 88',
};
export const REQUESTER: Person = {
  email: 'oskar.holm@holmsbygg.se',
  firstName: 'Oskar',
  lastName: 'Holm',
  title: 'VD',
  phone: '0413-55 21 30',
};

export interface ProjectSeed {
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

export const PROJECTS: ProjectSeed[] = [
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
export const CONSTRUCTION_FILES: [string, string, number, number, number][] = [
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
export const DRAWINGS: [string, string, string, number, 'png' | 'pdf'][] = [
  ['A-40-1-001 Plan 1', 'A-ritning', 'Skala 1:100, rev B', 0, 'png'],
  ['A-40-1-002 Plan 2', 'A-ritning', 'Skala 1:100, rev B', 0, 'png'],
  ['K-20-1-101 Grundplan', 'K-ritning', 'Skala 1:50', 0, 'pdf'],
  ['E-63-1-001 Belysning plan 1', 'E-ritning', 'Skala 1:100', 0, 'png'],
  ['V-57-1-001 Ventilation', 'V-ritning', 'FTX-aggregat, skala 1:50', 2, 'png'],
  ['L-10-1-001 Markplan kaj', 'L-ritning', 'Skala 1:200', 4, 'pdf'],
];
export const DRAWING_INK: Record<string, [number, number, number]> = {
  'A-ritning': [30, 64, 175],
  'K-ritning': [185, 28, 28],
  'E-ritning': [202, 138, 4],
  'V-ritning': [5, 150, 105],
  'L-ritning': [21, 128, 61],
};
