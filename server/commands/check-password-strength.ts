import { MSG_ACCOUNT } from '../../common/messages';
import { badRequest } from '../errors';
import { scorePasswordApart } from '../lib/password-scorer';

/**
 * Refuses a new password that is among the common ones or close to them, or made of the person's own e-mail and
 * names (ASVS 5.0 6.2.4, 6.2.11). The web app's meter shows the same score as it is typed.
 */
export async function refuseCommonPassword(password: string, personal: readonly string[]): Promise<void> {
  const { tooCommon } = await scorePasswordApart(password, personal);
  if (tooCommon)
    throw badRequest(MSG_ACCOUNT.passwordTooCommon, [{ field: 'password', message: MSG_ACCOUNT.passwordTooCommon }]);
}
