/** buildApp(): the whole HTTP application without listening, so tests drive it through `inject`. */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_BASE } from '../common/api/shared';
import { createCaches } from './cache/caches';
import { registerChangeFeed } from './subsystems/change-feed';
import { registerContentJobs } from './subsystems/content-jobs';
import { registerRateLimits } from './subsystems/rate-limits';
import { registerRecorders } from './subsystems/recorders';
import { registerSearchIndexes } from './subsystems/search-indexes';
import { secretKeyFrom, useSecretKey } from './lib/secret-box';
import { sealStoredSecrets } from './jobs/seal-secrets';
import { BulkWrites } from './lib/bulk-writes';
import type { Config } from './config';
import type { AppContext } from './context';
import type { Database } from './db/client';
import { registerRefusedCallAudit } from './audit/refused-calls';
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
  // The subsystems, each with its own start (onReady) and stop (onClose): server/subsystems/.
  const changes = await registerChangeFeed(app, opts.database);
  const { statistics, shareUse, reads, securityEvents } = registerRecorders(app, opts.database);
  const contentJobs = registerContentJobs(app, { db: opts.database.db, storage: opts.storage, config: opts.config });
  const bulkWrites = new BulkWrites();
  // Secrets stored in the clear by an earlier version are sealed before anyone signs in.
  app.addHook('onReady', async () => {
    const sealed = await sealStoredSecrets(opts.database.db);
    if (sealed > 0) app.log.info({ sealed }, 'secrets stored in the clear were sealed');
  });
  const searchIndexes = registerSearchIndexes(app, {
    db: opts.database.db,
    config: opts.config,
    changes,
    bulkWrites,
  });
  app.decorate('searchIndexes', searchIndexes);
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
  await registerRateLimits(app, { db: opts.database.db, config: opts.config });
  // Uploads are read as streams part by part; the size limit is enforced while the file flows to storage.
  await app.register(multipart, { limits: { fileSize: opts.config.maxUploadBytes + 1, files: 1 } });
  registerAuth(app, ctx);
  registerRefusedCallAudit(app, securityEvents);
  registerNulGuard(app);
  const metrics = registerMetrics(app, { database: opts.database, searchIndexes });
  await registerOpenApi(app, APP_VERSION);

  // Every route set but health and metrics is made from the context alone (taxonomies need not even that).
  const routeSets = [
    authRoutes,
    accountSecurityRoutes,
    passkeyRoutes,
    publicRoutes,
    limitsRoutes,
    userRoutes,
    organizationRoutes,
    ssoRoutes,
    projectRoutes,
    projectTeamRoutes,
    dashboardRoutes,
    auditRoutes,
    activityRoutes,
    () => taxonomyRoutes,
    bookmarkRoutes,
    uploadRoutes,
    constructionFileRoutes,
    drawingRoutes,
    documentTypeRoutes,
    sharingRoutes,
    sharedRoutes,
    bulkDownloadRoutes,
    drawingRegisterRoutes,
    importRoutes,
    reviewRoutes,
    markupRoutes,
  ];
  await app.register(
    async (api) => {
      await api.register(healthRoutes(opts.database));
      await api.register(metricsRoutes(ctx, metrics));
      for (const routes of routeSets) await api.register(routes(ctx));
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
