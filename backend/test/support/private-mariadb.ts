import { ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './shop-process';

const SERVER = process.env.MARIADB_SERVER_BINARY ?? '/usr/sbin/mariadbd';
const INSTALL_DB = process.env.MARIADB_INSTALL_DB ?? '/usr/bin/mariadb-install-db';

/**
 * A MariaDB server of the test's own: its own data folder, port and socket, never the machine's shared
 * server. Started with --skip-grant-tables (a throwaway server on 127.0.0.1: root needs no password).
 * The test can kill it (as a crash would) and start it again on the same data.
 */
export class PrivateMariaDb {
  private child?: ChildProcess;
  private constructor(
    readonly folder: string,
    readonly port: number,
    private readonly extraArgs: string[],
  ) {}

  get serverUrl(): string {
    return `mysql://root@127.0.0.1:${this.port}`;
  }

  static async create(extraArgs: string[] = []): Promise<PrivateMariaDb> {
    for (const binary of [SERVER, INSTALL_DB]) {
      if (!existsSync(binary)) {
        throw new Error(`${binary} is missing: this test starts a private MariaDB server (apt-get install mariadb-server)`);
      }
    }
    const folder = mkdtempSync(join(tmpdir(), 'shop-private-mariadb-'));
    const asRoot = process.getuid?.() === 0 ? ['--user=root'] : [];
    const install = spawnSync(
      INSTALL_DB,
      ['--no-defaults', `--datadir=${join(folder, 'data')}`, '--auth-root-authentication-method=normal', '--skip-test-db', ...asRoot],
      { encoding: 'utf8' },
    );
    if (install.status !== 0) throw new Error(`mariadb-install-db failed:\n${install.stdout}\n${install.stderr}`);
    const server = new PrivateMariaDb(folder, await freePort(), extraArgs);
    await server.start();
    return server;
  }

  async start(): Promise<void> {
    const asRoot = process.getuid?.() === 0 ? ['--user=root'] : [];
    this.child = spawn(
      SERVER,
      [
        '--no-defaults',
        `--datadir=${join(this.folder, 'data')}`,
        `--port=${this.port}`,
        '--bind-address=127.0.0.1',
        `--socket=${join(this.folder, 'mariadb.sock')}`,
        `--pid-file=${join(this.folder, 'mariadb.pid')}`,
        '--skip-grant-tables',
        '--skip-log-bin',
        '--innodb-buffer-pool-size=32M',
        ...asRoot,
        ...this.extraArgs,
      ],
      { stdio: 'ignore' },
    );
    const mysql = await import('mysql2/promise');
    const deadline = Date.now() + 30_000;
    for (;;) {
      try {
        const connection = await mysql.createConnection({ host: '127.0.0.1', port: this.port, user: 'root' });
        await connection.end();
        return;
      } catch (error) {
        if (Date.now() > deadline) throw new Error(`the private MariaDB did not answer in 30 s: ${String(error)}`);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    }
  }

  /** As a crash or a lost machine would: no goodbye to any client. */
  async kill(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  }

  async stop(): Promise<void> {
    const child = this.child;
    if (child && child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 20_000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    rmSync(this.folder, { recursive: true, force: true });
  }

  async createDatabase(name: string, characterSet = 'utf8mb4'): Promise<string> {
    const mysql = await import('mysql2/promise');
    const connection = await mysql.createConnection({ host: '127.0.0.1', port: this.port, user: 'root' });
    await connection.query(`CREATE DATABASE \`${name}\` CHARACTER SET ${characterSet}`);
    await connection.end();
    return `${this.serverUrl}/${name}`;
  }
}
