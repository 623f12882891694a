import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import {
  SHARE_RESOURCE_TYPES,
  SHARING_PATHS,
  createShareLinkAnswer,
  createShareLinkBody,
  shareLinkListAnswer,
  shareLinkListQuery,
} from '../../common/api/sharing';
import { errorSchema } from '../../common/api/shared';
import { MSG_SHARING } from '../../common/messages';
import { createShareLink, revokeShareLink } from '../commands/share-links';
import type { AppContext } from '../context';
import { shareLinks, users, type ShareLinkRow, type UserRow } from '../db/schema';
import { badRequest, notFound } from '../errors';
import { hashToken } from '../lib/secrets';
import { requireUser } from '../plugins/auth';
import { authorize } from '../policies/authorize';
import { presentShareLink } from '../presenters/share-link';
import { isUuid } from '../queries/ids';
import { visibleProject } from '../queries/project-access';

const tags = ['sharing'];
const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };

/** Creating, listing and revoking a project's share links: for those who may change the project. */
export const sharingRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const changeableProject = async (caller: UserRow, projectId: string) => {
      const target = await visibleProject(ctx.db, caller, projectId);
      authorize(caller, 'project.share', target);
      return target.project;
    };
    const present = async (rows: ShareLinkRow[]) => {
      const creatorIds = [...new Set(rows.map((r) => r.createdBy).filter((x): x is string => x !== null))];
      const creators = creatorIds.length
        ? await ctx.db
            .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
            .from(users)
            .where(inArray(users.id, creatorIds))
        : [];
      return rows.map((r) => presentShareLink(r, creators.find((c) => c.id === r.createdBy) ?? null));
    };

    app.post(
      SHARING_PATHS.create,
      { schema: { tags, body: createShareLinkBody, response: { 201: createShareLinkAnswer, ...errors } } },
      async (request, reply) => {
        const caller = requireUser(request).user;
        const { projectId, resourceType, expiresAt } = request.body;
        if (!projectId) throw badRequest(MSG_SHARING.noProjectId);
        if (!resourceType) throw badRequest(MSG_SHARING.noResourceType);
        if (!(SHARE_RESOURCE_TYPES as readonly string[]).includes(resourceType))
          throw badRequest(MSG_SHARING.unknownResourceType);
        const expiry = expiresAt ? new Date(expiresAt) : null;
        if (expiry && expiry.getTime() <= Date.now()) throw badRequest(MSG_SHARING.expiryInPast);
        const project = await changeableProject(caller, projectId);
        const { token, link } = await createShareLink(ctx.db, caller, project, expiry);
        const [presented] = await present([link]);
        return reply.status(201).send({
          success: true as const,
          shareToken: token,
          url: `/shared/projekt/${project.id}?shareToken=${token}`,
          link: presented as NonNullable<typeof presented>,
        });
      },
    );

    app.get(
      SHARING_PATHS.list,
      { schema: { tags, querystring: shareLinkListQuery, response: { 200: shareLinkListAnswer, ...errors } } },
      async (request) => {
        const caller = requireUser(request).user;
        if (!request.query.projectId) throw badRequest(MSG_SHARING.noProjectId);
        const project = await changeableProject(caller, request.query.projectId);
        // Uses are counted in batches: the owner sees every one so far.
        await ctx.shareUse.flush();
        const rows = await ctx.db
          .select()
          .from(shareLinks)
          .where(eq(shareLinks.projectId, project.id))
          .orderBy(desc(shareLinks.createdAt));
        return present(rows);
      },
    );

    app.delete(
      SHARING_PATHS.revoke,
      {
        schema: {
          tags,
          params: z.object({ shareToken: z.string().max(200) }),
          // API.md point 2: a delete answers `{ success: true }`; the revoked link stays in GET share_link.
          response: { 200: z.object({ success: z.literal(true) }), ...errors },
        },
      },
      async (request) => {
        const caller = requireUser(request).user;
        // The path names the token (as API.md has it) or, since tokens are shown only once, the link's id.
        const key = request.params.shareToken;
        const where = isUuid(key) ? eq(shareLinks.id, key) : eq(shareLinks.tokenHash, hashToken(key));
        const [link] = await ctx.db.select().from(shareLinks).where(and(where));
        if (!link) throw notFound(MSG_SHARING.linkNotValid);
        const project = await changeableProject(caller, link.projectId).catch((err: unknown) => {
          throw err instanceof Error && 'status' in err && err.status === 403
            ? err
            : notFound(MSG_SHARING.linkNotValid);
        });
        await revokeShareLink(ctx.db, caller, project, link);
        return { success: true as const };
      },
    );
  };
