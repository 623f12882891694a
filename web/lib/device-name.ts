import Bowser from 'bowser';

/** "Firefox 128 · Linux" from a User-Agent header; empty when it names nothing known. */
export function deviceName(userAgent: string): { browser: string; system: string; mobile: boolean } {
  if (!userAgent) return { browser: '', system: '', mobile: false };
  const parsed = Bowser.parse(userAgent);
  const major = parsed.browser.version?.split('.')[0];
  const browser = [parsed.browser.name, major].filter(Boolean).join(' ');
  const system = [parsed.os.name, parsed.os.versionName ?? ''].filter(Boolean).join(' ');
  const mobile = parsed.platform.type === 'mobile' || parsed.platform.type === 'tablet';
  return { browser, system, mobile };
}
