import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { UploadAnswer } from '../../../../common/api/upload';
import i18n from '../../../lib/i18n';
import { makeUser } from '../../../test/fixtures';
import { jsonResponse, renderRoutes } from '../../../test/render';
import { UploadTimeoutError, type Uploader } from '../api/uploader';
import { UploaderContext } from '../api/uploader-context';
import type { FileKind } from '../../../entities/file/kinds';
import { calls, makeFile, pdf } from '../testing';
import { UploadModal } from './upload-modal';

const answer = (name: string): UploadAnswer => ({
  success: true,
  url: `/api/v1/uploads/${name}`,
  fileName: name,
  size: 1024,
  contentType: 'application/pdf',
});

/** An uploader whose first attempt stalls (the modal's time-out) and whose later ones succeed. */
function timesOutOnce(): Uploader {
  let attempt = 0;
  return async ({ file }) => {
    attempt += 1;
    if (attempt === 1) throw new UploadTimeoutError('Upload timed out');
    return answer(file.name);
  };
}

function setup({
  uploader,
  kind = 'constructionfile' as FileKind,
  createFailures = 0,
  maxUploadMb = 512 as number | 'pending',
}: { uploader?: Uploader; kind?: FileKind; createFailures?: number; maxUploadMb?: number | 'pending' } = {}) {
  let failures = createFailures;
  const upload = vi.fn<Uploader>(
    uploader ?? (async ({ file, onProgress }) => (onProgress?.(1024, 1024), answer(file.name))),
  );
  const onClose = vi.fn();
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname.endsWith('/documentType')) return jsonResponse({ body: ['Bygglov', 'Kontrollplan'] });
    if (url.pathname === '/api/v1/public/limits')
      return maxUploadMb === 'pending'
        ? new Promise<Response>(() => undefined)
        : jsonResponse({ body: { maxUploadMb } });
    if (init?.method === 'POST' && failures > 0) {
      failures -= 1;
      return jsonResponse({ status: 500, body: { success: false, error: 'boom' } });
    }
    if (init?.method === 'POST') return jsonResponse({ status: 201, body: makeFile() });
    return jsonResponse({ body: [] });
  });
  vi.stubGlobal('fetch', fetchMock);
  const view = renderRoutes(
    [
      {
        path: '/',
        element: (
          <UploaderContext value={upload}>
            <UploadModal kind={kind} opened onClose={onClose} projectId="p1" />
          </UploaderContext>
        ),
      },
    ],
    '/',
  );
  view.queryClient.setQueryData(['auth', 'session'], makeUser());
  const add = (...files: File[]) => fireEvent.change(screen.getByTestId('upload-input'), { target: { files } });
  const creates = () => calls(fetchMock).filter((c) => c.method === 'POST');
  /** The overwrite flag of each upload, in the order they were sent. */
  const overwrites = () => upload.mock.calls.map(([request]) => [request.file.name, request.overwrite]);
  return { ...view, upload, onClose, add, creates, overwrites };
}

