import { createServer, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { DataSource, EntitySchema } from 'typeorm';
import { countSqlStatements, currentStatementCount, SqlStatementCountingLogger, withStatementCount } from './sql-statement-counter';

const logger = new SqlStatementCountingLogger();
const sendStatement = () => logger.logQuery();

describe('SqlStatementCountingLogger', () => {
  it('counts two concurrent async contexts separately', async () => {
    const run = (statements: number, pauseMs: number) =>
      withStatementCount(async () => {
        for (let i = 0; i < statements; i += 1) {
          sendStatement();
          await sleep(pauseMs);
        }
        return currentStatementCount();
      });

    const [three, five] = await Promise.all([run(3, 3), run(5, 1)]);

    expect(three).toBe(3);
    expect(five).toBe(5);
  });

  it('ignores statements sent outside a counted context', () => {
    expect(() => sendStatement()).not.toThrow();
    expect(currentStatementCount()).toBeUndefined();
  });

  it('counts every statement TypeORM sends, transaction control included', async () => {
    const note = new EntitySchema<{ id: number; text: string }>({
      name: 'note',
      columns: { id: { type: 'integer', primary: true, generated: true }, text: { type: 'varchar', length: 20 } },
    });
    const database = new DataSource({ type: 'better-sqlite3', database: ':memory:', entities: [note], synchronize: true, logger });
    await database.initialize();
    try {
      const count = await withStatementCount(async () => {
        await database.getRepository(note).find();
        await database.transaction(async (manager) => {
          await manager.query('INSERT INTO note (text) VALUES (?)', ['a']);
        });
        return currentStatementCount();
      });
      // SELECT, then BEGIN TRANSACTION, INSERT, COMMIT.
      expect(count).toBe(4);
    } finally {
      await database.destroy();
    }
  });
});

describe('countSqlStatements middleware', () => {
  let server: Server;
  let base: string;

  beforeAll(async () => {
    server = createServer((req, res) => {
      countSqlStatements(req, res, async () => {
        const wanted = Number(new URL(req.url!, 'http://x').searchParams.get('statements'));
        for (let i = 0; i < wanted; i += 1) {
          sendStatement();
          await sleep(2);
        }
        res.setHeader('content-type', 'application/json');
        res.end('{}');
        // Sent after the headers left: must not change the header.
        sendStatement();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('answers each concurrent request with its own statement count', async () => {
    const [two, seven, none] = await Promise.all([
      fetch(`${base}/?statements=2`),
      fetch(`${base}/?statements=7`),
      fetch(`${base}/?statements=0`),
    ]);

    expect(two.headers.get('x-sql-statements')).toBe('2');
    expect(seven.headers.get('x-sql-statements')).toBe('7');
    expect(none.headers.get('x-sql-statements')).toBe('0');
  });
});
