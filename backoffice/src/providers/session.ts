import type { StaffUserWire } from '../api/wire';

/** Where the staff session lives in the browser: the token, and the user under the spec's key currentUser. */
const TOKEN_KEY = 'accessToken';
const USER_KEY = 'currentUser';

export const session = {
  token(): string | null {
    return localStorage.getItem(TOKEN_KEY);
  },
  user(): StaffUserWire | null {
    const raw = localStorage.getItem(USER_KEY);
    if (!raw) return null;
    try {
      return JSON.parse(raw) as StaffUserWire;
    } catch {
      return null;
    }
  },
  start(token: string, user: StaffUserWire): void {
    localStorage.setItem(TOKEN_KEY, token);
    localStorage.setItem(USER_KEY, JSON.stringify(user));
  },
  end(): void {
    localStorage.removeItem(TOKEN_KEY);
    localStorage.removeItem(USER_KEY);
  },
};
