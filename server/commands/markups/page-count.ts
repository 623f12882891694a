/** A markup's page must be one of its revision's, where the PDF's page count is known (the text extraction's). */
import { eq } from 'drizzle-orm';
import { MSG_MARKUP } from '../../../common/messages';
import type { Db } from '../../db/client';
import { uploads } from '../../db/schema';
import { badRequest } from '../../errors';

export async function checkPage(db: Db, uploadId: string, page: number): Promise<void> {
  const [upload] = await db.select({ pageCount: uploads.pageCount }).from(uploads).where(eq(uploads.id, uploadId));
  const pageCount = upload?.pageCount ?? null;
  if (pageCount !== null && page > pageCount)
    throw badRequest(MSG_MARKUP.pageOutOfRange, [{ field: 'page', message: `The revision has ${pageCount} pages.` }]);
}
