import { AppConfig } from './app-config';
import { ConfigReader, flagValue } from './config-reader';

/** Settings that ask TypeORM to change the MySQL schema from the entities instead of the migrations. */
const SYNCHRONIZE_SETTINGS = ['DATABASE_SYNCHRONIZE', 'TYPEORM_SYNCHRONIZE'];

/**
 * Every setting that is fine on a developer's machine and unsafe for a real shop, each named with what to
 * do instead. The production start refuses to run while any is left (one message naming them all); the
 * demo passwords are checked in the database once it answers (IdentityModule).
 */
export function unsafeProductionSettings(config: AppConfig, reader: ConfigReader): string[] {
  const problems: string[] = [];
  if (!reader.peek('JWT_SECRET')) {
    problems.push('JWT_SECRET is not set: give every instance the same random value of 32+ characters (openssl rand -hex 32)');
  }
  const provider = reader.peek('PAYMENT_PROVIDER');
  if (!provider) {
    problems.push('PAYMENT_PROVIDER is not set: tranzila, or sandbox with PAYMENT_SANDBOX_IN_PRODUCTION=true for a staging shop');
  } else if (provider === 'sandbox' && !safeFlag(reader, 'PAYMENT_SANDBOX_IN_PRODUCTION')) {
    problems.push(
      'PAYMENT_PROVIDER=sandbox marks orders paid with test cards: use tranzila, or set PAYMENT_SANDBOX_IN_PRODUCTION=true on purpose',
    );
  }
  if (config.corsOrigins.includes('*')) {
    problems.push("CORS_ORIGINS=* lets any web site call the API from its visitors' browsers: list the origins, or leave it empty");
  }
  if (config.databaseUrl) {
    for (const name of SYNCHRONIZE_SETTINGS) {
      if (safeFlag(reader, name))
        problems.push(`${name}=true would let TypeORM rewrite the MySQL schema: remove it (the migrations own the schema)`);
    }
  }
  if (config.demoData) {
    problems.push('DEMO_DATA=true loads the demo catalog and the demo staff accounts: remove it');
  }
  return problems;
}

/** A flag read for a safety check: an unreadable value counts as on, so it is reported rather than ignored. */
function safeFlag(reader: ConfigReader, name: string): boolean {
  const raw = reader.peek(name);
  return raw !== undefined && flagValue(raw) !== false;
}

/** The one message of a refused production start. */
export function productionRefusal(problems: string[]): string {
  return ['Refusing to start in production (NODE_ENV=production) with unsafe settings:', ...problems.map((p) => `  - ${p}`)].join('\n');
}
