import { language } from '../providers/language';
import { session } from '../providers/session';
import { importReportView, type ImportReportView } from './productImport';

/** The file now changes another number of products than the confirmation named: it must be checked again. */
export class ImportChangedSinceCheck extends Error {}

/**
 * Sends the products file to POST /api/products/import: a dry run, or an apply that names the number of
 * products the dry run said it changes. Both answer the report (an apply refused for problems answers
 * 422 with it); the messages come in the interface's language.
 */
export async function sendProductsFile(file: File, mode: 'dry-run' | 'apply', confirm?: number): Promise<ImportReportView> {
  const body = new FormData();
  body.append('file', file);
  const token = session.token();
  const query = new URLSearchParams({ mode, lang: language.get() });
  if (confirm !== undefined) query.set('confirm', String(confirm));
  const response = await fetch(`/api/products/import?${query}`, {
    method: 'POST',
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    body,
  });
  if (response.status === 409) throw new ImportChangedSinceCheck();
  const answer = (await response.json().catch(() => null)) as { data?: Parameters<typeof importReportView>[0] } | null;
  if (!answer?.data || !(response.ok || response.status === 422)) throw new Error(`import failed: ${response.status}`);
  return importReportView(answer.data);
}
