/** Mail texts, Swedish first with the English below, since we do not know the reader's language. */
import type { MailMessage } from './mailer';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

export function passwordResetMail(to: string, firstName: string, link: string): MailMessage {
  const name = firstName || to;
  const text = [
    `Hej ${name}!`,
    '',
    'Vi har fått en begäran om att återställa ditt lösenord i Byggarkiv.',
    `Välj ett nytt lösenord här (länken gäller i en timme och kan användas en gång):`,
    link,
    '',
    'Om du inte bad om detta kan du bortse från mejlet.',
    '',
    '---',
    `Hi ${name},`,
    'We received a request to reset your Byggarkiv password. Choose a new one here (valid for one hour, once):',
    link,
    'If you did not ask for this, you can ignore this e-mail.',
  ].join('\n');
  const html = `<!doctype html><html lang="sv"><body style="font-family:Inter,Arial,sans-serif;color:#181c32">
<h2 style="color:#009EF7">Byggarkiv</h2>
<p>Hej ${escapeHtml(name)}!</p>
<p>Vi har fått en begäran om att återställa ditt lösenord i Byggarkiv. Länken gäller i en timme och kan användas en gång.</p>
<p><a href="${escapeHtml(link)}" style="background:#009EF7;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">Välj nytt lösenord</a></p>
<p style="color:#7e8299">Om du inte bad om detta kan du bortse från mejlet.</p>
<hr><p style="color:#7e8299">We received a request to reset your Byggarkiv password. The link above is valid for one hour, once. If you did not ask for this, ignore this e-mail.</p>
</body></html>`;
  return { to, subject: 'Återställ ditt lösenord i Byggarkiv / Reset your Byggarkiv password', text, html };
}
