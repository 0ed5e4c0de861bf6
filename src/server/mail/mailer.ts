/**
 * Outgoing mail: SMTP when SMTP_URL is set, else each message is written as JSON to DATA_DIR/outbox
 * so a newcomer can follow a reset link without a mail server. The link itself reaches the log only
 * with LOG_LEVEL=debug: it is a credential, and logs travel further than the outbox (issue 9 §3).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { log } from '~/server/log';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** The one link the message carries; logged in outbox mode with LOG_LEVEL=debug. */
  link?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

const FROM = 'Owner Console <no-reply@owner-console.local>';

/** Creates the configured mailer. */
export function createMailer(options: { smtpUrl?: string | undefined; dataDir: string }): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return { send: async (m) => void (await transport.sendMail({ from: FROM, to: m.to, subject: m.subject, text: m.text })) };
  }
  const outbox = path.join(options.dataDir, 'outbox');
  return {
    async send(message) {
      await fs.mkdir(outbox, { recursive: true });
      const file = path.join(outbox, `${Date.now()}-${message.to.replace(/[^a-z0-9@.-]/gi, '_')}.json`);
      await fs.writeFile(file, JSON.stringify({ from: FROM, ...message, sentAt: new Date().toISOString() }, null, 2));
      log.info('mail written to outbox', { to: message.to, subject: message.subject, file });
      if (message.link) log.debug('link of the mail written to outbox', { to: message.to, link: message.link });
    },
  };
}
