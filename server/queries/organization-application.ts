/** The waiting lists from a person's side: which organization they asked to join. */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { organizationApplications } from '../db/schema';

/** The organization the person has applied to join (one application at a time), or null. */
export async function appliedOrganization(db: Db, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ organizationId: organizationApplications.organizationId })
    .from(organizationApplications)
    .where(eq(organizationApplications.userId, userId));
  return row?.organizationId ?? null;
}
