import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Every table in utf8mb4 (Hebrew, Russian, emoji), whatever the database's default. The earlier migrations
 * now say so themselves; this one converts the tables a database with another default (latin1, utf8mb3)
 * got from them before, e.g. the tables of a first start that stopped with "Incorrect string value".
 */
export class Utf8mb4Tables1795390000000 implements MigrationInterface {
  name = 'Utf8mb4Tables1795390000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    const tables = (await queryRunner.query(
      `SELECT TABLE_NAME AS name FROM information_schema.TABLES
        WHERE TABLE_SCHEMA = DATABASE() AND TABLE_TYPE = 'BASE TABLE' AND TABLE_COLLATION <> 'utf8mb4_unicode_ci'`,
    )) as Array<{ name: string }>;
    if (tables.length === 0) return;
    // Keys between converted and not-yet-converted tables must not stop the conversion half-way.
    await queryRunner.query('SET FOREIGN_KEY_CHECKS = 0');
    try {
      for (const { name } of tables) {
        await queryRunner.query(`ALTER TABLE \`${name.replace(/`/g, '``')}\` CONVERT TO CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
      }
    } finally {
      await queryRunner.query('SET FOREIGN_KEY_CHECKS = 1');
    }
  }

  public async down(): Promise<void> {
    // Going back to a character set that cannot hold the shop's texts would lose them: nothing to undo.
  }
}
