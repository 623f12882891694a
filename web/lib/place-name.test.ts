import { describe, expect, it } from 'vitest';
import { placeName } from './place-name';

describe('placeName', () => {
  it('names the country in the reader’s language, after the city when there is one', () => {
    expect(placeName({ local: false, country: 'SE', city: 'Stockholm' }, 'sv', 'Lokalt nätverk')).toBe(
      'Stockholm, Sverige',
    );
    expect(placeName({ local: false, country: 'SE', city: 'Stockholm' }, 'en', 'Local network')).toBe(
      'Stockholm, Sweden',
    );
    expect(placeName({ local: false, country: 'DE' }, 'sv', 'Lokalt nätverk')).toBe('Tyskland');
  });

  it('is the local network, or nothing when unknown', () => {
    expect(placeName({ local: true }, 'sv', 'Lokalt nätverk')).toBe('Lokalt nätverk');
    expect(placeName(null, 'en', 'Local network')).toBe('');
  });
});
