import { Injectable } from '@nestjs/common';
import { MIN_PASSWORD_LENGTH, staffNotFound, weakPassword } from '../domain/identity.errors';
import { ActorProof, StaffReauthentication } from './staff-reauthentication.service';
import { PasswordHasher, StaffUserStore } from './staff-user-store.port';

/**
 * An admin sets a new password for a staff member, after proving it is them (password, and a code when
 * they have two-factor): a stolen token alone cannot take over another account. Their sessions end at once.
 */
@Injectable()
export class ResetStaffPasswordUseCase {
  constructor(
    private readonly users: StaffUserStore,
    private readonly hasher: PasswordHasher,
    private readonly reauthentication: StaffReauthentication,
  ) {}

  async execute(input: { id: number; password: string; confirmedBy: ActorProof }): Promise<void> {
    if (input.password.length < MIN_PASSWORD_LENGTH) throw weakPassword();
    await this.reauthentication.confirm(input.confirmedBy);
    if (!(await this.users.setPassword(input.id, await this.hasher.hash(input.password)))) throw staffNotFound();
  }
}
