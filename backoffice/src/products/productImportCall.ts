import { language } from '../providers/language';
import { session } from '../providers/session';
import { importReportView, type ImportReportView } from './productImport';

/**
 * Sends the products file to POST /api/products/import: a dry run or an apply. Both answer the report
 * (an apply refused for problems answers 422 with it); the messages come in the interface's language.
 */
export async function sendProductsFile(file: File, mode: 'dry-run' | 'apply'): Promise<ImportReportView> {
  const body = new FormData();
  body.append('file', file);
  const token = session.token();
  const response = await fetch(`/api/products/import?mode=${mode}&lang=${language.get()}`, {
    method: 'POST',
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    body,
  });
  const answer = (await response.json().catch(() => null)) as { data?: Parameters<typeof importReportView>[0] } | null;
  if (!answer?.data || !(response.ok || response.status === 422)) throw new Error(`import failed: ${response.status}`);
  return importReportView(answer.data);
}
