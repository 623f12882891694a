import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { UploadAnswer } from '../../../../common/api/upload';
import { jsonResponse, renderRoutes } from '../../../test/render';
import type { Uploader } from '../api/uploader';
import { UploaderContext } from '../api/uploader-context';
import type { AnyFile } from '../../../entities/file/types';
import { calls, makeDrawing, makeFile, pdf } from '../testing';
import { EditFileModal } from './edit-file-modal';

function setup(file: AnyFile = makeFile(), status = 200) {
  const upload = vi.fn<Uploader>(async ({ file: chosen }): Promise<UploadAnswer> => ({
    success: true,
    url: '/api/v1/uploads/new',
    fileName: chosen.name,
    size: chosen.size,
    contentType: 'application/pdf',
  }));
  const onClose = vi.fn();
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    if (init?.method === 'PATCH')
      return status === 200
        ? jsonResponse({ body: file })
        : jsonResponse({ status, body: { success: false, error: 'File not updated', code: 'FILE_NOT_UPDATED' } });
    return jsonResponse({ body: String(input).includes('documentType') ? ['Bygglov', 'Protokoll'] : [] });
  });
  vi.stubGlobal('fetch', fetchMock);
  renderRoutes(
    [
      {
        path: '/',
        element: (
          <UploaderContext value={upload}>
            <EditFileModal
              kind={'drawingType' in file ? 'drawing' : 'constructionfile'}
              file={file}
              onClose={onClose}
            />
          </UploaderContext>
        ),
      },
    ],
    '/',
  );
  const patches = () => calls(fetchMock).filter((c) => c.method === 'PATCH');
  return { upload, onClose, patches };
}

describe('EditFileModal', () => {
  it('refuses an empty name ("Filename cannot be empty.")', async () => {
    const user = userEvent.setup();
    const { patches } = setup();
    await user.clear(await screen.findByRole('textbox', { name: 'Namn' }));
    await user.click(screen.getByRole('button', { name: 'Spara ändringar' }));
    expect(await screen.findByText('Filnamnet får inte vara tomt.')).toBeInTheDocument();
    expect(patches()).toEqual([]);
  });

  it('says an emptied name is missing as it is typed, before saving', async () => {
    const user = userEvent.setup();
    const { patches } = setup();
    await user.clear(await screen.findByRole('textbox', { name: 'Namn' }));
    expect(await screen.findByText('Filnamnet får inte vara tomt.')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Namn' }), 'Bygglov');
    expect(screen.queryByText('Filnamnet får inte vara tomt.')).not.toBeInTheDocument();
    expect(patches()).toEqual([]);
  });

  it('says a year out of range as it is typed, and saves nothing', async () => {
    const user = userEvent.setup();
    const { patches } = setup();
    const year = await screen.findByRole('textbox', { name: 'År' });
    await user.clear(year);
    await user.type(year, '3000');
    expect(await screen.findByText('År måste vara mellan 1800 och 2200')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Spara ändringar' }));
    expect(patches()).toEqual([]);
    await user.clear(year);
    await user.type(year, '2025');
    expect(screen.queryByText('År måste vara mellan 1800 och 2200')).not.toBeInTheDocument();
  });

  it('sends only what changed', async () => {
    const user = userEvent.setup();
    const { patches, onClose } = setup();
    const name = await screen.findByRole('textbox', { name: 'Namn' });
    await user.clear(name);
    await user.type(name, 'Kontrollplan PBL rev 2 ');
    await user.clear(screen.getByRole('textbox', { name: 'År' }));
    await user.type(screen.getByRole('textbox', { name: 'År' }), '2027');
    await user.click(screen.getByRole('button', { name: 'Spara ändringar' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(patches()).toEqual([
      expect.objectContaining({
        path: '/api/v1/constructionfile/f1',
        body: { name: 'Kontrollplan PBL rev 2', year: 2027 },
      }),
    ]);
  });

  it('replaces the content: uploads the new file, then PATCHes its url', async () => {
    const user = userEvent.setup();
    const { patches, upload } = setup();
    await screen.findByRole('textbox', { name: 'Namn' });
    const input = document.querySelector<HTMLInputElement>('input[type=file]');
    if (!input) throw new Error('no file input');
    await user.upload(input, pdf('Kontrollplan rev 3.pdf'));
    expect(await screen.findByText('Kontrollplan rev 3.pdf')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Spara ändringar' }));
    await waitFor(() => expect(patches()).toHaveLength(1));
    expect(upload).toHaveBeenCalledWith(expect.objectContaining({ purpose: 'constructionfile' }));
    expect(patches()[0]?.body).toEqual({ url: '/api/v1/uploads/new' });
  });

  it('sends the new content again with overwrite=true when saving is tried again', async () => {
    const user = userEvent.setup();
    const { patches, upload } = setup(makeFile(), 500);
    await screen.findByRole('textbox', { name: 'Namn' });
    const input = document.querySelector<HTMLInputElement>('input[type=file]');
    if (!input) throw new Error('no file input');
    await user.upload(input, pdf('Kontrollplan rev 3.pdf'));
    await user.click(screen.getByRole('button', { name: 'Spara ändringar' }));
    await screen.findByRole('alert');
    await user.click(screen.getByRole('button', { name: 'Spara ändringar' }));
    await waitFor(() => expect(patches()).toHaveLength(2));
    // The first upload was never claimed by the file: the second takes its place on the server.
    expect(upload.mock.calls.map(([request]) => request.overwrite)).toEqual([false, true]);
  });

  it('edits drawing type and info of a drawing, and shows a refusal in place', async () => {
    const user = userEvent.setup();
    const { patches, onClose } = setup(makeDrawing(), 400);
    const info = await screen.findByRole('textbox', { name: 'Information' });
    await user.clear(info);
    await user.type(info, 'Rev C');
    await user.click(screen.getByRole('button', { name: 'Spara ändringar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Filen uppdaterades inte');
    expect(patches()[0]).toMatchObject({ path: '/api/v1/drawingfile/d1', body: { info: 'Rev C' } });
    expect(onClose).not.toHaveBeenCalled();
  });
});
