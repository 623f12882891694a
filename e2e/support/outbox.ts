import fs from 'node:fs';
import path from 'node:path';
import { E2E } from '../../playwright.config';

function decodeQuotedPrintable(mail: string): string {
  const bytes = mail
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** The newest mail in the app's outbox sent to `to`, waiting for it a little. */
export async function waitForMail(to: string, timeoutMs = 10_000): Promise<string> {
  const dir = path.join(E2E.dataDir, 'outbox');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (fs.existsSync(dir)) {
      const mails = fs
        .readdirSync(dir)
        .filter((f) => f.endsWith('.eml'))
        .sort()
        .reverse()
        .map((f) => decodeQuotedPrintable(fs.readFileSync(path.join(dir, f), 'utf8')));
      const mail = mails.find((m) => m.includes(`To: ${to}`));
      if (mail) return mail;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no mail to ${to}`);
}
