import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  SHARE_RESOURCE_TYPES,
  SHARING_PATHS,
  createShareLinkAnswer,
  createShareLinkBody,
  shareLinkListAnswer,
  shareLinkListQuery,
} from '../../common/api/sharing';
import { MSG_SHARING } from '../../common/messages';
import { SHARE_LINK_DEFAULT_DAYS, SHARE_LINK_MAX_DAYS } from '../../common/limits';
import {
  createShareLink,
  findShareLink,
  projectShareLinks,
  revokeShareLink,
  shareLinkExpiry,
} from '../commands/share-links';
import type { AppContext } from '../context';
import type { UserRow } from '../db/schema';
import { badRequest, notFound } from '../errors';
import { requireUser } from '../plugins/auth';
import { authorize } from '../policies/authorize';
import { presentShareLink } from '../presenters/share-link';
import { visibleProject } from '../queries/project-access';
import { errorAnswers } from './route-helpers';

const tags = ['sharing'];
const errors = errorAnswers(400, 401, 403, 404);

/** Creating, listing and revoking a project's share links: for those who may change the project. */
export const sharingRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const changeableProject = async (caller: UserRow, projectId: string) => {
      const target = await visibleProject(ctx.db, caller, projectId);
      authorize(caller, 'project.share', target);
      return target;
    };

    app.post(
      SHARING_PATHS.create,
      {
        schema: {
          tags,
          description:
            "A read-only link to the project's published construction files, for those who may change the project. " +
            `It ends at \`expiresAt\` (${SHARE_LINK_DEFAULT_DAYS} days from now when absent or null, at most ` +
            `${SHARE_LINK_MAX_DAYS} days ahead), when revoked, while its project is archived, and as soon as its ` +
            'creator may no longer share the project; a link that ended answers 404 like an unknown token. ' +
            'The token is in this answer only.',
          body: createShareLinkBody,
          response: { 201: createShareLinkAnswer, ...errors },
        },
      },
      async (request, reply) => {
        const caller = requireUser(request).user;
        const { projectId, resourceType, expiresAt } = request.body;
        if (!projectId) throw badRequest(MSG_SHARING.noProjectId);
        if (!resourceType) throw badRequest(MSG_SHARING.noResourceType);
        if (!(SHARE_RESOURCE_TYPES as readonly string[]).includes(resourceType))
          throw badRequest(MSG_SHARING.unknownResourceType);
        const expiry = shareLinkExpiry(expiresAt);
        const { project, onTeam } = await changeableProject(caller, projectId);
        const { token, link } = await createShareLink(ctx.db, caller, project, expiry);
        return reply.status(201).send({
          success: true as const,
          shareToken: token,
          url: `/shared/projekt/${project.id}?shareToken=${token}`,
          link: presentShareLink({ link, project, creator: caller, creatorOnTeam: onTeam }),
        });
      },
    );

    app.get(
      SHARING_PATHS.list,
      {
        schema: {
          tags,
          description:
            "The project's links, newest first, each with its expiry and status: `orphaned` when its creator may " +
            'no longer share the project (the link then answers 404 until they may again, or it is revoked).',
          querystring: shareLinkListQuery,
          response: { 200: shareLinkListAnswer, ...errors },
        },
      },
      async (request) => {
        const caller = requireUser(request).user;
        if (!request.query.projectId) throw badRequest(MSG_SHARING.noProjectId);
        const { project } = await changeableProject(caller, request.query.projectId);
        // Uses are counted in batches: the owner sees every one so far.
        await ctx.shareUse.flush();
        return (await projectShareLinks(ctx.db, project.id)).map(presentShareLink);
      },
    );

    app.delete(
      SHARING_PATHS.revoke,
      {
        schema: {
          tags,
          params: z.object({ shareToken: z.string().max(200) }),
          // docs/api.md point 2: a delete answers `{ success: true }`; the revoked link stays in GET share_link.
          response: { 200: z.object({ success: z.literal(true) }), ...errors },
        },
      },
      async (request) => {
        const caller = requireUser(request).user;
        // The path names the token (as docs/api.md has it) or, since tokens are shown only once, the link's id.
        const link = await findShareLink(ctx.db, request.params.shareToken);
        if (!link) throw notFound(MSG_SHARING.linkNotValid);
        const { project } = await changeableProject(caller, link.projectId).catch((err: unknown) => {
          throw err instanceof Error && 'status' in err && err.status === 403
            ? err
            : notFound(MSG_SHARING.linkNotValid);
        });
        await revokeShareLink(ctx.db, caller, project, link);
        return { success: true as const };
      },
    );
  };
