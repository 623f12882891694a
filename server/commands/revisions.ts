/**
 * Revisions of construction files and drawings (API.md §6 "Revisions"): each upload of a file's content is a
 * revision with a code; the file row points at the current one, so lists, search and content need no join.
 */
import { eq, sql } from 'drizzle-orm';
import { MSG_FILES } from '../../common/messages';
import type { AppContext } from '../context';
import { fileRevisions, type UploadRow, type UserRow } from '../db/schema';
import { conflict } from '../errors';
import { isUniqueViolation } from '../db/errors';
import { fileFact, recordAudit } from '../audit/record';
import { FILE_KINDS, type FileKindName } from '../queries/file-kinds';
import { claimUpload } from './claim-upload';

type Tx = Parameters<Parameters<AppContext['db']['transaction']>[0]>[0];

/** `A` → `B`, `Z` → `AA`, `AZ` → `BA` (as spreadsheet columns). */
function nextLetters(code: string): string {
  const letters = code.split('');
  for (let i = letters.length - 1; i >= 0; i -= 1) {
    if (letters[i] !== 'Z') {
      letters[i] = String.fromCharCode((letters[i] ?? 'A').charCodeAt(0) + 1);
      return letters.join('');
    }
    letters[i] = 'A';
  }
  return `A${letters.join('')}`;
}

/** The n-th code of the letter series, 1-based: 1 → `A`, 27 → `AA`. */
function lettersAt(n: number): string {
  let code = '';
  for (let k = n; k > 0; k = Math.floor((k - 1) / 26)) code = String.fromCharCode(65 + ((k - 1) % 26)) + code;
  return code;
}

/**
 * The code that follows `latest` in its own scheme: letters count on (`C` → `D`), a trailing number counts up in
 * its width (`P01` → `P02`, `C02.9` → `C02.10`); otherwise the first free code of the letter series. Never one
 * already used (compared case-insensitively).
 */
export function nextRevisionCode(used: readonly string[], latest: string | null): string {
  const taken = new Set(used.map((c) => c.toUpperCase()));
  const free = (code: string) => !taken.has(code.toUpperCase());
  let candidate: string | undefined;
  if (latest && /^[A-Z]+$/i.test(latest)) candidate = nextLetters(latest.toUpperCase());
  const numbered = latest ? /^(.*?)(\d+)$/.exec(latest) : null;
  if (!candidate && numbered) {
    const [, prefix = '', digits = ''] = numbered;
    candidate = `${prefix}${String(Number(digits) + 1).padStart(digits.length, '0')}`;
  }
  for (let guard = 0; candidate && guard < 1000 && !free(candidate); guard += 1)
    candidate = /^[A-Z]+$/.test(candidate) ? nextLetters(candidate) : undefined;
  if (candidate && free(candidate)) return candidate;
  for (let n = 1; ; n += 1) if (free(lettersAt(n))) return lettersAt(n);
}

interface FileRef {
  id: string;
  name: string;
  projectId: string;
  organizationId: string;
  /** Set on a register entry without content when its import named the revision its PDF will be. */
  revision: string | null;
}

/** The codes a file has used, newest last. */
async function codesOf(tx: Tx, fileId: string): Promise<string[]> {
  const rows = await tx
    .select({ revision: fileRevisions.revision })
    .from(fileRevisions)
    .where(eq(fileRevisions.fileId, fileId))
    .orderBy(fileRevisions.createdAt, fileRevisions.id);
  return rows.map((r) => r.revision);
}

/**
 * Inside the caller's transaction: makes `upload` the file's new current revision (`code`, or the next one) and
 * records it. A code the file already has → 409. The file's PDF words go with the old revision; the new ones
 * arrive with the text extraction.
 */
export async function addRevisionInTx(
  tx: Tx,
  caller: UserRow,
  kind: FileKindName,
  file: FileRef,
  upload: Pick<UploadRow, 'id'>,
  opts: { revision?: string; comment?: string; audit?: boolean } = {},
): Promise<string> {
  const used = await codesOf(tx, file.id);
  const preset = used.length === 0 ? file.revision : null;
  const code = opts.revision?.trim() || preset || nextRevisionCode(used, used.at(-1) ?? null);
  if (used.some((c) => c.toUpperCase() === code.toUpperCase())) throw conflict(MSG_FILES.revisionTaken);
  await tx
    .insert(fileRevisions)
    .values({
      fileId: file.id,
      fileKind: kind,
      projectId: file.projectId,
      uploadId: upload.id,
      revision: code,
      comment: opts.comment ?? '',
      createdBy: caller.id,
    })
    .catch((err: unknown) => {
      // Two people adding the same code at once: the index decides, the second is told as if it had looked.
      throw isUniqueViolation(err) ? conflict(MSG_FILES.revisionTaken) : err;
    });
  const { table } = FILE_KINDS[kind];
  await tx
    .update(table)
    .set({
      uploadId: upload.id,
      revision: code,
      revisionCount: sql`${table.revisionCount} + 1`,
      contentVector: null,
    })
    .where(eq(table.id, file.id));
  if (opts.audit !== false)
    await recordAudit(
      tx,
      { user: caller },
      fileFact('revision', kind === 'drawing' ? 'drawing' : 'constructionfile', file),
    );
  return code;
}

/** `POST …/revisions`: claims the caller's upload and makes it the file's next revision. */
export async function addRevision(
  ctx: AppContext,
  caller: UserRow,
  kind: FileKindName,
  file: FileRef,
  body: { url: string; revision?: string; comment?: string },
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const upload = await claimUpload(tx, caller, body.url, FILE_KINDS[kind].purpose, 'url');
    await addRevisionInTx(tx, caller, kind, file, upload, { revision: body.revision, comment: body.comment });
  });
  ctx.textQueue.nudge();
}
