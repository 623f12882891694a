/**
 * Seeding through the app's own API, as a customer's data arrives: a superadmin (from SUPERADMIN_EMAIL at the
 * server's start), an approved organization with an admin and a member, and CSV imports in 50,000-row files.
 */
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServer } from './harness';
import { upload } from './transfer';

export const SUPERADMIN = { email: 'superadmin@search.bench', password: 'Bench-lösen-1234' };
const PASSWORD = 'Bench-lösen-1234';
const CHUNK = 50_000;

export type Json = Record<string, unknown>;

/**
 * The app on `port` over `databaseUrl` (empty: PGlite in the folder) with SUPERADMIN made at its start, its data
 * in a fresh temporary folder named after the bench.
 */
export async function startSeedServer(
  databaseUrl: string,
  port: number,
  bench: string,
): Promise<{ server: ChildProcess; dir: string }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `byggarkiv-bench-${bench}-`));
  process.env.SUPERADMIN_EMAIL = SUPERADMIN.email;
  process.env.SUPERADMIN_PASSWORD = SUPERADMIN.password;
  return { server: await startServer(databaseUrl, port, dir), dir };
}

export async function call(port: number, method: string, apiPath: string, token?: string, body?: Json): Promise<Json> {
  const res = await fetch(`http://127.0.0.1:${port}/api/v1${apiPath}`, {
    method,
    headers: {
      ...(token ? { authorization: `Token ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = (await res.json()) as Json;
  if (!res.ok) throw new Error(`${method} ${apiPath}: ${res.status} ${JSON.stringify(json)}`);
  return json;
}

export interface BenchPeople {
  admin: string;
  member: string;
  memberId: string;
}

/** Superadmin, an approved organization, its admin and a member (`<name>@<domain>`): all through the API. */
export async function people(port: number, domain = 'search.bench'): Promise<BenchPeople> {
  const su = (await call(port, 'POST', '/auth/login', undefined, SUPERADMIN)).api_token as string;
  const org = (await call(port, 'POST', '/organization', su, { name: 'Kommunfastigheter i Mälardalen' }))._id as string;
  const register = async (first: string, role: 'admin' | 'member') => {
    const answer = await call(port, 'POST', '/auth/register', undefined, {
      email: `${first.toLowerCase()}@${domain}`,
      password: PASSWORD,
      firstName: first,
      lastName: 'Bänk',
      userType: 'full',
      acceptTerms: true,
      // Nobody is admitted without applying (issue #34.7): they apply as they register, the superadmin approves.
      organization: { join: org },
    });
    const user = answer.user as { _id: string };
    await call(port, 'POST', '/add_org_member', su, { organizationId: org, userId: user._id, role });
    return { token: answer.api_token as string, id: user._id };
  };
  const admin = await register('Admin', 'admin');
  const member = await register('Medlem', 'member');
  return { admin: admin.token, member: member.token, memberId: member.id };
}

/** The earlier run's admin and member, signed in again. */
export async function signIn(port: number, domain = 'search.bench') {
  const login = async (email: string) =>
    (await call(port, 'POST', '/auth/login', undefined, { email, password: PASSWORD })).api_token as string;
  return { admin: await login(`admin@${domain}`), member: await login(`medlem@${domain}`) };
}

/** `total` rows of one import type, made by `make(from, to)`, uploaded in 50,000-row CSV files; prints the rate. */
export async function importCsv(
  port: number,
  token: string,
  dir: string,
  type: string,
  total: number,
  make: (from: number, to: number) => string,
): Promise<void> {
  const started = performance.now();
  let imported = 0;
  for (let from = 0; from < total; from += CHUNK) {
    const file = path.join(dir, `${type}-${from}.csv`);
    fs.writeFileSync(file, make(from, Math.min(total, from + CHUNK)));
    const answer = JSON.parse(await upload(port, token, file, `/api/v1/upload_csv_file?importType=${type}`)) as {
      imported: number;
      failed: number;
      validationErrors: unknown[];
      organizationErrors: unknown[];
    };
    if (answer.failed)
      console.log(
        `  ${type}: ${answer.failed} rows failed`,
        JSON.stringify(answer.validationErrors.slice(0, 3)),
        JSON.stringify(answer.organizationErrors.slice(0, 3)),
      );
    imported += answer.imported;
    fs.rmSync(file);
  }
  const s = (performance.now() - started) / 1000;
  console.log(`Imported ${imported} ${type} through the API in ${s.toFixed(1)} s (${Math.round(imported / s)} rows/s)`);
}
