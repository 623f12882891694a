/**
 * The audit log (docs/api.md §6): every change and content read recorded exactly once with its actor, nothing for a
 * refused or rolled-back change, and what an event says beyond its name.
 */
import { describe, expect, it } from 'vitest';
import { recordAudit } from '../audit/record';
import { makeUser } from '../test/factories';
import { importCsvRequest } from '../test/uploads';
import { testAppPerFile } from '../test/routes-app';
import { auditHelpers, type AuditEvent } from '../test/routes-audit';

const t = testAppPerFile();
const { events, world, caller, createFile, ongoingActivity } = auditHelpers(() => t);

describe('every change is recorded once, with its actor', () => {
  it('projects, activities, team, files, reads, share links, members and imports', async () => {
    const { org, admin, member } = await world();
    const call = caller(admin.token);
    const project = await call('POST', '/project', {
      name: 'Kv. Lärkan förskola',
      description: '',
      type: 'Nybyggnad',
      sector: 'Skola och förskola',
      startDate: '2026-03-02',
      visibility: 'organization',
    });
    await call('PUT', `/project/${project._id}`, { description: 'Sex avdelningar' });
    const activity = await ongoingActivity(call, project._id, member.user.id);
    await call('PUT', `/activity/${activity._id}`, { name: 'Gjutning bottenplatta' });
    await call('DELETE', `/activity/${activity._id}`);
    const file = await createFile(admin.token, project._id, 'Bygglov A1');
    await call('PATCH', `/constructionfile/${file._id}`, { name: 'Bygglov A2' });
    // Two reads in the hour by one person, and a viewer's Range request: one event.
    for (const headers of [{}, {}, { range: 'bytes=0-10' }])
      await t.request({ method: 'GET', url: `/constructionfile/${file._id}/content`, token: member.token, headers });
    const link = await call('POST', '/create_share_link', { projectId: project._id, resourceType: 'files' });
    for (let i = 0; i < 2; i += 1)
      await t.app.inject({
        method: 'GET',
        url: `/api/v1/constructionfile/${file._id}/content?shareToken=${encodeURIComponent(link.shareToken)}`,
      });
    await call('DELETE', `/share_link/${link.link._id}`);
    await call('DELETE', `/constructionfile/${file._id}`);
    const outsider = await makeUser(t.database.db, { firstName: 'Olle' });
    // Nobody is admitted without applying (issue #34.7): Olle applies, the admin approves.
    const application = { organizationId: org.id, userId: outsider.user.id, role: 'member' };
    await call('POST', '/add_org_member', application, outsider.token);
    await call('POST', '/add_org_member', application);
    await call('POST', `/organization/${org.id}?addAdminId=${outsider.user.id}`);
    await call('POST', '/change_account_type', { userId: outsider.user.id, accountType: 'administrator' });
    await call('POST', `/remove_org_member?userId=${outsider.user.id}`, { organizationId: org.id });
    await call('PUT', `/organization/${org.id}`, { description: 'Kommunens fastigheter' });
    const imported = await importCsvRequest(
      t,
      admin.token,
      'projects',
      'name,type,startDate,visibility\nBadhuset,Ombyggnad,2026-05-01,organization\n',
    );
    expect(imported.statusCode).toBe(200);
    await call('DELETE', `/project/${project._id}/${member.user.id}`);
    await call('DELETE', `/project/${project._id}`);

    const log = await events(admin.token);
    const of = (action: string, entityId?: string) =>
      log.filter((e) => e.action === action && (entityId === undefined || e.entityId === entityId));
    const once = (action: string, entityId?: string) => {
      const found = of(action, entityId);
      expect(found, `${action} ${entityId ?? ''}`).toHaveLength(1);
      return found[0] as AuditEvent;
    };
    expect(once('create', project._id)).toMatchObject({
      entityType: 'project',
      entityName: 'Kv. Lärkan förskola',
      project: project._id,
      organization: org.id,
      actor: { _id: admin.user.id, firstName: 'Anna' },
    });
    once('update', project._id);
    once('delete', project._id);
    expect(once('create', activity._id).entityType).toBe('activity');
    once('status', activity._id);
    once('update', activity._id);
    once('delete', activity._id);
    expect(of('team.add').map((e) => e.entityId)).toEqual([member.user.id]);
    expect(of('team.remove').map((e) => e.entityId)).toEqual([member.user.id]);
    expect(once('create', file._id)).toMatchObject({ entityType: 'constructionfile', entityName: 'Bygglov A1' });
    expect(once('update', file._id).entityName).toBe('Bygglov A2');
    once('delete', file._id);
    const reads = of('read', file._id);
    expect(reads).toHaveLength(2);
    expect(reads.find((e) => e.actor)?.actor?._id).toBe(member.user.id);
    expect(reads.find((e) => e.shareLink)).toMatchObject({ actor: null, shareLink: link.link._id });
    once('shareLink.create', link.link._id);
    once('shareLink.revoke', link.link._id);
    once('member.add', outsider.user.id);
    once('member.admin', outsider.user.id);
    once('member.accountType', outsider.user.id);
    once('member.remove', outsider.user.id);
    expect(once('update', org.id).entityType).toBe('organization');
    expect(once('import')).toMatchObject({ entityType: 'project', entityName: '1', organization: org.id });
    // Newest first.
    expect(log[0]?.action).toBe('delete');
  });

  it('records nothing for a refused change, and nothing for one rolled back after its event was written', async () => {
    const { admin, other } = await world();
    const before = (await events(admin.token)).length;
    const refused = await t.request({
      method: 'POST',
      url: '/project',
      token: admin.token,
      payload: { name: '', type: 'Nybyggnad', startDate: '2026-01-01', visibility: 'organization' },
    });
    expect(refused.statusCode).toBe(400);
    await expect(
      t.database.db.transaction(async (tx) => {
        await recordAudit(
          tx,
          { user: admin.user },
          {
            action: 'update',
            entityType: 'organization',
            entityId: other.id,
            entityName: 'x',
            organizationId: admin.user.organizationId,
          },
        );
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await events(admin.token)).toHaveLength(before);
  });
});

describe('what an event says beyond its name', () => {
  it('a status change from what to what, a read through a share link its link (creator and expiry)', async () => {
    const { admin, member } = await world();
    const call = caller(admin.token);
    const project = await call('POST', '/project', { name: 'Kv. Svalan', type: 'Nybyggnad', startDate: '2026-03-02' });
    const activity = await ongoingActivity(call, project._id, member.user.id);
    const file = await createFile(admin.token, project._id, 'Bygglov');
    const link = await call('POST', '/create_share_link', { projectId: project._id, resourceType: 'files' });
    // A read through the link (of a published file: a share link shows no other).
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/v1/constructionfile/${file._id}/content?shareToken=${encodeURIComponent(link.shareToken)}`,
    });
    expect(read.statusCode).toBe(200);
    await call('PATCH', `/constructionfile/${file._id}`, { status: 'archived' });
    // An older status event, written before from and to were kept: still listed, with no change.
    await recordAudit(
      t.database.db,
      { user: admin.user },
      {
        action: 'status',
        entityType: 'activity',
        entityId: activity._id,
        entityName: 'Äldre',
        projectId: project._id,
        organizationId: admin.user.organizationId,
      },
    );

    const res = await t.request({ method: 'GET', url: `/audit?project=${project._id}`, token: admin.token });
    expect(res.statusCode, res.body).toBe(200);
    const log = res.json().result as Array<AuditEvent & { change: unknown; link: unknown }>;
    const statusOf = (id: string, name?: string) =>
      log.find((e) => e.action === 'status' && e.entityId === id && (!name || e.entityName === name));
    expect(statusOf(activity._id, 'Gjutning')?.change).toEqual({ from: 'todo', to: 'ongoing' });
    expect(statusOf(file._id)?.change).toEqual({ from: 'published', to: 'archived' });
    expect(statusOf(activity._id, 'Äldre')?.change).toBeNull();
    const shared = log.find((e) => e.action === 'read' && e.shareLink);
    expect(shared?.link).toEqual({
      createdBy: { _id: admin.user.id, firstName: 'Anna', lastName: admin.user.lastName },
      expiresAt: link.link.expiresAt,
    });
    expect(log.find((e) => e.action === 'create' && e.entityId === file._id)?.link).toBeNull();
  });
});
