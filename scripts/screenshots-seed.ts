/**
 * The screenshot run's server and data (scripts/screenshots.ts): Byggarkiv on a throw-away embedded database,
 * and Swedish demo data seeded through its HTTP API.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AuthAnswer } from '../common/api/auth';
import type { ConstructionFile, DrawingFile } from '../common/api/files';
import type { Organization } from '../common/api/organization';
import type { Activity, Project } from '../common/api/project';
import type { UploadAnswer } from '../common/api/upload';
import { makePdf } from '../e2e/support/sample-files';
import {
  makeDrawingPng,
  makeLogoPng,
  inDays,
  type Person,
  ANNA,
  MEMBERS,
  APPLICANT,
  REQUESTER,
  CONSTRUCTION_FILES,
  DRAWINGS,
  DRAWING_INK,
} from './screenshots-demo-data';
import { PROJECTS } from './screenshots-projects';
import { PASSWORD, type Seeded } from './screenshots-shots';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// SCREENSHOTS_PORT lets engineers working side by side each photograph on their own port.
const PORT = Number(process.env.SCREENSHOTS_PORT ?? 3298);
export const BASE_URL = `http://127.0.0.1:${PORT}`;
const SUPERADMIN = { email: 'superadmin@byggarkiv.se', password: 'Superadmin-Demo-2026!' };

// ─── Server ──────────────────────────────────────────────────────────────────────────────────────────────

/** `node scripts/start.mjs` builds the web app when needed, migrates and serves API and web on one port. */
export async function startServer(dataDir: string): Promise<ChildProcess> {
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

export async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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

// ─── Seeding ─────────────────────────────────────────────────────────────────────────────────────────────

const register = (person: Person, organization: unknown) =>
  api<AuthAnswer>('POST', 'auth/register', undefined, {
    ...person,
    password: PASSWORD,
    userType: 'full',
    acceptTerms: true,
    organization,
  });

export async function seed(): Promise<Seeded> {
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
