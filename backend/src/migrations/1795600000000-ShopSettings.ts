import { MigrationInterface, QueryRunner } from 'typeorm';

/** The one-row table of settings staff change without a restart (delivery terms, installment rule). */
export class ShopSettings1795600000000 implements MigrationInterface {
  name = 'ShopSettings1795600000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE \`shop_settings\` (\`id\` int NOT NULL, \`courier_enabled\` tinyint NOT NULL DEFAULT 1, \`courier_fee\` decimal(10,2) NOT NULL DEFAULT '30.00', \`free_delivery_from\` decimal(10,2) NULL, \`installment_rule\` text NOT NULL, \`updated_at\` datetime NOT NULL, PRIMARY KEY (\`id\`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE \`shop_settings\``);
  }
}
