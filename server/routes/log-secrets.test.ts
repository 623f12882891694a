/**
 * Logs never hold a secret (issue #34 item 11): a realistic run through HTTP with the whole log kept at `trace` —
 * sign-up, sign-in, a wrong password, a reset with the mailed token, a password change, a project, a PDF, a file,
 * a download ticket, a share link read and revoked by its token, ZIPs by ticket and by share token, a unique
 * violation, and three statements made to fail in the database (500s whose errors carry a password hash, token
 * hashes and an e-mail) — then every secret the run made is looked for in every line: api tokens, passwords,
 * password hashes, token hashes, reset tokens, share tokens, download tickets, and the e-mail addresses of the run;
 * and their shapes, for the secrets the test never saw.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiTokens, downloadTickets, passwordResetTokens, shareLinks, users } from '../db/schema';
import { hashToken } from '../lib/secrets';
import { makeOrganization } from '../test/factories';
import { decodeQuotedPrintable, mailTo, resetTokenFromMail } from '../test/mail';
import { createTestApp, type TestApp } from '../test/test-app';
import { multipart, PDF } from '../test/uploads';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { captureLog: true });
});
afterAll(async () => {
  await t.close();
});

/** What the run made that must never be logged, with what each is (for the failure message). */
const secrets = new Map<string, string>();
const keep = (value: string | null | undefined, what: string) => {
  if (value) secrets.set(value, what);
};
/** A bearer secret and the hash the database keeps of it. */
const keepToken = (value: string, what: string) => {
  keep(value, what);
  keep(hashToken(value), `${what} (hash)`);
};

/** Every password hash and token hash in the database now (after a change the old hash is gone from it). */
async function keepStoredHashes() {
  const db = t.database.db;
  for (const row of await db.select({ hash: users.passwordHash, email: users.email }).from(users))
    keep(row.hash, `password hash of ${row.email}`);
  for (const table of [apiTokens, passwordResetTokens, downloadTickets, shareLinks])
    for (const row of await db.select({ hash: table.tokenHash }).from(table)) keep(row.hash, 'stored token hash');
}

const ticketOf = (url: string) => new URL(url, 'http://x').searchParams.get('ticket') ?? '';

