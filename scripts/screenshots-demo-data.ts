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
