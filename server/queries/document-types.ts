/**
 * The document types offered when filing a construction file (`GET public/documentType?projectId=`): the built-in
 * ones plus those already used in the caller's organization (or, with a project, that project). Without sign-in,
 * the built-in ones only.
 */
import { and, eq, ne, type SQL } from 'drizzle-orm';
import { BUILT_IN_DOCUMENT_TYPES } from '../../common/api/files';
import type { Db } from '../db/client';
import { constructionFiles, type UserRow } from '../db/schema';
import { visibleProject } from './project-access';
import { fileScope } from '../policies/scopes';

export async function documentTypes(db: Db, caller: UserRow | null, projectId: string | undefined): Promise<string[]> {
  const used = new Set<string>();
  if (caller) {
    let where: SQL | undefined;
    if (projectId) where = eq(constructionFiles.projectId, (await visibleProject(db, caller, projectId)).project.id);
    else if (caller.organizationId) where = eq(constructionFiles.organizationId, caller.organizationId);
    if (where) {
      const rows = await db
        .selectDistinct({ t: constructionFiles.documentType })
        .from(constructionFiles)
        // Types of files the caller may see: work in progress stays inside its team.
        .where(and(where, fileScope(caller, constructionFiles), ne(constructionFiles.documentType, '')))
        .limit(500);
      for (const r of rows) used.add(r.t);
    }
  }
  return [...new Set([...BUILT_IN_DOCUMENT_TYPES, ...used])].sort((a, b) => a.localeCompare(b, 'sv'));
}
