/**
 * The notice a person gets when their password changed — by themselves, with a reset link, or set by a superadmin —
 * in their own language, so that a change they did not make does not go unnoticed: it says what happened and when,
 * that sessions ended, and links to choosing a new password.
 */
import type { MailMessage } from './mailer';
import { formatDateTime } from '../../common/format';

export type PasswordNoticeKind = 'changed' | 'reset' | 'setByAdmin';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const TEXTS = {
  sv: {
    hello: (name: string) => `Hej ${name}!`,
    subject: {
      changed: 'Ditt lösenord i Byggarkiv har ändrats',
      reset: 'Ditt lösenord i Byggarkiv har återställts',
      setByAdmin: 'En administratör har satt ett nytt lösenord för ditt konto i Byggarkiv',
    },
    what: {
      changed: (when: string) =>
        `Lösenordet till ditt konto i Byggarkiv ändrades ${when} (svensk tid). Dina andra inloggningar har avslutats.`,
      reset: (when: string) =>
        `Lösenordet till ditt konto i Byggarkiv återställdes med en återställningslänk ${when} (svensk tid). Alla dina inloggningar har avslutats.`,
      setByAdmin: (when: string) =>
        `En administratör för Byggarkiv satte ett nytt lösenord för ditt konto ${when} (svensk tid), och alla dina inloggningar har avslutats. Fråga administratören efter det nya lösenordet, eller välj ett eget med länken nedan.`,
    },
    notYou: {
      changed: 'Om det inte var du: välj ett nytt lösenord med länken nedan och kontakta din administratör.',
      reset: 'Om det inte var du: välj ett nytt lösenord med länken nedan och kontakta din administratör.',
      setByAdmin: 'Om du inte väntade dig detta, kontakta din administratör.',
    },
    action: 'Välj nytt lösenord',
  },
  en: {
    hello: (name: string) => `Hi ${name},`,
    subject: {
      changed: 'Your Byggarkiv password was changed',
      reset: 'Your Byggarkiv password was reset',
      setByAdmin: 'An administrator set a new password for your Byggarkiv account',
    },
    what: {
      changed: (when: string) =>
        `The password of your Byggarkiv account was changed on ${when} (Swedish time). Your other sessions have ended.`,
      reset: (when: string) =>
        `The password of your Byggarkiv account was reset with a reset link on ${when} (Swedish time). All your sessions have ended.`,
      setByAdmin: (when: string) =>
        `A Byggarkiv administrator set a new password for your account on ${when} (Swedish time), and all your sessions have ended. Ask the administrator for the new password, or choose your own with the link below.`,
    },
    notYou: {
      changed: 'If this was not you: choose a new password with the link below and contact your administrator.',
      reset: 'If this was not you: choose a new password with the link below and contact your administrator.',
      setByAdmin: 'If you did not expect this, contact your administrator.',
    },
    action: 'Choose a new password',
  },
} as const;

/**
 * The notice of a password change to `to`, in `language`. `resetLink` opens the web app's "forgot password" page,
 * the way back for someone whose password was changed by another.
 */
export function passwordNoticeMail(
  to: string,
  firstName: string,
  language: 'sv' | 'en',
  kind: PasswordNoticeKind,
  resetLink: string,
  at: Date = new Date(),
): MailMessage {
  const t = TEXTS[language];
  const name = firstName || to;
  const what = t.what[kind](formatDateTime(at, { timeZone: 'Europe/Stockholm' }));
  const text = [t.hello(name), '', what, '', t.notYou[kind], resetLink].join('\n');
  const html = `<!doctype html><html lang="${language}"><body style="font-family:Inter,Arial,sans-serif;color:#181c32">
<h2 style="color:#009EF7">Byggarkiv</h2>
<p>${escapeHtml(t.hello(name))}</p>
<p>${escapeHtml(what)}</p>
<p>${escapeHtml(t.notYou[kind])}</p>
<p><a href="${escapeHtml(resetLink)}" style="background:#009EF7;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${t.action}</a></p>
</body></html>`;
  return { to, subject: t.subject[kind], text, html };
}
