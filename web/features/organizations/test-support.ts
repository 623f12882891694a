/** Fixtures and a fetch stand-in for the organization components' tests. */
import type { OrganizationParts } from './components/organization-parts';
import { vi } from 'vitest';
import type { Organization } from '../../../common/api/organization';
import type { User } from '../../../common/api/user';
import { jsonResponse } from '../../test/render';
import { makeUser } from '../../test/fixtures';

export const anna = makeUser({ _id: 'u1', firstName: 'Anna', lastName: 'Svensson', email: 'anna@example.se' });
export const erik = makeUser({
  _id: 'u2',
  firstName: 'Erik',
  lastName: 'Johansson',
  email: 'erik@example.se',
  title: 'Platschef',
  accountType: 'regular',
  isAdmin: false,
});
export const lisa = makeUser({
  _id: 'u3',
  firstName: 'Lisa',
  lastName: 'Holm',
  email: 'lisa@example.se',
  organization: null,
});

export function makeOrganization(overrides: Partial<Organization> = {}): Organization {
  return {
    _id: 'o1',
    name: 'Skanska Demo',
    description: 'Bygger skolor.',
    users: [anna, erik],
    admins: [anna],
    waitlist: { users: [], admins: [] },
    projects: [],
    adminsCount: 1,
    membersCount: 2,
    projectsCount: 0,
    approved: true,
    requireMfa: false,
    requestedBy: null,
    createdAt: '2026-01-15T10:00:00.000Z',
    abilities: {
      update: true,
      delete: true,
      approve: false,
      manageMembers: true,
      manageSso: true,
      markSsoDomainVerified: false,
      readAudit: true,
    },
    ...overrides,
  };
}

export type Answer = { status?: number; body?: unknown };
type Route = (method: string, url: URL, body: unknown) => Answer | undefined;

/** A fetch stand-in: the first route that answers wins; anything else is a 404. */
export function stubApi(...routes: Route[]) {
  const fetchMock = vi.fn(async (input: string, init: RequestInit = {}) => {
    const url = new URL(input, 'http://localhost');
    const method = init.method ?? 'GET';
    const body: unknown = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    for (const route of routes) {
      const answer = route(method, url, body);
      if (answer) return jsonResponse(answer);
    }
    return jsonResponse({ status: 404, body: { success: false, error: 'Not found' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The calls made, as "METHOD /path?query" with their JSON bodies. */
export function callsOf(fetchMock: ReturnType<typeof stubApi>) {
  return fetchMock.mock.calls.map(([input, init]) => {
    const url = new URL(input, 'http://localhost');
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    return { call: `${init?.method ?? 'GET'} ${url.pathname}${url.search}`, url, body };
  });
}

export type { Organization, User };

/** The page's parts (projects tab, audit log) as empty stand-ins: the organization's own screens are under test. */
export const NO_PARTS: OrganizationParts = { AuditLog: () => null, OrganizationProjects: () => null };
