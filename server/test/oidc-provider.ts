/**
 * A real OpenID provider for the single sign-on tests and journeys: `oidc-provider` (the OpenID Foundation's
 * certified provider package) on a free port of this machine, with one confidential client registered for our
 * callback and accounts whose id is their e-mail (the dev login form's "login" field is prefilled with our
 * login_hint). `signIn` drives its development login and consent forms over HTTP with a cookie jar, as a browser
 * would, and returns the URL the provider sends the browser back to.
 */
import type { AddressInfo } from 'node:net';
import http from 'node:http';
import Provider, { type Configuration } from 'oidc-provider';

export interface TestPerson {
  email: string;
  emailVerified?: boolean;
  givenName?: string;
  familyName?: string;
}

export interface TestProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Adds or replaces an account the provider knows, by the id typed at its login form (its subject too). */
  addPerson(loginId: string, person: TestPerson): void;
  /** Follows an authorization URL through login (as `loginId`) and consent to the redirect back to us. */
  signIn(authorizationUrl: string, loginId?: string): Promise<URL>;
  close(): Promise<void>;
}

export async function startTestProvider(redirectUris: string[]): Promise<TestProvider> {
  const people = new Map<string, TestPerson>();
  const clientId = 'byggarkiv-test';
  const clientSecret = 'byggarkiv-test-secret-0123456789abcdef';
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const configuration: Configuration = {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['given_name', 'family_name'] },
    // The ID token carries the claims itself (not only the userinfo endpoint): what Entra ID does too.
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    findAccount: (_ctx, id) => {
      const person = people.get(id);
      if (!person) return undefined;
      return {
        accountId: id,
        claims: () => ({
          sub: id,
          email: person.email,
          email_verified: person.emailVerified ?? true,
          given_name: person.givenName ?? '',
          family_name: person.familyName ?? '',
        }),
      };
    },
  };
  const provider = new Provider(issuer, configuration);
  // The provider's own warnings (development keys and interactions) are what a test provider is for.
  provider.on('server_error', () => undefined);
  server.on('request', provider.callback());

  async function signIn(authorizationUrl: string, loginId?: string): Promise<URL> {
    const cookies = new Map<string, string>();
    const jar = () => [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const keep = (res: Response) => {
      for (const line of res.headers.getSetCookie()) {
        const [pair = ''] = line.split(';');
        const eq = pair.indexOf('=');
        cookies.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim());
      }
    };
    let url = new URL(authorizationUrl);
    let body: URLSearchParams | undefined;
    for (let step = 0; step < 12; step++) {
      const res = await fetch(url, {
        method: body ? 'POST' : 'GET',
        redirect: 'manual',
        headers: { cookie: jar(), ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
        body,
      });
      keep(res);
      body = undefined;
      const location = res.headers.get('location');
      if (location) {
        const next = new URL(location, url);
        if (!next.href.startsWith(issuer)) return next;
        url = next;
        continue;
      }
      const html = await res.text();
      if (res.status !== 200) throw new Error(`provider answered ${res.status}: ${html.slice(0, 300)}`);
      const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
      const prompt = /name="prompt" value="(\w+)"/.exec(html)?.[1];
      if (!action || !prompt) throw new Error(`no form at the provider: ${html.slice(0, 300)}`);
      url = new URL(action.replace(/&amp;/g, '&'), url);
      const hint = /name="login"[^>]*value="([^"]*)"/.exec(html)?.[1];
      body =
        prompt === 'login'
          ? new URLSearchParams({ prompt, login: loginId ?? hint ?? '', password: 'any' })
          : new URLSearchParams({ prompt });
    }
    throw new Error('the provider never sent the browser back');
  }

  return {
    issuer,
    clientId,
    clientSecret,
    addPerson: (loginId, person) => void people.set(loginId, person),
    signIn,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
