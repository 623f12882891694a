/**
 * Two-step sign-in (TOTP, RFC 6238: SHA-1, 6 digits, 30 s) and the sessions of one's account (issue #37). The
 * second step of a sign-in answers like `POST auth/login`; see common/api/auth.ts for the login answers.
 */
import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from '../limits';
import { authenticationResponse } from './passkeys';
import { idSchema, isoDate, listSchema } from './shared';

export { ACCOUNT_SECURITY_PATHS } from './paths';

export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
export const RECOVERY_CODE_COUNT = 10;
/** How long the `mfaToken` of a sign-in's first step lasts. */
export const MFA_TOKEN_LIFETIME_MS = 5 * 60_000;

/** A TOTP code (six digits, spaces allowed) or a recovery code (`xxxxx-xxxxx`); the server tells which. */
const code = z.string().trim().min(1).max(40);

export const totpSetupAnswer = z.object({
  /** Base32, for typing into an app that cannot scan; shown this once (never returned again once enabled). */
  secret: z.string(),
  /** `otpauth://totp/…`, for the QR code. */
  otpauthUrl: z.string(),
});
export type TotpSetupAnswer = z.infer<typeof totpSetupAnswer>;

export const totpEnableBody = z.object({ code });
export const recoveryCodesAnswer = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodesAnswer = z.infer<typeof recoveryCodesAnswer>;

export const mfaDisableBody = z.object({ password: z.string().min(1).max(PASSWORD_MAX_LENGTH), code });
/** New recovery codes take what turning it off takes: the password and a current code. */
export const recoveryCodesBody = mfaDisableBody;

/** The second step: a `code` (TOTP or recovery), or a `passkey` assertion to the options of `auth/passkeys/login/options`. */
export const loginMfaBody = z
  .object({ mfaToken: z.string().min(1).max(200), code: code.optional(), passkey: authenticationResponse.optional() })
  .refine((body) => (body.code === undefined) !== (body.passkey === undefined), {
    error: 'Give either a code or a passkey.',
    path: ['code'],
  });
export type LoginMfaBody = z.infer<typeof loginMfaBody>;

export const SECOND_FACTORS = ['totp', 'passkey'] as const;
export type SecondFactorKind = (typeof SECOND_FACTORS)[number];

/** The first step's answer when the account has two-step sign-in: no api token yet. */
export const mfaChallengeAnswer = z.object({
  success: z.literal(true),
  mfaRequired: z.literal(true),
  mfaToken: z.string(),
  /** What the person has for the second step: the app (`totp`, and then recovery codes), passkeys, or both. */
  methods: z.array(z.enum(SECOND_FACTORS)),
});
export type MfaChallengeAnswer = z.infer<typeof mfaChallengeAnswer>;

export const sessionSchema = z
  .object({
    _id: idSchema,
    createdAt: isoDate,
    lastUsedAt: isoDate,
    /** The User-Agent header of the sign-in (the web app names browser and system from it). */
    userAgent: z.string(),
    /** The client address of the sign-in. */
    ip: z.string(),
    /**
     * Where the sign-in came from, looked up once from its address when the session opened: `local` for a private,
     * loopback or link-local address ("Local network"); else the country (ISO 3166-1 alpha-2, which the web app
     * names in the reader's language) and, when the server's GeoIP database has cities, the city. Null: unknown.
     */
    place: z
      .union([
        z.object({ local: z.literal(true) }),
        z.object({ local: z.literal(false), country: z.string().length(2), city: z.string().optional() }),
      ])
      .nullable(),
    /** The session this call was made with. */
    current: z.boolean(),
  })
  .meta({ id: 'Session' });
export type Session = z.infer<typeof sessionSchema>;
export const sessionListAnswer = listSchema(sessionSchema);
export type SessionListAnswer = z.infer<typeof sessionListAnswer>;

export const sessionParams = z.object({ id: z.uuid({ error: 'Not found' }) });
/** `DELETE auth/sessions?others=true`: every session but the current one. */
export const endSessionsQuery = z.object({ others: z.literal('true') });
