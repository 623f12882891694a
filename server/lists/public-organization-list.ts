/**
 * The organizations a new user may apply to (docs/api.md §5 `GET public/organization`): the approved ones, by name,
 * narrowed by `search=`. No sign-in, so no caller and no list language: at most 100 names.
 */
import { and, asc, eq, ilike } from 'drizzle-orm';
import type { PublicOrganization } from '../../common/api/auth';
import type { AppContext } from '../context';
import { organizations } from '../db/schema';
import { likePattern } from '../queries/like-pattern';
import { answer, type ListAnswer } from './list-answer';

/** `GET public/organization`: the approved organizations whose name holds `search`, by name. */
export async function listPublicOrganizations(
  ctx: AppContext,
  search: string | undefined,
): Promise<ListAnswer<PublicOrganization[]>> {
  const rows = await ctx.db
    .select({ _id: organizations.id, name: organizations.name })
    .from(organizations)
    .where(and(eq(organizations.approved, true), search ? ilike(organizations.name, likePattern(search)) : undefined))
    .orderBy(asc(organizations.name))
    .limit(100);
  return answer(rows);
}
