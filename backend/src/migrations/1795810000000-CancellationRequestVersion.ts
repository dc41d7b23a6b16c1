import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A cancellation request's version, one more at every change of its state: staff approve or reject
 * the version they were shown, so an approval read before a refused refund reopened the request
 * cannot claim it again (and reach the provider a second time).
 */
export class CancellationRequestVersion1795810000000 implements MigrationInterface {
  name = 'CancellationRequestVersion1795810000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE `cancellation_requests` ADD `version` int NOT NULL DEFAULT 1');
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE `cancellation_requests` DROP COLUMN `version`');
  }
}
