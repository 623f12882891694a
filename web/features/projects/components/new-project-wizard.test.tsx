import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MSG_PROJECT } from '../../../../common/messages';
import { makeSession, makeUser } from '../../../test/fixtures';
import { jsonResponse, renderRoutes } from '../../../test/render';
import { calls, makeProject } from '../testing';
import { NewProjectWizard } from './new-project-wizard';

function setup(createAnswer: { status: number; body: unknown }) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname.endsWith('/taxonomies'))
      return jsonResponse({
        body: {
          name: 'x',
          values: url.searchParams.get('name') === 'sectors' ? ['Bostäder'] : ['Nybyggnad', 'Ombyggnad'],
        },
      });
    if (init?.method === 'POST') return jsonResponse(createAnswer);
    return jsonResponse({ body: {} });
  });
  vi.stubGlobal('fetch', fetchMock);
  const onClose = vi.fn();
  const view = renderRoutes(
    [
      { path: '/dashboard', element: <NewProjectWizard onClose={onClose} /> },
      { path: '/projekt/:projectId/oversikt', element: <p>Project page</p> },
    ],
    '/dashboard',
  );
  view.queryClient.setQueryData(['auth', 'session'], makeSession(makeUser()));
  return { ...view, fetchMock, onClose };
}

const next = (user: UserEvent) => user.click(screen.getByRole('button', { name: /Nästa/ }));

async function fillSteps(user: UserEvent) {
  await user.type(screen.getByLabelText(/Projektnamn/), 'Kv. Björken');
  await user.type(screen.getByLabelText(/Beskrivning/), 'Ny förskola');
  await next(user);
  await user.click(screen.getByRole('combobox', { name: /Projekttyp/ }));
  await user.click(await screen.findByRole('option', { name: 'Ombyggnad' }));
  await next(user);
}

describe('NewProjectWizard', () => {
  it('requires a name, then a type, before moving on', async () => {
    const user = userEvent.setup();
    const { fetchMock } = setup({ status: 201, body: makeProject() });
    await next(user);
    expect(await screen.findByText('Projektnamn är obligatoriskt')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Projektnamn/), 'Kv. Björken');
    await next(user);
    await next(user);
    expect(await screen.findByText('Projekttyp är obligatoriskt')).toBeInTheDocument();
    expect(calls(fetchMock).some((c) => c.method === 'POST')).toBe(false);
  });

  it('checks the budget and sends the project, then opens it', async () => {
    const user = userEvent.setup();
    const { fetchMock, onClose } = setup({ status: 201, body: makeProject({ _id: 'new1' }) });
    await fillSteps(user);
    await user.click(screen.getByRole('radio', { name: /Projektteam/ }));
    const budget = screen.getByLabelText('Budget');
    await user.type(budget, '0');
    await user.click(screen.getByRole('button', { name: /Skapa projekt/ }));
    expect(await screen.findByText('Budgeten måste vara ett positivt heltal')).toBeInTheDocument();
    await user.clear(budget);
    await user.type(budget, '2500000');
    expect(budget).toHaveValue('2 500 000 kr');
    await user.click(screen.getByRole('button', { name: /Skapa projekt/ }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const post = calls(fetchMock).find((c) => c.method === 'POST');
    expect(post?.path).toBe('/api/v1/project');
    expect(post?.body).toEqual({
      name: 'Kv. Björken',
      description: 'Ny förskola',
      type: 'Ombyggnad',
      sector: '',
      startDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      visibility: 'members',
      budget: 2_500_000,
    });
    expect(await screen.findByText('Project page')).toBeInTheDocument();
  });

  it('returns to the name when it is taken', async () => {
    const user = userEvent.setup();
    setup({ status: 409, body: { success: false, error: MSG_PROJECT.nameTaken, code: 'PROJECT_NAME_TAKEN' } });
    await fillSteps(user);
    await user.click(screen.getByRole('button', { name: /Skapa projekt/ }));
    expect(await screen.findAllByText('Det finns redan ett projekt med det namnet.')).not.toHaveLength(0);
    expect(screen.getByLabelText(/Projektnamn/)).toHaveValue('Kv. Björken');
    expect(screen.getByText('Projektet skapades inte')).toBeInTheDocument();
  });
});
