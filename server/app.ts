/** buildApp(): the whole HTTP application without listening, so tests drive it through `inject`. */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_BASE } from '../common/api/shared';
import { MSG } from '../common/messages';
import { createCaches } from './cache/caches';
import { ChangeTracker } from './cache/change-tracker';
import { constructionFileSource, drawingFileSource } from './search-index/file-sources';
import { TableIndex, type IndexSource } from './search-index/table-index';
import { secretKeyFrom, useSecretKey } from './lib/secret-box';
import { sealStoredSecrets } from './jobs/seal-secrets';
import { BulkWrites } from './lib/bulk-writes';
import { projectSource } from './search-index/project-search';
import { noteWrites } from './db/written-tables';
import { answerBumpsCaches, loadDependents, withDependents } from './cache/write-bumps';
import type { Config } from './config';
import type { AppContext } from './context';
import type { Database } from './db/client';
import { EventCounter } from './audit/event-counter';
import { ReadRecorder } from './audit/read-recorder';
import { registerRefusedCallAudit } from './audit/refused-calls';
import { ShareUseRecorder } from './commands/share-links';
import { StatisticsKeeper } from './db/statistics';
import { TextExtractionQueue } from './text/text-extraction-queue';
import { ThumbnailQueue } from './thumbnails/thumbnail-queue';
import { tooManyRequests } from './errors';
import { postgresRateLimitStore, redisRateLimitStore } from './lib/rate-limit-store';
import type { Mailer } from './mail/mailer';
import type { BlobStore } from './storage/blob-store';
import { registerAuth } from './plugins/auth';
import { accountSecurityRoutes } from './routes/account-security';
import { passkeyRoutes } from './routes/passkeys';
import { registerBodyTimeout, serverTimeouts } from './plugins/body-timeout';
import { registerErrorHandler } from './plugins/error-handler';
import { registerEmbeddedGate } from './plugins/embedded-gate';
import { registerNulGuard } from './plugins/nul-guard';
import { registerSecurityHeaders } from './plugins/security-headers';
import { loggerOptions, type LogDestination } from './plugins/logger';
import { registerOpenApi } from './plugins/openapi';
import { responseSerializerCompiler } from './plugins/response-serializer';
import { isClientRoute, registerStaticWeb, sendIndex } from './plugins/static-web';
import { trackRunningHandlers } from './plugins/running-handlers';
import { registerMetrics } from './plugins/metrics';
import { authRoutes } from './routes/auth';
import { activityRoutes } from './routes/activities';
import { bookmarkRoutes } from './routes/bookmarks';
import { constructionFileRoutes } from './routes/construction-files';
import { auditRoutes } from './routes/audit';
import { dashboardRoutes } from './routes/dashboard';
import { documentTypeRoutes } from './routes/document-types';
import { drawingRoutes } from './routes/drawings';
import { healthRoutes } from './routes/health';
import { metricsRoutes } from './routes/metrics';
import { projectTeamRoutes } from './routes/project-team';
import { projectRoutes } from './routes/projects';
import { sharedRoutes } from './routes/shared';
import { bulkDownloadRoutes } from './routes/bulk-download';
import { drawingRegisterRoutes } from './routes/drawing-register';
import { sharingRoutes } from './routes/sharing';
import { ssoRoutes } from './routes/sso';
import { taxonomyRoutes } from './routes/taxonomies';
import { uploadRoutes } from './routes/uploads';
import { importRoutes } from './routes/import';
import { limitsRoutes } from './routes/limits';
import { organizationRoutes } from './routes/organizations';
import { publicRoutes } from './routes/public';
import { reviewRoutes } from './routes/reviews';
import { markupRoutes } from './routes/markups';
import { userRoutes } from './routes/users';

export const APP_VERSION = '0.1.0';
const defaultWebDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist/web');

export interface BuildOptions {
  config: Config;
  database: Database;
  mailer: Mailer;
  storage: BlobStore;
  /** Folder of the built web app; omitted → dist/web when it exists. */
  webDir?: string;
  logger?: boolean;
  /** Where the log's JSON lines go instead of stdout (tests that read the log). */
  logDestination?: LogDestination;
}

