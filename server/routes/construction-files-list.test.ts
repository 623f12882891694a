import { describe, expect, it } from 'vitest';
import { MSG } from '../../common/messages';
import { makeMember, makeOrganization, makeProject, makeUser } from '../test/factories';
import { testAppPerFile } from '../test/routes-app';
import { PDF } from '../test/uploads';
import { constructionFileHelpers } from '../test/routes-construction-files';

const t = testAppPerFile();
const db = () => t.database.db;
const q = (o: unknown) => encodeURIComponent(JSON.stringify(o));
const { setup, createFile } = constructionFileHelpers(() => t);

describe('construction files', () => {
  it('lists with search, filters, distinct values, populate and paging', async () => {
    const { member, project, org } = await setup();
    await createFile(member.token, project.id, { name: 'Kontrollplan PBL', documentType: 'Kontrollplan' });
    await createFile(member.token, project.id, { name: 'Protokoll byggmöte 3', documentType: 'Protokoll' });
    await createFile(member.token, project.id, { name: 'Protokoll byggmöte 4', documentType: 'Protokoll' });
    const search = {
      organization: org.id,
      $or: [{ name: { $regex: 'BYGGMÖTE', $options: 'i' } }, { documentType: { $regex: 'byggmöte', $options: 'i' } }],
    };
    const res = await t.request({
      method: 'GET',
      url: `/constructionfile?query=${q(search)}&sort=name&limit=1&populate=project`,
      token: member.token,
    });
    expect(res.json()).toMatchObject({ total: 2, limit: 1 });
    expect(res.json().result[0]).toMatchObject({ name: 'Protokoll byggmöte 3', project: { _id: project.id } });
    const types = await t.request({
      method: 'GET',
      url: `/constructionfile?distinct=documentType&query=${q({ project: project.id })}`,
      token: member.token,
    });
    expect(types.json()).toEqual(['Kontrollplan', 'Protokoll']);
    const byType = await t.request({
      method: 'GET',
      url: `/constructionfile?query=${q({ projectType: 'Ombyggnad', organization: org.id })}`,
      token: member.token,
    });
    expect(byType.json().total).toBe(3);
    const docTypes = await t.request({
      method: 'GET',
      url: `/public/documentType?projectId=${project.id}`,
      token: member.token,
    });
    expect(docTypes.json()).toEqual(expect.arrayContaining(['Bygglov', 'Kontrollplan', 'Protokoll']));
  });

  it('answers distinct values of every field within what the caller sees and the filter keeps', async () => {
    const { member, project, org } = await setup();
    const second = await makeProject(db(), org, { type: 'Nybyggnad', team: [member.user.id] });
    await createFile(member.token, project.id, { documentType: 'Protokoll', year: 2019 });
    await createFile(member.token, project.id, { documentType: 'Bygglov', year: 2021 });
    await createFile(member.token, second.id, { documentType: 'Kontrollplan', year: 2021 });
    // Another organization's files on a members-only project are not the member's to count.
    const other = await makeOrganization(db());
    const stranger = await makeMember(db(), other);
    const hidden = await makeProject(db(), other, { visibility: 'members', team: [stranger.user.id] });
    await createFile(stranger.token, hidden.id, { documentType: 'Hemlig typ', year: 2001 });
    const distinct = async (field: string, filter: unknown) =>
      (
        await t.request({
          method: 'GET',
          url: `/constructionfile?distinct=${field}&query=${q(filter)}`,
          token: member.token,
        })
      ).json() as unknown[];
    const mine = { organization: org.id };
    expect(await distinct('documentType', mine)).toEqual(['Bygglov', 'Kontrollplan', 'Protokoll']);
    expect(await distinct('documentType', { ...mine, year: 2021 })).toEqual(['Bygglov', 'Kontrollplan']);
    expect(await distinct('documentType', { ...mine, projectType: 'Nybyggnad', year: 2019 })).toEqual([]);
    expect(await distinct('year', mine)).toEqual([2019, 2021]);
    expect(await distinct('projectType', { ...mine, year: 2021 })).toEqual(['Nybyggnad', 'Ombyggnad']);
    expect(await distinct('project', { ...mine, documentType: 'Kontrollplan' })).toEqual([second.id]);
    expect(await distinct('organization', {})).not.toContain(other.id);
    expect(await distinct('documentType', {})).not.toContain('Hemlig typ');
  });

  it('files follow their project: visibility change, and users without organization list nothing', async () => {
    const { member, project, org } = await setup();
    const colleague = await makeMember(db(), org);
    await t.request({
      method: 'PUT',
      url: `/project/${project.id}`,
      token: (await makeMember(db(), org, { admin: true })).token,
      payload: { visibility: 'members' },
    });
    const id = (await createFile(member.token, project.id)).json()._id;
    expect(
      (await t.request({ method: 'GET', url: `/constructionfile/${id}`, token: colleague.token })).statusCode,
    ).toBe(404);
    expect((await t.request({ method: 'GET', url: `/constructionfile/${id}`, token: member.token })).statusCode).toBe(
      200,
    );
    const noOrg = await makeUser(db());
    const res = await t.request({ method: 'GET', url: '/constructionfile', token: noOrg.token });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe(MSG.notOrgMember);
  });

  it('bookmarks files', async () => {
    const { member, project } = await setup();
    const id = (await createFile(member.token, project.id)).json()._id;
    const res = await t.request({
      method: 'PATCH',
      url: `/user/${member.user.id}?action=addBookmarks`,
      token: member.token,
      payload: { files: [id] },
    });
    expect(res.json().files).toEqual([id]);
    expect(
      (await t.request({ method: 'GET', url: `/constructionfile/${id}`, token: member.token })).json().bookmarked,
    ).toBe(true);
  });

  it("lists only the caller's own bookmarks with { bookmarked: true }, whoever else sees the same files", async () => {
    const { org, member, project } = await setup();
    const first = await makeMember(db(), org, { admin: true });
    const second = await makeMember(db(), org, { admin: true });
    const [bygglov, startbesked, slutbesked] = await Promise.all(
      ['Bygglov', 'Startbesked', 'Slutbesked'].map(
        async (name) => (await createFile(member.token, project.id, { name })).json()._id as string,
      ),
    );
    const bookmark = (who: { user: { id: string }; token: string }, files: (string | undefined)[]) =>
      t.request({
        method: 'PATCH',
        url: `/user/${who.user.id}?action=addBookmarks`,
        token: who.token,
        payload: { files },
      });
    await bookmark(first, [bygglov, slutbesked]);
    await bookmark(second, [startbesked]);
    const names = async (token: string, query: unknown) => {
      const answer = (
        await t.request({ method: 'GET', url: `/constructionfile?query=${q(query)}&sort=name`, token })
      ).json();
      return { total: answer.total, names: answer.result.map((f: { name: string }) => f.name) };
    };
    const filter = { $and: [{ project: project.id }, { bookmarked: true }] };
    // Both admins share one audience; the second must not get the first one's cached total or page.
    expect(await names(first.token, filter)).toEqual({ total: 2, names: ['Bygglov', 'Slutbesked'] });
    expect(await names(second.token, filter)).toEqual({ total: 1, names: ['Startbesked'] });
    expect((await names(first.token, { project: project.id, bookmarked: false })).names).toEqual(['Startbesked']);
    await bookmark(second, [slutbesked]);
    expect((await names(second.token, filter)).total).toBe(2);
    const bad = await t.request({
      method: 'GET',
      url: `/constructionfile?query=${q({ bookmarked: 'yes' })}`,
      token: member.token,
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('GET constructionfile: the documented url, size and contentType fields', () => {
  it('sorts by size and filters on size, contentType and url without a 400', async () => {
    const { member, project } = await setup();
    const big = Buffer.concat([PDF, Buffer.alloc(500, 0x20)]);
    const mid = Buffer.concat([PDF, Buffer.alloc(50, 0x20)]);
    const ids = {
      big: (await createFile(member.token, project.id, { name: 'Stor' }, { content: big })).json()._id as string,
      small: (await createFile(member.token, project.id, { name: 'Liten' })).json()._id as string,
      mid: (await createFile(member.token, project.id, { name: 'Mellan' }, { content: mid })).json()._id as string,
      none: (
        await t.request({
          method: 'POST',
          url: '/constructionfile',
          token: member.token,
          payload: { name: 'Utan PDF', project: project.id },
        })
      ).json()._id as string,
    };
    const list = async (params: string) => {
      const res = await t.request({ method: 'GET', url: `/constructionfile?${params}`, token: member.token });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().result.map((f: { _id: string }) => f._id) as string[];
    };
    const inProject = (extra: Record<string, unknown> = {}) => `query=${q({ project: project.id, ...extra })}`;
    expect(await list(`${inProject({ url: { $ne: null } })}&sort=size`)).toEqual([ids.small, ids.mid, ids.big]);
    expect(await list(`${inProject({ url: { $ne: null } })}&sort=${q({ size: -1 })}`)).toEqual([
      ids.big,
      ids.mid,
      ids.small,
    ]);
    expect(await list(inProject({ url: null }))).toEqual([ids.none]);
    expect(await list(inProject({ size: big.length }))).toEqual([ids.big]);
    expect(await list(inProject({ contentType: 'application/pdf', size: { $in: [PDF.length] } }))).toEqual([ids.small]);
    expect(await list(inProject({ url: `/api/v1/constructionfile/${ids.mid}/content` }))).toEqual([ids.mid]);
    expect(await list(inProject({ url: { $regex: ids.big } }))).toEqual([ids.big]);
  });
});
