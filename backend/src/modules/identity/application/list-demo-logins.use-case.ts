import { Injectable } from '@nestjs/common';
import { DomainError } from '../../../shared/domain/domain-error';
import { DEMO_ACCOUNTS } from '../domain/demo-accounts';
import type { StaffRole } from '../domain/staff-user';
import { DemoDataStart } from './demo-data-start.service';
import { IdentityConfig } from './identity-config.port';
import { RefuseDemoPasswordsUseCase } from './refuse-demo-passwords.use-case';

export interface DemoLogin {
  email: string;
  password: string;
  role: StaffRole;
}

// The answer is kept a while: the check costs two password hashes, and the endpoint is public.
const KEEP_MS = 60_000;

const noHints = () => DomainError.notFound('NOT_FOUND', 'No demo logins on this shop');

/**
 * The demo logins the login page may show as a hint, only when both hold: DEMO_LOGIN_HINTS allows it (never
 * in production) and this very start loaded the demo data into an empty database. Then, the demo accounts
 * that still use their published password. Otherwise the route answers 404, as if it did not exist.
 */
@Injectable()
export class ListDemoLoginsUseCase {
  private kept: { at: number; logins: Promise<DemoLogin[]> } | null = null;

  constructor(
    private readonly settings: IdentityConfig,
    private readonly demoData: DemoDataStart,
    private readonly demoPasswords: RefuseDemoPasswordsUseCase,
  ) {}

  async execute(now = Date.now()): Promise<DemoLogin[]> {
    if (!this.settings.demoLoginHints || !this.demoData.loadedByThisStart) throw noHints();
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
