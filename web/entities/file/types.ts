import type { ConstructionFile, DrawingFile } from '../../../common/api/files';

export type { ConstructionFile, DrawingFile };

/** A row of either list: the entity as the list call answers it with `populate=project,organization`. */
export type AnyFile = ConstructionFile | DrawingFile;

export function isDrawing(file: AnyFile): file is DrawingFile {
  return 'drawingType' in file;
}

/** The type a row shows: its document type or its drawing type. */
export function typeOf(file: AnyFile): string {
  return isDrawing(file) ? file.drawingType : file.documentType;
}

export function projectOf(file: AnyFile): { id: string; name: string | null } {
  const project = file.project;
  if (typeof project === 'string') return { id: project, name: isDrawing(file) ? file.projectName || null : null };
  return { id: project._id, name: project.name };
}

export function organizationNameOf(file: AnyFile): string | null {
  return typeof file.organization === 'string' ? null : file.organization.name;
}

/** How the preview can show a file: in pdf.js, as an image, or not at all (DWG, DXF, IFC). */
export type PreviewKind = 'pdf' | 'image' | 'none';

export function previewKindOf(file: Pick<AnyFile, 'contentType' | 'name' | 'url'>): PreviewKind {
  if (!file.url) return 'none';
  const type = (file.contentType ?? '').toLowerCase();
  if (type === 'application/pdf') return 'pdf';
  if (type === 'image/png' || type === 'image/jpeg') return 'image';
  return 'none';
}

/** A short format label for a content type, e.g. "PDF", "DWG", "PNG". */
export function formatLabel(contentType: string | null): string | null {
  if (!contentType) return null;
  const known: Record<string, string> = {
    'application/pdf': 'PDF',
    'image/png': 'PNG',
    'image/jpeg': 'JPEG',
    'image/vnd.dwg': 'DWG',
    'image/vnd.dxf': 'DXF',
    'application/dxf': 'DXF',
    'application/x-step': 'IFC',
  };
  return known[contentType.toLowerCase()] ?? null;
}
