import { HttpError, type AuthProvider } from 'react-admin';
import type { LoginResponseWire, StaffUserWire } from '../api/wire';
import { httpClient } from './httpClient';
import { session } from './session';

/** Message keys the login page shows for a refused login. */
export const LOGIN_ERRORS = {
  invalidCredentials: 'login.errors.invalid_credentials',
  accessDenied: 'login.errors.access_denied',
} as const;

// The token is checked against the server once per page load; after that a 401 from any call ends the session.
let verified: Promise<void> | null = null;

async function verifyWithServer(): Promise<void> {
  const { json } = await httpClient('/api/auth/me');
  const user = json as StaffUserWire;
  if (user.role !== 'admin') throw new Error(LOGIN_ERRORS.accessDenied);
  session.start(session.token()!, user);
}

export const authProvider: AuthProvider = {
  async login({ email, password }: { email: string; password: string }) {
    let answer: LoginResponseWire;
    try {
      const { json } = await httpClient('/api/auth/login', {
        method: 'POST',
        body: JSON.stringify({ email: String(email).trim(), password }),
      });
      answer = json as LoginResponseWire;
    } catch (error) {
      console.error('Login failed', error);
      throw new Error(LOGIN_ERRORS.invalidCredentials);
    }
    if (answer.user.role !== 'admin') {
      session.end();
      throw new Error(LOGIN_ERRORS.accessDenied);
    }
    session.start(answer.access_token, answer.user);
    verified = Promise.resolve();
  },

  async logout() {
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

  async checkError(error: unknown) {
    const status = error instanceof HttpError ? error.status : (error as { status?: number })?.status;
    if (status === 401 || status === 403) {
      session.end();
      verified = null;
      throw new Error('ra.notification.logged_out');
    }
  },

  async getIdentity() {
    const user = session.user();
    if (!user) throw new Error('ra.auth.auth_check_error');
    return { id: user.id, fullName: user.name || user.email };
  },

  async getPermissions() {
    return session.user()?.role ?? null;
  },
};
