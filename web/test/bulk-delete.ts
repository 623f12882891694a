import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';
import { calls } from './fetch-calls';

interface BulkDelete {
  /** The header checkbox that selects every row on the page. */
  selectAll: string;
  /** The confirmation dialog's name, its confirm button, and the notice once deleted. */
  dialog: string;
  confirm: string;
  done: string;
  /** The bulk route and the ids it must be sent. */
  path: string;
  ids: string[];
}

/** Selects all rows of a list screen, deletes them through the confirmation and checks what was sent. */
export async function deleteAllSelected(
  user: UserEvent,
  fetchMock: { mock: { calls: unknown[][] } },
  { selectAll, dialog, confirm, done, path, ids }: BulkDelete,
) {
  await user.click(screen.getByRole('checkbox', { name: selectAll }));
  await user.click(await screen.findByRole('button', { name: 'Ta bort' }));
  const shown = await screen.findByRole('dialog', { name: dialog });
  await user.click(within(shown).getByRole('button', { name: confirm }));
  await waitFor(() => expect(calls(fetchMock).find((c) => c.path === path)?.body).toEqual({ ids }));
  expect(await screen.findByText(done)).toBeInTheDocument();
}
