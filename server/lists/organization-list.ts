/**
 * The organization list (docs/api.md §3 the list language): the caller's scope, the fields a filter may name, the
 * distinct values and the presented rows with what the caller may populate.
 */
import { ORGANIZATION_POPULATE } from '../../common/api/organization';
import type { AppContext } from '../context';
import { organizations, type OrganizationRow, type UserRow } from '../db/schema';
import { presentOrganization } from '../presenters/organization';
import type { FieldMap } from '../queries/list-query/fields';
import { parseListParams, pickFields, type ListQuerystring } from '../queries/list-query/list-params';
import { loadOrganizationViews } from '../queries/organization-view';
import { runDistinct, runList, type ListSource } from '../queries/run-list';
import { organizationRequesterAsSeen, organizationScope } from '../policies/scopes';
import { answer } from './list-answer';

/** The list's fields for this caller: `requestedBy` holds only what the caller may read of it (null elsewhere). */
const organizationFields = (caller: UserRow): FieldMap => ({
  _id: { column: organizations.id, type: 'id' },
  name: { column: organizations.name, type: 'text', sortable: true },
  description: { column: organizations.description, type: 'text' },
  approved: { column: organizations.approved, type: 'bool', sortable: true },
  requestedBy: { column: organizationRequesterAsSeen(caller), type: 'id' },
  createdAt: { column: organizations.createdAt, type: 'date', sortable: true },
});

/** `GET organization`: a page of organizations, or the distinct values of a field. */
export async function listOrganizations(ctx: AppContext, caller: UserRow, query: ListQuerystring) {
  const list = parseListParams(query, { populate: ORGANIZATION_POPULATE });
  const source: ListSource = {
    db: ctx.db,
    table: organizations,
    idColumn: organizations.id,
    fields: organizationFields(caller),
    scope: organizationScope(caller),
    distinctFields: ['name'],
  };
  if (list.distinct) return answer(await runDistinct(source, { ...list, distinct: list.distinct }));
  const { total, rows } = await runList<OrganizationRow>(source, list);
  const views = await loadOrganizationViews(ctx.db, caller, rows);
  const result = views.map((v) => pickFields(presentOrganization(caller, v, list.populate), list.select));
  return answer({ limit: list.limit, skip: list.skip, total, result });
}
