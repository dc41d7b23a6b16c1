import type { StaffUserWire, TwoFactorConfirmedWire, TwoFactorSetupWire, TwoFactorStatusWire } from '../api/wire';
import { httpClient } from '../providers/httpClient';

/** The signed-in staff member's own account: who they are and their two-factor (GET/POST /api/auth/...). */
export const ACCOUNT_QUERY_KEY = ['account'] as const;

export async function fetchAccount(): Promise<{ user: StaffUserWire; twoFactor: TwoFactorStatusWire }> {
  const [me, status] = await Promise.all([httpClient('/api/auth/me'), httpClient('/api/auth/two-factor')]);
  return { user: me.json as StaffUserWire, twoFactor: status.json as TwoFactorStatusWire };
}

export async function startEnrolment(): Promise<TwoFactorSetupWire> {
  return (await httpClient('/api/auth/two-factor/setup', { method: 'POST' })).json as TwoFactorSetupWire;
}

export async function confirmEnrolment(code: string): Promise<TwoFactorConfirmedWire> {
  const body = JSON.stringify({ code: code.trim() });
  return (await httpClient('/api/auth/two-factor/confirm', { method: 'POST', body })).json as TwoFactorConfirmedWire;
}
