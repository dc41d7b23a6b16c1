import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What cancellations and refunds keep on the order: when it was completed (the cancellation period
 * counts from it), the money refunded, whether a cancellation request waits for staff (the orders
 * desk's filter, with its index), and each line's cancelled units. Orders completed before this
 * change take their last change as the moment they were completed.
 */
export class OrderCancellationFields1795700000000 implements MigrationInterface {
  name = 'OrderCancellationFields1795700000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      "ALTER TABLE `orders` ADD `completed_at` datetime NULL, ADD `refunded_amount` decimal(10,2) NOT NULL DEFAULT '0.00', ADD `cancellation_requested` tinyint NOT NULL DEFAULT 0",
    );
    await queryRunner.query("ALTER TABLE `order_items` ADD `cancelled_quantity` int NOT NULL DEFAULT '0'");
    await queryRunner.query(
      'CREATE INDEX `ix_orders_cancellation_requested_created` ON `orders` (`cancellation_requested`, `created_at`, `id`)',
    );
    await queryRunner.query("UPDATE `orders` SET `completed_at` = `updated_at` WHERE `status` = 'completed'");
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX `ix_orders_cancellation_requested_created` ON `orders`');
    await queryRunner.query('ALTER TABLE `order_items` DROP COLUMN `cancelled_quantity`');
    await queryRunner.query(
      'ALTER TABLE `orders` DROP COLUMN `cancellation_requested`, DROP COLUMN `refunded_amount`, DROP COLUMN `completed_at`',
    );
  }
}
