import { describe, expect, it } from 'vitest';
import { deviceName } from './device-name';

describe('deviceName', () => {
  it('names browser and system from a User-Agent', () => {
    expect(deviceName('Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0')).toMatchObject({
      browser: 'Firefox 128',
      system: 'Linux',
      mobile: false,
    });
    const phone = deviceName(
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
    );
    expect(phone.browser).toBe('Safari 17');
    expect(phone.system).toContain('iOS');
    expect(phone.mobile).toBe(true);
  });

  it('gives nothing for an empty or unknown agent', () => {
    expect(deviceName('')).toEqual({ browser: '', system: '', mobile: false });
    expect(deviceName('curl/8.5.0').system).toBe('');
  });
});
