/** docs/api.md §7 "Markups and comments": every call as pinned, and who sees what (permission rows: markup-matrix.test.ts). */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Markup } from '../../common/api/markups';
import { MSG_MARKUP, MSG_REVIEW } from '../../common/messages';
import { auditEvents, markups } from '../db/schema';
import { cloud, listMarkups, makeMarkup, markupCall, markupSetup } from '../test/markups';
import { startReviewOk } from '../test/reviews';
import { createTestApp, type TestApp } from '../test/test-app';
import { addFileRevision, PDF } from '../test/uploads';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('markups', () => {
  it('adds a markup on the current revision and answers it as §7 pins', async () => {
    const s = await markupSetup(t);
    const markup = await makeMarkup(t, s.anna.token, s.file._id, { color: '#1C7ED6' });
    expect(markup).toMatchObject({
      file: s.file._id,
      fileKind: 'constructionfile',
      revision: 'A',
      page: 1,
      kind: 'cloud',
      geometry: { x: 100, y: 200, w: 150, h: 80 },
      color: '#1c7ed6',
      text: 'Kontrollera måttet',
      visibility: 'published',
      resolved: false,
      author: { _id: s.anna.user.id, firstName: 'Anna', lastName: 'Granskare' },
      review: null,
      replies: [],
      abilities: { edit: true, delete: true, resolve: true },
    });
    const revisions = (
      await t.request({ method: 'GET', url: `/constructionfile/${s.file._id}/revisions`, token: s.lead.token })
    ).json() as { result: Array<{ _id: string }> };
    expect(markup.revisionId).toBe(revisions.result[0]?._id);
    // Drawings take the same calls; every kind with its geometry, and the default colour.
    const arrow = await makeMarkup(
      t,
      s.lead.token,
      s.drawing._id,
      {
        kind: 'arrow',
        geometry: {
          points: [
            [10, 10],
            [200.5, 300],
          ],
        },
        color: undefined,
      },
      'drawingfile',
    );
    expect(arrow).toMatchObject({
      fileKind: 'drawingfile',
      color: '#e03131',
      geometry: {
        points: [
          [10, 10],
          [200.5, 300],
        ],
      },
    });
    const pin = await makeMarkup(
      t,
      s.lead.token,
      s.drawing._id,
      { kind: 'pin', geometry: { x: 5, y: 6 } },
      'drawingfile',
    );
    expect(pin.geometry).toEqual({ x: 5, y: 6 });
    const published = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, s.file._id), eq(auditEvents.action, 'markup.publish')));
    expect(published).toHaveLength(1);
  });

  it('lists the caller’s own private markups and every published one, by page and revision', async () => {
    const s = await markupSetup(t);
    const mine = await makeMarkup(t, s.anna.token, s.file._id, { visibility: 'private', page: 2 });
    const theirs = await makeMarkup(t, s.lead.token, s.file._id, { visibility: 'private' });
    const open = await makeMarkup(t, s.lead.token, s.file._id, { kind: 'text', text: 'Se ritning K-12' });
    const ids = async (token: string, query = '') => {
      const res = await listMarkups(t, token, s.file._id, query);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json() as { total: number; result: Markup[] };
      expect(body.total).toBe(body.result.length);
      return body.result.map((m) => m._id);
    };
    expect(await ids(s.anna.token)).toEqual([open._id, mine._id]);
    expect(await ids(s.lead.token)).toEqual([theirs._id, open._id]);
    expect(await ids(s.anna.token, '?page=2')).toEqual([mine._id]);
    // An admin of the organization sees published ones, not others' private ones.
    expect(await ids(s.admin.token)).toEqual([open._id]);
    expect(await ids(s.anna.token, `?revisionId=${mine.revisionId}&page=1`)).toEqual([open._id]);

    // A new revision starts with none; the earlier one keeps its own.
    const added = await addFileRevision(
      t,
      s.lead.token,
      s.file._id,
      Buffer.concat([PDF, Buffer.from('% B\n')]),
      'b.pdf',
    );
    expect(added.statusCode, added.body).toBe(201);
    expect(await ids(s.anna.token)).toEqual([]);
    expect(await ids(s.anna.token, `?revisionId=${mine.revisionId}`)).toEqual([open._id, mine._id]);
  });

  it('answers 404 for another file’s revision, another organization, and markups one may not see', async () => {
    const s = await markupSetup(t);
    const onDrawing = await makeMarkup(t, s.lead.token, s.drawing._id, {}, 'drawingfile');
    const res = await listMarkups(t, s.lead.token, s.file._id, `?revisionId=${onDrawing.revisionId}`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: MSG_MARKUP.revisionNotFound, code: 'MARKUP_REVISION_NOT_FOUND' });
    expect((await listMarkups(t, s.lead.token, s.file._id, '?revisionId=nope')).statusCode).toBe(404);
    expect(
      (await markupCall(t, s.lead.token, s.file._id, cloud({ revisionId: onDrawing.revisionId }))).statusCode,
    ).toBe(404);

    // Another organization, and a member off the members-only project's team, cannot see the file: 404 for all.
    const published = await makeMarkup(t, s.lead.token, s.file._id);
    const hidden = await makeMarkup(t, s.lead.token, s.file._id, { visibility: 'private' });
    for (const stranger of [s.outsider, s.offTeam]) {
      expect((await listMarkups(t, stranger.token, s.file._id)).statusCode).toBe(404);
      expect((await markupCall(t, stranger.token, s.file._id, cloud())).statusCode).toBe(404);
      for (const [method, url, payload] of [
        ['PATCH', `/markup/${published._id}`, { resolved: true }],
        ['DELETE', `/markup/${published._id}`, undefined],
        ['POST', `/markup/${published._id}/replies`, { text: 'Hej' }],
      ] as const) {
        const refused = await t.request({ method, url, token: stranger.token, ...(payload ? { payload } : {}) });
        expect(refused.statusCode, `${method} ${url}`).toBe(404);
        expect(refused.json()).toMatchObject({ error: MSG_MARKUP.notFound });
      }
    }
    // Someone else's private markup is as if it did not exist, even for the organization's admin.
    for (const reader of [s.anna, s.admin]) {
      const patch = await t.request({
        method: 'PATCH',
        url: `/markup/${hidden._id}`,
        token: reader.token,
        payload: { resolved: true },
      });
      expect(patch.statusCode).toBe(404);
      const del = await t.request({ method: 'DELETE', url: `/markup/${hidden._id}`, token: reader.token });
      expect(del.statusCode).toBe(404);
    }
    expect(
      (await t.request({ method: 'PATCH', url: '/markup/not-an-id', token: s.lead.token, payload: { resolved: true } }))
        .statusCode,
    ).toBe(404);
    // No token: 401.
    expect((await t.request({ method: 'GET', url: `/constructionfile/${s.file._id}/markups` })).statusCode).toBe(401);
  });

  it('lets the author change a markup, anyone who sees it resolve and answer it', async () => {
    const s = await markupSetup(t);
    const draft = await makeMarkup(t, s.anna.token, s.file._id, { visibility: 'private' });
    const patch = (token: string, id: string, payload: Record<string, unknown>) =>
      t.request({ method: 'PATCH', url: `/markup/${id}`, token, payload });

    const moved = await patch(s.anna.token, draft._id, {
      geometry: { x: 1, y: 2, w: 3, h: 4 },
      text: 'Mått saknas',
      color: '#2F9E44',
      visibility: 'published',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({
      geometry: { x: 1, y: 2, w: 3, h: 4 },
      text: 'Mått saknas',
      color: '#2f9e44',
      visibility: 'published',
    });
    expect((moved.json() as Markup).updatedAt >= draft.updatedAt).toBe(true);
    const [event] = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, s.file._id), eq(auditEvents.action, 'markup.publish')));
    expect(event).toMatchObject({ actorId: s.anna.user.id, entityName: `${s.file.name} (p. 1)` });

    // Others may resolve it and answer, not change it.
    const refused = await patch(s.lead.token, draft._id, { text: 'Mitt' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: MSG_MARKUP.notAuthor, code: 'MARKUP_NOT_AUTHOR' });
    expect((await patch(s.lead.token, draft._id, { resolved: true, color: '#000000' })).statusCode).toBe(403);
    const resolved = await patch(s.lead.token, draft._id, { resolved: true });
    expect(resolved.statusCode, resolved.body).toBe(200);
    expect(resolved.json()).toMatchObject({ resolved: true, abilities: { edit: false, delete: false, resolve: true } });

    const reply = await t.request({
      method: 'POST',
      url: `/markup/${draft._id}/replies`,
      token: s.lead.token,
      payload: { text: '  Åtgärdat i rev B  ' },
    });
    expect(reply.statusCode, reply.body).toBe(201);
    expect(reply.json()).toMatchObject({ text: 'Åtgärdat i rev B', author: { _id: s.lead.user.id } });
    const listed = (await listMarkups(t, s.anna.token, s.file._id)).json() as { result: Markup[] };
    expect(listed.result[0]?.replies).toEqual([reply.json()]);

    // A geometry must fit the markup's kind.
    const wrong = await patch(s.anna.token, draft._id, {
      geometry: {
        points: [
          [0, 0],
          [1, 1],
        ],
      },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ error: MSG_MARKUP.geometryBox, code: 'MARKUP_GEOMETRY_BOX' });
    const empty = await patch(s.anna.token, draft._id, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ error: MSG_MARKUP.nothingToChange });
  });

  it('deletes for the author and the organization’s admins only, with the replies', async () => {
    const s = await markupSetup(t);
    const a = await makeMarkup(t, s.anna.token, s.file._id);
    const b = await makeMarkup(t, s.anna.token, s.file._id);
    await t.request({ method: 'POST', url: `/markup/${a._id}/replies`, token: s.lead.token, payload: { text: 'Ok' } });
    const del = (token: string, id: string) => t.request({ method: 'DELETE', url: `/markup/${id}`, token });
    const refused = await del(s.lead.token, a._id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: MSG_MARKUP.notDeleter });
    expect((await del(s.anna.token, a._id)).json()).toEqual({ success: true });
    expect((await del(s.admin.token, b._id)).statusCode).toBe(200);
    expect((await del(s.admin.token, b._id)).statusCode).toBe(404);
    // Gone from every call, kept (marked deleted) for undo.
    expect((await listMarkups(t, s.anna.token, s.file._id)).json()).toMatchObject({ total: 0, result: [] });
    const replyToGone = await t.request({
      method: 'POST',
      url: `/markup/${a._id}/replies`,
      token: s.lead.token,
      payload: { text: 'Hallå?' },
    });
    expect(replyToGone.statusCode).toBe(404);
    const kept = await t.database.db.select().from(markups).where(eq(markups.fileId, s.file._id));
    expect(kept.map((m) => m.deletedBy).sort()).toEqual([s.anna.user.id, s.admin.user.id].sort());
    const deleted = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, s.file._id), eq(auditEvents.action, 'markup.delete')));
    expect(deleted.map((e) => e.actorId).sort()).toEqual([s.anna.user.id, s.admin.user.id].sort());
  });

  it('goes with its file', async () => {
    const s = await markupSetup(t);
    const m = await makeMarkup(t, s.anna.token, s.file._id);
    await t.request({ method: 'POST', url: `/markup/${m._id}/replies`, token: s.lead.token, payload: { text: 'Ok' } });
    const res = await t.request({ method: 'DELETE', url: `/constructionfile/${s.file._id}`, token: s.lead.token });
    expect(res.statusCode, res.body).toBe(200);
    expect(await t.database.db.select().from(markups).where(eq(markups.id, m._id))).toEqual([]);
  });

  it('ties a markup to an open review that holds the file', async () => {
    const s = await markupSetup(t);
    const review = await startReviewOk(t, s.lead.token, {
      project: s.project.id,
      files: [{ kind: 'constructionfile', id: s.file._id }],
      reviewers: [s.anna.user.id],
      approver: s.lead.user.id,
    });
    const inReview = await makeMarkup(t, s.anna.token, s.file._id, { review: review._id });
    expect(inReview.review).toBe(review._id);
    await makeMarkup(t, s.anna.token, s.file._id);
    const listed = (await listMarkups(t, s.anna.token, s.file._id, `?review=${review._id}`)).json() as {
      result: Markup[];
    };
    expect(listed.result.map((m) => m._id)).toEqual([inReview._id]);

    const notHeld = await markupCall(t, s.anna.token, s.drawing._id, cloud({ review: review._id }), 'drawingfile');
    expect(notHeld.statusCode).toBe(400);
    expect(notHeld.json()).toMatchObject({ error: MSG_REVIEW.fileNotInReview });
    const unknown = await markupCall(
      t,
      s.anna.token,
      s.file._id,
      cloud({ review: '00000000-0000-4000-8000-000000000000' }),
    );
    expect(unknown.statusCode).toBe(404);
  });
});
