import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMailer, type MailMessage } from '~/server/mail/mailer';

let dataDir: string;
const outbox = () => path.join(dataDir, 'outbox');
const read = async (file: string) => JSON.parse(await fs.readFile(path.join(outbox(), file), 'utf8'));
const invitation = (n: number): MailMessage => ({ to: `person${n}@example.com`, subject: 'You are invited', text: `link ${n}`, link: `https://console.test/reset-password/t${n}` });

beforeEach(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'oc-mailer-'));
});
afterEach(async () => {
  await fs.rm(dataDir, { recursive: true, force: true });
});

describe('the outbox mailer (no SMTP_URL)', () => {
  it('writes one message as a file named by its recipient, holding its link', async () => {
    await createMailer({ dataDir }).send(invitation(1));
    const files = await fs.readdir(outbox());
    expect(files).toHaveLength(1);
    expect(files[0]).toContain('person1@example.com');
    expect(await read(files[0]!)).toMatchObject({ to: 'person1@example.com', link: 'https://console.test/reset-password/t1' });
  });

  it('writes the messages sent together into one file, every one with its own recipient and link (issue 28 §2)', async () => {
    const messages = Array.from({ length: 250 }, (_, i) => invitation(i));
    expect(await createMailer({ dataDir }).sendAll(messages)).toBe(0);
    const files = await fs.readdir(outbox());
    expect(files).toEqual([expect.stringMatching(/-250-messages\.json$/)]);
    const written = (await read(files[0]!)).messages as MailMessage[];
    expect(written.map((m) => [m.to, m.link])).toEqual(messages.map((m) => [m.to, m.link]));
  });

  it('writes a lone message of sendAll as send does, so its recipient still names the file', async () => {
    expect(await createMailer({ dataDir }).sendAll([invitation(7)])).toBe(0);
    expect(await fs.readdir(outbox())).toEqual([expect.stringContaining('person7@example.com')]);
  });

  it('says every message of a batch it could not write failed, and sends nothing for an empty one', async () => {
    await fs.writeFile(outbox(), 'a file where the folder should be');
    const mailer = createMailer({ dataDir });
    expect(await mailer.sendAll([invitation(1), invitation(2), invitation(3)])).toBe(3);
    expect(await mailer.sendAll([])).toBe(0);
  });
});
