import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderPage } from '../../../test/render';
import { calls, makeProject } from '../testing';
import { ProjectBudget } from './project-budget';

function setup(answer: { status: number; body: unknown }, overrides = {}) {
  const fetchMock = vi.fn(async () => jsonResponse(answer));
  vi.stubGlobal('fetch', fetchMock);
  renderPage(<ProjectBudget project={makeProject(overrides)} />, '/projekt/p1/budget');
  return fetchMock;
}

describe('ProjectBudget', () => {
  it('shows the budget in kronor', () => {
    setup({ status: 200, body: {} });
    expect(screen.getByTestId('budget-amount').textContent?.replace(/\s/g, ' ')).toBe('1 250 000 kr');
    expect(screen.getByLabelText('Budget')).toHaveValue('1 250 000 kr');
  });

  it('accepts only a positive whole number', async () => {
    const user = userEvent.setup();
    const fetchMock = setup({ status: 200, body: makeProject() });
    const input = screen.getByLabelText('Budget');
    await user.clear(input);
    await user.type(input, '0');
    await user.click(screen.getByRole('button', { name: /Spara ändringar/ }));
    expect(await screen.findByText('Budgeten måste vara ett positivt heltal')).toBeInTheDocument();
    // Decimals and minus signs cannot even be typed.
    await user.clear(input);
    await user.type(input, '-12,5');
    expect(input).toHaveValue('125 kr');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('saves the amount and the notes', async () => {
    const user = userEvent.setup();
    const fetchMock = setup({ status: 200, body: makeProject({ budget: 3_400_000 }) });
    const input = screen.getByLabelText('Budget');
    await user.clear(input);
    await user.type(input, '3400000');
    await user.type(screen.getByLabelText('Anteckningar om budgeten'), ' och index');
    await user.click(screen.getByRole('button', { name: /Spara ändringar/ }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(calls(fetchMock)[0]).toMatchObject({
      method: 'PUT',
      path: '/api/v1/project/p1',
      body: { budget: 3_400_000, budgetNotes: 'Reserv 8 % och index' },
    });
    expect(await screen.findByText('Budgeten har sparats')).toBeInTheDocument();
  });

  it('says "Couldn\'t update budget" in the user\'s language when saving fails', async () => {
    const user = userEvent.setup();
    setup({ status: 500, body: { success: false, error: 'boom' } });
    const input = screen.getByLabelText('Budget');
    await user.clear(input);
    await user.type(input, '99');
    await user.click(screen.getByRole('button', { name: /Spara ändringar/ }));
    expect(await screen.findByText('Budgeten kunde inte uppdateras')).toBeInTheDocument();
  });

  it('is read-only for those who may not change the project', () => {
    setup(
      { status: 200, body: {} },
      { abilities: { update: false, delete: false, manageContent: true, share: false } },
    );
    expect(screen.getByLabelText('Budget')).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: /Spara ändringar/ })).not.toBeInTheDocument();
  });
});
