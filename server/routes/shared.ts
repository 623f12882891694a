import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  SHARING_PATHS,
  sharedFilesAnswer,
  sharedFilesQuery,
  sharedProjectAnswer,
  sharedProjectQuery,
} from '../../common/api/sharing';
import { MSG_SHARING } from '../../common/messages';
import { openShareLink } from '../commands/share-links';
import type { AppContext } from '../context';
import { badRequest, notFound } from '../errors';
import { listSharedFiles } from '../lists/shared-files';
import { findOrganization } from '../queries/organization-view';
import { logoPath } from '../queries/upload-access';
import { errorAnswers } from './route-helpers';

const tags = ['sharing'];
const errors = errorAnswers(400, 404, 429);

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
        const org = await findOrganization(ctx.db, project.organizationId);
        const logo = project.logoUploadId
          ? `${logoPath(project)}?shareToken=${encodeURIComponent(request.query.shareToken ?? '')}`
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
        return (await listSharedFiles(ctx, project, q)).body;
      },
    );
  };