export async function buildApp(opts: BuildOptions): Promise<FastifyInstance> {
  useSecretKey(secretKeyFrom(opts.config.secretKey, opts.config.dataDir).key);
  const app = Fastify({
    logger:
      opts.logger === false ? false : loggerOptions(opts.config.logLevel, opts.config.logFormat, opts.logDestination),
    bodyLimit: 1024 * 1024,
    // X-Forwarded-For only from the proxies TRUST_PROXY names: anyone else could choose their own address.
    trustProxy: opts.config.trustProxy,
    return503OnClosing: true,
    // A request must arrive in bounded time (plugins/body-timeout.ts); the answer may take as long as it takes.
    requestTimeout: opts.config.requestTimeoutMs,
    http: serverTimeouts(opts.config.requestTimeoutMs),
    connectionTimeout: 0,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);
  registerErrorHandler(app);
  registerBodyTimeout(app, opts.config.bodyIdleTimeoutMs);
  app.decorate('runningHandlers', trackRunningHandlers(app));

  if (opts.database.kind === 'pglite') registerEmbeddedGate(app);
  const changes = new ChangeTracker();
  const stopListening = await opts.database.listen((topic) => changes.bump(topic));
  app.addHook('onClose', async () => stopListening());
  // A write answered by this instance is visible to the next read here at once, before its notification arrives:
  // the tables its own statements wrote (and what their foreign keys delete with them) are stale from now on.
  const dependents = await loadDependents(opts.database.db);
  app.decorateRequest('writtenTables', null);
  // After the body is read: a scope opened earlier would not reach the handler past the body's stream events.
  app.addHook('preValidation', (request, _reply, done) => {
    const written = new Set<string>();
    request.writtenTables = written;
    noteWrites(written, done);
  });
  app.addHook('onSend', async (request, reply) => {
    if (!answerBumpsCaches(request.method, reply.statusCode, request.routeOptions.config?.cacheNeutral)) return;
    for (const table of withDependents(request.writtenTables ?? [], dependents)) changes.bump(table);
  });
  const statistics = new StatisticsKeeper(opts.database.db, app.log);
  // Never-analysed tables first (a fresh import, a restored dump); on PGlite, which has no autovacuum, noted
  // writes every ten minutes too. In the background: the app serves meanwhile.
  app.addHook('onReady', async () => {
    statistics
      .start(opts.database.kind === 'pglite' ? 10 * 60_000 : undefined)
      .catch((err: unknown) => app.log.warn({ err }, 'ANALYZE at start failed'));
  });
  app.addHook('onClose', async () => statistics.stop());
  const shareUse = new ShareUseRecorder(opts.database.db);
  // Whatever was counted is written when the app closes, before the database does.
  app.addHook('onClose', async () => shareUse.flush());
  const reads = new ReadRecorder(opts.database.db, app.log);
  app.addHook('onClose', async () => reads.flush());
  const securityEvents = new EventCounter(opts.database.db, app.log);
  app.addHook('onClose', async () => securityEvents.flush());
  // Each instance does the background work its configuration turns on; the others leave it pending for it.
  const jobContext = { db: opts.database.db, storage: opts.storage, log: app.log };
  const contentQueues = [
    ...(opts.config.pdfTextExtraction ? [new TextExtractionQueue(jobContext)] : []),
    ...(opts.config.thumbnails ? [new ThumbnailQueue(jobContext)] : []),
  ];
  for (const queue of contentQueues) {
    app.addHook('onReady', async () => queue.start());
    app.addHook('onClose', async () => queue.stop());
  }
  const contentJobs = { nudge: () => contentQueues.forEach((queue) => queue.nudge()) };
  const bulkWrites = new BulkWrites();
  // Secrets stored in the clear by an earlier version are sealed before anyone signs in.
  app.addHook('onReady', async () => {
    const sealed = await sealStoredSecrets(opts.database.db);
    if (sealed > 0) app.log.info({ sealed }, 'secrets stored in the clear were sealed');
  });
  const snapshotDir = opts.config.searchIndexSnapshots;
  const maxBytes = opts.config.searchIndexMaxBytes;
  const indexes: TableIndex[] = [];
  const budget = maxBytes
    ? {
        maxBytes,
        othersBytes: (self: TableIndex) =>
          indexes.reduce((sum, index) => sum + (index === self ? 0 : index.state().bytes), 0),
      }
    : undefined;
  const following = (source: IndexSource) => {
    const index = new TableIndex(opts.database.db, source, () => changes.stamp([source.table]), app.log, {
      waitFor: () => bulkWrites.active,
      snapshotDir,
      budget,
    });
    indexes.push(index);
    return index;
  };
  const searchIndexes = opts.config.searchIndex
    ? {
        constructionFiles: following(constructionFileSource),
        drawingFiles: following(drawingFileSource),
        projects: following(projectSource),
      }
    : undefined;
  app.decorate('searchIndexes', searchIndexes);
  if (searchIndexes) {
    // Loaded in the background: the database answers searches until an index has every row.
    for (const index of Object.values(searchIndexes)) {
      app.addHook('onReady', async () => void index.start());
      app.addHook('onClose', async () => index.stop());
    }
  }
  const ctx: AppContext = {
    db: opts.database.db,
    config: opts.config,
    mailer: opts.mailer,
    storage: opts.storage,
    log: app.log,
    caches: createCaches(changes),
    statistics,
    contentJobs,
    shareUse,
    reads,
    securityEvents,
    bulkWrites,
    searchIndexes,
  };

  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // Mantine and Swagger UI set inline styles; scripts stay same-origin only.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        workerSrc: ["'self'", 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  // Counters every instance shares (lib/rate-limit-store.ts); a store that cannot count refuses the call (503).
  // No offline queue: while Redis is away a count fails at once (503) instead of waiting for each reconnect.
  const redis = opts.config.redisUrl
    ? new Redis(opts.config.redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false })
    : undefined;
  if (redis) {
    redis.on('error', (err: unknown) => app.log.warn({ err }, 'redis: rate-limit store unavailable'));
    // Ready before the first request when Redis answers within two seconds; limited calls are refused until it does.
    app.addHook('onReady', async () => {
      if (redis.status !== 'ready')
        await new Promise<void>((resolve) => {
          redis.once('ready', resolve);
          setTimeout(resolve, 2_000).unref();
        });
    });
    app.addHook('onClose', async () => void (await redis.quit().catch(() => redis.disconnect())));
  }
  await app.register(rateLimit, {
    global: false,
    skipOnError: false,
    store: redis ? redisRateLimitStore(redis, app.log) : postgresRateLimitStore(opts.database.db, app.log),
    errorResponseBuilder: () => tooManyRequests(MSG.tooManyRequests),
  });
  // Uploads are read as streams part by part; the size limit is enforced while the file flows to storage.
  await app.register(multipart, { limits: { fileSize: opts.config.maxUploadBytes + 1, files: 1 } });
  registerAuth(app, ctx);
  registerRefusedCallAudit(app, securityEvents);
  registerNulGuard(app);
  const metrics = registerMetrics(app, { database: opts.database, searchIndexes });
  await registerOpenApi(app, APP_VERSION);

  await app.register(
    async (api) => {
      await api.register(healthRoutes(opts.database));
      await api.register(metricsRoutes(ctx, metrics));
      await api.register(authRoutes(ctx));
      await api.register(accountSecurityRoutes(ctx));
      await api.register(passkeyRoutes(ctx));
      await api.register(publicRoutes(ctx));
      await api.register(limitsRoutes(ctx));
      await api.register(userRoutes(ctx));
      await api.register(organizationRoutes(ctx));
      await api.register(ssoRoutes(ctx));
      await api.register(projectRoutes(ctx));
      await api.register(projectTeamRoutes(ctx));
      await api.register(dashboardRoutes(ctx));
      await api.register(auditRoutes(ctx));
      await api.register(activityRoutes(ctx));
      await api.register(taxonomyRoutes);
      await api.register(bookmarkRoutes(ctx));
      await api.register(uploadRoutes(ctx));
      await api.register(constructionFileRoutes(ctx));
      await api.register(drawingRoutes(ctx));
      await api.register(documentTypeRoutes(ctx));
      await api.register(sharingRoutes(ctx));
      await api.register(sharedRoutes(ctx));
      await api.register(bulkDownloadRoutes(ctx));
      await api.register(drawingRegisterRoutes(ctx));
      await api.register(importRoutes(ctx));
      await api.register(reviewRoutes(ctx));
      await api.register(markupRoutes(ctx));
    },
    { prefix: API_BASE },
  );

  const webDir = opts.webDir ?? defaultWebDir;
  const hasWeb = await registerStaticWeb(app, webDir);
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '';
    if (isClientRoute(url) && hasWeb && (request.method === 'GET' || request.method === 'HEAD')) {
      return sendIndex(reply, webDir);
    }
    return reply
      .status(404)
      .send({ success: false, error: `No such route: ${request.method} ${url}`, code: 'ROUTE_NOT_FOUND' });
  });
  return app;
}
