import { DEFAULT_MAX_UPLOAD_MB } from '../../../../../common/limits';
import type { FileMessageKey } from '../../api/errors';
import { KINDS, type FileKind } from '../../../../entities/file/kinds';

/** The built-in limit, used until the server's own (`GET public/limits`) has answered. */
export const MAX_UPLOAD_BYTES = DEFAULT_MAX_UPLOAD_MB * 1024 * 1024;

/**
 * The limit as the drop zone names it, exact and in sv-SE digits: "512 MB", "1 536 MB", "2 GB". Whole
 * gigabytes read better as GB; anything else stays in MB so the number is never rounded.
 */
export function formatUploadLimit(maxUploadMb: number): string {
  const number = new Intl.NumberFormat('sv-SE', { maximumFractionDigits: 0 });
  return maxUploadMb >= 1024 && maxUploadMb % 1024 === 0
    ? `${number.format(maxUploadMb / 1024)} GB`
    : `${number.format(maxUploadMb)} MB`;
}

export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 ? fileName.slice(dot + 1).toLowerCase() : '';
}

/**
 * "Ritning A-01.final.pdf" → "Ritning A-01.final", "Teknisk_beskrivning_K1.pdf" → "Teknisk beskrivning K1": the
 * name a new file starts with. Underscores stand for spaces in file names, not in what people read; a run of
 * them (or of spaces) is one space.
 */
export function nameFromFile(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  const base = dot > 0 ? fileName.slice(0, dot) : fileName;
  const spaced = base.replace(/[_\s]+/g, ' ').trim();
  return (spaced || base.trim()).slice(0, 255);
}

/** The `accept` attribute of the file picker. */
export function acceptAttribute(kind: FileKind): string {
  const { extensions, mimeTypes } = KINDS[kind].accept;
  return [...extensions.map((extension) => `.${extension}`), ...mimeTypes].join(',');
}

/**
 * The server's checks, mirrored to answer at once: empty, too large, or a type the kind does not take
 * (by extension or the browser's MIME hint). The server still reads the content and decides.
 */
export function checkFile(kind: FileKind, file: File, maxBytes = MAX_UPLOAD_BYTES): FileMessageKey | null {
  if (file.size === 0) return 'emptyFile';
  if (file.size > maxBytes) return 'tooLarge';
  const { extensions, mimeTypes } = KINDS[kind].accept;
  const known = extensions.includes(extensionOf(file.name)) || mimeTypes.includes(file.type.toLowerCase());
  if (!known) return kind === 'constructionfile' ? 'notPdf' : 'wrongType';
  return null;
}
