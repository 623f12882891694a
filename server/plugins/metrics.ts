/**
 * The server's metrics in Prometheus's text format (`GET metrics`, routes/metrics.ts): requests per route with
 * their latency, which searches the in-memory index answered, the connection pool, each search index's rows,
 * bytes, placed rows, lag and full loads by cause, the upload job queues, and Node's own (memory, event loop).
 * prom-client keeps them; what lives elsewhere is read when scraped.
 */
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../db/client';
import type { TableIndex } from '../search-index/table-index';

export interface MetricsSources {
  database: Database;
  searchIndexes?: Record<string, TableIndex>;
}

/** Counts requests and searches from the app's hooks; answers the registry `GET metrics` reads. */
export function registerMetrics(app: FastifyInstance, sources: MetricsSources): Registry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Requests answered, by method, route and status, with their time',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const searches = new Counter({
    name: 'search_requests_total',
    help: 'List calls with search=, by route and by what answered them (the in-memory index or the database)',
    labelNames: ['route', 'answered_by'] as const,
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unknown';
    requests.observe({ method: request.method, route, status: String(reply.statusCode) }, reply.elapsedTime / 1000);
    const query = request.query as Record<string, unknown> | undefined;
    if (request.method === 'GET' && typeof query?.search === 'string' && query.search.trim()) {
      const timing = String(reply.getHeader('server-timing') ?? '');
      searches.inc({ route, answered_by: timing.includes('index') ? 'index' : 'database' });
    }
  });

  const { database, searchIndexes } = sources;
  new Gauge({
    name: 'db_pool_connections',
    help: 'PostgreSQL pool connections by state (absent on the embedded database)',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const stats = database.poolStats?.();
      if (!stats) return;
      this.set({ state: 'total' }, stats.total);
      this.set({ state: 'idle' }, stats.idle);
      this.set({ state: 'waiting' }, stats.waiting);
    },
  });
  const perIndex = (name: string, help: string, value: (s: ReturnType<TableIndex['state']>) => number) =>
    new Gauge({
      name,
      help,
      labelNames: ['table'] as const,
      registers: [registry],
      collect() {
        for (const index of Object.values(searchIndexes ?? {})) {
          const state = index.state();
          this.set({ table: state.table }, value(state));
        }
      },
    });
  perIndex('search_index_rows', 'Rows in the in-memory search index', (s) => s.rows);
  perIndex('search_index_bytes', 'Bytes the in-memory search index holds (as allocated)', (s) => s.bytes);
  perIndex('search_index_placed_rows', 'Rows placed out of number order, until a compaction', (s) => s.placed);
  perIndex('search_index_lag_seconds', 'Seconds since the index last brought itself up to date', (s) => s.lagSeconds);
  perIndex('search_index_answering', '1 when the index answers searches, 0 while the database does', (s) =>
    s.answering ? 1 : 0,
  );
  perIndex('search_index_loading', '1 while a full load runs', (s) => (s.loading ? 1 : 0));
  perIndex('search_index_over_budget', '1 when the index was let go for passing SEARCH_INDEX_MAX_MB', (s) =>
    s.overBudget ? 1 : 0,
  );
  new Gauge({
    name: 'search_index_loads',
    help: 'Full loads of an index since the server started, by cause',
    labelNames: ['table', 'cause'] as const,
    registers: [registry],
    collect() {
      for (const index of Object.values(searchIndexes ?? {})) {
        const state = index.state();
        for (const [cause, count] of state.loads) this.set({ table: state.table, cause }, count);
      }
    },
  });
  new Gauge({
    name: 'upload_jobs_pending',
    help: 'Uploads waiting for their PDF text or thumbnail',
    labelNames: ['job'] as const,
    registers: [registry],
    async collect() {
      const [row] = rowsOf<{ text: number; thumbnail: number }>(
        await database.db.execute(
          sql`select count(*) filter (where text_status = 'pending')::int as text,
                count(*) filter (where thumbnail_status = 'pending')::int as thumbnail
              from uploads where claimed_at is not null
                and (text_status = 'pending' or thumbnail_status = 'pending')`,
        ),
      );
      this.set({ job: 'text' }, row?.text ?? 0);
      this.set({ job: 'thumbnail' }, row?.thumbnail ?? 0);
    },
  });
  return registry;
}
