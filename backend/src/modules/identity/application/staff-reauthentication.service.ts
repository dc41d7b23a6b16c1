import { Injectable } from '@nestjs/common';
import { AuditTrail } from '../../../shared/audit/audit-trail';
import {
  actorCodeInvalid,
  actorCodeRequired,
  actorCodeUsed,
  actorPasswordInvalid,
  actorPasswordRequired,
  sessionEnded,
} from '../domain/identity.errors';
import { AccountAttempts } from './account-attempts.service';
import { SecondFactorCheck } from './second-factor-check.service';
import { PasswordHasher, StaffUserStore } from './staff-user-store.port';

/** What the acting staff member typed to confirm a sensitive change: their password, and a code when they have two-factor. */
export interface ActorProof {
  actorId: number;
  password?: string;
  code?: string;
  address?: string | null;
}

/**
 * A bearer token alone never switches two-factor off or resets another account: the staff member behind
 * it proves it is them again, with their password and, when they have two-factor, a current code or a
 * recovery code (each taken once). Failures count toward the account's limit, as a login's do.
 */
@Injectable()
export class StaffReauthentication {
  constructor(
    private readonly users: StaffUserStore,
    private readonly hasher: PasswordHasher,
    private readonly secondFactor: SecondFactorCheck,
    private readonly attempts: AccountAttempts,
    private readonly audit: AuditTrail,
  ) {}

  async confirm(proof: ActorProof, now = new Date()): Promise<void> {
    const actor = await this.users.findById(proof.actorId);
    if (!actor || !actor.active) throw sessionEnded();
    // Both asked before either is compared, so a missing code never tells whether the password was right.
    if (!proof.password) throw actorPasswordRequired();
    if (actor.twoFactorEnabledAt && !proof.code?.trim()) throw actorCodeRequired();
    await this.attempts.ensureOpen(actor.id, now);
    if (!(await this.hasher.verify(proof.password, actor.passwordHash))) await this.fail(proof, now, actorPasswordInvalid());
    if (actor.twoFactorEnabledAt) {
      const outcome = await this.secondFactor.take(actor.id, proof.code!, now);
      if (outcome !== 'accepted') await this.fail(proof, now, outcome === 'used' ? actorCodeUsed() : actorCodeInvalid());
    }
  }

  private async fail(proof: ActorProof, now: Date, error: Error): Promise<never> {
    await this.attempts.failed(proof.actorId, now);
    await this.audit.record(null, {
      action: 'reauthentication-failed',
      entityType: 'staff-user',
      entityId: proof.actorId,
      actor: { address: proof.address ?? null },
    });
    throw error;
  }
}
