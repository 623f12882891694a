/** The record shapes of the MMDB databases a deployer may point GEOIP_DB at, and which addresses are local. */
import { describe, expect, it } from 'vitest';
import { isLocalAddress, placeOfRecord } from './geoip';

describe('placeOfRecord', () => {
  it("reads MaxMind's GeoLite2/GeoIP2 City records (the city's English name)", () => {
    const record = {
      city: { geoname_id: 2673730, names: { en: 'Stockholm', de: 'Stockholm', ru: 'Стокгольм' } },
      country: { iso_code: 'SE', names: { en: 'Sweden' } },
    };
    expect(placeOfRecord(record)).toEqual({ country: 'SE', city: 'Stockholm', local: false });
  });

  it('reads the ip-location-db DB-IP and GeoLite2 builds, country or city', () => {
    expect(placeOfRecord({ country_code: 'SE' })).toEqual({ country: 'SE', city: '', local: false });
    expect(placeOfRecord({ city: 'Göteborg', country_code: 'se', state1: 'Västra Götaland' })).toEqual({
      country: 'SE',
      city: 'Göteborg',
      local: false,
    });
  });

  it('falls back to the registered country, and knows nothing of an empty or odd record', () => {
    expect(placeOfRecord({ registered_country: { iso_code: 'NO' } }).country).toBe('NO');
    expect(placeOfRecord(null)).toEqual({ country: '', city: '', local: false });
    expect(placeOfRecord({ country_code: '1' }).country).toBe('');
  });
});

describe('isLocalAddress', () => {
  it('is true for private, loopback, link-local and unique-local addresses, also IPv4-mapped', () => {
    for (const a of [
      '10.0.0.1',
      '172.31.255.1',
      '192.168.0.1',
      '127.0.0.1',
      '169.254.1.1',
      '::1',
      'fd00::1',
      'fe80::1',
    ])
      expect(isLocalAddress(a), a).toBe(true);
    expect(isLocalAddress('::ffff:192.168.1.1')).toBe(true);
  });

  it('is false for public addresses and for what is no address', () => {
    for (const a of ['130.237.0.1', '8.8.8.8', '2001:6b0::1', '172.32.0.1', 'unknown', ''])
      expect(isLocalAddress(a), a).toBe(false);
  });
});
