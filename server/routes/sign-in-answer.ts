import type { LoginAnswer } from '../../common/api/auth';
import type { SignIn } from '../commands/open-session';
import type { AppContext } from '../context';
import { sessionAbilities } from '../policies/abilities';
import { presentUser } from '../presenters/user';
import { loadBookmarks } from '../queries/bookmarks';
import { loadUserView } from '../queries/user-view';

/** The answer of `POST auth/login`, `POST auth/login/mfa` and `POST auth/passkeys/login`: the session, or the second step's challenge. */
export async function signInAnswer(ctx: AppContext, signIn: SignIn): Promise<LoginAnswer> {
  if (signIn.kind === 'challenge')
    return { success: true, mfaRequired: true, mfaToken: signIn.mfaToken, methods: signIn.methods };
  const { user } = signIn;
  const view = await loadUserView(ctx.db, user);
  const bookmarks = await loadBookmarks(ctx.db, user.id);
  return {
    success: true,
    api_token: signIn.token,
    user: presentUser(view.row, view, { populateOrganization: true, bookmarks }),
    abilities: sessionAbilities(user),
    ...(signIn.mfaSetupRequired ? { mfaSetupRequired: true } : {}),
  };
}

/** Where a sign-in comes from: the client's address and its User-Agent, kept with the session it opens. */
export function sessionClient(request: { ip: string; headers: { 'user-agent'?: string } }) {
  return { address: request.ip, userAgent: request.headers['user-agent'] ?? '' };
}
