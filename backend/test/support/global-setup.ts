/** Fails fast with a clear message when the MySQL named by DATABASE_URL cannot be reached. */
export default async function globalSetup(): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (!url) return;
  const mysql = await import('mysql2/promise');
  const connection = await mysql.createConnection(url.replace(/^mariadb:/, 'mysql:'));
  await connection.end();
}
