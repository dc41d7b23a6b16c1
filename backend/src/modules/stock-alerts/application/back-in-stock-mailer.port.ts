import type { AlertLanguage } from '../domain/back-in-stock';

export interface BackInStockMail {
  to: string;
  language: AlertLanguage;
  subject: string;
  text: string;
  html: string;
  unsubscribeLink: string;
  requestId: number;
}

/** Port: sends the one email of a back-in-stock request. */
export abstract class BackInStockMailer {
  abstract send(mail: BackInStockMail): Promise<void>;
}
