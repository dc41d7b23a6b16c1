import { MigrationInterface, QueryRunner } from 'typeorm';

const UTF8MB4 = 'ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci';

/**
 * The after-sale context's tables: shoppers' cancellation requests, every refund tried (a unique
 * request_key for staff's own), and the one refund of an order being made (its primary key is the lock).
 */
export class CancellationRequestsAndRefunds1795700001000 implements MigrationInterface {
  name = 'CancellationRequestsAndRefunds1795700001000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE \`cancellation_requests\` (\`id\` int NOT NULL AUTO_INCREMENT, \`request_number\` varchar(40) NOT NULL, \`order_id\` varchar(36) NOT NULL, \`order_number\` varchar(40) NOT NULL, \`customer_name\` varchar(200) NOT NULL, \`state\` varchar(10) NOT NULL, \`reason\` varchar(20) NOT NULL, \`reason_details\` text NULL, \`longer_period_statement\` tinyint NOT NULL DEFAULT 0, \`whole_order\` tinyint NOT NULL DEFAULT 0, \`items\` text NOT NULL, \`goods_amount\` decimal(10,2) NOT NULL DEFAULT '0.00', \`delivery_amount\` decimal(10,2) NOT NULL DEFAULT '0.00', \`fee\` decimal(10,2) NOT NULL DEFAULT '0.00', \`refund_amount\` decimal(10,2) NOT NULL DEFAULT '0.00', \`created_at\` datetime NOT NULL, \`decided_at\` datetime NULL, \`staff_note\` text NULL, \`provider_message\` varchar(500) NULL, \`refund_id\` int NULL, UNIQUE INDEX \`uq_cancellation_requests_number\` (\`request_number\`), INDEX \`ix_cancellation_requests_order_created\` (\`order_id\`, \`created_at\`), INDEX \`ix_cancellation_requests_state_created\` (\`state\`, \`created_at\`, \`id\`), PRIMARY KEY (\`id\`)) ${UTF8MB4}`,
    );
    await queryRunner.query(
      `CREATE TABLE \`refunds\` (\`id\` int NOT NULL AUTO_INCREMENT, \`order_id\` varchar(36) NOT NULL, \`cancellation_request_id\` int NULL, \`request_key\` varchar(64) NULL, \`amount\` decimal(10,2) NOT NULL DEFAULT '0.00', \`goods_amount\` decimal(10,2) NOT NULL DEFAULT '0.00', \`delivery_amount\` decimal(10,2) NOT NULL DEFAULT '0.00', \`fee\` decimal(10,2) NOT NULL DEFAULT '0.00', \`method\` varchar(12) NOT NULL, \`state\` varchar(10) NOT NULL, \`provider_reference\` varchar(64) NULL, \`provider_message\` varchar(500) NULL, \`items\` text NOT NULL, \`note\` text NULL, \`created_at\` datetime NOT NULL, \`completed_at\` datetime NULL, UNIQUE INDEX \`uq_refunds_request_key\` (\`request_key\`), INDEX \`ix_refunds_order_created\` (\`order_id\`, \`created_at\`), PRIMARY KEY (\`id\`)) ${UTF8MB4}`,
    );
    await queryRunner.query(
      `CREATE TABLE \`order_refund_locks\` (\`order_id\` varchar(36) NOT NULL, \`created_at\` datetime NOT NULL, PRIMARY KEY (\`order_id\`)) ${UTF8MB4}`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE `order_refund_locks`');
    await queryRunner.query('DROP TABLE `refunds`');
    await queryRunner.query('DROP TABLE `cancellation_requests`');
  }
}
