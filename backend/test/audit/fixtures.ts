import { bearer, TestApp } from '../support/test-app';

export interface AuditRecordBody {
  id: number;
  created_at: string;
  staff_id: number | null;
  staff_email: string | null;
  staff_role: string | null;
  address: string | null;
  action: string;
  entity_type: string;
  entity_id: string | null;
  parent: string | null;
  by_shop: boolean;
  changes: Record<string, { before: unknown; after: unknown }>;
}

/** The audit log's records matching a filter, newest first, as an admin reads them. */
export async function auditRecords(shop: TestApp, filter: Record<string, unknown> = {}): Promise<AuditRecordBody[]> {
  const res = await shop
    .http()
    .get('/api/admin/audit-log')
    .query({ filter: JSON.stringify(filter), range: '[0,99]' })
    .set('Authorization', bearer(shop.adminToken));
  if (res.status !== 200) throw new Error(`audit log not read: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
}

/** Nothing that looks like a password, hash, token or key in any record. */
export function expectNothingSecret(records: AuditRecordBody[], secrets: string[] = []): void {
  const text = JSON.stringify(records);
  // No secret field in any change (the action `password-reset` says only that it happened).
  expect(JSON.stringify(records.map((r) => r.changes))).not.toMatch(/password|hash|secret|token|digest/i);
  expect(text).not.toMatch(/\$2[aby]\$/);
  for (const secret of secrets) expect(text).not.toContain(secret);
}
