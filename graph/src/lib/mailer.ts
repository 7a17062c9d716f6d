import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { mailMessages } from './metrics.js';
import type { NodemailerError } from 'nodemailer/lib/errors';

/** One message ready to hand over: both parts, a stable Message-ID and any extra headers. */
export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  /** `<local@domain>`, with the angle brackets. */
  messageId: string;
  headers: Record<string, string>;
}

/** What the transport answered when it took a message. */
export interface MailReceipt {
  response: string;
}

/** Whether a message was handed over, as far as the transport can tell. */
export type HandOverCheck = 'delivered' | 'not-delivered' | 'unknown';

/** Sends email: over SMTP, or into the outbox folder when no SMTP server is configured. */
export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  /** Where mail goes, for logs: `SMTP at smtp.example.org:587` or `the outbox at .data/outbox`. */
  readonly description: string;
  /** Hands one message over; throws a MailDeliveryError saying whether it may have gone out. */
  send(mail: OutgoingMail): Promise<MailReceipt>;
  /** Whether the message with this Message-ID was handed over; SMTP cannot tell afterwards and answers `unknown`. */
  check(messageId: string): Promise<HandOverCheck>;
  close(): Promise<void>;
}

/**
 * A failed hand-over. `refused`: not sent, and a later try may succeed (the server is down, busy or answered 4xx);
 * `rejected`: not sent, and it never will be (5xx, a bad address); `uncertain`: the connection broke after the
 * message may have been accepted, so sending it again could deliver it twice.
 */
export class MailDeliveryError extends Error {
  override name = 'MailDeliveryError';

  constructor(
    message: string,
    readonly outcome: 'refused' | 'rejected' | 'uncertain',
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

// Failures that happen before a mail transaction starts: nothing can have been delivered.
const BEFORE_TRANSACTION_CODES = new Set(['EDNS', 'ETLS', 'EAUTH', 'ENOAUTH', 'EPROXY', 'ECONFIG', 'EENVELOPE', 'EMESSAGE', 'EREQUIRETLS']);
const CONNECT_FAILURES = new Set(['ECONNREFUSED', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN', 'ECONNRESET']);
const EARLY_TIMEOUTS = new Set(['CONNECT_TIMEOUT', 'GREETING_TIMEOUT', 'UPGRADE_TIMEOUT']);

/** Sorts what nodemailer threw into refused, rejected or uncertain; see MailDeliveryError. */
export function classifySmtpError(error: unknown): MailDeliveryError {
  const failure = error as NodemailerError;
  const detail = failure?.message ?? String(error);
  if (typeof failure?.responseCode === 'number' && failure.responseCode >= 400) {
    const outcome = failure.permanent ? 'rejected' : 'refused';
    return new MailDeliveryError(`The SMTP server answered ${failure.responseCode}: ${detail}`, outcome, { cause: error });
  }
  if (failure?.code === 'EENVELOPE' || failure?.code === 'EMESSAGE')
    return new MailDeliveryError(`The message was not sent: ${detail}`, 'rejected', { cause: error });
  const connectFailed =
    CONNECT_FAILURES.has(failure?.originalCode ?? '') ||
    CONNECT_FAILURES.has(String(failure?.code)) ||
    (failure?.timeoutType !== undefined && EARLY_TIMEOUTS.has(failure.timeoutType));
  if (connectFailed || BEFORE_TRANSACTION_CODES.has(String(failure?.code))) {
    return new MailDeliveryError(`The SMTP server could not be reached: ${detail}`, 'refused', { cause: error });
  }
  return new MailDeliveryError(`The SMTP connection broke while sending, so the message may have arrived: ${detail}`, 'uncertain', {
    cause: error,
  });
}

/** Where SMTP_URL points, without its credentials. */
export function smtpHost(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  return `${url.hostname}:${url.port || (url.protocol === 'smtps:' ? '465' : '587')}`;
}

/** An SMTP mailer with a small connection pool; timeouts are short so a hung server fails the try, not the worker. */
export function createSmtpMailer(smtpUrl: string, options: { maxConnections?: number } = {}): Mailer {
  const transport = nodemailer.createTransport({
    pool: true,
    url: smtpUrl,
    maxConnections: options.maxConnections ?? 5,
    maxMessages: 1_000,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    kind: 'smtp',
    description: `SMTP at ${smtpHost(smtpUrl)}`,
    async send(mail) {
      try {
        const info = await transport.sendMail({ ...mail, messageId: mail.messageId });
        return { response: String(info.response ?? '') };
      } catch (error) {
        throw classifySmtpError(error);
      }
    },
    check: async () => 'unknown',
    close: async () => transport.close(),
  };
}

/** The domain of the From address: Message-IDs are made under it, as mailbox providers expect. */
export function mailDomain(from: string): string {
  const address = /<([^>]+)>/.exec(from)?.[1] ?? from;
  return (
    address
      .slice(address.lastIndexOf('@') + 1)
      .trim()
      .toLowerCase() || 'paperlight.localhost'
  );
}

/** The outbox file of a message: its Message-ID made safe for a file name. */
export function outboxFileName(messageId: string): string {
  return `${messageId.replace(/^<|>$/g, '').replace(/[^A-Za-z0-9.@_-]/g, '_')}.eml`;
}

/**
 * The offline mailer: writes each message, fully encoded as it would go over SMTP, to `<outbox>/<Message-ID>.eml`
 * (open it in any mail program). Writing is atomic, and a message written twice is the same file.
 */
export function createOutboxMailer(outboxDir: string): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    kind: 'outbox',
    description: `the outbox at ${outboxDir}`,
    async send(mail) {
      const file = path.join(outboxDir, outboxFileName(mail.messageId));
      try {
        const info = await transport.sendMail({ ...mail, messageId: mail.messageId });
        mkdirSync(outboxDir, { recursive: true });
        const temporary = `${file}.${process.pid}.tmp`;
        writeFileSync(temporary, info.message as Buffer);
        renameSync(temporary, file);
        return { response: `written to ${file}` };
      } catch (error) {
        throw new MailDeliveryError(`The message could not be written to ${file}: ${(error as Error).message}`, 'refused', {
          cause: error,
        });
      }
    },
    check: async (messageId) => (existsSync(path.join(outboxDir, outboxFileName(messageId))) ? 'delivered' : 'not-delivered'),
    close: async () => undefined,
  };
}

/** The mailer the environment asks for: SMTP over SMTP_URL, else the outbox under the data dir. */
export function createMailer(env: { smtpUrl: string | null; dataDir: string }): Mailer {
  return countedMailer(env.smtpUrl ? createSmtpMailer(env.smtpUrl) : createOutboxMailer(path.resolve(env.dataDir, 'outbox')));
}

/** The mailer with every hand-over counted in the metrics, by transport and outcome. */
function countedMailer(mailer: Mailer): Mailer {
  return {
    kind: mailer.kind,
    description: mailer.description,
    send: async (mail) => {
      try {
        const receipt = await mailer.send(mail);
        mailMessages.inc({ transport: mailer.kind, outcome: 'sent' });
        return receipt;
      } catch (error) {
        mailMessages.inc({ transport: mailer.kind, outcome: 'failed' });
        throw error;
      }
    },
    check: (messageId) => mailer.check(messageId),
    close: () => mailer.close(),
  };
}
