import type { InvitationEmail } from '../domain/staff-invitation';

/** What an invitation's signed token names: the account and its session version when it was sent. */
export interface InvitationClaims {
  sub: number;
  ver: number;
}

/** Signs and reads set-password tokens (a key of their own: never taken for a staff token or a challenge). */
export abstract class InvitationTokens {
  abstract issue(claims: InvitationClaims): Promise<string>;
  /** The claims of a token that is genuine and not expired, or null. */
  abstract read(token: string): Promise<InvitationClaims | null>;
}

export abstract class StaffInvitationMailer {
  abstract send(to: string, email: InvitationEmail): Promise<void>;
}
