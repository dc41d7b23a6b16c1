import { once } from 'node:events';
import type { Response } from 'express';
import { stringify } from 'csv-stringify';
import { formulaSafeCell } from './csv-cells';

export interface CsvFile {
  /** The download's name, e.g. orders-2026-11-25.csv. */
  fileName: string;
  columns: readonly string[];
  rows: AsyncIterable<ReadonlyArray<string | number>>;
}

/**
 * Streams a CSV file to the response: UTF-8 with a byte order mark (so Excel reads Hebrew and
 * Russian), CRLF line ends, one row at a time with the socket's back-pressure respected, so a file
 * of any length is written without holding it in memory. Every cell holding a comma, a quote, a CR
 * or an LF is quoted (RFC 4180: csv-stringify by itself quotes only the whole CRLF, so a markdown
 * description's lone LF would split its record), and no text cell reaches a spreadsheet as a formula.
 */
export async function sendCsv(res: Response, file: CsvFile): Promise<void> {
  res.status(200);
  res.setHeader('Content-Type', 'text/csv; charset=utf-8');
  res.setHeader('Content-Disposition', `attachment; filename="${file.fileName}"`);
  res.setHeader('Cache-Control', 'no-store');
  const csv = stringify({
    bom: true,
    record_delimiter: 'windows',
    quoted_match: /[\r\n]/,
    header: true,
    columns: [...file.columns],
  });
  csv.pipe(res);
  let closed = false;
  res.once('close', () => {
    closed = true;
  });
  try {
    for await (const row of file.rows) {
      if (closed) break;
      if (!csv.write(row.map(safeCell))) await drainedOrClosed(csv, res);
    }
  } catch (error) {
    // The header is already sent: the only honest answer left is a cut connection.
    csv.destroy();
    res.destroy(error as Error);
    throw error;
  }
  csv.end();
  if (!closed) await once(res, 'finish').catch(() => undefined);
}

const safeCell = (cell: string | number): string | number => (typeof cell === 'string' ? formulaSafeCell(cell) : cell);

/**
 * Waits for the writer to drain or the client to leave, then takes both waits' listeners off again:
 * without that, every wait of a long export would leave a pair on the response.
 */
async function drainedOrClosed(csv: NodeJS.EventEmitter, res: Response): Promise<void> {
  const done = new AbortController();
  try {
    await Promise.race([once(csv, 'drain', { signal: done.signal }), once(res, 'close', { signal: done.signal })]);
  } finally {
    done.abort();
  }
}
