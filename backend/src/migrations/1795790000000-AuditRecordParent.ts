import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Audit records name the item they belong to (a variant's product, a refund's order), so an item's
 * history lists its children's records too, and say when the shop itself acted (a refund settled by
 * the sweep) rather than a staff member.
 */
export class AuditRecordParent1795790000000 implements MigrationInterface {
  name = 'AuditRecordParent1795790000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE `audit_records` ADD `parent` varchar(120) NULL, ADD `by_shop` tinyint NOT NULL DEFAULT 0, ADD INDEX `ix_audit_records_parent_created` (`parent`, `created_at`)',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE `audit_records` DROP INDEX `ix_audit_records_parent_created`, DROP COLUMN `by_shop`, DROP COLUMN `parent`',
    );
  }
}
