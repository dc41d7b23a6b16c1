#!/usr/bin/env node
// Creates (or with --drop removes) a database on a MySQL server and prints its URL.
// Usage: node fresh-database.js mysql://root@127.0.0.1:3306 name [--drop]
const mysql = require('mysql2/promise');

async function main() {
  const [serverUrl, name, flag] = process.argv.slice(2);
  if (!serverUrl || !/^[A-Za-z0-9_]+$/.test(name ?? '')) throw new Error('usage: fresh-database.js <server-url> <name> [--drop]');
  const server = new URL(serverUrl.replace(/^mariadb:/, 'mysql:'));
  server.pathname = '/';
  const connection = await mysql.createConnection(server.toString());
  await connection.query(`DROP DATABASE IF EXISTS \`${name}\``);
  if (flag !== '--drop') {
    await connection.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
    server.pathname = `/${name}`;
    process.stdout.write(server.toString());
  }
  await connection.end();
}

main().catch((error) => {
  console.error(error.message);
  process.exit(1);
});
