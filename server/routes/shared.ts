import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import {
  SHARING_PATHS,
  sharedFilesAnswer,
  sharedFilesQuery,
  sharedProjectAnswer,
  sharedProjectQuery,
} from '../../common/api/sharing';
import { errorSchema } from '../../common/api/shared';
import { LIST_DEFAULT_LIMIT, LIST_MAX_LIMIT } from '../../common/limits';
import { MSG_SHARING } from '../../common/messages';
import { useShareToken } from '../commands/share-links';
import type { AppContext } from '../context';
import { constructionFiles, organizations, type UserRow } from '../db/schema';
import { badRequest, notFound } from '../errors';
import { presentConstructionFile } from '../presenters/file';
import { loadFileExtras } from '../queries/file-view';
import { compileSort } from '../queries/list-query/compile-sort';
import { likePattern } from '../queries/like-pattern';

const tags = ['sharing'];
const errors = { 400: errorSchema, 404: errorSchema, 429: errorSchema };

/**
 * Rate limit on calls made with a share token, so tokens cannot be guessed by brute force. Signed-in reads
 * of the same routes (a PDF viewer's many range requests) are not counted.
 */
export const shareTokenLimit = (ctx: AppContext) =>
  ctx.config.rateLimit
    ? {
        max: 300,
        timeWindow: '1 minute',
        groupId: 'share-token',
        allowList: (request: FastifyRequest) =>
          request.caller?.kind === 'user' || !(request.query as { shareToken?: string }).shareToken,
      }
    : false;

/** Resolves a share token for a public call; a missing one is 400, a bad or dead one 404. */
export async function openShareToken(ctx: AppContext, token: string | undefined) {
  if (!token) throw badRequest(MSG_SHARING.noShareToken);
  const opened = await useShareToken(ctx.db, token);
  if (!opened) throw notFound(MSG_SHARING.linkNotValid);
  return opened;
}

/** The public, sign-in-free reads of a shared project: its name and its construction files, nothing else. */
export const sharedRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      SHARING_PATHS.sharedProject,
      {
        config: { rateLimit: shareTokenLimit(ctx) },
        schema: {
          tags,
          security: [],
          querystring: sharedProjectQuery,
          response: { 200: sharedProjectAnswer, ...errors },
        },
      },
      async (request) => {
        const { project } = await openShareToken(ctx, request.query.shareToken);
        const [org] = await ctx.db
          .select({ name: organizations.name })
          .from(organizations)
          .where(eq(organizations.id, project.organizationId));
        const logo = project.logo
          ? `${project.logo}?shareToken=${encodeURIComponent(request.query.shareToken ?? '')}`
          : null;
        return {
          _id: project.id,
          name: project.name,
          description: project.description,
          organization: { name: org?.name ?? '' },
          logo,
        };
      },
    );

    app.get(
      SHARING_PATHS.sharedFiles,
      {
        config: { rateLimit: shareTokenLimit(ctx) },
        schema: { tags, security: [], querystring: sharedFilesQuery, response: { 200: sharedFilesAnswer, ...errors } },
      },
      async (request) => {
        const q = request.query;
        if (!q.projId) throw badRequest(MSG_SHARING.projectIdMissing);
        const { project } = await openShareToken(ctx, q.shareToken);
        if (project.id !== q.projId) throw notFound(MSG_SHARING.linkNotValid);
        const limit = Math.min(q.limit ?? LIST_DEFAULT_LIMIT, LIST_MAX_LIMIT);
        const skip = q.skip ?? 0;
        const parts: Array<SQL | undefined> = [
          eq(constructionFiles.projectId, project.id),
          sql`${constructionFiles.uploadId} is not null`,
        ];
        const search = q.search?.trim();
        if (search)
          parts.push(
            or(
              sql`${constructionFiles.name} ilike ${likePattern(search)}`,
              sql`${constructionFiles.documentType} ilike ${likePattern(search)}`,
            ),
          );
        if (q.docType) parts.push(eq(constructionFiles.documentType, q.docType));
        const where = and(...parts);
        const order = compileSort(
          undefined,
          {
            createdAt: { column: constructionFiles.createdAt, type: 'date', sortable: true },
            name: { column: constructionFiles.name, type: 'text', sortable: true },
          },
          constructionFiles.id,
        );
        const [rows, [count]] = await Promise.all([
          ctx.db
            .select()
            .from(constructionFiles)
            .where(where)
            .orderBy(...order)
            .limit(limit)
            .offset(skip),
          ctx.db
            .select({ n: sql<number>`count(*)::int` })
            .from(constructionFiles)
            .where(where),
        ]);
        // Presented as an anonymous reader: no abilities, no bookmarks; content urls carry the token.
        const reader = {
          id: '00000000-0000-0000-0000-000000000000',
          superadmin: false,
          organizationId: null,
        } as UserRow;
        const extras = await loadFileExtras(ctx.db, reader, rows, new Set());
        const token = encodeURIComponent(q.shareToken ?? '');
        const result = rows.map((row) => {
          const { abilities: _a, bookmarked: _b, ...file } = presentConstructionFile(reader, row, extras);
          return { ...file, url: file.url ? `${file.url}?shareToken=${token}` : null };
        });
        return { limit, skip, total: count?.n ?? 0, result };
      },
    );
  };
