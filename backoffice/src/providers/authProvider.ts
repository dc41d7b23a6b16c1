import { HttpError, type AuthProvider } from 'react-admin';
import type { LoginResponseWire, StaffUserWire } from '../api/wire';
import { httpClient } from './httpClient';
import { entersOffice, permissionsOf } from './officeAccess';
import type { ServerErrorBody } from './serverErrors';
import { session } from './session';

/** Message keys the login page shows for a refused login. */
export const LOGIN_ERRORS = {
  invalidCredentials: 'login.errors.invalid_credentials',
  accessDenied: 'login.errors.access_denied',
  disabled: 'login.errors.disabled',
  tooMany: 'login.errors.too_many',
  codeInvalid: 'login.errors.code_invalid',
  codeUsed: 'login.errors.code_used',
  challengeExpired: 'login.errors.challenge_expired',
} as const;

/** The password was right and the account has two-factor: the login page asks for a code with this challenge. */
export class TwoFactorNeeded extends Error {
  constructor(readonly challenge: string) {
    super('login.two_factor.needed');
  }
}

/** The account page's address: where a staff member enrols in two-factor. */
export const ACCOUNT_PATH = '/admin/account';

const REFUSALS: Record<string, string> = {
  STAFF_DISABLED: LOGIN_ERRORS.disabled,
  TWO_FACTOR_CODE_INVALID: LOGIN_ERRORS.codeInvalid,
  TWO_FACTOR_CODE_USED: LOGIN_ERRORS.codeUsed,
  TWO_FACTOR_CHALLENGE_INVALID: LOGIN_ERRORS.challengeExpired,
};

function refusalOf(error: unknown): string {
  if (error instanceof HttpError) {
    if (error.status === 429) return LOGIN_ERRORS.tooMany;
    const code = (error.body as ServerErrorBody | undefined)?.code;
    if (code && REFUSALS[code]) return REFUSALS[code];
  }
  return LOGIN_ERRORS.invalidCredentials;
}

async function post(path: string, body: object): Promise<LoginResponseWire> {
  try {
    const { json } = await httpClient(path, { method: 'POST', body: JSON.stringify(body) });
    return json as LoginResponseWire;
  } catch (error) {
    console.error('Login failed', error);
    throw new Error(refusalOf(error));
  }
}

// The token is checked against the server once per page load; after that a 401 from any call ends the session.
let verified: Promise<void> | null = null;

async function verifyWithServer(): Promise<void> {
  const { json } = await httpClient('/api/auth/me');
  const user = json as StaffUserWire;
  if (!entersOffice(user.role)) throw new Error(LOGIN_ERRORS.accessDenied);
  session.start(session.token()!, user);
}

/** A token the server answered (login, or a confirmed enrolment): kept, and the page goes on with it. */
export function adoptSession(token: string, user: StaffUserWire): void {
  session.start(token, user);
  verified = Promise.resolve();
}

type LoginParams = { email: string; password: string } | { challenge: string; code: string };

export const authProvider: AuthProvider = {
  /** First step: email and password; second step (two-factor on): the challenge and a code. */
  async login(params: LoginParams) {
    const answer =
      'challenge' in params
        ? await post('/api/auth/login/two-factor', { challenge: params.challenge, code: String(params.code).trim() })
        : await post('/api/auth/login', { email: String(params.email).trim(), password: params.password });
    if (answer.two_factor_required && answer.challenge) throw new TwoFactorNeeded(answer.challenge);
    if (!answer.access_token || !answer.user || !entersOffice(answer.user.role)) {
      session.end();
      throw new Error(LOGIN_ERRORS.accessDenied);
    }
    adoptSession(answer.access_token, answer.user);
    // A staff member who must enrol first goes straight to the account page.
    return answer.user.two_factor_enrolment_required ? { redirectTo: ACCOUNT_PATH } : undefined;
  },

  /** Ends the session on the server too (a copied token stops working), then forgets it here whatever the answer. */
  async logout() {
    if (session.token()) await httpClient('/api/auth/logout', { method: 'POST' }).catch(() => undefined);
    session.end();
    verified = null;
  },

  async checkAuth() {
    if (!session.token()) throw new Error('ra.auth.auth_check_error');
    verified ??= verifyWithServer().catch((error) => {
      verified = null;
      session.end();
      throw error;
    });
    await verified;
  },

  /**
   * A 401 ends the session (expired, or ended by an admin: disabled, new role, reset). A 403 keeps it:
   * two-factor enrolment required goes to the account page; any other refusal is only notified.
   */
  async checkError(error: unknown) {
    const status = error instanceof HttpError ? error.status : (error as { status?: number })?.status;
    if (status === 401) {
      session.end();
      verified = null;
      throw new Error('ra.notification.logged_out');
    }
    if (status === 403) {
      const code = error instanceof HttpError ? (error.body as ServerErrorBody | undefined)?.code : undefined;
      if (code === 'TWO_FACTOR_ENROLMENT_REQUIRED') {
        const user = session.user();
        if (user) session.start(session.token()!, { ...user, two_factor_enrolment_required: true });
        throw { redirectTo: ACCOUNT_PATH, logoutUser: false, message: false };
      }
      throw { logoutUser: false, message: 'ra.notification.not_authorized' };
    }
  },

  async getIdentity() {
    const user = session.user();
    if (!user) throw new Error('ra.auth.auth_check_error');
    return { id: user.id, fullName: user.name || user.email };
  },

  async getPermissions() {
    return permissionsOf(session.user());
  },
};
