import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema, idSchema } from '../../common/api/shared';
import { USER_PATHS, updateUserBody, userSchema } from '../../common/api/user';
import { MSG } from '../../common/messages';
import { updateProfile } from '../commands/update-profile';
import type { AppContext } from '../context';
import { forbidden, notFound } from '../errors';
import { requireUser } from '../plugins/auth';
import { userPolicy } from '../policies/user';
import { presentUser } from '../presenters/user';
import { findUserById, loadUserView } from '../queries/user-view';
import { isUuid } from '../queries/ids';

const populateQuery = z.object({ populate: z.string().max(200).optional() });
const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };

export const userRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.put(
      USER_PATHS.one,
      {
        schema: {
          tags: ['users'],
          params: z.object({ id: idSchema }),
          querystring: populateQuery,
          body: updateUserBody,
          response: { 200: userSchema, ...errors },
        },
      },
      async (request) => {
        const caller = requireUser(request);
        const target = isUuid(request.params.id) ? await findUserById(ctx.db, request.params.id) : undefined;
        if (!target) throw notFound(MSG.userNotFound);
        if (!userPolicy.update(caller.user, target)) {
          // Someone outside the user's organization learns nothing, not even that the account exists.
          const sameOrg = caller.user.organizationId !== null && caller.user.organizationId === target.organizationId;
          throw sameOrg ? forbidden() : notFound(MSG.userNotFound);
        }
        const row = await updateProfile(ctx.db, target.id, request.body);
        const populateOrganization = (request.query.populate ?? '').split(',').includes('organization');
        return presentUser(await loadUserView(ctx.db, row), { populateOrganization });
      },
    );
  };
