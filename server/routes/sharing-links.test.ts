import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SHARE_LINK_DEFAULT_DAYS, SHARE_LINK_MAX_DAYS } from '../../common/limits';
import { MSG_SHARING } from '../../common/messages';
import { shareLinks } from '../db/schema';
import { testAppPerFile } from '../test/routes-app';
import { sharingHelpers } from '../test/routes-sharing';

const t = testAppPerFile();
const { setup } = sharingHelpers(() => t);

describe('create_share_link', () => {
  it('answers a token and the page url, for those who may change the project', async () => {
    const { project, link, member } = await setup();
    expect(link.url).toBe(`/shared/projekt/${project.id}?shareToken=${link.shareToken}`);
    expect(link.shareToken.length).toBeGreaterThanOrEqual(43);
    const stored = await t.database.db.select().from(shareLinks).where(eq(shareLinks.projectId, project.id));
    expect(stored[0]?.tokenHash).not.toBe(link.shareToken);
    const denied = await t.request({
      method: 'POST',
      url: '/create_share_link',
      token: member.token,
      payload: { projectId: project.id, resourceType: 'files' },
    });
    expect(denied.statusCode).toBe(403);
  });

  it('answers the exact texts for missing parts', async () => {
    const { admin, project } = await setup();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ resourceType: 'files' }, MSG_SHARING.noProjectId],
      [{ projectId: project.id }, MSG_SHARING.noResourceType],
      [{ projectId: project.id, resourceType: 'budget' }, MSG_SHARING.unknownResourceType],
      [{ projectId: project.id, resourceType: 'files', expiresAt: '2001-01-01T00:00:00Z' }, MSG_SHARING.expiryInPast],
    ];
    for (const [payload, error] of cases) {
      const res = await t.request({ method: 'POST', url: '/create_share_link', token: admin.token, payload });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe(error);
    }
  });
});

describe('share link expiry (issue #34.6)', () => {
  const DAY = 24 * 60 * 60 * 1000;
  const create = (token: string, projectId: string, extra: Record<string, unknown> = {}) =>
    t.request({
      method: 'POST',
      url: '/create_share_link',
      token,
      payload: { projectId, resourceType: 'files', ...extra },
    });

  it('gives a new link 30 days unless asked otherwise, at most 365; the answer and the list show it', async () => {
    const { admin, project } = await setup();
    for (const extra of [{}, { expiresAt: null }]) {
      const before = Date.now();
      const res = await create(admin.token, project.id, extra);
      expect(res.statusCode).toBe(201);
      const expiresAt = new Date(res.json().link.expiresAt).getTime();
      expect(expiresAt).toBeGreaterThanOrEqual(before + SHARE_LINK_DEFAULT_DAYS * DAY);
      expect(expiresAt).toBeLessThanOrEqual(Date.now() + SHARE_LINK_DEFAULT_DAYS * DAY);
    }
    const week = new Date(Date.now() + 7 * DAY).toISOString();
    const chosen = await create(admin.token, project.id, { expiresAt: week });
    expect(chosen.json().link.expiresAt).toBe(week);
    // The end of the last day a picker offers, whatever the time zone, fits; beyond that is refused.
    const lastDay = await create(admin.token, project.id, {
      expiresAt: new Date(Date.now() + (SHARE_LINK_MAX_DAYS * 24 + 23) * 60 * 60 * 1000).toISOString(),
    });
    expect(lastDay.statusCode).toBe(201);
    const tooFar = await create(admin.token, project.id, {
      expiresAt: new Date(Date.now() + (SHARE_LINK_MAX_DAYS + 2) * DAY).toISOString(),
    });
    expect(tooFar.statusCode).toBe(400);
    expect(tooFar.json()).toMatchObject({ error: MSG_SHARING.expiryTooFar, code: 'SHARE_EXPIRY_TOO_FAR' });
    expect(MSG_SHARING.expiryTooFar).toContain(String(SHARE_LINK_MAX_DAYS));

    const list = await t.request({ method: 'GET', url: `/share_link?projectId=${project.id}`, token: admin.token });
    const listed = list.json().find((l: { _id: string }) => l._id === chosen.json().link._id);
    expect(listed).toMatchObject({ expiresAt: week, status: 'active' });
  });

  it('ends a link made without an expiry (before one was required) the maximum after it was made', async () => {
    const { admin, project, link } = await setup();
    const open = () =>
      t.request({ method: 'GET', url: `/api_shared/project?shareToken=${encodeURIComponent(link.shareToken)}` });
    const made = async (daysAgo: number) => {
      const createdAt = new Date(Date.now() - daysAgo * DAY);
      await t.database.db
        .update(shareLinks)
        .set({ expiresAt: null, createdAt })
        .where(eq(shareLinks.id, link.link._id));
      const list = await t.request({ method: 'GET', url: `/share_link?projectId=${project.id}`, token: admin.token });
      const listed = list.json().find((l: { _id: string }) => l._id === link.link._id);
      expect(listed.expiresAt).toBe(new Date(createdAt.getTime() + SHARE_LINK_MAX_DAYS * DAY).toISOString());
      return listed.status as string;
    };
    expect(await made(SHARE_LINK_MAX_DAYS - 1)).toBe('active');
    expect((await open()).statusCode).toBe(200);
    expect(await made(SHARE_LINK_MAX_DAYS + 1)).toBe('expired');
    expect((await open()).statusCode).toBe(404);
  });
});