describe('a whole run through HTTP', () => {
  it('logs no password, hash, token, ticket, share token or e-mail, at trace level', async () => {
    /** A call that must succeed (2xx), or answer `status`. */
    const call = async (opts: Parameters<TestApp['request']>[0], status?: number) => {
      const res = await t.request(opts);
      const said = `${opts.method} ${String(opts.url)}: ${res.body.slice(0, 300)}`;
      if (status === undefined) expect(res.statusCode, said).toBeLessThan(300);
      else expect(res.statusCode, said).toBe(status);
      return res;
    };
    const email = `logg-${Math.random().toString(36).slice(2)}@example.se`;
    keep(email, 'e-mail');
    const passwords = {
      first: 'Första-lösen-11',
      wrong: 'Fel-gissning-22',
      reset: 'Återställt-lösen-33',
      changed: 'Ändrat-lösen-44',
    };
    for (const [name, value] of Object.entries(passwords)) keep(value, `password (${name})`);

    // Sign-up, sign-in, a wrong password.
    const registered = await call({
      method: 'POST',
      url: '/auth/register',
      payload: {
        email,
        password: passwords.first,
        firstName: 'Logga',
        lastName: 'Berg',
        userType: 'full',
        acceptTerms: true,
      },
    });
    keepToken(registered.json().api_token, 'api token (sign-up)');
    await keepStoredHashes();
    const login = await call({ method: 'POST', url: '/auth/login', payload: { email, password: passwords.first } });
    keepToken(login.json().api_token, 'api token (sign-in)');
    await call({ method: 'POST', url: '/auth/login', payload: { email, password: passwords.wrong } }, 401);

    // A reset with the mailed token.
    await call({ method: 'POST', url: '/auth/send_password_reset_email', payload: { email } });
    await expect
      .poll(() => decodeQuotedPrintable(mailTo(t.outbox(), email) ?? ''))
      .toContain('password-reset-new?token=');
    const resetToken = resetTokenFromMail(mailTo(t.outbox(), email) ?? '');
    keepToken(resetToken, 'reset token');
    await call({
      method: 'POST',
      url: '/auth/reset_password',
      payload: { token: resetToken, password: passwords.reset },
    });
    await keepStoredHashes();

    // The person becomes an organization's admin, signs in again and changes the password.
    const org = await makeOrganization(t.database.db);
    await t.database.db.execute(
      sql`update users set organization_id = ${org.id}, is_org_admin = true where lower(email) = ${email}`,
    );
    const again = await call({ method: 'POST', url: '/auth/login', payload: { email, password: passwords.reset } });
    const token: string = again.json().api_token;
    keepToken(token, 'api token (admin)');
    await call({
      method: 'POST',
      url: '/change_password',
      token,
      payload: { email, currentPassword: passwords.reset, password: passwords.changed },
    });
    await keepStoredHashes();

    // A project, a PDF, a construction file; the same project name again is a unique violation (409).
    const projectBody = {
      name: 'Kv. Loggen',
      description: '',
      type: 'Nybyggnad',
      sector: 'Skola och förskola',
      startDate: '2026-03-02',
      visibility: 'organization',
    };
    const project = (await call({ method: 'POST', url: '/project', token, payload: projectBody })).json();
    await call({ method: 'POST', url: '/project', token, payload: projectBody }, 409);
    const upload = (await call({ method: 'POST', url: '/upload_file', token, ...multipart(PDF, 'ritning.pdf') })).json()
      .url;
    const file = (
      await call({
        method: 'POST',
        url: '/constructionfile',
        token,
        payload: { name: 'Bygglov', year: 2026, documentType: 'Bygglov', project: project._id, url: upload },
      })
    ).json();

    // A download ticket, used; a ZIP by ticket.
    const link = (await call({ method: 'POST', url: `/constructionfile/${file._id}/download_link`, token })).json();
    keepToken(ticketOf(link.url), 'download ticket');
    expect((await t.app.inject({ method: 'GET', url: link.url })).statusCode).toBe(200);
    const zipLink = (
      await call({ method: 'POST', url: `/project/${project._id}/files.zip/download_link`, token })
    ).json();
    keepToken(ticketOf(zipLink.url), 'ZIP ticket');
    expect((await t.app.inject({ method: 'GET', url: zipLink.url })).statusCode).toBe(200);

    // A share link: read, its files and a ZIP through it, revoked by its token, then refused.
    const share = (
      await call({
        method: 'POST',
        url: '/create_share_link',
        token,
        payload: { projectId: project._id, resourceType: 'files' },
      })
    ).json();
    const shareToken: string = share.shareToken;
    keepToken(shareToken, 'share token');
    const shared = encodeURIComponent(shareToken);
    await call({ method: 'GET', url: `/api_shared/project?shareToken=${shared}` });
    await call({ method: 'GET', url: `/api_shared/project_files?shareToken=${shared}&projId=${project._id}` });
    await call({ method: 'GET', url: `/constructionfile/${file._id}/content?shareToken=${shared}` });
    await call({ method: 'GET', url: `/api_shared/project_files.zip?shareToken=${shared}` });
    await call({ method: 'DELETE', url: `/share_link/${shared}`, token });
    const refused = await t.request({ method: 'GET', url: `/api_shared/project?shareToken=${shared}` });
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);

    // Three statements refused by the database, as a broken constraint or trigger would: the errors carry the new
    // password hash, the token hashes of a new and of an ending session and the e-mail (in the error's detail), and
    // answer 500.
    const victim = (
      await call({
        method: 'POST',
        url: '/auth/register',
        payload: {
          email: `offer-${Math.random().toString(36).slice(2)}@example.se`,
          password: passwords.first,
          firstName: 'Olle',
          lastName: 'Offer',
          userType: 'full',
          acceptTerms: true,
        },
      })
    ).json();
    keep(victim.user.email, 'e-mail (victim)');
    keepToken(victim.api_token, 'api token (victim)');
    for (const statement of refuseWritesOf(victim.user._id)) await t.database.db.execute(sql.raw(statement));
    const failedChange = await t.request({
      method: 'POST',
      url: '/change_password',
      token: victim.api_token,
      payload: { email: victim.user.email, currentPassword: passwords.first, password: 'Aldrig-sparat-55' },
    });
    keep('Aldrig-sparat-55', 'password (never stored)');
    expect(failedChange.statusCode).toBe(500);
    const failedLogin = await t.request({
      method: 'POST',
      url: '/auth/login',
      payload: { email: victim.user.email, password: passwords.first },
    });
    expect(failedLogin.statusCode).toBe(500);
    const failedLogout = await t.request({ method: 'POST', url: '/auth/logout', token: victim.api_token });
    expect(failedLogout.statusCode).toBe(500);
    for (const statement of REMOVE_REFUSALS) await t.database.db.execute(sql.raw(statement));
    await call({ method: 'POST', url: '/auth/logout', token });
    await keepStoredHashes();

    const log = t.logText();
    const found = [...secrets]
      .filter(([value]) => log.includes(value))
      .map(([value, what]) => {
        const at = log.indexOf(value);
        return `${what}: …${log.slice(Math.max(0, at - 160), at + 60)}…`;
      });
    expect(found).toEqual([]);
    // And their kinds, the ones the run never saw too (the hash of a password refused before it was stored, the
    // hash of a session token never answered): no argon2 hash, no SHA-256 hex digest, no e-mail address at all.
    const shapes = [/\$argon2id?\$/, /\b[0-9a-f]{64}\b/, /[\w.+-]+@[\w-]+(\.[\w-]+)+/];
    const shaped = shapes.flatMap((shape) => {
      const match = shape.exec(log);
      return match ? [`${String(shape)}: …${log.slice(Math.max(0, match.index - 160), match.index + 60)}…`] : [];
    });
    expect(shaped).toEqual([]);
    // The run was logged, the failures with their errors (less what they carried).
    expect(log).toContain('request completed');
    expect(log).toContain('unhandled error');
    expect(log).toContain('Failed query');
    expect(log).toContain('params: [redacted]');
    expect(log).toContain('refused by the test');
    expect(secrets.size).toBeGreaterThan(20);
  });
});

