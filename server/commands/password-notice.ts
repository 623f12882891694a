import type { AppContext } from '../context';
import type { UserRow } from '../db/schema';
import { passwordNoticeMail, type PasswordNoticeKind } from '../mail/password-notice-mail';

/** Where a password call came from: the address for the audit log, the origin for the notice's link. */
export interface PasswordCallClient {
  address: string;
  /** The web app's origin, for links in mails (routes/route-helpers.ts `requestOrigin`). */
  origin: string;
}

/**
 * Mails a person that their password changed, in their language, with the way to choose a new one. Sent after the
 * change is stored; a mail that cannot go is logged and the change stands.
 */
export async function sendPasswordNotice(
  ctx: AppContext,
  user: Pick<UserRow, 'email' | 'firstName' | 'language'>,
  kind: PasswordNoticeKind,
  origin: string,
): Promise<void> {
  const mail = passwordNoticeMail(user.email, user.firstName, user.language, kind, `${origin}/password-reset`);
  try {
    await ctx.mailer.send(mail);
  } catch (err) {
    ctx.log.error({ err }, 'password notice mail could not be sent');
  }
}
