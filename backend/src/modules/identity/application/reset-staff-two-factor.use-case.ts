import { Injectable } from '@nestjs/common';
import { staffNotFound } from '../domain/identity.errors';
import { TwoFactorStore } from './two-factor-store.port';

/**
 * An admin switches two-factor off for a staff member who lost their authenticator and recovery codes:
 * key and codes are gone, their sessions end, and they enrol again (at once when it is required).
 */
@Injectable()
export class ResetStaffTwoFactorUseCase {
  constructor(private readonly twoFactor: TwoFactorStore) {}

  async execute(id: number): Promise<void> {
    if (!(await this.twoFactor.reset(id))) throw staffNotFound();
  }
}
