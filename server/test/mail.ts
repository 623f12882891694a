/** Reading `.eml` files from the outbox in tests: undo quoted-printable and find the reset link. */

export function decodeQuotedPrintable(mail: string): string {
  const bytes = mail
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

export function resetTokenFromMail(mail: string): string {
  const match = /password-reset-new\?token=([A-Za-z0-9_%-]+)/.exec(decodeQuotedPrintable(mail));
  if (!match?.[1]) throw new Error('no reset link in mail');
  return decodeURIComponent(match[1]);
}

/**
 * The newest mail of an outbox (oldest first, as `TestApp.outbox` lists it) sent to `address`, as it was written
 * (`decodeQuotedPrintable` reads its text; `resetTokenFromMail` takes it as it is).
 */
export function mailTo(mails: readonly string[], address: string): string | undefined {
  const header = `to: ${address.toLowerCase()}`;
  return mails.filter((mail) => mail.split(/\r?\n/).some((line) => line.trim().toLowerCase() === header)).at(-1);
}
