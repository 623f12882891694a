import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ImportAnswer } from '../../../common/api/import';
import { ApiRequestError } from '../../lib/api-client';
import i18n from '../../lib/i18n';
import { createTestQueryClient, renderRoutes } from '../../test/render';
import { projectKeys } from '../../entities/project/keys';
import { ImportModal } from './import-modal';
import type { ImportUploader } from './upload-import';

const answer: ImportAnswer = {
  success: true,
  message: 'Projects imported',
  outcome: 'all',
  imported: 2,
  skipped: 0,
  failed: 0,
  importedRows: [1, 2],
  validationErrors: [],
  writeErrors: [],
  organizationErrors: [],
  errorCounts: { validationErrors: 0, writeErrors: 0, organizationErrors: 0 },
  headers: {},
};

function setup(uploader: ImportUploader) {
  const queryClient = createTestQueryClient();
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  renderRoutes(
    [{ path: '/', element: <ImportModal importType="projects" opened onClose={vi.fn()} uploader={uploader} /> }],
    '/',
    queryClient,
  );
  return { invalidate };
}

async function uploadCsv() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Nästa' }));
  const file = new File(['name;type;startDate\nA;Nybyggnad;2026-01-01\n'], 'projekt.csv', { type: 'text/csv' });
  await user.upload(screen.getByTestId('upload-input'), file);
  await user.click(screen.getByRole('button', { name: 'Starta import' }));
}

describe('ImportModal', () => {
  it('documents the columns, uploads, shows the result and refreshes the project lists', async () => {
    await i18n.changeLanguage('sv');
    const uploader = vi.fn<ImportUploader>(async ({ onProgress, onUploaded }) => {
      onProgress?.(50, 100);
      onUploaded?.();
      return answer;
    });
    const { invalidate } = setup(uploader);
    expect(await screen.findByRole('table', { name: 'Kolumner' })).toHaveTextContent('startdatum, start');
    await uploadCsv();
    expect(await screen.findByText('Projekten importerades')).toBeInTheDocument();
    expect(uploader.mock.calls[0]?.[0]).toMatchObject({ importType: 'projects' });
    await waitFor(() => expect(invalidate).toHaveBeenCalledWith({ queryKey: projectKeys.all }));
  });

  it("shows the server's text for a refused file", async () => {
    await i18n.changeLanguage('sv');
    const uploader = vi.fn<ImportUploader>(async () => {
      throw new ApiRequestError({
        status: 400,
        message: 'Missing columns: type, startDate',
        serverError: 'Missing columns: type, startDate',
      });
    });
    setup(uploader);
    await uploadCsv();
    expect(await screen.findByRole('alert')).toHaveTextContent('Missing columns: type, startDate');
  });
});
