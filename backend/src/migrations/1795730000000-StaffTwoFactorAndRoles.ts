import { MigrationInterface, QueryRunner } from 'typeorm';

const UTF8MB4 = 'ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci';

/**
 * Staff accounts gain an active flag, a session version (every token carries it; raising it ends the
 * account's sessions), two-factor columns (the encrypted authenticator key, one waiting for its first
 * code, when two-factor went on, the last time step accepted) and their one-time recovery codes. Accounts
 * there before stay active, at version 1, without two-factor; their old tokens carry no version and are
 * refused, so each staff member logs in once more.
 */
export class StaffTwoFactorAndRoles1795730000000 implements MigrationInterface {
  name = 'StaffTwoFactorAndRoles1795730000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE \`staff_recovery_codes\` (\`id\` int NOT NULL AUTO_INCREMENT, \`staff_user_id\` int NOT NULL, \`code_digest\` varchar(64) NOT NULL, \`used_at\` datetime NULL, \`created_at\` datetime NOT NULL, INDEX \`ix_staff_recovery_codes_staff_digest\` (\`staff_user_id\`, \`code_digest\`), PRIMARY KEY (\`id\`)) ${UTF8MB4}`,
    );
    await queryRunner.query(
      `ALTER TABLE \`staff_users\` ADD \`active\` tinyint NOT NULL DEFAULT 1, ADD \`session_version\` int NOT NULL DEFAULT '1', ADD \`two_factor_secret\` varchar(255) NULL, ADD \`two_factor_pending_secret\` varchar(255) NULL, ADD \`two_factor_enabled_at\` datetime NULL, ADD \`two_factor_last_step\` int NULL`,
    );
    await queryRunner.query(`CREATE INDEX \`ix_staff_users_role_active\` ON \`staff_users\` (\`role\`, \`active\`)`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX \`ix_staff_users_role_active\` ON \`staff_users\``);
    await queryRunner.query(
      'ALTER TABLE `staff_users` DROP COLUMN `two_factor_last_step`, DROP COLUMN `two_factor_enabled_at`, DROP COLUMN `two_factor_pending_secret`, DROP COLUMN `two_factor_secret`, DROP COLUMN `session_version`, DROP COLUMN `active`',
    );
    await queryRunner.query('DROP TABLE `staff_recovery_codes`');
  }
}
