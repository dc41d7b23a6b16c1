import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { InvitationLanguage } from '../domain/staff-invitation';
import { InviteStaffMemberUseCase } from './invite-staff-member.use-case';
import { MIN_PASSWORD_LENGTH, staffEmailTaken, weakPassword } from '../domain/identity.errors';
import { normalizeEmail, StaffRole, StaffUser } from '../domain/staff-user';
import { PasswordHasher, StaffEmailTaken, StaffUserStore } from './staff-user-store.port';

/**
 * An admin adds a staff member with a role and a first password (hashed; never answered back), or without
 * one: then the member is emailed an invitation to choose it (in `language`), and no password works until then.
 */
@Injectable()
export class CreateStaffUserUseCase {
  constructor(
    private readonly users: StaffUserStore,
    private readonly hasher: PasswordHasher,
    private readonly invite: InviteStaffMemberUseCase,
  ) {}

  async execute(input: {
    email: string;
    name: string;
    role: StaffRole;
    password?: string;
    language?: InvitationLanguage;
  }): Promise<StaffUser> {
    if (input.password !== undefined && input.password.length < MIN_PASSWORD_LENGTH) throw weakPassword();
    const email = normalizeEmail(input.email);
    if (await this.users.findByEmail(email)) throw staffEmailTaken();
    let user: StaffUser;
    try {
      user = await this.users.create({
        email,
        name: input.name.trim(),
        role: input.role,
        // Invited: a random password nobody knows, until the member chooses theirs through the link.
        passwordHash: await this.hasher.hash(input.password ?? randomBytes(32).toString('base64url')),
      });
    } catch (error) {
      // Two admins adding the same email at once: the unique index decides.
      throw error instanceof StaffEmailTaken ? staffEmailTaken() : error;
    }
    if (input.password === undefined) await this.invite.execute({ id: user.id, language: input.language ?? 'he' });
    return user;
  }
}
