import { MigrationInterface, QueryRunner } from 'typeorm';

const UTF8MB4 = 'ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci';

/**
 * Delivery and discount codes: the order keeps its items total, its code and discount, its delivery
 * method, address and fee beside the total; the promotions context's codes and their uses.
 */
export class DeliveryAndDiscountCodes1795610000000 implements MigrationInterface {
  name = 'DeliveryAndDiscountCodes1795610000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE \`discount_code_uses\` (\`order_id\` varchar(36) NOT NULL, \`code_id\` int NOT NULL, \`customer_email\` varchar(254) NOT NULL, \`used_at\` datetime NOT NULL, INDEX \`ix_discount_code_uses_code_email\` (\`code_id\`, \`customer_email\`), PRIMARY KEY (\`order_id\`)) ${UTF8MB4}`,
    );
    await queryRunner.query(
      `CREATE TABLE \`discount_codes\` (\`id\` int NOT NULL AUTO_INCREMENT, \`code\` varchar(40) NOT NULL, \`kind\` varchar(10) NOT NULL, \`value\` decimal(10,2) NOT NULL DEFAULT '0.00', \`minimum_total\` decimal(10,2) NULL, \`valid_from\` datetime NULL, \`valid_to\` datetime NULL, \`max_uses\` int NULL, \`max_uses_per_email\` int NULL, \`active\` tinyint NOT NULL DEFAULT 1, \`uses_count\` int NOT NULL DEFAULT '0', \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), \`updated_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), UNIQUE INDEX \`uq_discount_codes_code\` (\`code\`), INDEX \`ix_discount_codes_active\` (\`active\`), PRIMARY KEY (\`id\`)) ${UTF8MB4}`,
    );
    await queryRunner.query(
      `ALTER TABLE \`orders\` ADD \`items_total\` decimal(10,2) NOT NULL DEFAULT '0.00', ADD \`discount_code\` varchar(40) NULL, ADD \`discount_amount\` decimal(10,2) NOT NULL DEFAULT '0.00', ADD \`delivery_method\` varchar(10) NOT NULL DEFAULT 'pickup', ADD \`delivery_address\` text NULL, ADD \`delivery_fee\` decimal(10,2) NOT NULL DEFAULT '0.00'`,
    );
    // Orders placed before: store pickup, no code, so their items are their total.
    await queryRunner.query(`UPDATE \`orders\` SET \`items_total\` = \`total_amount\``);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE `orders` DROP COLUMN `delivery_fee`, DROP COLUMN `delivery_address`, DROP COLUMN `delivery_method`, DROP COLUMN `discount_amount`, DROP COLUMN `discount_code`, DROP COLUMN `items_total`',
    );
    await queryRunner.query('DROP TABLE `discount_codes`');
    await queryRunner.query('DROP TABLE `discount_code_uses`');
  }
}
