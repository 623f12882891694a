/**
 * Over every route the API has (read from its own OpenAPI document, so a new route is covered the day it is added):
 * a NUL character anywhere a client sends text answers 400.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp } from '../test/test-app';
import { importCsvRequest } from '../test/uploads';
import { fill, hasJsonBody, isPublic, openHostileInputWorld, type Route } from '../test/routes-hostile-input';

let t: TestApp;
let routes: Route[];
let superadmin: string;
let member: string;
beforeAll(async () => {
  ({ t, routes, superadmin, member } = await openHostileInputWorld());
});
afterAll(async () => {
  await t.close();
});

describe('a NUL character is bad input everywhere', () => {
  it('is refused in every JSON body field, every query parameter and every path parameter', async () => {
    let checked = 0;
    for (const route of routes) {
      const url = fill(route.path);
      const token = isPublic(route.op) ? undefined : superadmin;
      const sends: Array<{ what: string; url: string; payload?: unknown }> = [];
      if (hasJsonBody(route.op)) {
        const props = Object.keys(route.op.requestBody?.content?.['application/json']?.schema?.properties ?? {});
        for (const prop of props.length ? props : ['name'])
          sends.push({ what: `body.${prop}`, url, payload: { [prop]: 'före\u0000efter' } });
        sends.push({ what: 'body key', url, payload: { 'nyckel\u0000': 'x' } });
        sends.push({ what: 'nested body', url, payload: { list: [{ deep: ['a\u0000'] }] } });
      }
      for (const p of route.op.parameters ?? []) {
        if (p.in === 'query') sends.push({ what: `query ${p.name}`, url: `${url}?${p.name}=a%00b` });
        if (p.in === 'path')
          sends.push({ what: `path ${p.name}`, url: fill(route.path.replace(`{${p.name}}`, 'a%00b')) });
      }
      for (const send of sends) {
        const res = await t.request({ method: route.method, url: send.url, token, payload: send.payload as object });
        expect(res.statusCode, `${route.method} ${route.path} ${send.what}`).toBe(400);
        expect(res.json().code, `${route.method} ${route.path} ${send.what}`).toBe('NUL_CHARACTER');
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(150);
  });

  it('is refused inside a list query once its JSON is decoded, and leaves nothing written', async () => {
    for (const list of ['/project', '/constructionfile', '/drawingfile', '/user', '/organization']) {
      const query = encodeURIComponent('{"name":{"$regex":"a\\u0000","$options":"i"}}');
      const res = await t.request({ method: 'GET', url: `${list}?query=${query}`, token: member });
      expect(res.statusCode, list).toBe(400);
      expect(res.json().code).toBe('NUL_CHARACTER');
    }
    const created = await t.request({
      method: 'POST',
      url: '/project',
      token: member,
      payload: { name: 'Skola\u0000', type: 'Nybyggnad', startDate: '2026-01-01', visibility: 'organization' },
    });
    expect(created.statusCode).toBe(400);
    const found = await t.request({
      method: 'GET',
      url: `/project?query=${encodeURIComponent('{"name":{"$regex":"Skola"}}')}`,
      token: member,
    });
    expect(found.json().total).toBe(0);
  });

  it('is reported on its row in a CSV import, and the other rows are imported', async () => {
    // A NUL among the first 64 KB means a binary file (400 CSV_NOT_TEXT, tested with the import); later, one cell.
    const filler = Array.from({ length: 1500 }, (_, i) => `Förskola ${i},,Nybyggnad,,2026-01-01,organization\n`);
    const csv =
      'name,description,type,sector,startDate,visibility\n' +
      filler.join('') +
      'Skola\u0000B,,Nybyggnad,,2026-01-01,organization\n' +
      'Skola C,,Nybyggnad,,2026-01-01,organization\n';
    const res = await importCsvRequest(t, member, 'projects', csv);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ imported: 1501, failed: 1 });
    expect(res.json().validationErrors).toEqual([
      expect.objectContaining({ row: 1501, field: 'name', code: 'NUL_CHARACTER' }),
    ]);
  });
});
