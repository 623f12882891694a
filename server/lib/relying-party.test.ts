import { describe, expect, it } from 'vitest';
import { claimedOrigin, relyingParty } from './relying-party';

const clientData = (origin: unknown) => Buffer.from(JSON.stringify({ origin })).toString('base64url');

describe('the relying party', () => {
  it("is PUBLIC_URL's host, and only its origin is accepted", () => {
    const rp = relyingParty({ publicUrl: 'https://arkiv.kommun.se/app/', port: 3000 });
    expect(rp.id).toBe('arkiv.kommun.se');
    expect(rp.origins('https://evil.example')).toEqual(['https://arkiv.kommun.se']);
  });

  it('is localhost without PUBLIC_URL, accepting localhost origins on any port and nothing else', () => {
    const rp = relyingParty({ port: 4723 });
    expect(rp.id).toBe('localhost');
    expect(rp.origins('http://localhost:5173')).toEqual(['http://localhost:5173']);
    expect(rp.origins('http://127.0.0.1:4723')).toEqual(['http://localhost:4723']);
    expect(rp.origins('http://localhost.evil.example')).toEqual(['http://localhost:4723']);
  });

  it('reads the origin a response claims, or none from a broken one', () => {
    expect(claimedOrigin(clientData('https://a.se'))).toBe('https://a.se');
    expect(claimedOrigin(clientData(5))).toBe('');
    expect(claimedOrigin('not-json')).toBe('');
  });
});
