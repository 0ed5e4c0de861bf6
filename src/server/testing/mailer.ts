/**
 * A mailer for tests: every message sent is pushed onto `outbox`, in order, and nothing fails.
 * @returns the Mailer (mail/mailer.ts) over `outbox`
 */
import type { MailMessage, Mailer } from '~/server/mail/mailer';

export function memoryMailer(outbox: MailMessage[] = []): Mailer {
  return {
    send: async (message) => void outbox.push(message),
    sendAll: async (messages) => (outbox.push(...messages), 0),
  };
}
