import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** One message the sink accepted: the raw text as it arrived, its envelope and its Message-ID header. */
export interface ReceivedMail {
  raw: string;
  from: string;
  to: string[];
  messageId: string | null;
  receivedAt: number;
}

/**
 * A real SMTP server on loopback (the `smtp-server` package) that keeps what it receives. It can be stopped and
 * started again on the same port (a mail server going down and coming back) and told to refuse the next messages
 * with a 4xx reply (a busy or greylisting server).
 */
export interface SmtpSink {
  url: string;
  messages: ReceivedMail[];
  /** Answers `code` to the next `count` MAIL FROM commands. */
  refuseNext(count: number, code?: number): void;
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Resolves once at least `count` messages have arrived in all. */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  parse(message: ReceivedMail): Promise<ParsedMail>;
  close(): Promise<void>;
}

/** Starts the sink on a free loopback port; `keepRaw: false` keeps only envelopes and Message-IDs (for benchmarks). */
export async function startSmtpSink(options: { keepRaw?: boolean } = {}): Promise<SmtpSink> {
  const messages: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  const refusals = { count: 0, code: 451 };
  let port = 0;
  let server: SMTPServer | null = null;

  const listen = async () => {
    const instance = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      closeTimeout: 1_000,
      size: 10 * 1024 * 1024,
      onMailFrom(_address, _session, callback) {
        if (refusals.count <= 0) return callback();
        refusals.count -= 1;
        const error = new Error('Mailbox busy, try again later') as Error & { responseCode: number };
        error.responseCode = refusals.code;
        callback(error);
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          messages.push({
            raw: options.keepRaw === false ? '' : raw,
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((recipient) => recipient.address),
            messageId: /^Message-ID:\s*(<[^>]+>)/im.exec(raw)?.[1] ?? null,
            receivedAt: performance.now(),
          });
          for (const wake of waiters) wake();
          callback(null);
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      instance.server.once('error', reject);
      instance.listen(port, '127.0.0.1', () => resolve());
    });
    port = (instance.server.address() as AddressInfo).port;
    server = instance;
  };

  const stop = async () => {
    const running = server;
    server = null;
    if (running) await new Promise<void>((resolve) => running.close(() => resolve()));
  };

  await listen();
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    refuseNext(count, code = 451) {
      refusals.count = count;
      refusals.code = code;
    },
    stop,
    start: listen,
    waitFor(count, timeoutMs = 60_000) {
      if (messages.length >= count) return Promise.resolve(messages);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`Expected ${count} messages at the SMTP sink, got ${messages.length}.`));
        }, timeoutMs);
        const check = () => {
          if (messages.length < count) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(messages);
        };
        waiters.add(check);
      });
    },
    parse: (message) => simpleParser(message.raw),
    close: stop,
  };
}
