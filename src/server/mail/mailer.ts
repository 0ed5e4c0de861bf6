/**
 * Outgoing mail: SMTP when SMTP_URL is set, else messages are written as JSON to DATA_DIR/outbox
 * so a newcomer can follow a reset link without a mail server. The link itself reaches the log only
 * with LOG_LEVEL=debug: it is a credential, and logs travel further than the outbox (issue 9 §3).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import pLimit from 'p-limit';
import { log } from '~/server/log';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** The one link the message carries; logged in outbox mode with LOG_LEVEL=debug. */
  link?: string;
}

export interface Mailer {
  /** Sends one message. @throws what the transport or the file system throws */
  send(message: MailMessage): Promise<void>;
  /**
   * Sends many messages (an import's invitations); a failure is logged and does not stop the rest.
   * @returns how many could not be sent
   */
  sendAll(messages: readonly MailMessage[]): Promise<number>;
}

const FROM = 'Owner Console <no-reply@owner-console.local>';

/** Messages handed to SMTP at once by sendAll: a few connections, not one per message. */
const SMTP_AT_ONCE = 4;

/** Creates the configured mailer. */
export function createMailer(options: { smtpUrl?: string | undefined; dataDir: string }): Mailer {
  return options.smtpUrl ? smtpMailer(options.smtpUrl) : outboxMailer(path.join(options.dataDir, 'outbox'));
}

function smtpMailer(url: string): Mailer {
  const transport = nodemailer.createTransport(url);
  const send = async (m: MailMessage) => void (await transport.sendMail({ from: FROM, to: m.to, subject: m.subject, text: m.text }));
  return {
    send,
    async sendAll(messages) {
      const limit = pLimit(SMTP_AT_ONCE);
      const unsent = await Promise.all(
        messages.map((m) =>
          limit(async (): Promise<number> => {
            try {
              await send(m);
              return 0;
            } catch (error) {
              log.error('mail failed', error, { to: m.to });
              return 1;
            }
          }),
        ),
      );
      return unsent.reduce((sum, n) => sum + n, 0);
    },
  };
}

/**
 * The outbox: one file per message, named by its time and recipient. Many messages sent together
 * share one file, `<time>-<count>-messages.json` holding `messages`: creating a file costs this
 * machine's disk about as much as a database row, and 10,000 of them made an import five times
 * slower (issue 28 §2) and the folder unreadable.
 */
function outboxMailer(outbox: string): Mailer {
  async function write(name: string, body: object, messages: readonly MailMessage[]) {
    await fs.mkdir(outbox, { recursive: true });
    const file = path.join(outbox, `${Date.now()}-${name}.json`);
    await fs.writeFile(file, JSON.stringify({ from: FROM, ...body, sentAt: new Date().toISOString() }, null, 2));
    if (messages.length === 1) log.info('mail written to outbox', { to: messages[0]!.to, subject: messages[0]!.subject, file });
    else log.info('mails written to outbox', { count: messages.length, file });
    for (const m of messages) if (m.link) log.debug('link of the mail written to outbox', { to: m.to, link: m.link });
  }
  const send = (message: MailMessage) => write(message.to.replace(/[^a-z0-9@.-]/gi, '_'), message, [message]);
  return {
    send,
    async sendAll(messages) {
      if (messages.length === 0) return 0;
      try {
        await (messages.length === 1 ? send(messages[0]!) : write(`${messages.length}-messages`, { messages }, messages));
        return 0;
      } catch (error) {
        log.error('mail failed', error, { recipients: messages.length });
        return messages.length;
      }
    },
  };
}
