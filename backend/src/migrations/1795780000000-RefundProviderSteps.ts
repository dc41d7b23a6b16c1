import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Each refund records when the provider was asked and when it said yes, so a refund cut off by a
 * stopped process is settled by the shop's sweep (see after-sale's RecoverStalledRefundsUseCase).
 */
export class RefundProviderSteps1795780000000 implements MigrationInterface {
  name = 'RefundProviderSteps1795780000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE `refunds` ADD `provider_asked_at` datetime NULL');
    await queryRunner.query('ALTER TABLE `refunds` ADD `provider_answered_at` datetime NULL');
    await queryRunner.query('CREATE INDEX `ix_refunds_state_created` ON `refunds` (`state`, `created_at`)');
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX `ix_refunds_state_created` ON `refunds`');
    await queryRunner.query('ALTER TABLE `refunds` DROP COLUMN `provider_answered_at`');
    await queryRunner.query('ALTER TABLE `refunds` DROP COLUMN `provider_asked_at`');
  }
}
