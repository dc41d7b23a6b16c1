import { MigrationInterface, QueryRunner } from 'typeorm';

/** The shop's change generation: one row every write through the API raises (the answer caches' shared clock). */
export class ChangeGeneration1795720000000 implements MigrationInterface {
  name = 'ChangeGeneration1795720000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE \`change_generation\` (\`id\` int NOT NULL, \`generation\` bigint NOT NULL DEFAULT '0', PRIMARY KEY (\`id\`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`,
    );
    await queryRunner.query(`INSERT INTO \`change_generation\` (\`id\`, \`generation\`) VALUES (1, 0)`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE \`change_generation\``);
  }
}
