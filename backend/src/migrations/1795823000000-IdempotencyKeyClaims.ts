import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A checkout's Idempotency-Key is claimed (in progress, with its holder's token and a lease) before
 * the order is priced, then answered with the order or the refusal: retries wait for that one answer
 * instead of pricing again. Keys stored before are answered orders.
 */
export class IdempotencyKeyClaims1795823000000 implements MigrationInterface {
  name = 'IdempotencyKeyClaims1795823000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE `idempotency_keys` ADD `state` varchar(16) NOT NULL DEFAULT 'placed'");
    await queryRunner.query('ALTER TABLE `idempotency_keys` ADD `claim_token` varchar(36) NULL');
    await queryRunner.query('ALTER TABLE `idempotency_keys` ADD `lease_until` datetime NULL');
    await queryRunner.query('ALTER TABLE `idempotency_keys` MODIFY `response_status` int NULL');
    await queryRunner.query('ALTER TABLE `idempotency_keys` MODIFY `response_body` text NULL');
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DELETE FROM `idempotency_keys` WHERE `state` <> 'placed'");
    await queryRunner.query('ALTER TABLE `idempotency_keys` MODIFY `response_body` text NOT NULL');
    await queryRunner.query('ALTER TABLE `idempotency_keys` MODIFY `response_status` int NOT NULL');
    await queryRunner.query('ALTER TABLE `idempotency_keys` DROP COLUMN `lease_until`');
    await queryRunner.query('ALTER TABLE `idempotency_keys` DROP COLUMN `claim_token`');
    await queryRunner.query('ALTER TABLE `idempotency_keys` DROP COLUMN `state`');
  }
}
