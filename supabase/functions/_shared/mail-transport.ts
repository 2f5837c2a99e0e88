/**
 * How a written mail leaves (network): `MailTransport` is what the outbox sender (mail-outbox.ts)
 * needs; `smtpTransport(SMTP_URL)` sends over SMTP with nodemailer (Node and Deno). The local
 * server's default writes .eml files instead (local-server/mail-files.ts).
 */
import nodemailer from 'nodemailer';

export interface OutgoingMail {
  /** `<outbox-id@domain>`: the same on every attempt, so a resend is recognisable. */
  messageId: string;
  to: string;
  from: string;
  subject: string;
  text: string;
  html: string;
}

export interface MailTransport {
  /** Resolves once the mail is accepted; throws (with the server's answer) when it is not. */
  send(mail: OutgoingMail): Promise<void>;
  /** Closes any open connection. */
  close?(): void;
}

/** The nodemailer message of an outgoing mail (also used to write .eml files). */
export function nodemailerMessage(mail: OutgoingMail) {
  return {
    messageId: mail.messageId,
    from: mail.from,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    // Automated: out-of-office replies and auto-responders stay away.
    headers: { 'Auto-Submitted': 'auto-generated' },
  };
}

/**
 * SMTP through nodemailer. `smtpUrl`: `smtp://user:pass@host:587` (STARTTLS when the server offers
 * it), `smtps://...:465` (TLS from the start), `smtp://127.0.0.1:2525?ignoreTLS=true` (a local test
 * server). Timeouts are short, well inside the sender's lease, so a hung server fails the attempt
 * instead of outliving the claim.
 */
export function smtpTransport(smtpUrl: string): MailTransport {
  const transporter = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 60_000,
  });
  return {
    async send(mail) {
      await transporter.sendMail(nodemailerMessage(mail));
    },
    close() {
      transporter.close();
    },
  };
}
