import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * When a card or Bit payment arrived for an order already cancelled: the orders desk shows such
 * orders and filters them (with its index), so staff give the money back.
 */
export class OrderPaidAfterCancellation1795821000000 implements MigrationInterface {
  name = 'OrderPaidAfterCancellation1795821000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE `orders` ADD `paid_after_cancellation_at` datetime NULL');
    await queryRunner.query(
      'CREATE INDEX `ix_orders_paid_after_cancellation_created` ON `orders` (`paid_after_cancellation_at`, `created_at`, `id`)',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX `ix_orders_paid_after_cancellation_created` ON `orders`');
    await queryRunner.query('ALTER TABLE `orders` DROP COLUMN `paid_after_cancellation_at`');
  }
}
