/**
 * Every route the API has, read from its own OpenAPI document, and a world to call them in: the hostile-input route
 * tests run over all of them, so a new route is covered the day it is added.
 */
import { randomUUID } from 'node:crypto';
import { API_BASE } from '../../common/api/shared';
import { makeMember, makeOrganization, makeProject, makeUser } from './factories';
import { createTestApp, type TestApp } from './test-app';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export interface Operation {
  security?: Array<Record<string, unknown>>;
  parameters?: Array<{ in: string; name: string }>;
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, { type?: unknown }> } }> };
}
export interface Route {
  method: Method;
  path: string;
  op: Operation;
}

export interface HostileInputWorld {
  t: TestApp;
  routes: Route[];
  /** Tokens of a superadmin and of an administrator on the team of project `projectId`. */
  superadmin: string;
  member: string;
  projectId: string;
}

export async function openHostileInputWorld(): Promise<HostileInputWorld> {
  const t = await createTestApp();
  const doc = t.app.swagger() as { paths: Record<string, Record<string, Operation>> };
  const routes = Object.entries(doc.paths)
    .filter(([path]) => path.startsWith(API_BASE))
    .flatMap(([path, ops]) =>
      Object.entries(ops).map(([method, op]) => ({ method: method.toUpperCase() as Method, path, op })),
    );
  const db = t.database.db;
  const superadmin = (await makeUser(db, { superadmin: true })).token;
  const org = await makeOrganization(db);
  const m = await makeMember(db, org, { accountType: 'administrator' });
  const projectId = (await makeProject(db, org, { team: [m.user.id] })).id;
  // The project: with a back-reference regex PostgreSQL spent over a minute on this one name.
  await makeProject(db, org, { name: `${'a'.repeat(150)}b`, team: [m.user.id] });
  return { t, routes, superadmin, member: m.token, projectId };
}

export const fill = (path: string) => path.replace(/\{[^}]+\}/g, randomUUID());
export const isPublic = (op: Operation) =>
  Array.isArray(op.security) && (op.security.length === 0 || op.security.some((s) => Object.keys(s).length === 0));
export const hasJsonBody = (op: Operation) => Boolean(op.requestBody?.content?.['application/json']);

/** Routes anyone may call; everything else needs a token. A route leaving this list on purpose updates it. */
export const PUBLIC = [
  'GET /api/v1/health',
  // A scraper's bearer token (METRICS_TOKEN) instead of a session; otherwise the superadmin's.
  'GET /api/v1/metrics',
  'POST /api/v1/auth/register',
  'POST /api/v1/auth/login',
  // The second step of a sign-in: the mfaToken of the first step instead of a session.
  'POST /api/v1/auth/login/mfa',
  // Signing in with a passkey: its options, and the assertion that answers them.
  'POST /api/v1/auth/passkeys/login/options',
  'POST /api/v1/auth/passkeys/login',
  'POST /api/v1/auth/send_password_reset_email',
  'POST /api/v1/auth/reset_password',
  // Single sign-on: whether a domain signs in through an organization, the way there and back, and the one-time
  // code of a finished sign-in instead of a session.
  'GET /api/v1/auth/sso/lookup',
  'GET /api/v1/auth/sso/start',
  'GET /api/v1/auth/sso/callback',
  'POST /api/v1/auth/sso/exchange',
  'GET /api/v1/public/organization',
  'GET /api/v1/public/limits',
  'GET /api/v1/public/documentType',
  'GET /api/v1/uploads/{id}',
  'GET /api/v1/constructionfile/{id}/content',
  'GET /api/v1/drawingfile/{id}/content',
  // With a download link's ticket instead of a token (a browser's plain link).
  'GET /api/v1/constructionfile/{id}/revisions/{revisionId}/content',
  'GET /api/v1/drawingfile/{id}/revisions/{revisionId}/content',
  'GET /api/v1/project/{id}/files.zip',
  'GET /api/v1/constructionfile/{id}/thumbnail',
  'GET /api/v1/drawingfile/{id}/thumbnail',
  'GET /api/v1/api_shared/project_files.zip',
  'GET /api/v1/api_shared/project',
  'GET /api/v1/api_shared/project_files',
];
