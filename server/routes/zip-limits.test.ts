/**
 * Issue #34.4: what a ZIP download may hold. Streams at once per share link, per client address and in total
 * (and per signed-in person), past which 429 with Retry-After; a reader that takes nothing gives its slot back
 * after the idle bound; and at most ZIP_MAX_MB per archive, refused 413 before the first byte. Held streams are
 * real connections whose reader reads nothing (24 MB: more than the sockets' buffers take).
 */
import http from 'node:http';
import type net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG_FILES } from '../../common/messages';
import { codeOfMessage } from '../../common/api/error-codes';
import { makeMember, makeOrganization, makeProject, shareFiles, type MadeUser } from '../test/factories';
import { probingHealth } from '../test/health-probe';
import { createTestApp, type TestApp } from '../test/test-app';
import { multipart, PDF } from '../test/uploads';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const bigPdf = (bytes: number) => Buffer.concat([PDF, Buffer.alloc(bytes - PDF.length, 0x20)]);

/** A project with published construction files of the given sizes, made through the API by a member. */
async function projectWithFiles(t: TestApp, sizes: number[], documentTypes: string[] = []) {
  const db = t.database.db;
  const org = await makeOrganization(db);
  const member = await makeMember(db, org, { admin: true });
  const project = await makeProject(db, org, { team: [member.user.id] });
  for (const [i, size] of sizes.entries()) {
    const upload = await t.request({
      method: 'POST',
      url: '/upload_file',
      token: member.token,
      ...multipart(bigPdf(size), `fil ${i}.pdf`),
    });
    expect(upload.statusCode, upload.body).toBe(201);
    const file = await t.request({
      method: 'POST',
      url: '/constructionfile',
      token: member.token,
      payload: {
        project: project.id,
        name: `Fil ${i}`,
        documentType: documentTypes[i] ?? 'Bygglov',
        url: upload.json().url,
      },
    });
    expect(file.statusCode, file.body).toBe(201);
  }
  return { member, project };
}

const sharedZip = (shareToken: string) =>
  `/api/v1/api_shared/project_files.zip?shareToken=${encodeURIComponent(shareToken)}`;
const memberZip = (projectId: string) => `/api/v1/project/${projectId}/files.zip`;

/** A ZIP download whose reader reads nothing once the answer has begun; destroy it to go away. */
function holdZip(server: FastifyInstance, path: string, headers: Record<string, string>): Promise<http.ClientRequest> {
  const port = (server.server.address() as net.AddressInfo).port;
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path, headers, agent: false }, (res) => {
      res.pause();
      if (res.statusCode === 200) resolve(req);
      else reject(new Error(`expected 200, got ${res.statusCode}`));
    });
    req.on('error', () => undefined);
  });
}

