import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../shared/config/app-config';
import { DEMO_ACCOUNTS } from '../domain/demo-accounts';
import type { StaffRole } from '../domain/staff-user';
import { RefuseDemoPasswordsUseCase } from './refuse-demo-passwords.use-case';

export interface DemoLogin {
  email: string;
  password: string;
  role: StaffRole;
}

// The answer is kept a while: the check costs two password hashes, and the endpoint is public.
const KEEP_MS = 60_000;

/**
 * The demo logins the login page may show as a hint: only the demo accounts that exist and still
 * use their published password (so the demo data set is loaded), and never on a production shop.
 */
@Injectable()
export class ListDemoLoginsUseCase {
  private kept: { at: number; logins: Promise<DemoLogin[]> } | null = null;

  constructor(
    private readonly config: AppConfig,
    private readonly demoPasswords: RefuseDemoPasswordsUseCase,
  ) {}

  async execute(now = Date.now()): Promise<DemoLogin[]> {
    if (this.config.nodeEnv === 'production') return [];
    if (!this.kept || now - this.kept.at > KEEP_MS) {
      this.kept = { at: now, logins: this.find() };
      this.kept.logins.catch(() => (this.kept = null));
    }
    return this.kept.logins;
  }

  private async find(): Promise<DemoLogin[]> {
    const working = new Set(await this.demoPasswords.execute());
    return DEMO_ACCOUNTS.filter((account) => working.has(account.email)).map(({ email, password, role }) => ({ email, password, role }));
  }
}
