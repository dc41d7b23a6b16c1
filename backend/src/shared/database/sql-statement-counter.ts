import { AsyncLocalStorage } from 'node:async_hooks';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from 'typeorm';

/**
 * Counts the SQL statements each HTTP request sends, for the benchmark (`npm run bench`), which
 * reads the count from the `X-SQL-Statements` response header. Switched on by BENCH_SQL_COUNT=true
 * only: the harness measures throughput with it off and counts in a separate pass.
 */
export const SQL_STATEMENTS_HEADER = 'X-SQL-Statements';

interface StatementCount {
  statements: number;
}

const requestStatements = new AsyncLocalStorage<StatementCount>();

/** Runs `work` with a fresh count; statements sent by anything it starts, even later, land in that count. */
export function withStatementCount<T>(work: () => T): T {
  return requestStatements.run({ statements: 0 }, work);
}

/** Runs `work` outside any request's count: housekeeping a request happens to start is not its own statement. */
export function outsideStatementCount<T>(work: () => T): T {
  return requestStatements.exit(work);
}

/** Statements counted so far in the current context; undefined outside one. */
export function currentStatementCount(): number | undefined {
  return requestStatements.getStore()?.statements;
}

/**
 * A TypeORM logger that only counts. TypeORM calls logQuery before every statement it sends
 * (including START TRANSACTION and COMMIT); everything else stays silent, as with logging off.
 */
export class SqlStatementCountingLogger implements Logger {
  logQuery(): void {
    const count = requestStatements.getStore();
    if (count) count.statements += 1;
  }

  logQueryError(): void {}

  logQuerySlow(): void {}

  logSchemaBuild(): void {}

  logMigration(): void {}

  log(): void {}
}

/**
 * Express middleware: opens a count for the request and writes it into the response header at the
 * moment the headers go out (every response passes through writeHead, explicitly or implicitly).
 */
export function countSqlStatements(_req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void): void {
  withStatementCount(() => {
    const count = requestStatements.getStore()!;
    const writeHead = res.writeHead;
    res.writeHead = function writeHeadWithStatementCount(this: ServerResponse, ...args: unknown[]) {
      if (!this.headersSent) this.setHeader(SQL_STATEMENTS_HEADER, String(count.statements));
      return (writeHead as (...a: unknown[]) => ServerResponse).apply(this, args);
    } as ServerResponse['writeHead'];
    next();
  });
}
