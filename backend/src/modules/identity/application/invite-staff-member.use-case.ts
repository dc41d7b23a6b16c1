import { Injectable } from '@nestjs/common';
import { AuditTrail } from '../../../shared/audit/audit-trail';
import { staffNotFound } from '../domain/identity.errors';
import { composeInvitation, InvitationLanguage, setPasswordLink } from '../domain/staff-invitation';
import { IdentityConfig } from './identity-config.port';
import { StaffUserStore } from './staff-user-store.port';
import { InvitationTokens, StaffInvitationMailer } from './staff-invitation.port';

/**
 * Emails a staff member a one-time link to choose their password, in their interface language. The link
 * names the account's session version: the password it sets raises it, so the link works once (and a
 * new password, a disabling or a role change since it was sent ends it too).
 */
@Injectable()
export class InviteStaffMemberUseCase {
  constructor(
    private readonly users: StaffUserStore,
    private readonly tokens: InvitationTokens,
    private readonly mailer: StaffInvitationMailer,
    private readonly settings: IdentityConfig,
    private readonly audit: AuditTrail,
  ) {}

  async execute(input: { id: number; language: InvitationLanguage }): Promise<void> {
    const user = await this.users.findById(input.id);
    if (!user) throw staffNotFound();
    const token = await this.tokens.issue({ sub: user.id, ver: user.sessionVersion });
    await this.mailer.send(
      user.email,
      composeInvitation(input.language, user.name, setPasswordLink(this.settings.backOfficeUrl, token, input.language)),
    );
    await this.audit.record(null, {
      action: 'invite',
      entityType: 'staff-user',
      entityId: user.id,
      changes: { language: { before: null, after: input.language } },
    });
  }
}
