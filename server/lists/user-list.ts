/**
 * The people list (docs/api.md §2 "Users"): the caller's scope (an admin finding a person by exact e-mail sees
 * beyond their organization), the fields a filter may name, the distinct values and the presented rows.
 */
import { userSchema } from '../../common/api/user';
import type { AppContext } from '../context';
import { users, type UserRow } from '../db/schema';
import { presentUser } from '../presenters/user';
import type { FieldMap } from '../queries/list-query/fields';
import { parseListParams, pickFields, type ListQuerystring } from '../queries/list-query/list-params';
import { runDistinct, runList, type ListSource } from '../queries/run-list';
import { loadUserViews } from '../queries/user-view';
import { userScope } from '../policies/scopes';
import { answer } from './list-answer';

export const USER_POPULATE = ['organization'] as const;
export const USER_SELECT = [...Object.keys(userSchema.shape), 'bookmarks.projects', 'bookmarks.files'] as const;

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

/** `GET user`: a page of people, or the distinct values of a field. */
export async function listUsers(ctx: AppContext, caller: UserRow, query: ListQuerystring) {
  const list = parseListParams(query, { populate: USER_POPULATE, select: USER_SELECT });
  const source: ListSource = {
    db: ctx.db,
    table: users,
    idColumn: users.id,
    fields,
    scope: userScope(caller, exactEmail(list.filter)),
    distinctFields: ['organization', 'accountType', 'userType', 'title'],
    defaultSort: '-createdAt -lastName',
  };
  if (list.distinct) return answer(await runDistinct(source, { ...list, distinct: list.distinct }));
  const { total, rows } = await runList<UserRow>(source, list);
  const views = await loadUserViews(ctx.db, rows);
  const populateOrganization = list.populate.has('organization');
  const result = views.map((v) => pickFields(presentUser(caller, v, { populateOrganization }), list.select));
  return answer({ limit: list.limit, skip: list.skip, total, result });
}
