import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../../lib/i18n';
import { jsonResponse, renderPage } from '../../../test/render';
import type { SharedFile } from '../api/sharing';
import { FilePreview, Thumbnail } from '../../files';
import { SharedFiles } from './shared-files';

function file(overrides: Partial<SharedFile>): SharedFile {
  return {
    _id: '11111111-1111-4111-8111-111111111111',
    name: 'Bygglov.pdf',
    year: 2026,
    documentType: 'Bygglov',
    url: '/constructionfile/11111111-1111-4111-8111-111111111111/content',
    project: 'p1',
    organization: 'o1',
    projectType: 'Nybyggnad',
    size: 2048,
    contentType: 'application/pdf',
    textStatus: 'done',
    status: 'published',
    revision: 'A',
    revisionCount: 1,
    revisedAt: '2026-01-15T10:00:00.000Z',
    thumbnail: null,
    createdAt: '2026-01-15T10:00:00.000Z',
    ...overrides,
  };
}

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('sv');
});

describe('SharedFiles', () => {
  it('marks a register entry still waiting for its file, as the main lists do', async () => {
    await i18n.changeLanguage('sv');
    const files = [
      file({}),
      file({ _id: '22222222-2222-4222-8222-222222222222', name: 'Kontrollplan', url: null, size: null }),
    ];
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ body: { limit: 25, skip: 0, total: files.length, result: files } })),
    );
    renderPage(<SharedFiles token="tok" projectId="p1" parts={{ Thumbnail, FilePreview }} />);
    const waiting = (await screen.findByText('Kontrollplan')).closest('tr') as HTMLElement;
    expect(within(waiting).getByText('Saknar fil')).toBeInTheDocument();
    expect(within(waiting).getByRole('button', { name: 'Ladda ner Kontrollplan' })).toBeDisabled();
    const whole = screen.getByText('Bygglov.pdf').closest('tr') as HTMLElement;
    expect(within(whole).queryByText('Saknar fil')).not.toBeInTheDocument();
    expect(within(whole).getByText(/2 kB|2,0 kB/)).toBeInTheDocument();
  });
});