/**
 * Triggers that refuse the victim's password change (with the e-mail in the error's detail, as a unique violation
 * words it), any new session of theirs and their sign-out: a database failing statements that carry secrets (a
 * password hash, token hashes) as their parameters.
 */
function refuseWritesOf(userId: string): string[] {
  return [
    `create function refuse_victim() returns trigger language plpgsql as $$
    begin
      if tg_table_name = 'users' then
        raise exception 'refused by the test' using detail = 'Key (email)=(' || new.email || ') is refused.';
      elsif tg_op = 'DELETE' then
        raise exception 'refused by the test' using detail = 'Key (token_hash)=(' || old.token_hash || ') is refused.';
      end if;
      raise exception 'refused by the test' using detail = 'Key (token_hash)=(' || new.token_hash || ') is refused.';
    end $$`,
    `create trigger refuse_victim_password before update of password_hash on users
      for each row when (new.id = '${userId}') execute function refuse_victim()`,
    `create trigger refuse_victim_session before insert on api_tokens
      for each row when (new.user_id = '${userId}') execute function refuse_victim()`,
    `create trigger refuse_victim_logout before delete on api_tokens
      for each row when (old.user_id = '${userId}') execute function refuse_victim()`,
  ];
}

const REMOVE_REFUSALS = [
  'drop trigger refuse_victim_password on users',
  'drop trigger refuse_victim_session on api_tokens',
  'drop trigger refuse_victim_logout on api_tokens',
  'drop function refuse_victim()',
];
