/** Undo of a markup delete (docs/api.md §7, `POST markup/{id}/restore`): the same markup back, within a day. */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MARKUP_RESTORE_HOURS, type Markup } from '../../common/api/markups';
import { MSG_MARKUP } from '../../common/messages';
import { auditEvents, markups } from '../db/schema';
import { removeDeletedMarkups } from '../jobs/deleted-markups';
import { listMarkups, makeMarkup, markupSetup } from '../test/markups';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('restoring a deleted markup', () => {
  it('restores a deleted markup with its id and replies, for those who could delete it, within a day', async () => {
    const s = await markupSetup(t);
    const m = await makeMarkup(t, s.anna.token, s.file._id);
    await t.request({ method: 'POST', url: `/markup/${m._id}/replies`, token: s.lead.token, payload: { text: 'Ok' } });
    const restore = (token: string, id = m._id) => t.request({ method: 'POST', url: `/markup/${id}/restore`, token });
    expect((await t.request({ method: 'DELETE', url: `/markup/${m._id}`, token: s.anna.token })).statusCode).toBe(200);

    // Someone who sees it but could not delete it may not put it back; who cannot see it gets 404.
    const refused = await restore(s.lead.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: MSG_MARKUP.notRestorer, code: 'MARKUP_NOT_RESTORER' });
    expect((await restore(s.outsider.token)).statusCode).toBe(404);
    expect((await restore(s.offTeam.token)).statusCode).toBe(404);
    expect((await restore(s.anna.token, 'not-a-uuid')).statusCode).toBe(404);

    const back = await restore(s.anna.token);
    expect(back.statusCode, back.body).toBe(200);
    const restored = back.json() as Markup;
    expect(restored).toMatchObject({ _id: m._id, text: m.text, visibility: 'published' });
    expect(restored.replies.map((r) => r.text)).toEqual(['Ok']);
    expect((await listMarkups(t, s.lead.token, s.file._id)).json()).toMatchObject({ total: 1 });
    // Again: nothing to undo, the markup as it is.
    expect((await restore(s.anna.token)).statusCode).toBe(200);
    const events = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, s.file._id), eq(auditEvents.action, 'markup.restore')));
    expect(events.map((e) => e.actorId)).toEqual([s.anna.user.id]);

    // An admin of the organization puts back what they deleted; after a day it is gone, and the sweep removes it.
    expect((await t.request({ method: 'DELETE', url: `/markup/${m._id}`, token: s.admin.token })).statusCode).toBe(200);
    await t.database.db
      .update(markups)
      .set({ deletedAt: new Date(Date.now() - (MARKUP_RESTORE_HOURS + 1) * 3600_000) })
      .where(eq(markups.id, m._id));
    expect((await restore(s.admin.token)).statusCode).toBe(404);
    expect(await removeDeletedMarkups(t.database.db)).toBeGreaterThanOrEqual(1);
    expect(await t.database.db.select().from(markups).where(eq(markups.id, m._id))).toEqual([]);
  });
});
