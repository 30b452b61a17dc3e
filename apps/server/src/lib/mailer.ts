import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** A line for the server log (e.g. the code) when mail goes to the outbox instead of SMTP. */
  logLine?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/**
 * SMTP when SMTP_URL is set; otherwise each message is written as an .eml file under DATA_DIR/outbox
 * and its log line printed, so the shop works offline and the demo can read codes.
 */
export function createMailer(options: {
  smtpUrl: string | undefined;
  from: string;
  outboxDir: string;
  log: FastifyBaseLogger;
}): Mailer {
  // nodemailer loads with the first message, not with every start
  let transport: Promise<Transporter> | undefined;
  let opened: Transporter | undefined;
  const openTransport = async (): Promise<Transporter> => {
    const { default: nodemailer } = await import('nodemailer');
    opened = options.smtpUrl
      ? nodemailer.createTransport(options.smtpUrl)
      : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
    return opened;
  };

  return {
    async send(message) {
      transport ??= openTransport();
      const info = await (
        await transport
      ).sendMail({
        from: options.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
      });
      if (options.smtpUrl) return;
      mkdirSync(options.outboxDir, { recursive: true });
      // the name never comes from what a visitor typed (an address can hold '../' or a NUL)
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = join(options.outboxDir, `${stamp}-${randomUUID()}.eml`);
      writeFileSync(file, (info as unknown as { message: Buffer }).message);
      options.log.info(
        { file, highlight: Boolean(message.logLine) },
        message.logLine ?? `e-mail to ${message.to} written to the outbox`,
      );
    },
    close() {
      opened?.close();
    },
  };
}
