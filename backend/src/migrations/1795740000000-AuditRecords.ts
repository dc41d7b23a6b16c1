import { MigrationInterface, QueryRunner } from 'typeorm';

const UTF8MB4 = 'ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci';

/**
 * The audit log: one row per staff change, login or sensitive read, with an index for each filter of the
 * back-office list (staff member, item, action), each followed by the time it is sorted by.
 */
export class AuditRecords1795740000000 implements MigrationInterface {
  name = 'AuditRecords1795740000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE \`audit_records\` (\`id\` int NOT NULL AUTO_INCREMENT, \`created_at\` datetime(3) NOT NULL, \`staff_id\` int NULL, \`staff_email\` varchar(254) NULL, \`staff_role\` varchar(16) NULL, \`address\` varchar(64) NULL, \`action\` varchar(32) NOT NULL, \`entity_type\` varchar(48) NOT NULL, \`entity_id\` varchar(64) NULL, \`changes\` text NULL, INDEX \`ix_audit_records_created\` (\`created_at\`), INDEX \`ix_audit_records_staff_created\` (\`staff_id\`, \`created_at\`), INDEX \`ix_audit_records_entity_created\` (\`entity_type\`, \`entity_id\`, \`created_at\`), INDEX \`ix_audit_records_action_created\` (\`action\`, \`created_at\`), PRIMARY KEY (\`id\`)) ${UTF8MB4}`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE `audit_records`');
  }
}
