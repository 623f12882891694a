/**
 * A software WebAuthn authenticator for route tests: an ES256 (P-256) key made with node:crypto, and the bytes a
 * real one sends — authenticator data, clientDataJSON, a CBOR attestation object of format `none`, a DER
 * signature over authenticator data and the client data's hash (WebAuthn Level 3 §6.1, §6.5, §8.7). What a test
 * changes (the origin, the counter, user verification) is an option, so the server's checks can be seen to refuse.
 */
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';

const b64url = (bytes: Uint8Array | string) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

const FLAG_UP = 0x01;
const FLAG_UV = 0x04;
const FLAG_AT = 0x40;

interface Ceremony {
  /** Defaults to the authenticator's origin. */
  origin?: string;
  /** The person verified (PIN, fingerprint); default true. */
  userVerified?: boolean;
}

export class SoftAuthenticator {
  readonly credentialId = randomBytes(32);
  private readonly privateKey: KeyObject;
  private readonly publicKey: KeyObject;
  private userHandle = '';
  /** The signature counter the next assertion reports (bumped first); a test may set it back. */
  counter = 0;

  constructor(
    readonly rpId: string,
    readonly origin: string,
  ) {
    const pair = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    this.privateKey = pair.privateKey;
    this.publicKey = pair.publicKey;
  }

  get id(): string {
    return b64url(this.credentialId);
  }

  private authData(flags: number, extra?: Uint8Array): Buffer {
    const count = Buffer.alloc(4);
    count.writeUInt32BE(this.counter);
    return Buffer.concat([sha256(this.rpId), Buffer.from([flags]), count, ...(extra ? [extra] : [])]);
  }

  private coseKey(): Uint8Array {
    const jwk = this.publicKey.export({ format: 'jwk' });
    const coord = (v: string | undefined) => new Uint8Array(Buffer.from(v ?? '', 'base64url'));
    // kty EC2, alg ES256, crv P-256, x, y (RFC 9053).
    return isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, coord(jwk.x)],
        [-3, coord(jwk.y)],
      ]),
    );
  }

  private clientData(type: string, challenge: string, origin: string): string {
    return JSON.stringify({ type, challenge, origin, crossOrigin: false });
  }

  /** Answers creation options (`navigator.credentials.create()`). */
  register(options: { challenge: string; user?: { id: string } }, c: Ceremony = {}): RegistrationResponseJSON {
    this.userHandle = options.user?.id ?? '';
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(this.credentialId.length);
    const attested = Buffer.concat([Buffer.alloc(16), idLength, this.credentialId, this.coseKey()]);
    const flags = FLAG_UP | FLAG_AT | (c.userVerified === false ? 0 : FLAG_UV);
    const attestationObject = isoCBOR.encode(
      new Map<string, string | Uint8Array | Map<string, string>>([
        ['fmt', 'none'],
        ['attStmt', new Map<string, string>()],
        ['authData', new Uint8Array(this.authData(flags, attested))],
      ]),
    );
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      response: {
        clientDataJSON: b64url(this.clientData('webauthn.create', options.challenge, c.origin ?? this.origin)),
        attestationObject: b64url(attestationObject),
        transports: ['internal'],
      },
      authenticatorAttachment: 'platform',
      clientExtensionResults: {},
    };
  }

  /** Answers request options (`navigator.credentials.get()`), the counter one higher than last time. */
  assert(options: { challenge: string }, c: Ceremony = {}): AuthenticationResponseJSON {
    this.counter += 1;
    const authData = this.authData(FLAG_UP | (c.userVerified === false ? 0 : FLAG_UV));
    const clientDataJSON = this.clientData('webauthn.get', options.challenge, c.origin ?? this.origin);
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientDataJSON)]), this.privateKey);
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
        ...(this.userHandle ? { userHandle: this.userHandle } : {}),
      },
      authenticatorAttachment: 'platform',
      clientExtensionResults: {},
    };
  }
}
