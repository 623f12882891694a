/** `GET metrics`: Prometheus text for a scraper's token or the superadmin; nobody else. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeMember, makeOrganization, makeProject, makeUser, type MadeUser } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';

const METRICS_TOKEN = 'skrapa-metrics-0123456789abcdef0123456789';
let t: TestApp;
let superadmin: MadeUser;
let member: MadeUser;

beforeAll(async () => {
  t = await createTestApp({ METRICS_TOKEN, SEARCH_INDEX: 'on' });
  superadmin = await makeUser(t.database.db, { superadmin: true });
  const org = await makeOrganization(t.database.db);
  member = await makeMember(t.database.db, org);
  await makeProject(t.database.db, org, { team: [member.user.id] });
  await t.app.searchIndexes?.constructionFiles.loaded();
});
afterAll(async () => {
  await t.close();
});

const metrics = (headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: '/api/v1/metrics', headers });

describe('GET metrics', () => {
  it('answers a scraper with the token and the superadmin, and nobody else', async () => {
    expect((await metrics()).statusCode).toBe(401);
    expect((await metrics({ authorization: `Token ${member.token}` })).statusCode).toBe(403);
    expect((await metrics({ authorization: 'Bearer fel-token-0123456789abcdef0123456789' })).statusCode).toBe(401);
    expect((await metrics({ authorization: `Bearer ${METRICS_TOKEN}` })).statusCode).toBe(200);
    const res = await metrics({ authorization: `Token ${superadmin.token}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
  });

  it('shows requests per route, searches by what answered them, the search indexes and the job queues', async () => {
    for (let i = 0; i < 3; i++)
      await t.request({ method: 'GET', url: `/constructionfile?search=ritning${i}`, token: member.token });
    const text = (await metrics({ authorization: `Bearer ${METRICS_TOKEN}` })).body;
    expect(text).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/api\/v1\/constructionfile",status="200"\} \d+/,
    );
    expect(text).toMatch(
      /search_requests_total\{route="\/api\/v1\/constructionfile",answered_by="(index|database)"\} 3/,
    );
    expect(text).toMatch(/search_index_rows\{table="construction_files"\} \d+/);
    expect(text).toMatch(/search_index_bytes\{table="construction_files"\} \d+/);
    expect(text).toMatch(/search_index_loads\{table="construction_files",cause="start"\} 1/);
    expect(text).toMatch(/upload_jobs_pending\{job="text"\} 0/);
    expect(text).toMatch(/process_resident_memory_bytes \d+/);
  });
});
