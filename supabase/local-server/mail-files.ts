/**
 * The local server's default mail transport (file system): each mail is written by nodemailer as an
 * .eml file under DATA_DIR/mail (open it with any mail program) and its subject is logged. The file
 * is named after the outbox row (the Message-ID's id), written to a temporary name and renamed, so
 * a mail sent again after a crash replaces its own file: one file per mail, never half a file.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import {
  type MailTransport,
  nodemailerMessage,
  type OutgoingMail,
  smtpTransport,
} from '../functions/_shared/mail-transport.ts';

/** `<3f2a...@rihla.example>` -> `3f2a....eml`: the outbox row's id, safe as a file name. */
export function emlFileName(messageId: string): string {
  const id = messageId.replace(/^<|>$/g, '').split('@')[0] ?? '';
  const safe = id.replace(/[^A-Za-z0-9._-]/g, '_').replace(/^\.+/, '');
  return `${safe || 'mail'}.eml`;
}

/** The mail as the bytes of an .eml file (RFC 5322, as nodemailer would send it). */
export async function emlBytes(mail: OutgoingMail): Promise<Buffer> {
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  const info = await composer.sendMail(nodemailerMessage(mail));
  return info.message as Buffer;
}

export function emlFileTransport(
  dir: string,
  options: { log?: (line: string) => void } = {},
): MailTransport & { dir: string } {
  const log = options.log ?? ((line: string) => console.log(line));
  return {
    dir,
    async send(mail) {
      const bytes = await emlBytes(mail);
      await mkdir(dir, { recursive: true });
      const path = join(dir, emlFileName(mail.messageId));
      const temporary = `${path}.${randomUUID()}.tmp`;
      try {
        await writeFile(temporary, bytes);
        await rename(temporary, path);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
      log(`[mail] wrote ${path}: ${mail.subject}`);
    },
  };
}

/** The local server's transport: SMTP when SMTP_URL is set, else .eml files in DATA_DIR/mail; and how the banner names it. */
export function mailTransportOf(env: { SMTP_URL?: string; DATA_DIR: string }): {
  transport: MailTransport;
  description: string;
} {
  if (env.SMTP_URL) return { transport: smtpTransport(env.SMTP_URL), description: 'SMTP (SMTP_URL)' };
  const dir = join(env.DATA_DIR, 'mail');
  return { transport: emlFileTransport(dir), description: `.eml files in ${dir}` };
}
