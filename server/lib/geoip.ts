/**
 * Where a sign-in came from, for the owner's list of sessions (issue #37 item 4: "place by address"). Looked up once
 * when a session opens (commands/issue-api-token.ts) in an MMDB file read by `maxmind`: GEOIP_DB, or the bundled
 * DB-IP Country Lite (8 MB, held as one Buffer outside the JavaScript heap; docs/SECURITY.md "Sessions" gives the
 * memory it adds). No network: there is none at run time. A file that cannot be read leaves places unknown.
 */
import { BlockList, isIP } from 'node:net';
import maxmind, { type Reader, type Response } from 'maxmind';

export interface Place {
  /** ISO 3166-1 alpha-2, upper case; '' unknown. */
  country: string;
  /** As the database names it (English where it has several languages); '' unknown or a country-only database. */
  city: string;
  /** A private, loopback or link-local address: "Local network". */
  local: boolean;
}

export const NO_PLACE: Place = { country: '', city: '', local: false };

/** RFC 1918, loopback, link-local, CGNAT (RFC 6598), unique-local and unspecified addresses. */
const LOCAL = new BlockList();
for (const [net, bits] of [
  ['10.0.0.0', 8],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['100.64.0.0', 10],
  ['0.0.0.0', 8],
] as const)
  LOCAL.addSubnet(net, bits, 'ipv4');
for (const [net, bits] of [
  ['::1', 128],
  ['::', 128],
  ['fc00::', 7],
  ['fe80::', 10],
] as const)
  LOCAL.addSubnet(net, bits, 'ipv6');

/** `::ffff:10.0.0.1` (an IPv4 client on a dual-stack socket) is the IPv4 address. */
function plainAddress(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped?.[1] ?? address;
}

export function isLocalAddress(address: string): boolean {
  const plain = plainAddress(address);
  const family = isIP(plain);
  if (family === 0) return false;
  return LOCAL.check(plain, family === 4 ? 'ipv4' : 'ipv6');
}

/**
 * The record shapes of the databases a deployer may point at: MaxMind's GeoLite2/GeoIP2 (`country.iso_code`,
 * `city.names.en`) and the ip-location-db packages' DB-IP and GeoLite2 builds (`country_code`, `city`).
 */
interface PlaceRecord extends Record<string, unknown> {
  country?: { iso_code?: string };
  registered_country?: { iso_code?: string };
  city?: string | { names?: Record<string, string> };
  country_code?: string;
}

/** A record of any of those shapes → the place; exported for its test. */
export function placeOfRecord(record: PlaceRecord | null | undefined): Place {
  if (!record) return NO_PLACE;
  const country = (record.country?.iso_code ?? record.country_code ?? record.registered_country?.iso_code ?? '')
    .toUpperCase()
    .slice(0, 2);
  const city = typeof record.city === 'string' ? record.city : (record.city?.names?.en ?? '');
  return { country: /^[A-Z]{2}$/.test(country) ? country : '', city: city.slice(0, 100), local: false };
}

const readers = new Map<string, Promise<Reader<Response> | undefined>>();

/** One reader per file for the life of the process: opened at the first sign-in that needs it. */
function readerOf(file: string, log?: { warn(obj: object, msg: string): void }) {
  let reader = readers.get(file);
  if (!reader) {
    reader = maxmind.open<Response>(file, { cache: { max: 1000 } }).catch((err: unknown) => {
      log?.warn({ err, file }, 'the GeoIP database could not be read: sessions show no place');
      return undefined;
    });
    readers.set(file, reader);
  }
  return reader;
}

/** The place of a client address; NO_PLACE when unknown (no database, not in it, not an address). */
export async function placeOfAddress(
  file: string | undefined,
  address: string,
  log?: { warn(obj: object, msg: string): void },
): Promise<Place> {
  const plain = plainAddress(address);
  if (!isIP(plain)) return NO_PLACE;
  if (isLocalAddress(plain)) return { ...NO_PLACE, local: true };
  if (!file) return NO_PLACE;
  const reader = await readerOf(file, log);
  try {
    return placeOfRecord(reader?.get(plain) as PlaceRecord | null | undefined);
  } catch {
    return NO_PLACE;
  }
}
