/**
 * Passkeys (WebAuthn, issue #37): added and named on the account page, used as a sign-in's second step or as a
 * sign-in of their own. The options answers are WebAuthn's JSON forms (`PublicKeyCredentialCreationOptionsJSON`,
 * `PublicKeyCredentialRequestOptionsJSON`) for `navigator.credentials.create/get` (or @simplewebauthn/browser);
 * the bodies carry the credential's `toJSON()`.
 */
import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from '../limits';
import { idSchema, isoDate, listSchema } from './shared';

export { PASSKEY_PATHS } from './paths';

/** The most passkeys one person may have. */
export const MAX_PASSKEYS = 20;
export const PASSKEY_NAME_MAX = 100;
/** How long a ceremony's challenge lasts (the browser's own time-out is a little shorter). */
export const PASSKEY_CHALLENGE_LIFETIME_MS = 5 * 60_000;

const base64url = (max: number) =>
  z
    .string()
    .max(max)
    .regex(/^[A-Za-z0-9_-]*$/, 'base64url');
const extensionResults = z.record(z.string(), z.unknown());

/** What `navigator.credentials.create()` made, as JSON. */
export const registrationResponse = z.object({
  id: base64url(1400),
  rawId: base64url(1400),
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: base64url(8_000),
    attestationObject: base64url(64_000),
    authenticatorData: base64url(64_000).optional(),
    transports: z.array(z.string().max(32)).max(10).optional(),
    publicKeyAlgorithm: z.number().int().optional(),
    publicKey: base64url(8_000).optional(),
  }),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: extensionResults,
});

/** What `navigator.credentials.get()` answered, as JSON. */
export const authenticationResponse = z.object({
  id: base64url(1400),
  rawId: base64url(1400),
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: base64url(8_000),
    authenticatorData: base64url(64_000),
    signature: base64url(2_000),
    userHandle: base64url(400).optional(),
  }),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: extensionResults,
});

const name = z.string().trim().min(1).max(PASSKEY_NAME_MAX);

export const passkeyRegisterBody = z.object({ response: registrationResponse, name });
export const passkeyRenameBody = z.object({ name });
/** Removing a passkey takes the account's password: a session left open somewhere must not strip a factor. */
export const passkeyRemoveBody = z.object({ password: z.string().min(1).max(PASSWORD_MAX_LENGTH) });
/** With the `mfaToken` of `POST auth/login`: options for the second step (that person's passkeys). */
export const passkeyLoginOptionsBody = z.object({ mfaToken: z.string().min(1).max(200).optional() });
export const passkeyLoginBody = z.object({ response: authenticationResponse });
export const passkeyParams = z.object({ id: z.uuid({ error: 'Not found' }) });

/** WebAuthn's options as JSON; only `challenge` is named here, the rest is WebAuthn's own (passed through). */
export const creationOptionsAnswer = z
  .looseObject({ challenge: z.string() })
  .meta({ id: 'PublicKeyCredentialCreationOptionsJSON' });
export const requestOptionsAnswer = z
  .looseObject({ challenge: z.string() })
  .meta({ id: 'PublicKeyCredentialRequestOptionsJSON' });

export const passkeySchema = z
  .object({
    _id: idSchema,
    name: z.string(),
    createdAt: isoDate,
    /** The last sign-in with it; null before the first. */
    lastUsedAt: isoDate.nullable(),
    /** How the browser reaches the authenticator (`internal`, `hybrid`, `usb`, `nfc`, `ble`), as it said. */
    transports: z.array(z.string()),
  })
  .meta({ id: 'Passkey' });
export type Passkey = z.infer<typeof passkeySchema>;
export const passkeyListAnswer = listSchema(passkeySchema);
export type PasskeyListAnswer = z.infer<typeof passkeyListAnswer>;
