/**
 * A real SMTP server for the tests (nodemailer's smtp-server on 127.0.0.1, a free port, no TLS) that
 * keeps every message it accepts, or refuses every recipient with a 550 when told to; and a small
 * reader of the messages (headers with their encoded words decoded, the text of every part).
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReadMail {
  headers: Map<string, string>;
  subject: string;
  messageId: string;
  /** Every part's content, decoded (text and HTML). */
  body: string;
}

export interface MailCatcher {
  url: string;
  messages: ReadMail[];
  /** Set: every recipient is refused with `550 <text>`. */
  refuse: string | null;
  /** Set: a message's data is read but never accepted (a server that hangs mid-send). */
  hold: boolean;
  /** Messages whose data began to arrive (accepted or not). */
  started: number;
  /** The server's errors other than a client's reset connection. */
  errors: Error[];
  close(): Promise<void>;
}

export async function startMailCatcher(): Promise<MailCatcher> {
  const catcher: MailCatcher = {
    url: '',
    messages: [],
    refuse: null,
    hold: false,
    started: 0,
    errors: [],
    close: async () => undefined,
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (!catcher.refuse) return callback();
      return callback(Object.assign(new Error(catcher.refuse), { responseCode: 550 }));
    },
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      const held = catcher.hold;
      catcher.started++;
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (held) return;
        catcher.messages.push(readMail(Buffer.concat(chunks).toString('utf8')));
        callback();
      });
    },
  });
  // A sender killed mid-send (mail-restart.test.ts) resets its connection: smtp-server reports that on
  // the server as an 'error' event, which without a listener would throw outside any test. A reset or a
  // broken pipe is what such a test causes; anything else is kept for the tests to see.
  server.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'ECONNRESET' && error.code !== 'EPIPE') catcher.errors.push(error);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  catcher.url = `smtp://127.0.0.1:${port}?ignoreTLS=true`;
  catcher.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return catcher;
}

function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_whole, _charset, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

function decodeQuotedPrintable(text: string): string {
  const bytes = text
    .replace(/%/g, '%25')
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_whole, hex: string) => `%${hex}`);
  try {
    return decodeURIComponent(bytes);
  } catch {
    return text;
  }
}

function splitHeaders(raw: string): { headers: Map<string, string>; body: string } {
  const end = raw.search(/\r?\n\r?\n/);
  const head = end < 0 ? raw : raw.slice(0, end);
  const body = end < 0 ? '' : raw.slice(end).replace(/^\r?\n\r?\n/, '');
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function partText(raw: string): string {
  const { headers, body } = splitHeaders(raw);
  const boundary = /boundary="?([^";]+)"?/i.exec(headers.get('content-type') ?? '')?.[1];
  if (boundary) {
    return body
      .split(`--${boundary}`)
      .slice(1)
      .filter((part) => !part.startsWith('--'))
      .map((part) => partText(part.replace(/^\r?\n/, '')))
      .join('\n');
  }
  const encoding = (headers.get('content-transfer-encoding') ?? '').toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  return body;
}

/** A raw RFC 5322 message read back: what the tests assert on. */
export function readMail(raw: string): ReadMail {
  const { headers } = splitHeaders(raw);
  return {
    headers,
    subject: decodeWords(headers.get('subject') ?? ''),
    messageId: headers.get('message-id') ?? '',
    body: partText(raw),
  };
}
