/**
 * What a file really is, from its first bytes — never from its name or the browser's word. Each purpose
 * accepts a fixed set of kinds (docs/api.md point 5 "Files").
 */
export type FileKind = 'pdf' | 'png' | 'jpeg' | 'webp' | 'dwg' | 'dxf' | 'ifc';

export const CONTENT_TYPES: Record<FileKind, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  dwg: 'image/vnd.dwg',
  dxf: 'image/vnd.dxf',
  ifc: 'application/x-step',
};

export const PURPOSE_KINDS = {
  constructionfile: ['pdf'],
  drawing: ['pdf', 'dwg', 'dxf', 'ifc', 'png', 'jpeg'],
  logo: ['png', 'jpeg', 'webp'],
} as const satisfies Record<string, readonly FileKind[]>;
export type UploadPurpose = keyof typeof PURPOSE_KINDS;

/** Bytes needed to decide. */
export const SNIFF_BYTES = 64;

export function sniffKind(head: Buffer): FileKind | null {
  const ascii = head.toString('latin1');
  if (ascii.startsWith('%PDF-')) return 'pdf';
  if (head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpeg';
  if (ascii.startsWith('RIFF') && ascii.slice(8, 12) === 'WEBP') return 'webp';
  if (/^AC10[0-3][0-9]/.test(ascii)) return 'dwg';
  if (ascii.startsWith('ISO-10303-21;')) return 'ifc';
  // ASCII DXF starts with group code 0 and SECTION, with free whitespace; binary DXF has its own sentinel.
  if (/^\s*0\s*\r?\n\s*SECTION/.test(ascii) || ascii.startsWith('AutoCAD Binary DXF')) return 'dxf';
  return null;
}
