import { ConfigError, ConfigReader } from '../config/config-reader';

/** An SMTP server given by its parts. */
export interface SmtpServer {
  readonly host: string;
  readonly port: number;
  /** TLS from the first byte (port 465); other ports upgrade with STARTTLS when the server offers it. */
  readonly secure: boolean;
  readonly auth?: { readonly user: string; readonly pass: string };
}

/** How the shop sends email, read at start. Also the DI token. */
export abstract class MailConfig {
  /** The sender of every message. */
  abstract readonly from: string;
  /** SMTP_URL as given, or the server's parts, or null: messages are written to DATA_DIR/outbox/. */
  abstract readonly smtp: string | SmtpServer | null;
}

const SMTPS_PORT = 465;

export function loadMailConfig(reader: ConfigReader, publicUrl: string): MailConfig {
  const from = reader.text('MAIL_FROM', {
    fallback: `no-reply@${new URL(publicUrl).hostname}`,
    shownDefault: 'no-reply@ the host of PUBLIC_URL',
    about: 'sender of order confirmations and every other email of the shop',
  });
  const url = reader.url('SMTP_URL', {
    protocols: ['smtp:', 'smtps:'],
    shownDefault: 'none',
    about:
      'mail server for order confirmations and invoice-receipt links, as one URL (`smtps://user:pass@host:465`); without it or SMTP_HOST, messages are written to `DATA_DIR/outbox/*.eml`',
  });
  const host = reader.text('SMTP_HOST', { shownDefault: 'none', about: 'mail server by its parts, when SMTP_URL is not set' });
  const port = reader.integer('SMTP_PORT', {
    fallback: 587,
    min: 1,
    max: 65535,
    about: `port of SMTP_HOST (${SMTPS_PORT}: TLS from the start; others upgrade with STARTTLS)`,
  });
  const user = reader.text('SMTP_USER', { shownDefault: 'none: no login', about: 'login name at SMTP_HOST' });
  const pass = reader.secret('SMTP_PASS', { minLength: 1, shownDefault: 'none', about: 'password of SMTP_USER' });
  if (pass !== undefined && user === undefined) throw new ConfigError('SMTP_PASS', 'needs SMTP_USER');
  const smtp: string | SmtpServer | null =
    url ?? (host ? Object.freeze({ host, port, secure: port === SMTPS_PORT, auth: user ? { user, pass: pass ?? '' } : undefined }) : null);
  return Object.freeze({ from, smtp });
}
