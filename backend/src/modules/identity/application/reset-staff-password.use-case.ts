import { Injectable } from '@nestjs/common';
import { MIN_PASSWORD_LENGTH, staffNotFound, weakPassword } from '../domain/identity.errors';
import { PasswordHasher, StaffUserRepository } from './staff-user-repository.port';

/** An admin sets a new password for a staff member; their sessions end at once. */
@Injectable()
export class ResetStaffPasswordUseCase {
  constructor(
    private readonly users: StaffUserRepository,
    private readonly hasher: PasswordHasher,
  ) {}

  async execute(input: { id: number; password: string }): Promise<void> {
    if (input.password.length < MIN_PASSWORD_LENGTH) throw weakPassword();
    if (!(await this.users.setPassword(input.id, await this.hasher.hash(input.password)))) throw staffNotFound();
  }
}
