/** Test data for the projects and activities features (used by their tests only). */
import { makeUser } from '../../test/fixtures';
import type { PopulatedActivity, ProjectDetail, ProjectRow } from '../../entities/project/types';
export { calls } from '../../test/fetch-calls';

const ABILITIES = { update: true, delete: true, manageContent: true, share: true, readAudit: false };

export function makeRow(overrides: Partial<ProjectRow> = {}): ProjectRow {
  return {
    _id: 'p1',
    name: 'Kv. Björken',
    description: 'Ny förskola',
    type: 'Nybyggnad',
    sector: 'Skola och förskola',
    startDate: '2026-03-01',
    visibility: 'organization',
    archived: false,
    completed: 40,
    bookmarked: false,
    abilities: ABILITIES,
    createdAt: '2026-01-15T10:00:00.000Z',
    ...overrides,
  };
}

export const TEAM = [
  makeUser({ _id: 'u1', firstName: 'Anna', lastName: 'Svensson' }),
  makeUser({ _id: 'u2', firstName: 'Erik', lastName: 'Johansson', email: 'erik@example.se', accountType: 'regular' }),
];

export function makeActivity(overrides: Partial<PopulatedActivity> = {}): PopulatedActivity {
  return {
    _id: 'a1',
    project: 'p1',
    name: 'Bygglov',
    responsible: TEAM[0] ?? null,
    deadline: '2099-05-01',
    description: 'Söka bygglov',
    keywords: ['bygglov'],
    status: 'todo',
    createdAt: '2026-01-15T10:00:00.000Z',
    ...overrides,
  };
}

export function makeProject(overrides: Partial<ProjectDetail> = {}): ProjectDetail {
  return {
    ...makeRow(),
    organization: { _id: 'o1', name: 'Skanska Demo' },
    team: TEAM,
    activities: [],
    logo: null,
    budget: 1_250_000,
    budgetNotes: 'Reserv 8 %',
    lessonsLearned: '',
    ...overrides,
  };
}
