import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, eq, sql } from 'drizzle-orm';
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
import { openShareLink } from '../commands/share-links';
import type { AppContext } from '../context';
import {
  constructionFileColumns,
  constructionFiles,
  organizations,
  type ConstructionFileRow,
  type UserRow,
} from '../db/schema';
import { badRequest, notFound } from '../errors';
import { presentConstructionFile } from '../presenters/file';
import { loadFileExtras } from '../queries/file-view';
import { seenInList } from '../queries/seen-file';
import { olderRevisionSearch } from '../queries/visibility';
import type { FieldMap } from '../queries/list-query/fields';
import type { ListParams } from '../queries/list-query/list-params';
import { runList } from '../queries/run-list';
import { loadContentHighlights } from '../queries/search/content-highlights';
import { highlightsOf } from '../queries/search/highlights';
import { parseSearch } from '../queries/search/parse-search';

const tags = ['sharing'];

/** What the shared list filters, sorts and searches on: the link's files by name and document type. */
const SHARED_FIELDS: FieldMap = {
  createdAt: { column: constructionFiles.createdAt, type: 'date', sortable: true },
  name: { column: constructionFiles.name, type: 'text', sortable: true },
  documentType: { column: constructionFiles.documentType, type: 'text', sortable: true },
};
const SHARED_SEARCH = {
  vector: constructionFiles.searchVector,
  partWords: [constructionFiles.name, constructionFiles.documentType],
  content: constructionFiles.contentVector,
  contentCodes: constructionFiles.contentCodes,
  // A link reads each file at its last published revision, that revision's PDF text included (docs/api.md §7).
  olderRevision: olderRevisionSearch(null, constructionFiles),
};
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
  const opened = await openShareLink(ctx.db, token);
  if (!opened) throw notFound(MSG_SHARING.linkNotValid);
  ctx.shareUse.record(opened.link.id);
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
        const params: ListParams = {
          filter: q.docType ? { documentType: q.docType } : undefined,
          skip: q.skip ?? 0,
          limit: Math.min(q.limit ?? LIST_DEFAULT_LIMIT, LIST_MAX_LIMIT),
          populate: new Set(),
          search: parseSearch(q.search),
        };
        const { rows, ...total } = await runList<ConstructionFileRow>(
          {
            db: ctx.db,
            table: constructionFiles,
            idColumn: constructionFiles.id,
            fields: SHARED_FIELDS,
            // The link's project, and only published files whose content is there to read (docs/api.md §6 "Status").
            scope: and(
              eq(constructionFiles.projectId, project.id),
              sql`${constructionFiles.uploadId} is not null`,
              eq(constructionFiles.outsideStatus, 'published'),
            ),
            search: SHARED_SEARCH,
            boundedTotal: true,
            columns: constructionFileColumns,
          },
          params,
        );
        // Presented as an anonymous reader: no abilities, no bookmarks; content urls carry the token.
        const reader = {
          id: '00000000-0000-0000-0000-000000000000',
          superadmin: false,
          organizationId: null,
        } as UserRow;
        const extras = await loadFileExtras(ctx.db, reader, rows, new Set());
        const token = encodeURIComponent(q.shareToken ?? '');
        const terms = params.search;
        // Each file at its last published revision (docs/api.md §7 "Status per revision").
        const seen = rows.map((row) => seenInList(reader, row, extras));
        const content = terms
          ? await loadContentHighlights(
              ctx.db,
              seen.map((r) => r.uploadId).filter((id): id is string => id !== null),
              terms,
            )
          : undefined;
        const result = seen.map((row) => {
          const { abilities: _a, bookmarked: _b, ...file } = presentConstructionFile(reader, row, extras);
          const shared = {
            ...file,
            url: file.url ? `${file.url}?shareToken=${token}` : null,
            thumbnail: file.thumbnail ? `${file.thumbnail}&shareToken=${token}` : null,
          };
          if (!terms) return shared;
          const inside = content?.get(row.uploadId ?? '');
          const found = highlightsOf(
            [
              ['name', file.name],
              ['documentType', file.documentType],
            ],
            terms,
          );
          return { ...shared, highlights: inside ? [...found, inside] : found };
        });
        return { limit: params.limit, skip: params.skip, ...total, result };
      },
    );
  };
