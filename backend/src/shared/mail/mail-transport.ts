import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Injectable, Logger } from '@nestjs/common';
import { createTransport, SendMailOptions, Transporter } from 'nodemailer';
import { AppConfig } from '../config/app-config';
import { MailConfig } from './mail.config';

/**
 * The shop's one way of sending a shopper an email: the SMTP server of the mail config (SMTP_URL,
 * or SMTP_HOST, SMTP_PORT, SMTP_USER, SMTP_PASS; sender MAIL_FROM). Without one, each message is
 * written as an .eml file to `<DATA_DIR>/outbox/`, so a local shop (and the tests) see what would
 * have been sent. Every context's mailer sends through it.
 */
@Injectable()
export class MailTransport {
  private readonly logger = new Logger(MailTransport.name);
  private readonly smtp: Transporter | null;
  private readonly outbox: Transporter;
  readonly from: string;

  constructor(
    private readonly config: AppConfig,
    mail: MailConfig,
  ) {
    this.from = mail.from;
    this.smtp = mail.smtp === null ? null : createTransport(typeof mail.smtp === 'string' ? mail.smtp : { ...mail.smtp });
    this.outbox = createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  }

  get outboxDir(): string {
    return join(this.config.dataDir, 'outbox');
  }

  /** Sends the message (from MAIL_FROM), or writes it to the outbox as `name` when no server is configured. */
  async send(mail: Omit<SendMailOptions, 'from'>, name: string, what: string): Promise<void> {
    const message: SendMailOptions = { from: this.from, textEncoding: 'base64', ...mail };
    if (this.smtp) {
      await this.smtp.sendMail(message);
      return;
    }
    const info = await this.outbox.sendMail(message);
    await mkdir(this.outboxDir, { recursive: true });
    // Written under a temporary name first, so a reader never sees half a message.
    const partial = join(this.outboxDir, `.${name}.partial`);
    await writeFile(partial, info.message as Buffer);
    await rename(partial, join(this.outboxDir, name));
    this.logger.log(`No SMTP server configured: ${what} written to ${name}`);
  }
}
