/** Test data and helpers for the files feature (used by its tests only). */
import { apiPath, FILE_PATHS } from '../../../common/api/paths';
import { buildUrl } from '../../lib/api-client';
import type { ConstructionFile, DrawingFile } from '../../entities/file/types';
export { calls } from '../../test/fetch-calls';

const ABILITIES = { update: true, delete: true };

export function makeFile(overrides: Partial<ConstructionFile> = {}): ConstructionFile {
  return {
    _id: 'f1',
    name: 'Kontrollplan PBL',
    year: 2026,
    documentType: 'Kontrollplan',
    url: buildUrl(apiPath(FILE_PATHS.constructionFileContent, { id: 'f1' })),
    project: { _id: 'p1', name: 'Kv. Björken' },
    organization: { _id: 'o1', name: 'Skanska Demo' },
    projectType: 'Nybyggnad',
    size: 153_600,
    contentType: 'application/pdf',
    textStatus: 'done',
    status: 'published',
    revision: 'A',
    revisionCount: 1,
    revisedAt: '2026-01-15T10:00:00.000Z',
    thumbnail: null,
    bookmarked: false,
    createdAt: '2026-01-15T10:00:00.000Z',
    abilities: ABILITIES,
    reviewDecision: null,
    ...overrides,
  };
}

export function makeDrawing(overrides: Partial<DrawingFile> = {}): DrawingFile {
  return {
    _id: 'd1',
    name: 'A-40-1-001 Plan 1',
    drawingType: 'A-ritning',
    info: 'Fasad mot väster',
    drawingNumber: 'A-40-1-001',
    scale: '1:100',
    url: buildUrl(apiPath(FILE_PATHS.drawingContent, { id: 'd1' })),
    project: 'p1',
    projectName: 'Kv. Björken',
    organization: { _id: 'o1', name: 'Skanska Demo' },
    size: 2048,
    contentType: 'image/png',
    textStatus: null,
    status: 'published',
    revision: 'B',
    revisionCount: 2,
    revisedAt: '2026-02-03T09:30:00.000Z',
    thumbnail: null,
    bookmarked: false,
    createdAt: '2026-01-15T10:00:00.000Z',
    abilities: ABILITIES,
    reviewDecision: null,
    ...overrides,
  };
}

export function pdf(name = 'Bygglov.pdf', size = 1024): File {
  return new File([new Uint8Array(size)], name, { type: 'application/pdf', lastModified: Date.UTC(2025, 4, 1) });
}
