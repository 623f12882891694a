import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MSG } from '../../../../common/messages';
import { makeSession, makeUser } from '../../../test/fixtures';
import { jsonResponse, renderRoutes } from '../../../test/render';
import { deleteAllSelected } from '../../../test/bulk-delete';
import type { FileKind } from '../../../entities/file/kinds';
import { calls, makeDrawing, makeFile } from '../testing';
import { FileBrowser } from './file-browser';
import { PHONE_QUERY } from '../../../components/list-screen';

/** Whether a list filter asks for the caller's bookmarks only, at the top or inside `$and`. */
function onlyBookmarked(query: string | null): boolean {
  const filter = JSON.parse(query ?? '{}') as { bookmarked?: boolean; $and?: { bookmarked?: boolean }[] };
  return filter.bookmarked === true || Boolean(filter.$and?.some((part) => part.bookmarked === true));
}

function setup({
  kind = 'constructionfile' as FileKind,
  total = 2,
  status = 200,
  path = '/byggfiler',
  bookmarks = ['f2'],
  highlights = false,
  lowerBound = false,
} = {}) {
  const rows =
    kind === 'drawing'
      ? [makeDrawing()]
      : [
          makeFile(),
          makeFile({
            _id: 'f2',
            name: 'Protokoll 3',
            url: null,
            size: null,
            abilities: { update: false, delete: false },
          }),
        ];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const distinct = url.searchParams.get('distinct');
    if (distinct) return jsonResponse({ body: distinct === 'documentType' ? ['Protokoll', 'Kontrollplan'] : [] });
    if (url.pathname.endsWith('/delete_files_bulk')) return jsonResponse({ body: { success: true, deletedCount: 1 } });
    if (init?.method === 'PATCH') {
      const { files = [] } = JSON.parse(String(init.body)) as { files?: string[] };
      const adding = url.searchParams.get('action') === 'addBookmarks';
      bookmarks = adding ? [...bookmarks, ...files] : bookmarks.filter((id) => !files.includes(id));
      return jsonResponse({ body: { projects: [], files: bookmarks } });
    }
    if (url.pathname === '/api/v1/project')
      return jsonResponse({ body: { limit: 500, skip: 0, total: 0, result: [] } });
    if (status !== 200)
      return jsonResponse({ status, body: { success: false, error: MSG.notOrgMember, code: 'NOT_ORG_MEMBER' } });
    const mine = onlyBookmarked(url.searchParams.get('query'));
    const searched = highlights && url.searchParams.get('search');
    const result = (mine ? rows.filter((row) => bookmarks.includes(row._id)) : rows).map((row) => ({
      ...row,
      bookmarked: bookmarks.includes(row._id),
      ...(searched
        ? {
            highlights: [
              { field: 'name', text: `${row.name.replace('Plan', '«Plan»')}` },
              { field: 'info', text: 'Skala «1:100»' },
            ],
          }
        : {}),
    }));
    const count = mine ? result.length : total;
    return jsonResponse({
      body: {
        limit: 50,
        skip: Number(url.searchParams.get('skip')),
        total: count,
        ...(lowerBound ? { totalIsLowerBound: true } : {}),
        result,
      },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  const view = renderRoutes([{ path: '/:page', element: <FileBrowser kind={kind} canUpload /> }], path);
  view.queryClient.setQueryData(['auth', 'session'], makeSession(makeUser()));
  const listPath = kind === 'drawing' ? '/api/v1/drawingfile' : '/api/v1/constructionfile';
  const listCalls = () =>
    calls(fetchMock).filter((c) => c.path === listPath && !c.params.distinct && c.method === 'GET');
  const lastQuery = () => JSON.parse(listCalls().at(-1)?.params.query ?? '{}') as unknown;
  return { ...view, fetchMock, listCalls, lastQuery };
}

describe('FileBrowser', () => {
  it('shows cards on a phone, each with its actions, and the filters behind one button', async () => {
    const wide = window.matchMedia;
    window.matchMedia = (query: string) => ({ ...wide(query), matches: query === PHONE_QUERY });
    try {
      const user = userEvent.setup();
      setup();
      // The cards' code loads when first shown; the first load in a run is transformed on demand.
      const list = await screen.findByRole('list', { name: 'Byggfiler' }, { timeout: 15_000 });
      const cards = within(list).getAllByRole('listitem');
      expect(cards).toHaveLength(2);
      expect(within(cards[0] as HTMLElement).getByRole('button', { name: 'Kontrollplan PBL' })).toBeInTheDocument();
      expect(within(cards[0] as HTMLElement).getByText('Rev. A')).toBeInTheDocument();
      expect(
        within(cards[0] as HTMLElement).getByRole('button', { name: 'Fler åtgärder för Kontrollplan PBL' }),
      ).toBeInTheDocument();
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      // Rows or grid is a choice for wider screens; the filters wait behind their button.
      expect(screen.queryByRole('radiogroup', { name: 'Visa som' })).not.toBeInTheDocument();
      expect(screen.queryByRole('combobox', { name: 'Dokumenttyp' })).not.toBeInTheDocument();
      await user.click(await screen.findByRole('button', { name: 'Filter' }));
      expect(screen.getByRole('combobox', { name: 'Dokumenttyp' })).toBeInTheDocument();
    } finally {
      window.matchMedia = wide;
    }
  });

  it('lists newest first, 50 a page, without a filter, with the total', async () => {
    const { listCalls, queryClient } = setup({ total: 1_000_000 });
    expect(await screen.findByRole('button', { name: 'Kontrollplan PBL' })).toBeInTheDocument();
    // docs/product.md point 4: the unfiltered pages are cached under NO_FILTER, per page slice.
    const key = ['files', 'constructionfile', 'list', 'NO_FILTER', '', '-createdAt -name', 0, 50];
    expect(queryClient.getQueryData(key)).toMatchObject({ total: 1_000_000 });
    expect(listCalls()[0]?.params).toEqual({
      sort: '-createdAt -name',
      skip: '0',
      limit: '50',
      populate: 'project,organization',
    });
    expect(screen.getByText(/^Visar 1–50 av 1\s000\s000$/)).toBeInTheDocument();
    expect(screen.getByText('Saknar fil')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Kv. Björken' })[0]).toHaveAttribute('href', '/projekt/p1');
  });

  it('sends the search as search= (debounced) beside the filters, and keeps them in the URL', async () => {
    const user = userEvent.setup();
    const { lastQuery, listCalls, router } = setup();
    await screen.findByRole('button', { name: 'Kontrollplan PBL' });
    await user.type(screen.getByRole('searchbox', { name: 'Sök byggfiler' }), 'Möte (3');
    await waitFor(() => expect(listCalls().at(-1)?.params.search).toBe('Möte (3'));
    expect(lastQuery()).toEqual({});
    expect(listCalls().length).toBeLessThan(4);
    await user.click(screen.getByRole('combobox', { name: 'Dokumenttyp' }));
    await user.click(await screen.findByRole('option', { name: 'Protokoll' }));
    await waitFor(() => expect(lastQuery()).toEqual({ documentType: 'Protokoll' }));
    expect(listCalls().at(-1)?.params.search).toBe('Möte (3');
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      q: 'Möte (3',
      type: 'Protokoll',
    });
  });

  it('reads its filters from the URL', async () => {
    const { lastQuery } = setup({ path: '/byggfiler?ptype=Nybyggnad&project=p9&page=3&size=25' });
    await screen.findByRole('button', { name: 'Kontrollplan PBL' });
    expect(lastQuery()).toEqual({ $and: [{ projectType: 'Nybyggnad' }, { project: 'p9' }] });
  });

  it('sorts by a column header and pages', async () => {
    const user = userEvent.setup();
    const { listCalls } = setup({ total: 120 });
    await screen.findByRole('button', { name: 'Kontrollplan PBL' });
    await user.click(screen.getByRole('button', { name: 'Namn' }));
    await waitFor(() => expect(listCalls().at(-1)?.params.sort).toBe('name'));
    expect(screen.getByRole('columnheader', { name: /Namn/ })).toHaveAttribute('aria-sort', 'ascending');
    // The next page is fetched before it is asked for, so paging answers at once.
    await waitFor(() => expect(listCalls().map((c) => [c.params.sort, c.params.skip])).toContainEqual(['name', '50']));
    await user.click(screen.getByRole('button', { name: 'Sida 2' }));
    await waitFor(() => expect(listCalls().at(-1)?.params).toMatchObject({ skip: '100', sort: 'name' }));
  });

  it('searches drawings, and shows where the words were found', async () => {
    const user = userEvent.setup();
    const { listCalls } = setup({ kind: 'drawing', path: '/ritningar', highlights: true });
    await screen.findByRole('button', { name: 'A-40-1-001 Plan 1' });
    await user.type(screen.getByRole('searchbox', { name: 'Sök ritningar' }), 'plan');
    await waitFor(() => expect(listCalls().at(-1)?.params.search).toBe('plan'));
    const mark = await screen.findByText('Plan', { selector: 'mark' });
    expect(mark.closest('button')).toHaveAccessibleName('A-40-1-001 Plan 1');
    expect(screen.getByText('Information:')).toBeInTheDocument();
    expect(screen.getByText('1:100', { selector: 'mark' })).toBeInTheDocument();
  });

  it('says "10 000+" when the server counted no further', async () => {
    setup({ total: 10_000, lowerBound: true });
    await screen.findByRole('button', { name: 'Kontrollplan PBL' });
    expect(screen.getByText(/^Visar 1–50 av 10\s000\+$/)).toBeInTheDocument();
  });

  it('bookmarks a file at once', async () => {
    const user = userEvent.setup();
    const { fetchMock } = setup();
    await screen.findByRole('button', { name: 'Kontrollplan PBL' });
    await user.click(screen.getByRole('button', { name: 'Bokmärk Kontrollplan PBL' }));
    expect(await screen.findByRole('button', { name: 'Ta bort bokmärket för Kontrollplan PBL' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(calls(fetchMock).find((c) => c.method === 'PATCH')).toMatchObject({
      path: '/api/v1/user/u1',
      params: { action: 'addBookmarks' },
      body: { files: ['f1'] },
    });
  });

  it('lists only the bookmarked files, with the other filters, from page 1, in the URL and the cache key', async () => {
    const user = userEvent.setup();
    const { lastQuery, router, queryClient } = setup({ path: '/byggfiler?type=Protokoll&page=2', total: 120 });
    await screen.findByRole('button', { name: 'Kontrollplan PBL' });
    await user.click(screen.getByRole('checkbox', { name: 'Bokmärkta' }));
    await waitFor(() => expect(lastQuery()).toEqual({ $and: [{ documentType: 'Protokoll' }, { bookmarked: true }] }));
    expect(await screen.findByText('Protokoll 3')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Kontrollplan PBL' })).not.toBeInTheDocument();
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      type: 'Protokoll',
      bookmarked: '1',
    });
    const filter = JSON.stringify({ $and: [{ documentType: 'Protokoll' }, { bookmarked: true }] });
    expect(
      queryClient.getQueryData(['files', 'constructionfile', 'list', filter, '', '-createdAt -name', 0, 50]),
    ).toMatchObject({ total: 1 });
  });

  it('drops a file from the bookmarked list when its bookmark is removed', async () => {
    const user = userEvent.setup();
    const { lastQuery, fetchMock } = setup({ path: '/byggfiler?bookmarked=1', bookmarks: ['f1', 'f2'] });
    await screen.findByRole('button', { name: 'Kontrollplan PBL' });
    expect(lastQuery()).toEqual({ bookmarked: true });
    const lists = () => calls(fetchMock).filter((c) => c.path === '/api/v1/constructionfile').length;
    const before = lists();
    await user.click(screen.getByRole('button', { name: 'Ta bort bokmärket för Kontrollplan PBL' }));
    // The same filter asks again once the server has the change.
    await waitFor(() => expect(lists()).toBeGreaterThan(before));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Kontrollplan PBL' })).not.toBeInTheDocument());
    expect(screen.getByText('Protokoll 3')).toBeInTheDocument();
  });

  it('explains how to bookmark when nothing is bookmarked, and leads back to all files', async () => {
    const user = userEvent.setup();
    const { lastQuery, router } = setup({ path: '/byggfiler?bookmarked=1', bookmarks: [] });
    expect(await screen.findByText('Inga bokmärkta byggfiler')).toBeInTheDocument();
    expect(screen.getByText('Markera en byggfil med stjärnan så hittar du den snabbt här.')).toBeInTheDocument();
    expect(lastQuery()).toEqual({ bookmarked: true });
    await user.click(screen.getByRole('button', { name: 'Visa alla byggfiler' }));
    expect(await screen.findByRole('button', { name: 'Kontrollplan PBL' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it('deletes the selected files after confirmation; only deletable rows can be selected', async () => {
    const user = userEvent.setup();
    const { fetchMock } = setup();
    await screen.findByRole('button', { name: 'Kontrollplan PBL' });
    expect(screen.queryByRole('checkbox', { name: 'Markera Protokoll 3' })).not.toBeInTheDocument();
    await deleteAllSelected(user, fetchMock, {
      selectAll: 'Markera alla byggfiler på sidan',
      dialog: 'Ta bort 1 byggfil?',
      confirm: 'Ta bort filen',
      done: '1 byggfil har tagits bort',
      path: '/api/v1/delete_files_bulk',
      ids: ['f1'],
    });
  });

  it('sends a user without an organization to My organization', async () => {
    setup({ status: 403 });
    expect(await screen.findByRole('link', { name: 'Gå till Min organisation' })).toHaveAttribute(
      'href',
      '/my-organization',
    );
  });
});
