import { Injectable } from '@nestjs/common';
import { MIN_PASSWORD_LENGTH, staffEmailTaken, weakPassword } from '../domain/identity.errors';
import { normalizeEmail, StaffRole, StaffUser } from '../domain/staff-user';
import { PasswordHasher, StaffEmailTaken, StaffUserRepository } from './staff-user-repository.port';

/** An admin adds a staff member with a role and a first password (hashed; never answered back). */
@Injectable()
export class CreateStaffUserUseCase {
  constructor(
    private readonly users: StaffUserRepository,
    private readonly hasher: PasswordHasher,
  ) {}

  async execute(input: { email: string; name: string; role: StaffRole; password: string }): Promise<StaffUser> {
    if (input.password.length < MIN_PASSWORD_LENGTH) throw weakPassword();
    const email = normalizeEmail(input.email);
    if (await this.users.findByEmail(email)) throw staffEmailTaken();
    try {
      return await this.users.create({
        email,
        name: input.name.trim(),
        role: input.role,
        passwordHash: await this.hasher.hash(input.password),
      });
    } catch (error) {
      // Two admins adding the same email at once: the unique index decides.
      throw error instanceof StaffEmailTaken ? staffEmailTaken() : error;
    }
  }
}
