/**
 * Single sign-on with OpenID Connect per organization (docs/api.md §7 "Single sign-on", issue #37 item 6). An admin sets
 * the organization's provider and e-mail domains; the sign-in page asks `lookup` whether an e-mail's domain signs
 * in there, `start` sends the browser to the provider, the provider returns to `callback`, and the callback sends the
 * browser to the web app's `/sso/klar#code=…`, whose one-time code `exchange` trades for the usual login answer.
 */
import { z } from 'zod';
import { MSG_ACCOUNT } from '../messages';
import { authAnswer } from './auth';
import { SSO_ERROR_PARAM, SSO_PATHS, SSO_WEB_DONE_PATH } from './paths';

export { SSO_ERROR_PARAM, SSO_PATHS, SSO_WEB_DONE_PATH };

/** How long a sign-in may stay at the provider, and how long the web app has to trade its one-time code. */
export const SSO_STATE_LIFETIME_MS = 10 * 60_000;
export const SSO_HANDOFF_LIFETIME_MS = 60_000;
export const SSO_MAX_DOMAINS = 20;

/** `kommun.se`, `mail.region.se`: letters, digits and hyphens in dot-separated labels, lower-cased. */
const DOMAIN = /^(?=.{3,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;
/**
 * Mail services anyone can have an address at: an organization claiming one would take over its users' sign-in,
 * so these are refused outright (docs/SECURITY.md "Single sign-on").
 */
export const PUBLIC_MAIL_DOMAINS: ReadonlySet<string> = new Set([
  'gmail.com',
  'googlemail.com',
  'outlook.com',
  'outlook.se',
  'hotmail.com',
  'hotmail.se',
  'live.com',
  'live.se',
  'msn.com',
  'yahoo.com',
  'yahoo.se',
  'icloud.com',
  'me.com',
  'mac.com',
  'aol.com',
  'proton.me',
  'protonmail.com',
  'gmx.com',
  'gmx.net',
  'mail.com',
  'zoho.com',
  'yandex.com',
  'telia.com',
  'spray.se',
  'bredband.net',
  'bahnhof.se',
  'tele2.se',
  'comhem.se',
]);

export const emailDomainSchema = z
  .string()
  .trim()
  .toLowerCase()
  .transform((d) => d.replace(/^@/, ''))
  .pipe(
    z
      .string()
      .regex(DOMAIN, { error: MSG_ACCOUNT.ssoDomainInvalid })
      .refine((d) => !PUBLIC_MAIL_DOMAINS.has(d), { error: MSG_ACCOUNT.ssoDomainPublic }),
  );

/** What the domain's DNS must hold as a TXT record to prove the organization owns it. */
export const DOMAIN_VERIFICATION_PREFIX = 'byggarkiv-verification=';

export const ssoConfigBody = z.object({
  /** The provider's issuer, e.g. `https://login.microsoftonline.com/<tenant>/v2.0`; checked by discovery on save. */
  issuer: z.url({ error: MSG_ACCOUNT.ssoIssuerInvalid }).max(500),
  clientId: z.string().trim().min(1).max(500),
  /** Left out (or empty) on a change: the stored secret is kept. */
  clientSecret: z.string().max(2000).optional(),
  emailDomains: z.array(emailDomainSchema).min(1, { error: MSG_ACCOUNT.ssoDomainInvalid }).max(SSO_MAX_DOMAINS),
  enabled: z.boolean().optional(),
});
export type SsoConfigBody = z.input<typeof ssoConfigBody>;

export const ssoConfigAnswer = z
  .object({
    organization: z.string(),
    issuer: z.string(),
    clientId: z.string(),
    /** The secret itself is never returned. */
    hasSecret: z.boolean(),
    emailDomains: z.array(z.string()),
    /** Each domain's proof: only verified ones send anybody to the provider. */
    domains: z.array(
      z
        .object({
          domain: z.string(),
          verified: z.boolean(),
          verifiedAt: z.string().nullable(),
          /** 'dns', or 'superadmin' when marked without DNS; null while unverified. */
          verifiedBy: z.enum(['dns', 'superadmin']).nullable(),
          /** The TXT record to put in the domain's DNS: `byggarkiv-verification=<token>`. */
          txtRecord: z.string(),
        })
        .meta({ id: 'SsoDomain' }),
    ),
    enabled: z.boolean(),
    /** What the admin registers at the provider as the redirect (reply) URI. */
    redirectUri: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'SsoConfig' });
export type SsoConfig = z.infer<typeof ssoConfigAnswer>;

const emailQuery = z.string().trim().min(3).max(254);

export const ssoVerifyDomainBody = z.object({
  domain: emailDomainSchema,
  /** The superadmin only: mark it verified without asking DNS (e.g. a test environment); audited. */
  withoutDns: z.boolean().optional(),
});
export type SsoVerifyDomainBody = z.input<typeof ssoVerifyDomainBody>;

export const ssoLookupQuery = z.object({ email: emailQuery });
export const ssoLookupAnswer = z.object({
  /** The e-mail's domain signs in with its organization's provider. */
  sso: z.boolean(),
  /** That organization's name, for the button ("Continue with Kommunens sign-in"). */
  organizationName: z.string().optional(),
});
export type SsoLookupAnswer = z.infer<typeof ssoLookupAnswer>;

export const ssoStartQuery = z.object({
  email: emailQuery,
  /** Where in the web app to land afterwards: a path of this app (anything else becomes `/`). */
  redirect: z.string().max(500).optional(),
});

export const ssoCallbackQuery = z
  .object({
    state: z.string().max(500).optional(),
    code: z.string().max(4000).optional(),
    error: z.string().max(200).optional(),
  })
  .loose();

export const ssoExchangeBody = z.object({ code: z.string().min(1).max(200) });
/** The usual login answer, and where in the web app the sign-in was headed. */
export const ssoExchangeAnswer = authAnswer.extend({ redirect: z.string() });
export type SsoExchangeAnswer = z.infer<typeof ssoExchangeAnswer>;
