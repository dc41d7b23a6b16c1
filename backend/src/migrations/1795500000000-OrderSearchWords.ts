import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The order search by words and exact matches (domain/order-search.ts): the phone's digits in their
 * own indexed column, the words in order_search_words with the order's statuses and date, and the
 * substring search text gone (with it the filter indexes lose their covering copy of it). Existing
 * orders get their words from the migration that grouped them by head (1795800000000), which
 * replaces this table; the application's start writes any phone digits still missing.
 */
export class OrderSearchWords1795500000000 implements MigrationInterface {
  name = 'OrderSearchWords1795500000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX \`ix_orders_created\` ON \`orders\``);
    await queryRunner.query(`DROP INDEX \`ix_orders_payment_status_created\` ON \`orders\``);
    await queryRunner.query(`DROP INDEX \`ix_orders_status_created\` ON \`orders\``);
    await queryRunner.query(`ALTER TABLE \`orders\` DROP COLUMN \`search_text\``);
    await queryRunner.query(`ALTER TABLE \`orders\` ADD \`customer_phone_digits\` varchar(41) NOT NULL DEFAULT ''`);
    await queryRunner.query(
      `CREATE TABLE \`order_search_words\` (\`order_id\` varchar(36) NOT NULL, \`word\` varchar(40) NOT NULL, \`status\` varchar(16) NOT NULL, \`payment_status\` varchar(16) NOT NULL, \`created_at\` datetime NOT NULL, INDEX \`ix_order_search_words_word\` (\`word\`, \`created_at\`, \`order_id\`), INDEX \`ix_order_search_words_payment_status\` (\`payment_status\`, \`word\`, \`created_at\`, \`order_id\`), INDEX \`ix_order_search_words_status\` (\`status\`, \`word\`, \`created_at\`, \`order_id\`), PRIMARY KEY (\`order_id\`, \`word\`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`,
    );
    await queryRunner.query(`CREATE INDEX \`ix_orders_customer_phone_digits\` ON \`orders\` (\`customer_phone_digits\`)`);
    await queryRunner.query(`CREATE INDEX \`ix_orders_created\` ON \`orders\` (\`created_at\`, \`id\`)`);
    await queryRunner.query(`CREATE INDEX \`ix_orders_payment_status_created\` ON \`orders\` (\`payment_status\`, \`created_at\`, \`id\`)`);
    await queryRunner.query(`CREATE INDEX \`ix_orders_status_created\` ON \`orders\` (\`status\`, \`created_at\`, \`id\`)`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX \`ix_orders_status_created\` ON \`orders\``);
    await queryRunner.query(`DROP INDEX \`ix_orders_payment_status_created\` ON \`orders\``);
    await queryRunner.query(`DROP INDEX \`ix_orders_created\` ON \`orders\``);
    await queryRunner.query(`DROP INDEX \`ix_orders_customer_phone_digits\` ON \`orders\``);
    await queryRunner.query(`DROP TABLE \`order_search_words\``);
    await queryRunner.query(`ALTER TABLE \`orders\` DROP COLUMN \`customer_phone_digits\``);
    // The search texts come back empty; the start of the code of that time writes them.
    await queryRunner.query(`ALTER TABLE \`orders\` ADD \`search_text\` varchar(537) NOT NULL DEFAULT ''`);
    await queryRunner.query(
      `CREATE INDEX \`ix_orders_status_created\` ON \`orders\` (\`status\`, \`created_at\`, \`id\`, \`search_text\`)`,
    );
    await queryRunner.query(
      `CREATE INDEX \`ix_orders_payment_status_created\` ON \`orders\` (\`payment_status\`, \`created_at\`, \`id\`, \`search_text\`)`,
    );
    await queryRunner.query(`CREATE INDEX \`ix_orders_created\` ON \`orders\` (\`created_at\`, \`id\`, \`search_text\`)`);
  }
}
