import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';

/**
 * The inbox of the SMTP server that scripts/e2e.mjs runs for the product: every message the
 * product really sent, as the recipient's mail server received it.
 */

export type Mail = { to: string[]; subject: string; text: string };

const mailDir = () => {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error('E2E_MAIL_DIR is not set: run the e2e tests with `npm run test:e2e`');
  return dir;
};

/** Undoes quoted-printable: soft line breaks and =XX bytes (UTF-8). */
function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let index = 0; index < joined.length; index += 1) {
    const hex =
      joined[index] === '=' ? /^[0-9A-F]{2}/i.exec(joined.slice(index + 1, index + 3)) : null;
    if (hex) {
      bytes.push(Number.parseInt(hex[0], 16));
      index += 2;
    } else {
      bytes.push(...Buffer.from(joined[index]!, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** Decodes RFC 2047 encoded words in a header (`=?UTF-8?Q?…?=` or `=?UTF-8?B?…?=`). */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([qb])\?([^?]*)\?=/gi, (_match, kind: string, body: string) =>
      kind.toLowerCase() === 'b'
        ? Buffer.from(body, 'base64').toString('utf8')
        : decodeQuotedPrintable(body.replace(/_/g, ' ')),
    );
}

/** The plain-text part of a message, decoded. */
function plainText(raw: string): string {
  const part = /Content-Type: text\/plain[^]*?\r?\n\r?\n([^]*?)(?:\r?\n--|$)/i.exec(raw);
  const headerBlock = part ? raw.slice(0, raw.indexOf(part[1]!)) : '';
  const body =
    part?.[1] ??
    raw
      .split(/\r?\n\r?\n/)
      .slice(1)
      .join('\n\n');
  const encoding = /Content-Transfer-Encoding: ([\w-]+)\s*$/im.exec(headerBlock.slice(-300))?.[1];
  if (encoding?.toLowerCase() === 'base64')
    return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding?.toLowerCase() === 'quoted-printable') return decodeQuotedPrintable(body);
  return body;
}

function parse(file: string): Mail {
  const { to, raw } = JSON.parse(readFileSync(file, 'utf8')) as { to: string[]; raw: string };
  const headers = raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');
  const subject = decodeHeader(/^Subject: (.*)$/im.exec(headers)?.[1] ?? '');
  return { to, subject, text: plainText(raw) };
}

export function readMailbox(): Mail[] {
  const dir = mailDir();
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => parse(join(dir, name)));
}

/**
 * Waits for a message to `recipient` whose subject matches (and whose text holds `text`, when
 * given), and returns the newest such.
 */
export async function waitForMail(
  recipient: string,
  subject: RegExp,
  timeout = 30_000,
  text?: string,
): Promise<Mail> {
  let found: Mail | undefined;
  const isWanted = (mail: Mail) =>
    mail.to.includes(recipient) &&
    subject.test(mail.subject) &&
    (text === undefined || mail.text.includes(text));
  await expect(async () => {
    found = readMailbox().filter(isWanted).at(-1);
    expect(found, `a mail to ${recipient} matching ${String(subject)}`).toBeDefined();
  }).toPass({ timeout });
  return found!;
}

/** The first link in a message's text that starts with `prefix` (e.g. `${baseURL}/respond/`). */
export function linkIn(mail: Mail, prefix: string): string {
  const escaped = prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = new RegExp(`${escaped}[^\\s<>"')]+`).exec(mail.text);
  expect(match, `a link starting ${prefix} in "${mail.subject}"`).not.toBeNull();
  return match![0];
}