describe('ZIP downloads at once', () => {
  let t: TestApp;
  let member: MadeUser;
  let projectId: string;
  let links: string[];
  beforeAll(async () => {
    // Client addresses from X-Forwarded-For, so one test machine can be many clients.
    t = await createTestApp({ TRUST_PROXY: 'loopback' });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const made = await projectWithFiles(t, [8e6, 8e6, 8e6]);
    member = made.member;
    projectId = made.project.id;
    links = [];
    for (let i = 0; i < 3; i++) links.push(await shareFiles(t, member.token, projectId));
  });
  afterAll(async () => {
    await t.close();
  });

  const from = (ip: string) => ({ 'x-forwarded-for': ip });
  const askShared = (link: string, ip: string) => t.request({ method: 'GET', url: sharedZip(link), headers: from(ip) });
  const expectBusy = (res: Awaited<ReturnType<typeof askShared>>) => {
    expect(res.statusCode, res.body.slice(0, 200)).toBe(429);
    expect(res.json()).toMatchObject({ error: MSG_FILES.zipBusy, code: codeOfMessage(MSG_FILES.zipBusy) });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  };

  it('takes two per share link, two per client address and four in total, answering health meanwhile', async () => {
    const [a = '', b = '', c = ''] = links;
    const { probes } = await probingHealth(t, async () => {
      const a1 = await holdZip(t.app, sharedZip(a), from('10.0.0.1'));
      const a2 = await holdZip(t.app, sharedZip(a), from('10.0.0.2'));
      // Held, not merely slow to start: still refused a moment later.
      await sleep(500);
      expectBusy(await askShared(a, '10.0.0.3'));
      const b1 = await holdZip(t.app, sharedZip(b), from('10.0.0.1'));
      expectBusy(await askShared(c, '10.0.0.1'));
      const c1 = await holdZip(t.app, sharedZip(c), from('10.0.0.4'));
      expectBusy(await askShared(c, '10.0.0.5'));
      // A reader that goes away gives its slot back.
      a1.destroy();
      let again: http.ClientRequest | undefined;
      for (let i = 0; i < 40 && !again; i++) {
        await sleep(50);
        again = await holdZip(t.app, sharedZip(c), from('10.0.0.5')).catch(() => undefined);
      }
      expect(again).toBeDefined();
      for (const held of [a2, b1, c1, again]) held?.destroy();
    });
    expect(probes.every((probe) => probe.status === 200)).toBe(true);
  });

  it("takes two of one person's own downloads at once, apart from the share links'", async () => {
    const auth = { authorization: `Token ${member.token}` };
    await sleep(200);
    const shared = await holdZip(t.app, sharedZip(links[0] ?? ''), from('10.0.0.9'));
    const first = await holdZip(t.app, memberZip(projectId), auth);
    const second = await holdZip(t.app, memberZip(projectId), auth);
    const third = await t.request({ method: 'GET', url: memberZip(projectId), token: member.token });
    expect(third.statusCode).toBe(429);
    expect(third.json().code).toBe(codeOfMessage(MSG_FILES.zipBusy));
    for (const held of [shared, first, second]) held.destroy();
  });
});

describe('a ZIP reader that reads nothing', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('is closed after the idle bound, and its slot is free again', async () => {
    const { member, project } = await projectWithFiles(t, [8e6, 8e6, 8e6]);
    const server = await t.twin({ bodyIdleTimeoutMs: 700 });
    await server.listen({ port: 0, host: '127.0.0.1' });
    const auth = { authorization: `Token ${member.token}` };
    const held = [
      await holdZip(server, memberZip(project.id), auth),
      await holdZip(server, memberZip(project.id), auth),
    ];
    const third = () => server.inject({ method: 'GET', url: memberZip(project.id), headers: auth });
    expect((await third()).statusCode).toBe(429);
    // The paused readers cannot see the server close; the freed slots say it did.
    await sleep(700 + 1_000);
    const again = await holdZip(server, memberZip(project.id), auth);
    for (const req of [...held, again]) req.destroy();
  });
});

describe('ZIP_MAX_MB', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ ZIP_MAX_MB: '1' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses a ZIP larger than the bound with 413 before the first byte, signed in or shared', async () => {
    const { member, project } = await projectWithFiles(t, [600_000, 600_000], ['Bygglov', 'Protokoll']);
    const tooLarge = { error: MSG_FILES.zipTooLarge, code: codeOfMessage(MSG_FILES.zipTooLarge) };
    const signedIn = await t.request({ method: 'GET', url: memberZip(project.id), token: member.token });
    expect(signedIn.statusCode).toBe(413);
    expect(signedIn.headers['content-type']).toMatch(/json/);
    expect(signedIn.json()).toMatchObject(tooLarge);
    const link = await shareFiles(t, member.token, project.id);
    const shared = await t.request({ method: 'GET', url: sharedZip(link) });
    expect(shared.statusCode).toBe(413);
    expect(shared.json()).toMatchObject(tooLarge);
    // Narrowed to what fits, it streams; a refusal keeps no slot.
    for (let i = 0; i < 5; i++) {
      const one = await t.request({ method: 'GET', url: `${sharedZip(link)}&docType=Protokoll` });
      expect(one.statusCode).toBe(200);
      expect(one.headers['content-type']).toBe('application/zip');
    }
  });
});
