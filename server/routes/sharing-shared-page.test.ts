import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MSG_SHARING } from '../../common/messages';
import { shareLinks } from '../db/schema';
import { expectContentServed, getContent } from '../test/content';
import { makeProject } from '../test/factories';
import { testAppPerFile } from '../test/routes-app';
import { multipart, PDF } from '../test/uploads';
import { sharingHelpers } from '../test/routes-sharing';

const t = testAppPerFile();
const { setup } = sharingHelpers(() => t);

describe('the shared project page', () => {
  it('shows the project and its files without sign-in, with search, type filter, paging and download', async () => {
    const { project, link, org, files } = await setup();
    const token = encodeURIComponent(link.shareToken);
    const info = await t.request({ method: 'GET', url: `/api_shared/project?shareToken=${token}` });
    expect(info.json()).toEqual({
      _id: project.id,
      name: 'Hemligt projekt',
      description: '',
      organization: { name: org.name },
      logo: null,
    });
    const all = await t.request({
      method: 'GET',
      url: `/api_shared/project_files?shareToken=${token}&projId=${project.id}&limit=2`,
    });
    expect(all.json()).toMatchObject({ total: 3, limit: 2, skip: 0 });
    expect(all.json().result[0]).not.toHaveProperty('abilities');
    const search = await t.request({
      method: 'GET',
      url: `/api_shared/project_files?shareToken=${token}&projId=${project.id}&search=protokoll`,
    });
    expect(search.json().total).toBe(2);
    const byType = await t.request({
      method: 'GET',
      url: `/api_shared/project_files?shareToken=${token}&projId=${project.id}&docType=Bygglov`,
    });
    expect(byType.json().result.map((f: { _id: string }) => f._id)).toEqual([files[0]._id]);
    const content = await t.app.inject({ method: 'GET', url: byType.json().result[0].url });
    expect(content.statusCode).toBe(200);
    expect(content.rawPayload.equals(PDF)).toBe(true);
  });

  it('answers the exact texts for a missing token or project id, and 404 for a bad token or another project', async () => {
    const { project, link, admin, org } = await setup();
    expect((await t.request({ method: 'GET', url: '/api_shared/project' })).json().error).toBe(
      MSG_SHARING.noShareToken,
    );
    expect(
      (await t.request({ method: 'GET', url: `/api_shared/project_files?shareToken=${link.shareToken}` })).json().error,
    ).toBe(MSG_SHARING.projectIdMissing);
    expect(
      (await t.request({ method: 'GET', url: '/api_shared/project?shareToken=gissat-token-som-inte-finns' }))
        .statusCode,
    ).toBe(404);
    const other = await makeProject(t.database.db, org, { team: [admin.user.id] });
    expect(
      (
        await t.request({
          method: 'GET',
          url: `/api_shared/project_files?shareToken=${link.shareToken}&projId=${other.id}`,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await t.request({
          method: 'GET',
          url: `/api_shared/project_files?shareToken=${link.shareToken}&projId=${project.id}`,
        })
      ).statusCode,
    ).toBe(200);
  });

  it('refuses the share token on every other call', async () => {
    const { project, link, files, admin } = await setup();
    const s = `shareToken=${encodeURIComponent(link.shareToken)}`;
    const calls: Array<[string, string, unknown?]> = [
      ['GET', `/project/${project.id}?${s}`],
      ['GET', `/project?${s}`],
      ['GET', `/constructionfile?${s}`],
      ['GET', `/constructionfile/${files[0]._id}?${s}`],
      ['PATCH', `/constructionfile/${files[0]._id}?${s}`, { name: 'hackad' }],
      ['DELETE', `/constructionfile/${files[0]._id}?${s}`],
      ['POST', `/delete_files_bulk?${s}`, { ids: [files[0]._id] }],
      ['POST', `/constructionfile?${s}`, { name: 'x', project: project.id }],
      ['GET', `/drawingfile?${s}`],
      ['GET', `/organization?${s}`],
      ['GET', `/user?${s}`],
      ['POST', `/create_share_link?${s}`, { projectId: project.id, resourceType: 'files' }],
      ['GET', `/share_link?projectId=${project.id}&${s}`],
      ['DELETE', `/share_link/${link.shareToken}?${s}`],
      ['POST', `/auth/verify_token?${s}`],
      [
        'POST',
        `/activity?${s}`,
        { project: project.id, name: 'x', responsible: admin.user.id, deadline: '2026-01-01', keywords: ['x'] },
      ],
      ['POST', `/constructionfile/${files[0]._id}/download_link?${s}`],
    ];
    for (const [method, url, payload] of calls) {
      const res = await t.request({ method: method as 'GET', url, payload: payload as object });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it("counts uses in batches: reads run no UPDATE each, and the owner's list shows every one", async () => {
    const { project, link, admin } = await setup();
    const stored = async () =>
      (await t.database.db.select().from(shareLinks).where(eq(shareLinks.id, link.link._id)))[0]?.useCount;
    for (let i = 0; i < 20; i++) {
      const res = await t.request({
        method: 'GET',
        url: `/api_shared/project_files?shareToken=${encodeURIComponent(link.shareToken)}&projId=${project.id}`,
      });
      expect(res.statusCode).toBe(200);
    }
    expect(await stored()).toBe(0);
    const list = await t.request({ method: 'GET', url: `/share_link?projectId=${project.id}`, token: admin.token });
    expect(list.json().find((l: { _id: string }) => l._id === link.link._id)).toMatchObject({ useCount: 20 });
    expect(await stored()).toBe(20);
  });

  it('stops working when revoked, expired, or the project is archived or deleted; use is counted', async () => {
    const { project, link, admin } = await setup();
    const open = () =>
      t.request({ method: 'GET', url: `/api_shared/project?shareToken=${encodeURIComponent(link.shareToken)}` });
    expect((await open()).statusCode).toBe(200);
    const list = await t.request({ method: 'GET', url: `/share_link?projectId=${project.id}`, token: admin.token });
    expect(list.json()[0]).toMatchObject({ _id: link.link._id, useCount: 1, status: 'active' });
    expect(list.json()[0].lastUsedAt).not.toBeNull();
    expect(JSON.stringify(list.json())).not.toContain(link.shareToken);

    await t.request({ method: 'PUT', url: `/project/${project.id}`, token: admin.token, payload: { archived: true } });
    expect((await open()).statusCode).toBe(404);
    await t.request({ method: 'PUT', url: `/project/${project.id}`, token: admin.token, payload: { archived: false } });
    expect((await open()).statusCode).toBe(200);

    const revoked = await t.request({ method: 'DELETE', url: `/share_link/${link.link._id}`, token: admin.token });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json()).toEqual({ success: true });
    expect((await open()).statusCode).toBe(404);
    const afterRevoke = await t.request({
      method: 'GET',
      url: `/share_link?projectId=${project.id}`,
      token: admin.token,
    });
    expect(afterRevoke.json().find((l: { _id: string }) => l._id === link.link._id)?.status).toBe('revoked');

    const expiring = (
      await t.request({
        method: 'POST',
        url: '/create_share_link',
        token: admin.token,
        payload: {
          projectId: project.id,
          resourceType: 'files',
          expiresAt: new Date(Date.now() + 60_000).toISOString(),
        },
      })
    ).json();
    await t.database.db
      .update(shareLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(shareLinks.id, expiring.link._id));
    expect(
      (
        await t.request({
          method: 'GET',
          url: `/api_shared/project?shareToken=${encodeURIComponent(expiring.shareToken)}`,
        })
      ).statusCode,
    ).toBe(404);

    const fresh = (
      await t.request({
        method: 'POST',
        url: '/create_share_link',
        token: admin.token,
        payload: { projectId: project.id, resourceType: 'files' },
      })
    ).json();
    const byToken = await t.request({ method: 'DELETE', url: `/share_link/${fresh.shareToken}`, token: admin.token });
    expect(byToken.json()).toEqual({ success: true });
    await t.request({ method: 'DELETE', url: `/project/${project.id}`, token: admin.token });
    expect(
      (
        await t.request({
          method: 'GET',
          url: `/api_shared/project?shareToken=${encodeURIComponent(fresh.shareToken)}`,
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('file content with a share token', () => {
  it('answers the whole content contract for the link project files only, until the link is revoked', async () => {
    const { link, files, admin, org } = await setup();
    const reader = { shareToken: link.shareToken };
    await expectContentServed(t, files[1].url, reader, {
      content: PDF,
      contentType: 'application/pdf',
      disposition: `inline; filename="Protokoll 1.pdf"; filename*=UTF-8''Protokoll%201.pdf`,
    });
    const other = await makeProject(t.database.db, org, { team: [admin.user.id] });
    const url = (
      await t.request({ method: 'POST', url: '/upload_file', token: admin.token, ...multipart(PDF, 'x.pdf') })
    ).json().url;
    const foreign = (
      await t.request({
        method: 'POST',
        url: '/constructionfile',
        token: admin.token,
        payload: { name: 'Annat projekt', project: other.id, url },
      })
    ).json();
    expect((await getContent(t, foreign.url, reader)).statusCode).toBe(404);
    await t.request({ method: 'DELETE', url: `/share_link/${link.link._id}`, token: admin.token });
    expect((await getContent(t, files[1].url, reader)).statusCode).toBe(404);
  });
});
