import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Injectable, Logger } from '@nestjs/common';
import { createTransport, SendMailOptions, Transporter } from 'nodemailer';
import { AppConfig } from '../config/app-config';

/**
 * The shop's one way of sending mail: through the SMTP server named in the settings (SMTP_URL, or
 * SMTP_HOST, SMTP_PORT, SMTP_USER, SMTP_PASS; sender MAIL_FROM). Without one, each message is written
 * as an .eml file to `<DATA_DIR>/outbox/`, so a local shop shows what would have been sent. Each
 * context composes its own messages and sends them through here.
 */
@Injectable()
export class ShopMailTransport {
  private readonly logger = new Logger('Mail');
  private readonly smtp: Transporter | null;
  private readonly outbox: Transporter;
  readonly from: string;

  constructor(private readonly config: AppConfig) {
    const env = config.env;
    this.from = env.MAIL_FROM || `no-reply@${new URL(config.publicUrl).hostname}`;
    this.smtp = env.SMTP_URL
      ? createTransport(env.SMTP_URL)
      : env.SMTP_HOST
        ? createTransport({
            host: env.SMTP_HOST,
            port: Number(env.SMTP_PORT || 587),
            secure: Number(env.SMTP_PORT) === 465,
            auth: env.SMTP_USER ? { user: env.SMTP_USER, pass: env.SMTP_PASS ?? '' } : undefined,
          })
        : null;
    this.outbox = createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  }

  get outboxDir(): string {
    return join(this.config.dataDir, 'outbox');
  }

  /** Sends `mail` (from the shop's sender); `fileName` names it in the outbox folder, `what` in the log. */
  async deliver(mail: SendMailOptions, fileName: string, what: string): Promise<void> {
    const message: SendMailOptions = { from: this.from, ...mail };
    if (this.smtp) {
      await this.smtp.sendMail(message);
      return;
    }
    const info = await this.outbox.sendMail(message);
    await mkdir(this.outboxDir, { recursive: true });
    // Written under a temporary name first, so a reader never sees half a message.
    const partial = join(this.outboxDir, `.${fileName}.partial`);
    await writeFile(partial, info.message as Buffer);
    await rename(partial, join(this.outboxDir, fileName));
    this.logger.log(`No SMTP server configured: ${what} written to ${fileName}`);
  }
}
