import { isEmailAddress } from 'shop-rules';
import { STAFF_ROLES, StaffRole, normalizeEmail } from '../modules/identity/domain/staff-user';
import { MIN_PASSWORD_LENGTH } from '../modules/identity/domain/identity.errors';
import { TypeormStaffUserStore } from '../modules/identity/infrastructure/typeorm-staff-user-store';
import { StaffUserEntity } from '../modules/identity/infrastructure/staff-user.entity';
import { CliOutput, exitWith, openDatabase, parseOptions, runScript, staffTwoFactorReset, staffUserSaver, UsageError } from './cli-support';
import { TypeormAuditTrail } from '../modules/audit/infrastructure/typeorm-audit-trail';

export const CREATE_ADMIN_USAGE = `Creates a staff user, or resets the password (and role, name) of an existing one, enabling it
again and ending its sessions.

Usage: npm run admin:create -w backend -- --email <email> --password <password> [--name <name>] [--role admin|orders|user] [--reset-two-factor]

  --email             login email (required)
  --password          at least ${MIN_PASSWORD_LENGTH} characters (required)
  --name              display name (default: kept, or the part of the email before @)
  --role              admin (default), orders (dashboard and orders desk) or user (no back office)
  --reset-two-factor  also switch two-factor login off (a lost phone and lost recovery codes); they enrol again

Works on the database named by DATABASE_URL, or the embedded one in DATA_DIR.`;

interface CreateAdminInput {
  email: string;
  password: string;
  name?: string;
  role: StaffRole;
  resetTwoFactor: boolean;
}

export function parseCreateAdminArgs(args: string[]): CreateAdminInput {
  const values = parseOptions(args, {
    email: { type: 'string' },
    password: { type: 'string' },
    name: { type: 'string' },
    role: { type: 'string' },
    'reset-two-factor': { type: 'boolean' },
  });
  const missing = (['email', 'password'] as const).filter((key) => !values[key]);
  if (missing.length > 0) throw new UsageError(`Missing ${missing.map((m) => `--${m}`).join(' and ')}`);
  const email = String(values.email);
  if (!isEmailAddress(email.trim())) throw new UsageError(`--email must be an email address, got "${email}"`);
  const password = String(values.password);
  if (password.length < MIN_PASSWORD_LENGTH) throw new UsageError(`--password must be at least ${MIN_PASSWORD_LENGTH} characters long`);
  const role = (values.role ?? 'admin') as StaffRole;
  if (!STAFF_ROLES.includes(role)) throw new UsageError(`--role must be ${STAFF_ROLES.join(', ')}, got "${role}"`);
  const name = values.name === undefined ? undefined : String(values.name).trim();
  if (name === '') throw new UsageError('--name must not be empty');
  return { email, password, name, role, resetTwoFactor: values['reset-two-factor'] === true };
}

export function createAdmin(
  args: string[],
  options: { env?: Record<string, string | undefined>; output?: CliOutput } = {},
): Promise<number> {
  return runScript(
    async (config, output) => {
      const input = parseCreateAdminArgs(args);
      const dataSource = await openDatabase(config);
      try {
        const existing = await new TypeormStaffUserStore(
          dataSource.getRepository(StaffUserEntity),
          new TypeormAuditTrail(dataSource),
        ).findByEmail(normalizeEmail(input.email));
        const { resetTwoFactor, ...account } = input;
        const user = await staffUserSaver(dataSource).execute(account);
        const action = existing ? 'Reset the password of' : 'Created';
        output.log(`${action} ${user.role} ${user.email} (id ${user.id}, name "${user.name}").`);
        if (resetTwoFactor) {
          await staffTwoFactorReset(dataSource).execute(user.id);
          output.log(`Two-factor login is off for ${user.email}: they enrol again from their account page.`);
        }
      } finally {
        await dataSource.destroy();
      }
    },
    { ...options, usage: CREATE_ADMIN_USAGE },
  );
}

if (require.main === module) exitWith(createAdmin(process.argv.slice(2)));
