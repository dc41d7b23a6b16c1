import 'reflect-metadata';
import { parseArgs, ParseArgsConfig } from 'node:util';
import { DataSource } from 'typeorm';
import { SaveStaffUserUseCase } from '../modules/identity/application/save-staff-user.use-case';
import { BcryptPasswordHasher } from '../modules/identity/infrastructure/bcrypt-password.hasher';
import { StaffRecoveryCodeEntity } from '../modules/identity/infrastructure/staff-recovery-code.entity';
import { StaffUserEntity } from '../modules/identity/infrastructure/staff-user.entity';
import { TypeormStaffUserStore } from '../modules/identity/infrastructure/typeorm-staff-user-store';
import { TypeormTwoFactorStore } from '../modules/identity/infrastructure/typeorm-two-factor-store';
import { AppConfig, loadAppConfig } from '../shared/config/app-config';
import { ConfigReader } from '../shared/config/config-reader';
import { resolveDataSourceOptions } from '../shared/database/data-source-options';
import { openShopDatabase } from '../shared/database/database-startup';
import { TypeormAuditTrail } from '../modules/audit/infrastructure/typeorm-audit-trail';

/** Where a script writes; the tests pass their own to read what it printed. */
export interface CliOutput {
  log(line: string): void;
  error(line: string): void;
}

export const consoleOutput: CliOutput = { log: (line) => console.log(line), error: (line) => console.error(line) };

/** A mistake in how the script was called: answered with the usage text and exit code 2. */
export class UsageError extends Error {}

export function parseOptions<T extends NonNullable<ParseArgsConfig['options']>>(args: string[], options: T) {
  try {
    return parseArgs({ args, options, strict: true, allowPositionals: false }).values;
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
}

/**
 * Opens the configured database the way the app does at start: MySQL is brought up to date by
 * the committed migrations, the embedded SQLite file follows the entities.
 */
export async function openDatabase(config: AppConfig, options: { migrationsRun?: boolean } = {}): Promise<DataSource> {
  return openShopDatabase(
    await resolveDataSourceOptions(config, config.databaseUrl ? { migrationsRun: options.migrationsRun ?? true } : {}),
  );
}

/** The identity use case that creates or resets staff users, wired without starting the whole app. */
export function staffUserSaver(dataSource: DataSource): SaveStaffUserUseCase {
  return new SaveStaffUserUseCase(
    new TypeormStaffUserStore(dataSource.getRepository(StaffUserEntity), new TypeormAuditTrail(dataSource)),
    new BcryptPasswordHasher(),
  );
}

/**
 * Switches a staff member's two-factor off from the server's console (a lost phone of the last admin):
 * whoever runs it holds the server, so no re-authentication is asked, unlike the staff screen's reset.
 */
export function staffTwoFactorReset(dataSource: DataSource): { execute: (staffId: number) => Promise<boolean> } {
  const store = new TypeormTwoFactorStore(
    dataSource.getRepository(StaffUserEntity),
    dataSource.getRepository(StaffRecoveryCodeEntity),
    new TypeormAuditTrail(dataSource),
  );
  return { execute: (staffId) => store.reset(staffId) };
}

/**
 * Runs a script body and turns its failure into a clear line and an exit code: 2 for a usage
 * mistake, 1 for anything else. No stack traces for mistakes a person can fix.
 */
export async function runScript(
  body: (config: AppConfig, output: CliOutput) => Promise<number | void>,
  options: { env?: Record<string, string | undefined>; output?: CliOutput; usage: string },
): Promise<number> {
  const output = options.output ?? consoleOutput;
  try {
    // The scripts' one reading of the environment (the tests pass their own).
    const config = loadAppConfig(new ConfigReader(options.env ?? process.env));
    return (await body(config, output)) ?? 0;
  } catch (error) {
    if (error instanceof UsageError) {
      output.error(`${error.message}\n\n${options.usage}`);
      return 2;
    }
    // Configuration and domain errors carry a message written for people; others still get one line.
    output.error(`Error: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
}

/** Entry point helper: run, then exit with the answer (open pools would otherwise keep node alive). */
export function exitWith(result: Promise<number>): void {
  result.then(
    (code) => process.exit(code),
    (error) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
