import { useQuery } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { makeUser } from '../../../test/fixtures';
import { createTestQueryClient, jsonResponse, renderRoutes } from '../../../test/render';
import { projectKeys } from '../../../entities/project/keys';
import type { ProjectDetail } from '../../../entities/project/types';
import { calls, makeActivity, makeProject } from '../../projects/testing';
import { ProjectActivities } from './project-activities';

function setup(answer: (method: string) => { status: number; body: unknown } = () => ({ status: 200, body: {} })) {
  const project = makeProject({
    activities: [
      makeActivity(),
      makeActivity({ _id: 'a2', name: 'Markarbeten', status: 'ongoing', deadline: '2020-01-10', keywords: ['mark'] }),
    ],
  });
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (url.includes('/project/p1')) return jsonResponse({ body: project });
    return jsonResponse(answer(init?.method ?? 'GET'));
  });
  vi.stubGlobal('fetch', fetchMock);
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(['auth', 'session'], makeUser());
  queryClient.setQueryData(projectKeys.detail('p1'), project);
  const view = renderRoutes(
    [{ path: '/projekt/:projectId/aktiviteter', element: <Board /> }],
    '/projekt/p1/aktiviteter',
    queryClient,
  );
  return { ...view, fetchMock };
}

/** Reads the project from the cache, as the tab page does, so mutations show up. */
function Board() {
  return <CachedProject render={(project) => <ProjectActivities project={project} />} />;
}

function CachedProject({ render }: { render: (project: ProjectDetail) => ReactNode }) {
  const { data } = useQuery<ProjectDetail>({
    queryKey: projectKeys.detail('p1'),
    queryFn: () => Promise.reject(new Error('Tests read the cache only')),
    enabled: false,
  });
  return data ? render(data) : null;
}

const column = (name: string) => screen.getByRole('region', { name });

describe('ProjectActivities', () => {
  it('shows the board by status, with the overdue deadline marked', () => {
    setup();
    expect(within(column('Att göra')).getByText('Bygglov')).toBeInTheDocument();
    expect(within(column('Pågående')).getByText('Markarbeten')).toBeInTheDocument();
    expect(within(column('Pågående')).getByText(/Försenad/)).toBeInTheDocument();
    expect(within(column('Avklarade')).getByText('Inget avklarat ännu')).toBeInTheDocument();
  });

  it('moves an activity to Pågående at once and sends only the new status', async () => {
    const user = userEvent.setup();
    const { fetchMock } = setup();
    await user.click(within(column('Att göra')).getByRole('button', { name: 'Åtgärder för Bygglov' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Flytta till Pågående' }));
    await waitFor(() => expect(within(column('Pågående')).getByText('Bygglov')).toBeInTheDocument());
    const put = calls(fetchMock).find((c) => c.method === 'PUT');
    expect(put).toMatchObject({ path: '/api/v1/activity/a1' });
    expect(put?.body).toEqual({ status: 'ongoing' });
  });

  it('edits in the view-and-edit modal, where a keyword is required and the status is sent', async () => {
    const user = userEvent.setup();
    const { fetchMock } = setup();
    await user.click(within(column('Att göra')).getByRole('button', { name: 'Bygglov' }));
    const dialog = await screen.findByRole('dialog', { name: 'Visa och redigera aktivitet' });
    const name = within(dialog).getByLabelText(/Namn/);
    await user.clear(name);
    await user.type(name, 'Bygglov och startbesked');
    await user.click(within(dialog).getByRole('combobox', { name: /^Nyckelord/ }));
    await user.keyboard('{Backspace}');
    await user.click(within(dialog).getByRole('button', { name: 'Spara aktivitet' }));
    expect(await within(dialog).findByText('Lägg till minst ett nyckelord')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('combobox', { name: /^Nyckelord/ }), 'myndighet{enter}');
    await user.click(within(dialog).getByRole('combobox', { name: /Status/ }));
    await user.click(await screen.findByRole('option', { name: 'Avklarade' }));
    await user.click(within(dialog).getByRole('button', { name: 'Spara aktivitet' }));
    await waitFor(() => expect(calls(fetchMock).some((c) => c.method === 'PUT')).toBe(true));
    expect(calls(fetchMock).find((c) => c.method === 'PUT')?.body).toEqual({
      name: 'Bygglov och startbesked',
      responsible: 'u1',
      deadline: '2099-05-01',
      description: 'Söka bygglov',
      keywords: ['myndighet'],
      status: 'done',
    });
  });

  it('says "Aktiviteten har inte tagits bort." when deleting fails', async () => {
    const user = userEvent.setup();
    setup((method) =>
      method === 'DELETE' ? { status: 500, body: { success: false, error: 'boom' } } : { status: 200, body: {} },
    );
    await user.click(within(column('Att göra')).getByRole('button', { name: 'Åtgärder för Bygglov' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Ta bort' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ta bort aktivitet' });
    await user.click(within(dialog).getByRole('button', { name: 'Ta bort aktivitet' }));
    expect(await screen.findByText('Aktiviteten har inte tagits bort.')).toBeInTheDocument();
  });

  it('says "Aktiviteten uppdaterades inte" and puts the card back when a move fails', async () => {
    const user = userEvent.setup();
    setup((method) =>
      method === 'PUT' ? { status: 500, body: { success: false, error: 'boom' } } : { status: 200, body: {} },
    );
    await user.click(within(column('Att göra')).getByRole('button', { name: 'Åtgärder för Bygglov' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Flytta till Pågående' }));
    expect(await screen.findByText(/Aktiviteten uppdaterades inte/)).toBeInTheDocument();
    await waitFor(() => expect(within(column('Att göra')).getByText('Bygglov')).toBeInTheDocument());
  });

  it('validates a new activity', async () => {
    const user = userEvent.setup();
    setup();
    await user.click(screen.getByRole('button', { name: 'Ny aktivitet' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ny aktivitet' });
    await user.click(within(dialog).getByRole('button', { name: 'Skapa aktivitet' }));
    expect(await within(dialog).findByText('Namn är obligatoriskt')).toBeInTheDocument();
    expect(within(dialog).getByText('Ansvarig är obligatoriskt')).toBeInTheDocument();
    expect(within(dialog).getByText('Deadline är obligatoriskt')).toBeInTheDocument();
    expect(within(dialog).getByText('Lägg till minst ett nyckelord')).toBeInTheDocument();
  });
});
