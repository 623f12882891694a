import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderRoutes } from '../test/render';
import { SharedProjectFilesPage } from './shared-project-files-page';
import { SharedProjectPage } from './shared-project-page';

const routes = [
  {
    path: '/shared/projekt/:projectId',
    element: <SharedProjectPage />,
    children: [{ path: 'filer', element: <SharedProjectFilesPage /> }],
  },
];

describe('SharedProjectPage', () => {
  it('says a dead link is no longer valid and shows nothing of the project', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        jsonResponse({ status: 404, body: { success: false, error: 'This link is no longer valid.' } }),
      ),
    );
    renderRoutes(routes, '/shared/projekt/p1/filer?shareToken=dead');
    expect(await screen.findByText('Länken är inte längre giltig')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(document.head.querySelector('meta[name="referrer"]')?.getAttribute('content')).toBe('no-referrer');
  });

  it('shows the project and its files with the share token', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) =>
        String(input).includes('project_files')
          ? jsonResponse({
              body: {
                limit: 25,
                skip: 0,
                total: 1,
                result: [
                  {
                    _id: 'f1',
                    name: 'Kontrollplan PBL',
                    year: 2026,
                    documentType: 'Kontrollplan',
                    url: '/api/v1/constructionfile/f1/content?shareToken=ok',
                    project: { _id: 'p1', name: 'Kv. Björken' },
                    organization: { _id: 'o1', name: 'Skanska Demo' },
                    projectType: 'Nybyggnad',
                    size: 153_600,
                    contentType: 'application/pdf',
                    createdAt: '2026-01-15T10:00:00.000Z',
                  },
                ],
              },
            })
          : jsonResponse({
              body: {
                _id: 'p1',
                name: 'Kv. Björken',
                description: '',
                organization: { name: 'Skanska Demo' },
                logo: null,
              },
            }),
      ),
    );
    renderRoutes(routes, '/shared/projekt/p1/filer?shareToken=ok');
    expect(await screen.findByRole('heading', { name: 'Kv. Björken' })).toBeInTheDocument();
    expect(await screen.findByText('Kontrollplan PBL')).toBeInTheDocument();
    expect(screen.getByText('150 kB')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ladda ner Kontrollplan PBL' })).toBeInTheDocument();
    expect(screen.getByText('Visar 1–1 av 1')).toBeInTheDocument();
  });
});
