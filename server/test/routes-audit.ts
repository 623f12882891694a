/** The audit route tests' world: an organization with an admin and a member, another one, and the log they read. */
import { expect } from 'vitest';
import { makeMember, makeOrganization } from './factories';
import type { TestApp } from './test-app';
import { multipart, PDF } from './uploads';

/** An event as `GET audit` lists it. */
export type AuditEvent = {
  action: string;
  entityType: string;
  entityId: string;
  entityName: string;
  project: string | null;
  organization: string | null;
  actor: { _id: string; firstName: string } | null;
  shareLink: string | null;
};

type Method = 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Helpers bound to the test file's app (`app` is read when a helper runs, after `beforeAll` made it). */
export function auditHelpers(app: () => TestApp) {
  async function events(token: string, query = ''): Promise<AuditEvent[]> {
    const res = await app().request({ method: 'GET', url: `/audit?limit=500${query}`, token });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().result as AuditEvent[];
  }

  async function world() {
    const db = app().database.db;
    const org = await makeOrganization(db);
    const admin = await makeMember(db, org, { admin: true, firstName: 'Anna' });
    const member = await makeMember(db, org, { firstName: 'Erik' });
    const other = await makeOrganization(db);
    const otherAdmin = await makeMember(db, other, { admin: true });
    return { org, admin, member, other, otherAdmin };
  }

  /** A call as `token` (or `as`) that must succeed; its JSON. */
  const caller =
    (token: string) =>
    async (method: Method, url: string, payload?: unknown, as = token) => {
      const res = await app().request({ method, url, token: as, payload: payload as Record<string, unknown> });
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
      return res.json();
    };

  /** A construction file named `name` on the project, its PDF uploaded first, made as `token`; its JSON. */
  async function createFile(token: string, project: string, name: string) {
    const upload = await app().request({ method: 'POST', url: '/upload_file', token, ...multipart(PDF, 'a.pdf') });
    return caller(token)('POST', '/constructionfile', {
      name,
      year: 2026,
      documentType: 'Bygglov',
      project,
      url: upload.json().url,
    });
  }

  /** Puts `responsible` on the project's team and gives them the activity "Gjutning", moved to ongoing; its JSON. */
  async function ongoingActivity(call: ReturnType<typeof caller>, project: string, responsible: string) {
    await call('POST', `/project/${project}`, { userId: responsible });
    const activity = await call('POST', '/activity', {
      project,
      name: 'Gjutning',
      deadline: '2026-12-01',
      responsible,
      keywords: ['betong'],
      description: '',
    });
    await call('PUT', `/activity/${activity._id}`, { status: 'ongoing' });
    return activity;
  }

  return { events, world, caller, createFile, ongoingActivity };
}
