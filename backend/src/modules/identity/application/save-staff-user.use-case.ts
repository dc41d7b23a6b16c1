import { Injectable } from '@nestjs/common';
import { MIN_PASSWORD_LENGTH, weakPassword } from '../domain/identity.errors';
import { normalizeEmail, StaffRole, StaffUser } from '../domain/staff-user';
import { PasswordHasher, StaffUserStore } from './staff-user-store.port';

/**
 * Creates a staff user, or resets the password (and role) of an existing one, enabling it again and
 * ending its sessions: the owner's way back in (`npm run admin:create`) and the demo data's accounts.
 */
@Injectable()
export class SaveStaffUserUseCase {
  constructor(
    private readonly users: StaffUserStore,
    private readonly hasher: PasswordHasher,
  ) {}

  async execute(input: { email: string; password: string; name?: string; role: StaffRole }): Promise<StaffUser> {
    if (input.password.length < MIN_PASSWORD_LENGTH) throw weakPassword();
    const email = normalizeEmail(input.email);
    const existing = await this.users.findByEmail(email);
    return this.users.upsert({
      email,
      name: input.name ?? existing?.name ?? email.split('@')[0],
      role: input.role,
      passwordHash: await this.hasher.hash(input.password),
    });
  }
}
