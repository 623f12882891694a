import { eq } from 'drizzle-orm';
import { MSG_FILES } from '../../common/messages';
import type { AppContext } from '../context';
import {
  constructionFileColumns,
  constructionFiles,
  drawingFileColumns,
  drawingFiles,
  type ConstructionFileRow,
  type DrawingFileRow,
  type UserRow,
} from '../db/schema';
import { notFound } from '../errors';
import { fileFact, recordAudit } from '../audit/record';
import { claimUpload, discardUpload } from './claim-upload';
import { requireFileName } from './create-file';

interface CommonChanges {
  name?: string;
  url?: string;
}

/** A new url replaces the content: the new upload is claimed, and the old blob goes after the row points away. */
async function update<
  Row extends { id: string; name: string; uploadId: string | null; projectId: string; organizationId: string },
>(
  ctx: AppContext,
  caller: UserRow,
  row: Row,
  changes: CommonChanges & Record<string, unknown>,
  purpose: 'constructionfile' | 'drawing',
  write: (
    tx: Parameters<Parameters<AppContext['db']['transaction']>[0]>[0],
    values: Record<string, unknown>,
  ) => Promise<Row | undefined>,
): Promise<Row> {
  const { url, name, ...rest } = changes;
  const values: Record<string, unknown> = { ...rest };
  if (name !== undefined) values.name = requireFileName(name);
  const updated = await ctx.db.transaction(async (tx) => {
    if (url !== undefined) {
      values.uploadId = (await claimUpload(tx, caller, url, purpose, 'url')).id;
      // The old PDF's words go with it; the new one's arrive with its text extraction.
      values.contentVector = null;
    }
    if (Object.keys(values).length === 0) return row;
    const result = await write(tx, values);
    // Deleted between the route's lookup and this write: gone, so 404 (with the spec's text), and the
    // transaction rolls back the claim of a new upload.
    if (!result) throw notFound(MSG_FILES.notUpdated);
    await recordAudit(tx, { user: caller }, fileFact('update', purpose, result));
    return result;
  });
  if (url !== undefined && row.uploadId) await discardUpload(ctx, row.uploadId);
  if (url !== undefined) ctx.textQueue.nudge();
  return updated;
}

export function updateConstructionFile(
  ctx: AppContext,
  caller: UserRow,
  row: ConstructionFileRow,
  changes: { name?: string; year?: number | null; documentType?: string; url?: string },
): Promise<ConstructionFileRow> {
  return update(ctx, caller, row, changes, 'constructionfile', async (tx, values) => {
    const [r] = await tx
      .update(constructionFiles)
      .set(values)
      .where(eq(constructionFiles.id, row.id))
      .returning(constructionFileColumns);
    return r;
  });
}

export function updateDrawing(
  ctx: AppContext,
  caller: UserRow,
  row: DrawingFileRow,
  changes: { name?: string; drawingType?: string; info?: string; url?: string },
): Promise<DrawingFileRow> {
  return update(ctx, caller, row, changes, 'drawing', async (tx, values) => {
    const [r] = await tx
      .update(drawingFiles)
      .set(values)
      .where(eq(drawingFiles.id, row.id))
      .returning(drawingFileColumns);
    return r;
  });
}
