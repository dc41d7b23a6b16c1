import { session } from './session';

/** The name the server gives the download (Content-Disposition), else the fallback. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition ?? '');
  const name = match ? decodeURIComponent(match[1]).replace(/[\\/]/g, '_').trim() : '';
  return name || fallback;
}

/**
 * Downloads a staff file (a CSV export): fetched with the staff token in the Authorization header, so the
 * token never appears in an address, a history or a server log, then saved from memory as the browser's
 * own download.
 */
export async function downloadFile(path: string, fallbackName: string): Promise<void> {
  const token = session.token();
  const response = await fetch(path, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  if (!response.ok) throw new Error(`download failed: ${response.status}`);
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(response.headers.get('Content-Disposition'), fallbackName);
  document.body.appendChild(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled; the memory is freed a moment later.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
