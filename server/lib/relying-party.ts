/**
 * Who we are to WebAuthn: the relying party's id (a domain, never an address) and the origins whose ceremonies we
 * accept. With PUBLIC_URL they are its host name and origin. Without it (development, tests on one machine) the
 * id is `localhost`, and any `http(s)://localhost:<port>` origin is accepted: the browser allows passkeys on
 * localhost only from localhost itself, so no other site can stand behind that origin.
 */
import type { Config } from '../config';

export interface RelyingParty {
  id: string;
  name: string;
  /** The origins a response's clientDataJSON may name, given the one it names. */
  origins: (claimed: string) => string[];
}

const LOCALHOST_ORIGIN = /^https?:\/\/localhost(:\d{1,5})?$/;

export function relyingParty(config: Pick<Config, 'publicUrl' | 'port'>): RelyingParty {
  if (config.publicUrl) {
    const url = new URL(config.publicUrl);
    return { id: url.hostname, name: 'Byggarkiv', origins: () => [url.origin] };
  }
  const fallback = `http://localhost:${config.port}`;
  return {
    id: 'localhost',
    name: 'Byggarkiv',
    origins: (claimed) => (LOCALHOST_ORIGIN.test(claimed) ? [claimed] : [fallback]),
  };
}

/** The origin a response's clientDataJSON names ('' when it cannot be read: then no origin matches). */
export function claimedOrigin(clientDataJSON: string): string {
  try {
    const data: unknown = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8'));
    const origin = (data as { origin?: unknown } | null)?.origin;
    return typeof origin === 'string' ? origin : '';
  } catch {
    return '';
  }
}
