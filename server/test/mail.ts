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
