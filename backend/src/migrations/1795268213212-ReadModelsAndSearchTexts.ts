import { MigrationInterface, QueryRunner } from 'typeorm';

export class ReadModelsAndSearchTexts1795268213212 implements MigrationInterface {
  name = 'ReadModelsAndSearchTexts1795268213212';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX \`ix_orders_created\` ON \`orders\``);
    await queryRunner.query(`DROP INDEX \`ix_orders_payment_status_created\` ON \`orders\``);
    await queryRunner.query(`DROP INDEX \`ix_orders_status_created\` ON \`orders\``);
    await queryRunner.query(
      `CREATE TABLE \`catalog_counts\` (\`category_id\` int NOT NULL, \`on_sale\` int NOT NULL, PRIMARY KEY (\`category_id\`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`,
    );
    await queryRunner.query(
      `CREATE TABLE \`product_documents\` (\`product_id\` int NOT NULL, \`language\` varchar(2) NOT NULL, \`format\` int NOT NULL, \`body\` text NULL, PRIMARY KEY (\`product_id\`, \`language\`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`,
    );
    await queryRunner.query(`ALTER TABLE \`orders\` ADD \`search_text\` varchar(537) NOT NULL DEFAULT ''`);
    await queryRunner.query(`ALTER TABLE \`products\` ADD \`search_text\` text NULL`);
    await queryRunner.query(`CREATE INDEX \`ix_orders_created\` ON \`orders\` (\`created_at\`, \`id\`, \`search_text\`)`);
    await queryRunner.query(
      `CREATE INDEX \`ix_orders_payment_status_created\` ON \`orders\` (\`payment_status\`, \`created_at\`, \`id\`, \`search_text\`)`,
    );
    await queryRunner.query(
      `CREATE INDEX \`ix_orders_status_created\` ON \`orders\` (\`status\`, \`created_at\`, \`id\`, \`search_text\`)`,
    );
    await queryRunner.query(
      `ALTER TABLE \`product_documents\` ADD CONSTRAINT \`FK_12b79e3f5cfa3302f5dd8ed8b7e\` FOREIGN KEY (\`product_id\`) REFERENCES \`products\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`product_documents\` DROP FOREIGN KEY \`FK_12b79e3f5cfa3302f5dd8ed8b7e\``);
    await queryRunner.query(`DROP INDEX \`ix_orders_status_created\` ON \`orders\``);
    await queryRunner.query(`DROP INDEX \`ix_orders_payment_status_created\` ON \`orders\``);
    await queryRunner.query(`DROP INDEX \`ix_orders_created\` ON \`orders\``);
    await queryRunner.query(`ALTER TABLE \`products\` DROP COLUMN \`search_text\``);
    await queryRunner.query(`ALTER TABLE \`orders\` DROP COLUMN \`search_text\``);
    await queryRunner.query(`DROP TABLE \`product_documents\``);
    await queryRunner.query(`DROP TABLE \`catalog_counts\``);
    await queryRunner.query(
      `CREATE INDEX \`ix_orders_status_created\` ON \`orders\` (\`status\`, \`created_at\`, \`id\`, \`order_number\`, \`customer_name\`, \`customer_email\`, \`customer_phone\`)`,
    );
    await queryRunner.query(
      `CREATE INDEX \`ix_orders_payment_status_created\` ON \`orders\` (\`payment_status\`, \`created_at\`, \`id\`, \`order_number\`, \`customer_name\`, \`customer_email\`, \`customer_phone\`)`,
    );
    await queryRunner.query(
      `CREATE INDEX \`ix_orders_created\` ON \`orders\` (\`created_at\`, \`id\`, \`order_number\`, \`customer_name\`, \`customer_email\`, \`customer_phone\`)`,
    );
  }
}
