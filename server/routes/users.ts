import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idSchema } from '../../common/api/shared';
import {
  ACCOUNT_TYPES,
  USER_PATHS,
  changeAccountTypeBody,
  selectedUserSchema,
  updateUserBody,
  userListSchema,
  userSchema,
  type AccountType,
} from '../../common/api/user';
import { MSG } from '../../common/messages';
import { updateProfile } from '../commands/update-profile';
import type { AppContext } from '../context';
import { changeAccountType } from '../commands/change-account-type';
import { badRequest } from '../errors';
import { requireUser } from '../plugins/auth';
import { userAbilities } from '../policies/abilities';
import { authorize } from '../policies/authorize';
import { presentUser } from '../presenters/user';
import { listQuerystring, parseListParams, pickFields } from '../queries/list-query/list-params';
import { visibleUser } from '../queries/user-access';
import { loadUserView } from '../queries/user-view';
import { loadBookmarks } from '../queries/bookmarks';
import { listUsers, USER_POPULATE, USER_SELECT } from '../lists/user-list';
import { errorAnswers } from './route-helpers';

const populateQuery = z.object({ populate: z.string().max(200).optional(), select: z.string().max(500).optional() });
const errors = errorAnswers(400, 401, 403, 404);

export const userRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      USER_PATHS.list,
      {
        schema: {
          tags: ['users'],
          querystring: listQuerystring,
          response: { 200: z.union([userListSchema, z.array(z.unknown())]), ...errors },
        },
      },
      async (request) => (await listUsers(ctx, requireUser(request).user, request.query)).body,
    );

    app.get(
      USER_PATHS.one,
      {
        schema: {
          tags: ['users'],
          params: z.object({ id: idSchema }),
          querystring: populateQuery,
          response: { 200: selectedUserSchema, ...errors },
        },
      },
      async (request) => {
        const caller = requireUser(request).user;
        const target = await visibleUser(ctx.db, caller, request.params.id);
        const list = parseListParams(
          { populate: request.query.populate, select: request.query.select },
          { populate: USER_POPULATE, select: USER_SELECT },
        );
        const view = await loadUserView(ctx.db, target);
        // Bookmarks are private: only their owner sees them.
        const bookmarks = target.id === caller.id ? await loadBookmarks(ctx.db, caller.id) : undefined;
        return pickFields(
          {
            ...presentUser(caller, view, { populateOrganization: list.populate.has('organization'), bookmarks }),
            abilities: userAbilities(caller, target),
          },
          list.select,
        );
      },
    );

    app.post(
      USER_PATHS.changeAccountType,
      { schema: { tags: ['users'], body: changeAccountTypeBody, response: { 200: userSchema, ...errors } } },
      async (request) => {
        const caller = requireUser(request).user;
        const { userId, accountType } = request.body;
        if (!userId || !accountType) throw badRequest(MSG.missingInformation);
        if (!(ACCOUNT_TYPES as readonly string[]).includes(accountType)) throw badRequest(MSG.wrongUserType);
        const target = await visibleUser(ctx.db, caller, userId);
        authorize(caller, 'user.changeAccountType', target);
        const row = await changeAccountType(ctx.db, caller, target.id, accountType as AccountType);
        return {
          ...presentUser(caller, await loadUserView(ctx.db, row), { populateOrganization: true }),
          abilities: userAbilities(caller, row),
        };
      },
    );

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
        const target = await visibleUser(ctx.db, caller.user, request.params.id);
        authorize(caller.user, 'user.update', target);
        const row = await updateProfile(ctx.db, target.id, request.body);
        const populateOrganization = (request.query.populate ?? '').split(',').includes('organization');
        return {
          ...presentUser(caller.user, await loadUserView(ctx.db, row), { populateOrganization }),
          abilities: userAbilities(caller.user, row),
        };
      },
    );
  };
