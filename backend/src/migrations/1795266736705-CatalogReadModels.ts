import { MigrationInterface, QueryRunner } from 'typeorm';

export class CatalogReadModels1795266736705 implements MigrationInterface {
  name = 'CatalogReadModels1795266736705';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE \`product_documents\` (\`product_id\` int NOT NULL, \`language\` varchar(2) NOT NULL, \`format\` int NOT NULL, \`body\` text NULL, PRIMARY KEY (\`product_id\`, \`language\`)) ENGINE=InnoDB`);
    await queryRunner.query(`CREATE TABLE \`catalog_counts\` (\`category_id\` int NOT NULL, \`on_sale\` int NOT NULL, PRIMARY KEY (\`category_id\`)) ENGINE=InnoDB`);
    await queryRunner.query(`ALTER TABLE \`product_documents\` ADD CONSTRAINT \`FK_12b79e3f5cfa3302f5dd8ed8b7e\` FOREIGN KEY (\`product_id\`) REFERENCES \`products\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`product_documents\` DROP FOREIGN KEY \`FK_12b79e3f5cfa3302f5dd8ed8b7e\``);
    await queryRunner.query(`DROP TABLE \`catalog_counts\``);
    await queryRunner.query(`DROP TABLE \`product_documents\``);
  }
}
