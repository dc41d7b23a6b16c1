let databaseCounter = 0;

/** A database of the test's own on a MySQL/MariaDB server, dropped again by the returned function. */
export async function freshMysqlDatabase(
  serverUrl: string,
  prefix: string,
  characterSet = 'utf8mb4',
): Promise<{ url: string; drop: () => Promise<void> }> {
  const mysql = await import('mysql2/promise');
  const server = new URL(serverUrl.replace(/^mariadb:/, 'mysql:'));
  server.pathname = '/';
  const name = `${prefix}_${process.pid}_${Date.now()}_${databaseCounter++}`;
  const connection = await mysql.createConnection(server.toString());
  await connection.query(`CREATE DATABASE \`${name}\` CHARACTER SET ${characterSet}`);
  await connection.end();
  const url = new URL(server.toString());
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = await mysql.createConnection(server.toString());
      await c.query(`DROP DATABASE IF EXISTS \`${name}\``);
      await c.end();
    },
  };
}

/** The machine's MariaDB (CI has one on 127.0.0.1:3306): the URL to use, or a clear failure when none answers. */
