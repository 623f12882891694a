/**
 * The TXT records of a domain, as the resolvers of DNS_SERVERS (or the system's) give them: what proves a single
 * sign-on domain (commands/sso/verify-sso-domain.ts). A domain without such records is an empty list; a DNS that
 * does not answer in a few seconds is `DnsUnreachable`, so the admin hears "try again" rather than "not found".
 */
import { Resolver } from 'node:dns/promises';

export class DnsUnreachable extends Error {}

/** Each try waits this long, and there are two: an admin's click is answered within seconds. */
const TIMEOUT_MS = 1500;
const TRIES = 2;
/** Answers that mean "no such record" rather than "no answer". */
const NO_RECORD = new Set(['ENODATA', 'ENOTFOUND', 'NXDOMAIN']);

export async function txtRecords(domain: string, servers: string[] | undefined): Promise<string[]> {
  const resolver = new Resolver({ timeout: TIMEOUT_MS, tries: TRIES });
  if (servers?.length) resolver.setServers(servers);
  try {
    // A record split in several character-strings (long values) is one value joined.
    return (await resolver.resolveTxt(domain)).map((chunks) => chunks.join(''));
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code ?? '';
    if (NO_RECORD.has(code)) return [];
    throw new DnsUnreachable(`${domain}: ${code || String(err)}`);
  } finally {
    resolver.cancel();
  }
}
