import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema, idSchema } from '../../common/api/shared';
import { and, eq } from 'drizzle-orm';
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
import { users, type UserRow } from '../db/schema';
import { badRequest, notFound } from '../errors';
import { requireUser } from '../plugins/auth';
import { userAbilities } from '../policies/abilities';
import { authorize } from '../policies/authorize';
import { presentUser } from '../presenters/user';
import type { FieldMap } from '../queries/list-query/fields';
import { listQuerystring, parseListParams, pickFields } from '../queries/list-query/list-params';
import { runDistinct, runList, type ListSource } from '../queries/run-list';
import { findUserById, loadUserView, loadUserViews } from '../queries/user-view';
import { loadBookmarks } from '../queries/bookmarks';
import { userScope } from '../queries/visibility';

const populateQuery = z.object({ populate: z.string().max(200).optional(), select: z.string().max(500).optional() });
const USER_POPULATE = ['organization'] as const;
const USER_SELECT = [...Object.keys(userSchema.shape), 'bookmarks.projects', 'bookmarks.files'] as const;

const fields: FieldMap = {
  _id: { column: users.id, type: 'id' },
  firstName: { column: users.firstName, type: 'text', sortable: true },
  lastName: { column: users.lastName, type: 'text', sortable: true },
  email: { column: users.email, type: 'text', sortable: true },
  title: { column: users.title, type: 'text', sortable: true },
  phone: { column: users.phone, type: 'text' },
  address: { column: users.address, type: 'text' },
  role: { column: users.role, type: 'text', sortable: true },
  organization: { column: users.organizationId, type: 'id' },
  superadmin: { column: users.superadmin, type: 'bool' },
  accountType: { column: users.accountType, type: 'text', sortable: true },
  userType: { column: users.userType, type: 'text', sortable: true },
  createdAt: { column: users.createdAt, type: 'date', sortable: true },
};

/** The e-mail a filter names exactly at its top level: how an admin finds a person to add. */
function exactEmail(filter: unknown): string | undefined {
  if (typeof filter !== 'object' || filter === null) return undefined;
  const email = (filter as Record<string, unknown>).email;
  return typeof email === 'string' ? email : undefined;
}
const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };

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
      async (request) => {
        const caller = requireUser(request).user;
        const list = parseListParams(request.query, { populate: USER_POPULATE, select: USER_SELECT });
        const source: ListSource = {
          db: ctx.db,
          table: users,
          idColumn: users.id,
          fields,
          scope: userScope(caller, exactEmail(list.filter)),
          distinctFields: ['organization', 'accountType', 'userType', 'title'],
          defaultSort: '-createdAt -lastName',
        };
        if (list.distinct) return runDistinct(source, { ...list, distinct: list.distinct });
        const { total, rows } = await runList<UserRow>(source, list);
        const views = await loadUserViews(ctx.db, rows);
        const populateOrganization = list.populate.has('organization');
        const result = views.map((v) => pickFields(presentUser(caller, v, { populateOrganization }), list.select));
        return { limit: list.limit, skip: list.skip, total, result };
      },
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
        const target = await findUserById(ctx.db, request.params.id);
        if (!target || !(await isVisibleUser(caller, target.id))) throw notFound(MSG.userNotFound);
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
        const target = await findUserById(ctx.db, userId);
        if (!target || !(await isVisibleUser(caller, target.id))) throw notFound(MSG.userNotFound);
        authorize(caller, 'user.changeAccountType', target);
        const row = await changeAccountType(ctx.db, caller, target.id, accountType as AccountType);
        return {
          ...presentUser(caller, await loadUserView(ctx.db, row), { populateOrganization: true }),
          abilities: userAbilities(caller, row),
        };
      },
    );

    async function isVisibleUser(caller: UserRow, id: string): Promise<boolean> {
      const [row] = await ctx.db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, id), userScope(caller)));
      return Boolean(row);
    }

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
        const target = await findUserById(ctx.db, request.params.id);
        if (!target || !(await isVisibleUser(caller.user, target.id))) throw notFound(MSG.userNotFound);
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
