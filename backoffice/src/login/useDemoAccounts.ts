import { useEffect, useState } from 'react';

export interface DemoAccount {
  email: string;
  password: string;
  role: 'admin' | 'orders' | 'user';
}

/**
 * The demo logins, as the server reports them: only while the demo data set is loaded and its
 * accounts keep their published passwords, never on a production shop. Any failure means no hint.
 */
export function useDemoAccounts(): DemoAccount[] {
  const [accounts, setAccounts] = useState<DemoAccount[]>([]);
  useEffect(() => {
    let live = true;
    fetch('/api/auth/demo-accounts', { headers: { Accept: 'application/json' } })
      .then((response) => (response.ok ? response.json() : { data: [] }))
      .then((body: { data?: DemoAccount[] }) => live && setAccounts(Array.isArray(body.data) ? body.data : []))
      .catch(() => live && setAccounts([]));
    return () => {
      live = false;
    };
  }, []);
  return accounts;
}
