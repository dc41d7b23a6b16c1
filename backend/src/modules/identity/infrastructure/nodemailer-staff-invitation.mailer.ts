import { Injectable } from '@nestjs/common';
import { MailTransport } from '../../../shared/mail/mail-transport';
import { StaffInvitationMailer } from '../application/staff-invitation.port';
import type { InvitationEmail } from '../domain/staff-invitation';

/** The staff invitation through the shop's mail transport (SMTP, or DATA_DIR/outbox without one). */
@Injectable()
export class NodemailerStaffInvitationMailer extends StaffInvitationMailer {
  constructor(private readonly transport: MailTransport) {
    super();
  }

  async send(to: string, email: InvitationEmail): Promise<void> {
    const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-staff-invitation-${to.replace(/[^a-z0-9]+/gi, '_')}.eml`;
    await this.transport.send(
      { to, subject: email.subject, text: email.text, headers: { 'Content-Language': email.language, 'X-Staff-Invitation': to } },
      name,
      'staff invitation',
    );
  }
}
