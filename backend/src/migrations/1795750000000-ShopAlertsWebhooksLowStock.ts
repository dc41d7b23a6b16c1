import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The shop's own alerts: the outbox of its emails (new orders, settled payments, low stock), the
 * integrators' webhooks and their deliveries (outbox and log), the record of announced sell-outs; the
 * shop's alert addresses and default low-stock threshold in its settings; a threshold per product and
 * per variant.
 */
export class ShopAlertsWebhooksLowStock1795750000000 implements MigrationInterface {
  name = 'ShopAlertsWebhooksLowStock1795750000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE \`webhooks\` (\`id\` int NOT NULL AUTO_INCREMENT, \`url\` varchar(2000) NOT NULL, \`events\` varchar(200) NOT NULL, \`description\` varchar(200) NULL, \`is_active\` tinyint NOT NULL DEFAULT 1, \`secret\` varchar(100) NOT NULL, \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), \`updated_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), PRIMARY KEY (\`id\`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`,
    );
    await queryRunner.query(
      `CREATE TABLE \`webhook_deliveries\` (\`id\` int NOT NULL AUTO_INCREMENT, \`webhook_id\` int NOT NULL, \`event\` varchar(40) NOT NULL, \`event_id\` varchar(36) NOT NULL, \`payload\` text NOT NULL, \`state\` varchar(10) NOT NULL DEFAULT 'pending', \`attempts\` int NOT NULL DEFAULT '0', \`next_attempt_at\` datetime NOT NULL, \`lease_token\` varchar(32) NULL, \`lease_until\` datetime NULL, \`last_status_code\` int NULL, \`last_error\` varchar(500) NULL, \`last_attempt_at\` datetime NULL, \`delivered_at\` datetime NULL, \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), INDEX \`ix_webhook_deliveries_webhook\` (\`webhook_id\`, \`id\`), INDEX \`ix_webhook_deliveries_due\` (\`state\`, \`next_attempt_at\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`,
    );
    await queryRunner.query(
      `CREATE TABLE \`shop_alert_emails\` (\`id\` int NOT NULL AUTO_INCREMENT, \`alert_key\` varchar(100) NOT NULL, \`kind\` varchar(20) NOT NULL, \`recipients\` varchar(2600) NOT NULL, \`subject\` varchar(300) NOT NULL, \`body_text\` text NOT NULL, \`body_html\` text NOT NULL, \`state\` varchar(10) NOT NULL DEFAULT 'pending', \`attempts\` int NOT NULL DEFAULT '0', \`next_attempt_at\` datetime NOT NULL, \`lease_token\` varchar(32) NULL, \`lease_until\` datetime NULL, \`last_error\` varchar(500) NULL, \`sent_at\` datetime NULL, \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), UNIQUE INDEX \`uq_shop_alert_emails_alert_key\` (\`alert_key\`), INDEX \`ix_shop_alert_emails_due\` (\`state\`, \`next_attempt_at\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`,
    );
    await queryRunner.query(
      `CREATE TABLE \`low_stock_sold_out\` (\`id\` int NOT NULL AUTO_INCREMENT, \`product_id\` int NOT NULL, \`variant_id\` int NOT NULL, \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), UNIQUE INDEX \`uq_low_stock_sold_out_item\` (\`product_id\`, \`variant_id\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`,
    );
    await queryRunner.query(`ALTER TABLE \`shop_settings\` ADD \`alert_emails\` text NULL`);
    await queryRunner.query(`ALTER TABLE \`shop_settings\` ADD \`low_stock_threshold\` int NOT NULL DEFAULT '5'`);
    await queryRunner.query(`ALTER TABLE \`product_variants\` ADD \`low_stock_threshold\` int NULL`);
    await queryRunner.query(`ALTER TABLE \`products\` ADD \`low_stock_threshold\` int NULL`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`products\` DROP COLUMN \`low_stock_threshold\``);
    await queryRunner.query(`ALTER TABLE \`product_variants\` DROP COLUMN \`low_stock_threshold\``);
    await queryRunner.query(`ALTER TABLE \`shop_settings\` DROP COLUMN \`low_stock_threshold\``);
    await queryRunner.query(`ALTER TABLE \`shop_settings\` DROP COLUMN \`alert_emails\``);
    await queryRunner.query(`DROP INDEX \`uq_low_stock_sold_out_item\` ON \`low_stock_sold_out\``);
    await queryRunner.query(`DROP TABLE \`low_stock_sold_out\``);
    await queryRunner.query(`DROP INDEX \`ix_shop_alert_emails_due\` ON \`shop_alert_emails\``);
    await queryRunner.query(`DROP INDEX \`uq_shop_alert_emails_alert_key\` ON \`shop_alert_emails\``);
    await queryRunner.query(`DROP TABLE \`shop_alert_emails\``);
    await queryRunner.query(`DROP INDEX \`ix_webhook_deliveries_due\` ON \`webhook_deliveries\``);
    await queryRunner.query(`DROP INDEX \`ix_webhook_deliveries_webhook\` ON \`webhook_deliveries\``);
    await queryRunner.query(`DROP TABLE \`webhook_deliveries\``);
    await queryRunner.query(`DROP TABLE \`webhooks\``);
  }
}
