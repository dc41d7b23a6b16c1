'use strict';

const { createRequire } = require('node:module');
const path = require('node:path');

// The drivers are the backend's own dependencies; resolve them from there.
const backendRequire = createRequire(path.join(__dirname, '..', '..', 'backend', 'package.json'));

const BATCH_ROWS = 1000;

/** 'YYYY-MM-DD HH:MM:SS.mmm' in UTC, the form TypeORM writes on both MySQL and SQLite. */
function sqlDate(date) {
  return date.toISOString().replace('T', ' ').replace('Z', '');
}

/**
 * Columns the seeder fills that the table lacks are left out (with a warning), so the seeder keeps
 * working while entities change; a NOT NULL column without default that it does not fill is reported.
 */
function columnPlan(table, known, rowKeys, warn) {
  const used = rowKeys.filter((key) => known.has(key));
  const dropped = rowKeys.filter((key) => !known.has(key));
  if (dropped.length) warn(`${table}: no column ${dropped.join(', ')} in the schema, not seeded`);
  return used;
}

async function openMysql(serverUrl, databaseName, warn = console.warn) {
  const mysql = backendRequire('mysql2/promise');
  const server = new URL(serverUrl.replace(/^mariadb:/, 'mysql:'));
  server.pathname = '/';
  const admin = await mysql.createConnection({ uri: server.toString() });
  const [[{ version }]] = await admin.query('SELECT VERSION() AS version');
  await admin.end();
  const databaseUrl = new URL(server.toString());
  databaseUrl.pathname = `/${databaseName}`;
  let connection = null;
  const columnsOf = new Map();

  async function connect() {
    if (connection) return connection;
    connection = await mysql.createConnection({ uri: databaseUrl.toString(), timezone: 'Z', dateStrings: true, supportBigNumbers: true });
    // Bulk loading: the seeder writes consistent data, so per-row checks only cost time.
    await connection.query('SET SESSION foreign_key_checks = 0, unique_checks = 0');
    return connection;
  }

  async function columns(table) {
    if (!columnsOf.has(table)) {
      const [rows] = await (
        await connect()
      ).query('SELECT column_name AS name FROM information_schema.columns WHERE table_schema = DATABASE() AND table_name = ?', [table]);
      columnsOf.set(table, new Set(rows.map((r) => r.name)));
    }
    return columnsOf.get(table);
  }

  return {
    kind: String(version).includes('MariaDB') ? 'mariadb' : 'mysql',
    version,
    databaseUrl: databaseUrl.toString(),
    async recreate() {
      const c = await mysql.createConnection({ uri: server.toString() });
      await c.query(`DROP DATABASE IF EXISTS \`${databaseName}\``);
      await c.query(`CREATE DATABASE \`${databaseName}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
      await c.end();
    },
    /** Drops the database once its run is over (the bench's second, 1,000-order database). */
    async drop() {
      await this.close();
      const c = await mysql.createConnection({ uri: server.toString() });
      await c.query(`DROP DATABASE IF EXISTS \`${databaseName}\``);
      await c.end();
    },
    columns,
    async insert(table, rows) {
      if (!rows.length) return;
      const used = columnPlan(table, await columns(table), Object.keys(rows[0]), warn);
      const c = await connect();
      for (let start = 0; start < rows.length; start += BATCH_ROWS) {
        const values = rows.slice(start, start + BATCH_ROWS).map((row) => used.map((key) => row[key]));
        await c.query(`INSERT INTO \`${table}\` (${used.map((k) => `\`${k}\``).join(', ')}) VALUES ?`, [values]);
      }
    },
    async transaction(work) {
      const c = await connect();
      await c.beginTransaction();
      try {
        const result = await work();
        await c.commit();
        return result;
      } catch (error) {
        await c.rollback();
        throw error;
      }
    },
    async query(sql, params = []) {
      const [rows] = await (await connect()).query(sql, params);
      return rows;
    },
    async analyze(tables) {
      await (await connect()).query(`ANALYZE TABLE ${tables.map((t) => `\`${t}\``).join(', ')}`);
    },
    async close() {
      if (connection) await connection.end();
      connection = null;
      columnsOf.clear();
    },
  };
}

function openSqlite(file, warn = console.warn) {
  const Database = backendRequire('better-sqlite3');
  let db = null;
  const columnsOf = new Map();
  const connect = () => {
    if (!db) {
      db = new Database(file);
      db.pragma('busy_timeout = 5000');
    }
    return db;
  };
  const columns = (table) => {
    if (!columnsOf.has(table))
      columnsOf.set(
        table,
        new Set(
          connect()
            .pragma(`table_info("${table}")`)
            .map((c) => c.name),
        ),
      );
    return columnsOf.get(table);
  };
  const asSqlite = (value) => (typeof value === 'boolean' ? Number(value) : value);

  return {
    kind: 'sqlite',
    version: null,
    databaseUrl: null,
    async recreate() {},
    // The SQLite file lives in the run's data folder, removed with it.
    async drop() {},
    async columns(table) {
      return columns(table);
    },
    async insert(table, rows) {
      if (!rows.length) return;
      const used = columnPlan(table, columns(table), Object.keys(rows[0]), warn);
      const statement = connect().prepare(
        `INSERT INTO "${table}" (${used.map((k) => `"${k}"`).join(', ')}) VALUES (${used.map(() => '?').join(', ')})`,
      );
      for (const row of rows) statement.run(used.map((key) => asSqlite(row[key])));
    },
    async transaction(work) {
      const d = connect();
      d.exec('BEGIN');
      try {
        const result = await work();
        d.exec('COMMIT');
        return result;
      } catch (error) {
        d.exec('ROLLBACK');
        throw error;
      }
    },
    async query(sql, params = []) {
      const statement = connect().prepare(sql);
      return statement.reader ? statement.all(params.map(asSqlite)) : (statement.run(params.map(asSqlite)), []);
    },
    async analyze() {},
    async close() {
      if (db) db.close();
      db = null;
      columnsOf.clear();
    },
  };
}

module.exports = { openMysql, openSqlite, sqlDate, backendRequire };