describe('UploadModal', () => {
  it('asks for a file before saving ("Please select a file")', async () => {
    const user = userEvent.setup();
    setup();
    await user.click(screen.getByRole('button', { name: 'Spara' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Välj en fil');
    await i18n.changeLanguage('en');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please select a file');
  });

  it('uploads at once, then saves name, year, document type and project', async () => {
    const user = userEvent.setup();
    const { add, upload, creates, onClose } = setup();
    add(pdf('Kontrollplan etapp 2.pdf'));
    const item = await screen.findByRole('group', { name: 'Kontrollplan etapp 2.pdf' });
    expect(within(item).getByRole('textbox', { name: 'Namn' })).toHaveValue('Kontrollplan etapp 2');
    await within(item).findByText(/Uppladdad/);
    expect(upload).toHaveBeenCalledWith(expect.objectContaining({ purpose: 'constructionfile' }));
    await user.type(within(item).getByRole('combobox', { name: 'Dokumenttyp' }), 'Kontrollplan');
    await user.click(screen.getByRole('button', { name: 'Spara 1 fil' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(creates()).toEqual([
      expect.objectContaining({
        path: '/api/v1/constructionfile',
        body: {
          name: 'Kontrollplan etapp 2',
          project: 'p1',
          url: '/api/v1/uploads/Kontrollplan etapp 2.pdf',
          year: 2025,
          documentType: 'Kontrollplan',
          status: 'published',
        },
      }),
    ]);
    expect(await screen.findByText('1 byggfil har laddats upp')).toBeInTheDocument();
  });

  it('refuses an empty name ("Filename cannot be empty.")', async () => {
    const user = userEvent.setup();
    const { add, creates } = setup();
    add(pdf('Bygglov.pdf'));
    const item = await screen.findByRole('group', { name: 'Bygglov.pdf' });
    await user.clear(within(item).getByRole('textbox', { name: 'Namn' }));
    await user.click(screen.getByRole('button', { name: 'Spara 1 fil' }));
    expect(await within(item).findByText('Filnamnet får inte vara tomt.')).toBeInTheDocument();
    expect(creates()).toEqual([]);
  });

  it('says an emptied name is missing at once, and a name typed again clears it, before any save', async () => {
    const user = userEvent.setup();
    const { add } = setup();
    add(pdf('Teknisk_beskrivning_K1.pdf'));
    const item = await screen.findByRole('group', { name: 'Teknisk_beskrivning_K1.pdf' });
    const name = within(item).getByRole('textbox', { name: 'Namn' });
    expect(name).toHaveValue('Teknisk beskrivning K1');
    await user.clear(name);
    expect(await within(item).findByText('Filnamnet får inte vara tomt.')).toBeInTheDocument();
    await user.type(name, 'Beskrivning');
    expect(within(item).queryByText('Filnamnet får inte vara tomt.')).not.toBeInTheDocument();
  });

  it('says a year out of range as it is typed and when left, never changing it silently, and saves nothing', async () => {
    const user = userEvent.setup();
    const { add, creates } = setup();
    add(pdf('Bygglov.pdf'));
    const item = await screen.findByRole('group', { name: 'Bygglov.pdf' });
    const year = within(item).getByRole('textbox', { name: 'År' });
    await user.clear(year);
    await user.type(year, '1700');
    expect(await within(item).findByText('År måste vara mellan 1800 och 2200')).toBeInTheDocument();
    await user.tab();
    expect(year).toHaveValue('1700');
    await user.click(screen.getByRole('button', { name: 'Spara 1 fil' }));
    expect(creates()).toEqual([]);
    await user.clear(year);
    await user.type(year, '2026');
    expect(within(item).queryByText('År måste vara mellan 1800 och 2200')).not.toBeInTheDocument();
  });

  it('refuses what is not a PDF before sending it', async () => {
    const { add, upload } = setup();
    add(new File(['x'], 'foto.png', { type: 'image/png' }));
    const item = await screen.findByRole('group', { name: 'foto.png' });
    expect(within(item).getByText(/Byggfiler måste vara PDF-dokument\./)).toBeInTheDocument();
    expect(upload).not.toHaveBeenCalled();
  });

  it('shows the time-out text when an upload stalls, and retries', async () => {
    const user = userEvent.setup();
    const { add, upload } = setup({ uploader: timesOutOnce() });
    add(pdf('Bygglov.pdf'));
    const item = await screen.findByRole('group', { name: 'Bygglov.pdf' });
    expect(
      await within(item).findByText(/Uppladdningen avbröts eftersom servern slutade svara\. Försök igen\./),
    ).toBeInTheDocument();
    await user.click(within(item).getByRole('button', { name: 'Försök igen' }));
    expect(await within(item).findByText(/Uppladdad/)).toBeInTheDocument();
    expect(upload).toHaveBeenCalledTimes(2);
  });

  it('sends overwrite=false first and overwrite=true when a failed upload is retried', async () => {
    const user = userEvent.setup();
    const { add, overwrites } = setup({ uploader: timesOutOnce() });
    add(pdf('Bygglov.pdf'));
    const item = await screen.findByRole('group', { name: 'Bygglov.pdf' });
    await user.click(await within(item).findByRole('button', { name: 'Försök igen' }));
    await within(item).findByText(/Uppladdad/);
    expect(overwrites()).toEqual([
      ['Bygglov.pdf', false],
      ['Bygglov.pdf', true],
    ]);
  });

  it('replaces the upload of a file removed and chosen again, but never one still in the list', async () => {
    const user = userEvent.setup();
    const { add, overwrites } = setup();
    add(pdf('Bygglov.pdf'));
    const first = await screen.findByRole('group', { name: 'Bygglov.pdf' });
    await within(first).findByText(/Uppladdad/);
    await user.click(within(first).getByRole('button', { name: 'Ta bort Bygglov.pdf ur listan' }));
    add(pdf('Bygglov.pdf'));
    await within(await screen.findByRole('group', { name: 'Bygglov.pdf' })).findByText(/Uppladdad/);
    // A second, different file of the same name: the first one's upload is unclaimed and must stay.
    add(pdf('Bygglov.pdf', 2048));
    await waitFor(() => expect(overwrites()).toHaveLength(3));
    expect(overwrites()).toEqual([
      ['Bygglov.pdf', false],
      ['Bygglov.pdf', true],
      ['Bygglov.pdf', false],
    ]);
  });

  it("names the server's upload limit in the drop zone and refuses larger files before sending them", async () => {
    const { add, upload } = setup({ maxUploadMb: 1 });
    expect(await screen.findByText(/högst 1 MB per fil\./)).toBeInTheDocument();
    add(pdf('Stor ritning.pdf', 1024 * 1024 + 1));
    const item = await screen.findByRole('group', { name: 'Stor ritning.pdf' });
    expect(within(item).getByText(/Filen är större än uppladdningsgränsen\./)).toBeInTheDocument();
    expect(upload).not.toHaveBeenCalled();
  });

  it('formats a large limit in sv-SE and says the default while the limit loads', async () => {
    const { unmount } = setup({ maxUploadMb: 1536 });
    expect(await screen.findByText(/högst 1\s536 MB per fil\./)).toBeInTheDocument();
    unmount();
    setup({ maxUploadMb: 'pending' });
    expect(screen.getByText(/högst 512 MB per fil\./)).toBeInTheDocument();
  });

  it('asks for drawing type and info for drawings', async () => {
    const user = userEvent.setup();
    const { add, creates, onClose } = setup({ kind: 'drawing' });
    add(new File(['x'], 'A-01.dwg'));
    const item = await screen.findByRole('group', { name: 'A-01.dwg' });
    await user.type(within(item).getByRole('combobox', { name: 'Ritningstyp' }), 'A-ritning');
    await user.type(within(item).getByRole('textbox', { name: 'Information' }), 'Fasad mot väster');
    await user.type(within(item).getByRole('textbox', { name: 'Ritningsnummer' }), 'A-40.1-101');
    await user.type(within(item).getByRole('textbox', { name: 'Skala' }), '1:100');
    await within(item).findByText(/Uppladdad/);
    await user.click(screen.getByRole('button', { name: 'Spara 1 fil' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(creates()[0]).toMatchObject({
      path: '/api/v1/drawingfile',
      body: {
        name: 'A-01',
        drawingType: 'A-ritning',
        info: 'Fasad mot väster',
        drawingNumber: 'A-40.1-101',
        scale: '1:100',
        status: 'published',
        project: 'p1',
      },
    });
  });

  it('keeps a file whose entry failed, retries it, and closes when everything is saved', async () => {
    const user = userEvent.setup();
    const { add, creates, onClose } = setup({ createFailures: 1 });
    add(pdf('Bygglov.pdf'));
    const item = await screen.findByRole('group', { name: 'Bygglov.pdf' });
    await within(item).findByText(/Uppladdad/);
    await user.click(screen.getByRole('button', { name: 'Spara 1 fil' }));
    expect(await within(item).findByText(/Tyvärr, ett internt fel har uppstått\./)).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    await user.click(within(item).getByRole('button', { name: 'Försök igen' }));
    expect(await within(item).findByText(/Sparad/)).toBeInTheDocument();
    expect(creates()).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Klar' }));
    expect(onClose).toHaveBeenCalled();
  });
});
