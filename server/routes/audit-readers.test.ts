/** The audit log (docs/api.md §6): who may read which events, its filters and CSV export, and its retention. */
import { describe, expect, it } from 'vitest';
import { auditEvents } from '../db/schema';
import { deleteExpiredAuditEvents } from '../jobs/audit-retention';
import { makeUser } from '../test/factories';
import { testAppPerFile } from '../test/routes-app';
import { auditHelpers } from '../test/routes-audit';

const t = testAppPerFile();
const { events, world } = auditHelpers(() => t);

describe('who reads the log', () => {
  it('organization admins their own organization only, the superadmin all, everyone else 403', async () => {
    const { org, admin, member, other, otherAdmin } = await world();
    await t.request({
      method: 'PUT',
      url: `/organization/${org.id}`,
      token: admin.token,
      payload: { description: 'A' },
    });
    await t.request({
      method: 'PUT',
      url: `/organization/${other.id}`,
      token: otherAdmin.token,
      payload: { description: 'B' },
    });
    const mine = await events(admin.token);
    expect(mine.every((e) => e.organization === org.id)).toBe(true);
    // Naming the other organization narrows to nothing; it never widens.
    expect(await events(admin.token, `&organization=${other.id}`)).toEqual([]);
    expect(await events(otherAdmin.token, `&organization=${org.id}`)).toEqual([]);
    const superadmin = await makeUser(t.database.db, { superadmin: true });
    const all = await events(superadmin.token, '&action=update');
    expect(all.some((e) => e.organization === org.id) && all.some((e) => e.organization === other.id)).toBe(true);
    const forbidden = await t.request({ method: 'GET', url: '/audit', token: member.token });
    expect(forbidden.statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: '/audit.csv', token: member.token })).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: '/audit' })).statusCode).toBe(401);
    const noOrg = await makeUser(t.database.db);
    expect((await t.request({ method: 'GET', url: '/audit', token: noOrg.token })).statusCode).toBe(403);
    const bad = await t.request({ method: 'GET', url: '/audit?from=yesterday', token: admin.token });
    expect(bad.statusCode).toBe(400);
  });

  it('filters by action, person and dates, and exports the same rows as formula-safe CSV', async () => {
    const { org, admin } = await world();
    await t.request({
      method: 'PUT',
      url: `/organization/${org.id}`,
      token: admin.token,
      payload: { name: `=HYPERLINK("http://evil")${org.id.slice(0, 6)}` },
    });
    const today = new Date().toISOString().slice(0, 10);
    const filtered = await events(admin.token, `&action=update&actor=${admin.user.id}&from=${today}&to=${today}`);
    expect(filtered).toHaveLength(1);
    expect(await events(admin.token, '&from=2001-01-01&to=2001-01-02')).toEqual([]);
    const csv = await t.request({ method: 'GET', url: '/audit.csv?action=update', token: admin.token });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'at;action;entityType;entityName;entityId;project;organization;actor;actorId;shareLink;count;clientAddress',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil"")`);
  });

  it('keeps events for AUDIT_RETENTION_DAYS', async () => {
    const { admin } = await world();
    const old = new Date(Date.now() - 11 * 86_400_000);
    await t.database.db.insert(auditEvents).values({
      at: old,
      action: 'update',
      entityType: 'organization',
      entityId: 'old',
      entityName: 'Gammal',
      organizationId: admin.user.organizationId,
    });
    expect(await deleteExpiredAuditEvents(t.database.db, 10)).toBeGreaterThanOrEqual(1);
    expect((await events(admin.token)).some((e) => e.entityId === 'old')).toBe(false);
  });
});
