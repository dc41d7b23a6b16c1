import { Injectable } from '@nestjs/common';
import { invalidCredentials } from '../domain/identity.errors';
import { normalizeEmail, StaffRole } from '../domain/staff-user';
import { AccessTokenIssuer, PasswordHasher, StaffUserRepository } from './staff-user-repository.port';

export interface LogInResult {
  accessToken: string;
  user: { id: number; email: string; name: string; role: StaffRole };
}

// A fixed hash to verify against when the email is unknown, so both failures take the same time.
const TIMING_DECOY_HASH = '$2b$10$CwTycUXWue0Thq9StjUM0uJ8.iHpY1C3Y5G5N0w0yYJmD0H7sZJ8W';

@Injectable()
export class LogInUseCase {
  constructor(
    private readonly users: StaffUserRepository,
    private readonly hasher: PasswordHasher,
    private readonly tokens: AccessTokenIssuer,
  ) {}

  async execute(input: { email: string; password: string }): Promise<LogInResult> {
    const user = await this.users.findByEmail(normalizeEmail(input.email));
    const matches = await this.hasher.verify(input.password, user?.passwordHash ?? TIMING_DECOY_HASH);
    if (!user || !matches) throw invalidCredentials();
    const accessToken = await this.tokens.issue({ sub: user.id, email: user.email, role: user.role });
    return { accessToken, user: { id: user.id, email: user.email, name: user.name, role: user.role } };
  }
}
