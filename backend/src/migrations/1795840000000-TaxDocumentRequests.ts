import { MigrationInterface, QueryRunner } from 'typeorm';
import { fillTaxDocumentRequests } from './data/tax-document-requests';

/**
 * A tax document's outbox row carries what the document is about (the paid order, and a credit note's
 * refund), written by the paying or refunding transaction, so issuing reads nothing back from ordering or
 * after-sale. The documents not issued yet get theirs here, from the orders and refunds as they are; a row
 * whose order or refund is gone stays without one and fails with that reason for staff.
 */
export class TaxDocumentRequests1795840000000 implements MigrationInterface {
  name = 'TaxDocumentRequests1795840000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE `tax_documents` ADD `request` text NULL');
    await fillTaxDocumentRequests(queryRunner);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE `tax_documents` DROP COLUMN `request`');
  }
}
