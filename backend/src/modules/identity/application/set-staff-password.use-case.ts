import { Injectable } from '@nestjs/common';
import { DomainError } from '../../../shared/domain/domain-error';
import { MIN_PASSWORD_LENGTH, weakPassword } from '../domain/identity.errors';
import { PasswordHasher, StaffUserStore } from './staff-user-store.port';
import { InvitationTokens } from './staff-invitation.port';

const invitationInvalid = () =>
  DomainError.invalid('INVITATION_INVALID', 'This link has expired or was used already: ask an admin for a new invitation', 'token');

/** The invited staff member chooses their password through the emailed link (once, within its hours). */
@Injectable()
export class SetStaffPasswordUseCase {
  constructor(
    private readonly users: StaffUserStore,
    private readonly tokens: InvitationTokens,
    private readonly hasher: PasswordHasher,
  ) {}

  async execute(input: { token: string; password: string; address?: string | null }): Promise<{ email: string }> {
    const claims = await this.tokens.read(input.token);
    const user = claims && (await this.users.findById(claims.sub));
    if (!claims || !user || !user.active || user.sessionVersion !== claims.ver) throw invitationInvalid();
    if (input.password.length < MIN_PASSWORD_LENGTH) throw weakPassword();
    const changed = await this.users.setPassword(user.id, await this.hasher.hash(input.password), {
      action: 'password-set',
      actor: { staffId: user.id, email: user.email, role: user.role, address: input.address ?? null },
      // Only while the link's version stands: two uses at once, one wins.
      sessionVersion: claims.ver,
    });
    if (!changed) throw invitationInvalid();
    return { email: user.email };
  }
}
