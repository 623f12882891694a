/**
 * A folder of drawings dropped onto a project's drawing register (docs/api.md §6 "Drawing register"): each file whose
 * name starts with a drawing's number becomes that drawing's next revision; anything else is reported, never
 * guessed. A dry run says what would happen and stores nothing.
 */
import type { Readable } from 'node:stream';
import { and, eq, ne } from 'drizzle-orm';
import { nextRevisionCode } from '../../common/revision-codes';
import type { AppContext } from '../context';
import { drawingFileColumns, drawingFiles, fileRevisions, type DrawingFileRow, type UserRow } from '../db/schema';
import { AppError } from '../errors';
import { fileFact, recordAudit } from '../audit/record';
import { PURPOSE_KINDS } from '../storage/sniff';
import { claimUpload } from './claim-upload';
import { addRevisionInTx } from './revisions';
import { uploadFile } from './upload-file';
import { uploadPath } from '../queries/upload-access';

export type UnmatchedReason = 'noMatch' | 'ambiguous' | 'wrongType' | 'failed';

export interface RegisterMatch {
  matched: Array<{ fileName: string; drawing: string; drawingNumber: string; revision: string }>;
  unmatched: Array<{ fileName: string; reason: UnmatchedReason; message?: string }>;
}

const EXTENSIONS: ReadonlySet<string> = new Set(PURPOSE_KINDS.drawing.map((k) => `.${k}`).concat(['.jpeg']));

/**
 * The drawing number a file name starts with: the name without its extension, up to the first space or `_`,
 * case-folded ("A-40.1-101_rev C.pdf" → "a-40.1-101"). Dots stay: they belong to drawing numbers.
 */
export function numberOfFileName(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  const stem = dot > 0 && EXTENSIONS.has(base.slice(dot).toLowerCase()) ? base.slice(0, dot) : base;
  return (stem.split(/[ _]/)[0] ?? '').trim().toLowerCase();
}

const hasDrawingExtension = (fileName: string) => {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 && EXTENSIONS.has(fileName.slice(dot).toLowerCase());
};

/** The project's numbered drawings by case-folded number; a number two drawings share matches neither. */
async function registerOf(ctx: AppContext, projectId: string) {
  const rows = await ctx.db
    .select(drawingFileColumns)
    .from(drawingFiles)
    .where(and(eq(drawingFiles.projectId, projectId), ne(drawingFiles.drawingNumber, '')));
  const byNumber = new Map<string, DrawingFileRow[]>();
  for (const row of rows) {
    const key = row.drawingNumber.trim().toLowerCase();
    byNumber.set(key, [...(byNumber.get(key) ?? []), row]);
  }
  return byNumber;
}

/** The codes each drawing has used, oldest first, for the dry run's proposals. */
async function codesOf(ctx: AppContext, drawing: DrawingFileRow): Promise<string[]> {
  const rows = await ctx.db
    .select({ revision: fileRevisions.revision })
    .from(fileRevisions)
    .where(eq(fileRevisions.fileId, drawing.id))
    .orderBy(fileRevisions.createdAt, fileRevisions.id);
  return rows.map((r) => r.revision);
}

export interface RegisterPart {
  fileName: string;
  stream: Readable;
}

/**
 * Matches the parts in order, one at a time (each is read to its end before the next arrives). A stored one
 * is its own transaction: a failure leaves the drawing as it was and is reported, the others stand.
 */
export async function matchRegister(
  ctx: AppContext,
  caller: UserRow,
  projectId: string,
  parts: AsyncIterable<RegisterPart>,
  dryRun: boolean,
): Promise<RegisterMatch> {
  const register = await registerOf(ctx, projectId);
  const planned = new Map<string, string[]>();
  const answer: RegisterMatch = { matched: [], unmatched: [] };
  for await (const { fileName, stream } of parts) {
    const drain = () => {
      stream.resume();
      return new Promise<void>((resolve) => (stream.readableEnded ? resolve() : stream.once('end', resolve)));
    };
    const candidates = register.get(numberOfFileName(fileName)) ?? [];
    const [drawing] = candidates;
    if (!hasDrawingExtension(fileName)) {
      await drain();
      answer.unmatched.push({ fileName, reason: 'wrongType' });
      continue;
    }
    if (!drawing || candidates.length > 1) {
      await drain();
      answer.unmatched.push({ fileName, reason: candidates.length > 1 ? 'ambiguous' : 'noMatch' });
      continue;
    }
    if (dryRun) {
      await drain();
      const used = planned.get(drawing.id) ?? (await codesOf(ctx, drawing));
      const revision =
        used.length === 0 && drawing.revision ? drawing.revision : nextRevisionCode(used, used.at(-1) ?? null);
      planned.set(drawing.id, [...used, revision]);
      answer.matched.push({ fileName, drawing: drawing.id, drawingNumber: drawing.drawingNumber, revision });
      continue;
    }
    try {
      const upload = await uploadFile(ctx, caller, { stream, fileName, purpose: 'drawing' });
      const revision = await ctx.db.transaction(async (tx) => {
        const claimed = await claimUpload(tx, caller, uploadPath(upload.id), 'drawing', 'file');
        const code = await addRevisionInTx(tx, caller, 'drawing', drawing, claimed, { audit: false });
        await recordAudit(tx, { user: caller }, fileFact('revision', 'drawing', drawing));
        return code;
      });
      // The next file for the same drawing follows this revision.
      drawing.revision = revision;
      answer.matched.push({ fileName, drawing: drawing.id, drawingNumber: drawing.drawingNumber, revision });
    } catch (err) {
      await drain();
      answer.unmatched.push({
        fileName,
        reason: err instanceof AppError && (err.status === 415 || err.status === 400) ? 'wrongType' : 'failed',
        message: err instanceof AppError ? err.message : undefined,
      });
      if (!(err instanceof AppError)) ctx.log.warn({ err, fileName }, 'register match failed');
    }
  }
  if (!dryRun && answer.matched.length > 0) ctx.contentJobs.nudge();
  return answer;
}
