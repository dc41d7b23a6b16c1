import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The tax documents' outbox (one row per invoice-receipt and credit note the shop owes, unique by its
 * key, leased by the process issuing it) and the built-in sandbox provider's numbered documents.
 */
export class TaxDocuments1795710000000 implements MigrationInterface {
  name = 'TaxDocuments1795710000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE \`tax_documents\` (\`id\` int NOT NULL AUTO_INCREMENT, \`document_key\` varchar(60) NOT NULL, \`kind\` varchar(20) NOT NULL, \`order_id\` varchar(36) NOT NULL, \`refund_id\` int NULL, \`state\` varchar(10) NOT NULL DEFAULT 'pending', \`attempts\` int NOT NULL DEFAULT '0', \`next_attempt_at\` datetime NOT NULL, \`lease_token\` varchar(32) NULL, \`lease_until\` datetime NULL, \`last_error\` varchar(500) NULL, \`provider_document_id\` varchar(100) NULL, \`number\` varchar(40) NULL, \`url\` varchar(1000) NULL, \`issued_at\` datetime NULL, \`emailed_at\` datetime NULL, \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), \`updated_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), UNIQUE INDEX \`uq_tax_documents_document_key\` (\`document_key\`), INDEX \`ix_tax_documents_order\` (\`order_id\`), INDEX \`ix_tax_documents_due\` (\`state\`, \`next_attempt_at\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`,
    );
    await queryRunner.query(
      `CREATE TABLE \`sandbox_tax_documents\` (\`id\` varchar(36) NOT NULL, \`type\` int NOT NULL, \`number\` int NOT NULL, \`custom\` varchar(100) NULL, \`lang\` varchar(2) NOT NULL, \`body\` text NOT NULL, \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), UNIQUE INDEX \`uq_sandbox_tax_documents_custom\` (\`custom\`), UNIQUE INDEX \`uq_sandbox_tax_documents_type_number\` (\`type\`, \`number\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE \`sandbox_tax_documents\``);
    await queryRunner.query(`DROP TABLE \`tax_documents\``);
  }
}
