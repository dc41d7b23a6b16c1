import { Injectable } from '@nestjs/common';
import { MailTransport } from '../../../shared/mail/mail-transport';
import { ReviewInvitationMail, ReviewMailer } from '../application/review-mailer.port';

/** Review invitations through the shop's mail transport (SMTP, or the outbox folder). */
@Injectable()
export class NodemailerReviewMailer extends ReviewMailer {
  constructor(private readonly transport: MailTransport) {
    super();
  }

  async sendInvitation(mail: ReviewInvitationMail): Promise<void> {
    const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${mail.orderNumber}-review.eml`;
    await this.transport.send(
      {
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        headers: { 'Content-Language': mail.language, 'X-Order-Number': mail.orderNumber, 'X-Order-Notice': 'review' },
      },
      name,
      `review invitation for ${mail.orderNumber}`,
    );
  }
}
