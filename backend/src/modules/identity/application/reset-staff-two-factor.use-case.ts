import { Injectable } from '@nestjs/common';
import { staffNotFound } from '../domain/identity.errors';
import { ActorProof, StaffReauthentication } from './staff-reauthentication.service';
import { TwoFactorStore } from './two-factor-store.port';

/**
 * Two-factor off for a staff member who lost their authenticator and recovery codes, or for the admin's
 * own account: key and codes are gone, their sessions end, and they enrol again (at once when it is
 * required). The acting admin proves it is them first (password, and a code when they have two-factor),
 * so a stolen token cannot switch anyone's second factor off.
 */
@Injectable()
export class ResetStaffTwoFactorUseCase {
  constructor(
    private readonly twoFactor: TwoFactorStore,
    private readonly reauthentication: StaffReauthentication,
  ) {}

  async execute(input: { id: number; confirmedBy: ActorProof }): Promise<void> {
    await this.reauthentication.confirm(input.confirmedBy);
    if (!(await this.twoFactor.reset(input.id))) throw staffNotFound();
  }
}
