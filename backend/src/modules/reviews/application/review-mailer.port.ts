import type { ReviewLanguage } from '../domain/review';

export interface ReviewInvitationMail {
  to: string;
  orderNumber: string;
  language: ReviewLanguage;
  subject: string;
  text: string;
  html: string;
}

/** Port: sends the invitation to review. Failures are the caller's to log, never to raise. */
export abstract class ReviewMailer {
  abstract sendInvitation(mail: ReviewInvitationMail): Promise<void>;
}
