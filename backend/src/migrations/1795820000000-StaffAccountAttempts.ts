import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Each staff account's failed passwords and codes in its current window, from any address: the
 * account-wide limit every instance reads from the account's row.
 */
export class StaffAccountAttempts1795820000000 implements MigrationInterface {
  name = 'StaffAccountAttempts1795820000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE `staff_users` ADD `login_failures` int NOT NULL DEFAULT 0');
    await queryRunner.query('ALTER TABLE `staff_users` ADD `login_failures_since` datetime NULL');
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE `staff_users` DROP COLUMN `login_failures_since`');
    await queryRunner.query('ALTER TABLE `staff_users` DROP COLUMN `login_failures`');
  }
}
