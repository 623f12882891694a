/** Outgoing mail: real SMTP when SMTP_URL is set, otherwise `.eml` files in DATA_DIR/outbox. */
import fs from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

export function createMailer(opts: { smtpUrl?: string; from: string; outboxDir: string }): Mailer {
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport(opts.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({ from: opts.from, ...message });
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await transport.sendMail({ from: opts.from, ...message });
      await fs.mkdir(opts.outboxDir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(opts.outboxDir, `${stamp}-${randomUUID()}.eml`);
      // Write then rename so a reader never sees half a message.
      await fs.writeFile(`${file}.tmp`, info.message as Buffer);
      await fs.rename(`${file}.tmp`, file);
    },
    close: () => transport.close(),
  };
}
