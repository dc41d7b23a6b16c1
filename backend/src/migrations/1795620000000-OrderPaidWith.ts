import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * How an order was paid: `paid_with` (cash, credit_card, installments, bit) and the number of card
 * `installments`. Orders paid before this change were all single card charges: they say so.
 */
export class OrderPaidWith1795620000000 implements MigrationInterface {
  name = 'OrderPaidWith1795620000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`orders\` ADD \`paid_with\` varchar(16) NULL`);
    await queryRunner.query(`ALTER TABLE \`orders\` ADD \`installments\` int NULL`);
    await queryRunner.query(
      `UPDATE \`orders\` SET \`paid_with\` = 'credit_card', \`installments\` = 1 WHERE \`payment_status\` = 'paid' AND \`payment_method\` = 'credit_card'`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`orders\` DROP COLUMN \`installments\``);
    await queryRunner.query(`ALTER TABLE \`orders\` DROP COLUMN \`paid_with\``);
  }
}
