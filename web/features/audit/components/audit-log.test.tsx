import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuditEvent } from '../../../../common/api/audit';
import i18n from '../../../lib/i18n';
import { jsonResponse, renderPage } from '../../../test/render';
import { AuditLog } from './audit-log';

const event = (over: Partial<AuditEvent>): AuditEvent => ({
  _id: crypto.randomUUID(),
  at: '2026-11-24T09:30:00.000Z',
  action: 'update',
  entityType: 'user',
  entityId: crypto.randomUUID(),
  entityName: '',
  project: null,
  organization: null,
  actor: null,
  shareLink: null,
  count: 1,
  clientAddress: null,
  change: null,
  link: null,
  ...over,
});

const EVENTS: AuditEvent[] = [
  event({
    action: 'auth.login',
    entityName: 'Erik Berg',
    actor: { _id: crypto.randomUUID(), firstName: 'Erik', lastName: 'Berg' },
    clientAddress: '198.51.100.4',
  }),
  event({ action: 'auth.loginFailed', entityName: '', count: 3, clientAddress: '203.0.113.9' }),
  event({
    action: 'auth.refused',
    entityType: 'route',
    entityId: 'GET /api/v1/project/:id',
    entityName: 'GET /api/v1/project/:id (404)',
    count: 50,
    actor: { _id: crypto.randomUUID(), firstName: 'Olle', lastName: 'Prob' },
    clientAddress: '198.51.100.5',
  }),
  event({
    action: 'auth.passwordSet',
    entityName: 'Karin Lund',
    actor: { _id: crypto.randomUUID(), firstName: 'Sara', lastName: 'Super' },
  }),
];

function answerWith(events: AuditEvent[]) {
  const fetchMock = vi.fn(async (_input: RequestInfo | URL) =>
    jsonResponse({ body: { total: events.length, skip: 0, limit: 50, result: events } }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(async () => {
  await i18n.changeLanguage('sv');
});

describe('AuditLog: security events', () => {
  it('names sign-ins, failed ones and refused calls, with their counts and addresses, in Swedish', async () => {
    answerWith(EVENTS);
    renderPage(<AuditLog scope={{}} people={[]} />);
    const table = await screen.findByRole('table');
    // A sign-in names the person twice: what it is about and who did it.
    await within(table).findAllByText('Erik Berg');
    const row = (text: string) => within(table).getAllByText(text)[0]?.closest('tr') as HTMLElement;
    expect(within(row('Erik Berg')).getByText('Inloggad')).toBeInTheDocument();
    expect(within(row('Erik Berg')).getByText('198.51.100.4')).toBeInTheDocument();
    // An attempt at an e-mail with no account names no one, and says how often and from where.
    const failed = row('Okänt konto · 3 gånger');
    expect(within(failed).getByText('Misslyckad inloggning')).toBeInTheDocument();
    expect(within(failed).getByText('Ej inloggad')).toBeInTheDocument();
    expect(within(failed).getByText('203.0.113.9')).toBeInTheDocument();
    const refused = row('GET /api/v1/project/:id (404) · 50 gånger');
    expect(within(refused).getByText('Nekat anrop')).toBeInTheDocument();
    expect(within(refused).getByText('Anrop')).toBeInTheDocument();
    expect(within(row('Karin Lund')).getByText('Lösenord satt av administratör')).toBeInTheDocument();
  });

  it('speaks English too', async () => {
    await i18n.changeLanguage('en');
    answerWith(EVENTS);
    renderPage(<AuditLog scope={{}} people={[]} />);
    const table = await screen.findByRole('table');
    expect(await within(table).findByText('Unknown account · 3 times')).toBeInTheDocument();
    expect(within(table).getByText('Failed sign-in')).toBeInTheDocument();
    expect(within(table).getByText('Not signed in')).toBeInTheDocument();
    expect(within(table).getByText('Refused call')).toBeInTheDocument();
    expect(within(table).getByText('Password set by an administrator')).toBeInTheDocument();
  });

  it('offers the security events as their own group in the event filter, and filters by one', async () => {
    const fetchMock = answerWith([]);
    renderPage(<AuditLog scope={{}} people={[]} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Händelse' }));
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).getByText('Inloggning och säkerhet')).toBeInTheDocument();
    expect(within(listbox).getByText('Ändringar och läsningar')).toBeInTheDocument();
    await user.click(within(listbox).getByRole('option', { name: 'Inloggning spärrad' }));
    await vi.waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).includes('action=auth.lockout'))).toBe(true),
    );
  });
});

describe('AuditLog: what changed', () => {
  const detailed: AuditEvent[] = [
    event({
      action: 'status',
      entityType: 'activity',
      entityName: 'Gjutning',
      change: { from: 'todo', to: 'ongoing' },
      actor: { _id: crypto.randomUUID(), firstName: 'Anna', lastName: 'Holm' },
    }),
    event({ action: 'status', entityType: 'constructionfile', entityName: 'Äldre händelse' }),
    event({ action: 'team.role', entityType: 'user', entityName: 'Erik Lund', change: { from: '', to: 'Platschef' } }),
    event({
      action: 'read',
      entityType: 'constructionfile',
      entityName: 'Bygglov',
      shareLink: crypto.randomUUID(),
      link: {
        createdBy: { _id: crypto.randomUUID(), firstName: 'Anna', lastName: 'Holm' },
        expiresAt: '2026-12-27T22:59:59.000Z',
      },
    }),
  ];

  it('says a status change from what to what, and names the share link a read came through', async () => {
    answerWith(detailed);
    renderPage(<AuditLog scope={{}} people={[]} />);
    const table = await screen.findByRole('table');
    expect(await within(table).findByText('Från Att göra till Pågående')).toBeInTheDocument();
    expect(within(table).getByText(/^Länk skapad av Anna Holm, gäller till 2026-12-2\d$/)).toBeInTheDocument();
    // An event from before the details were kept shows as it did.
    const older = within(table).getByText('Äldre händelse').closest('tr') as HTMLElement;
    expect(within(older).getByText('Status ändrad')).toBeInTheDocument();
    expect(within(older).queryByText(/^Från /)).not.toBeInTheDocument();
    // A role in the project is shown as typed, an empty one as a dash.
    const role = within(table).getByText('Erik Lund').closest('tr') as HTMLElement;
    expect(within(role).getByText('Roll i projektet ändrad')).toBeInTheDocument();
    expect(within(role).getByText('Från – till Platschef')).toBeInTheDocument();
  });

  it('in English too', async () => {
    await i18n.changeLanguage('en');
    answerWith(detailed);
    renderPage(<AuditLog scope={{}} people={[]} />);
    const table = await screen.findByRole('table');
    expect(await within(table).findByText('From To do to Ongoing')).toBeInTheDocument();
    expect(within(table).getByText(/^Link made by Anna Holm, valid until 2026-12-2\d$/)).toBeInTheDocument();
  });
});
