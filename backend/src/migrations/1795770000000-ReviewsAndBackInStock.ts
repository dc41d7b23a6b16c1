import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Reviews by verified buyers (invitations, reviews, the product's average and count, the shop setting
 * "publish reviews at once") and back-in-stock requests.
 */
export class ReviewsAndBackInStock1795770000000 implements MigrationInterface {
  name = 'ReviewsAndBackInStock1795770000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE \`back_in_stock_requests\` (\`id\` int NOT NULL AUTO_INCREMENT, \`product_id\` int NOT NULL, \`variant_id\` int NOT NULL DEFAULT '0', \`email\` varchar(254) NOT NULL, \`language\` varchar(2) NOT NULL, \`state\` varchar(10) NOT NULL, \`token\` varchar(64) NOT NULL, \`claimed_at\` datetime NULL, \`sent_at\` datetime NULL, \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), UNIQUE INDEX \`uq_back_in_stock_token\` (\`token\`), INDEX \`ix_back_in_stock_state_product\` (\`state\`, \`product_id\`), UNIQUE INDEX \`uq_back_in_stock_item_email\` (\`product_id\`, \`variant_id\`, \`email\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`,
    );
    await queryRunner.query(
      `CREATE TABLE \`reviews\` (\`id\` int NOT NULL AUTO_INCREMENT, \`product_id\` int NOT NULL, \`order_id\` varchar(36) NOT NULL, \`stars\` int NOT NULL, \`title\` varchar(120) NOT NULL DEFAULT '', \`text\` text NOT NULL, \`author_name\` varchar(60) NOT NULL, \`language\` varchar(2) NOT NULL, \`status\` varchar(16) NOT NULL, \`answer\` text NULL, \`answered_at\` datetime NULL, \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), \`updated_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), INDEX \`ix_reviews_stars\` (\`stars\`), INDEX \`ix_reviews_status_created\` (\`status\`, \`created_at\`), INDEX \`ix_reviews_product_status_created\` (\`product_id\`, \`status\`, \`created_at\`), UNIQUE INDEX \`uq_reviews_order_product\` (\`order_id\`, \`product_id\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`,
    );
    await queryRunner.query(
      `CREATE TABLE \`review_invitations\` (\`id\` int NOT NULL AUTO_INCREMENT, \`order_id\` varchar(36) NOT NULL, \`product_id\` int NOT NULL, \`product_name\` varchar(200) NOT NULL, \`author_name\` varchar(60) NOT NULL, \`language\` varchar(2) NOT NULL, \`expires_at\` datetime NOT NULL, \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), INDEX \`ix_review_invitations_product\` (\`product_id\`), UNIQUE INDEX \`uq_review_invitations_order_product\` (\`order_id\`, \`product_id\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`,
    );
    await queryRunner.query(`ALTER TABLE \`shop_settings\` ADD \`publish_reviews_at_once\` tinyint NOT NULL DEFAULT 0`);
    await queryRunner.query(`ALTER TABLE \`products\` ADD \`rating_average\` decimal(3,2) NULL`);
    await queryRunner.query(`ALTER TABLE \`products\` ADD \`rating_count\` int NOT NULL DEFAULT '0'`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`products\` DROP COLUMN \`rating_count\``);
    await queryRunner.query(`ALTER TABLE \`products\` DROP COLUMN \`rating_average\``);
    await queryRunner.query(`ALTER TABLE \`shop_settings\` DROP COLUMN \`publish_reviews_at_once\``);
    await queryRunner.query(`DROP INDEX \`uq_review_invitations_order_product\` ON \`review_invitations\``);
    await queryRunner.query(`DROP INDEX \`ix_review_invitations_product\` ON \`review_invitations\``);
    await queryRunner.query(`DROP TABLE \`review_invitations\``);
    await queryRunner.query(`DROP INDEX \`uq_reviews_order_product\` ON \`reviews\``);
    await queryRunner.query(`DROP INDEX \`ix_reviews_product_status_created\` ON \`reviews\``);
    await queryRunner.query(`DROP INDEX \`ix_reviews_status_created\` ON \`reviews\``);
    await queryRunner.query(`DROP INDEX \`ix_reviews_stars\` ON \`reviews\``);
    await queryRunner.query(`DROP TABLE \`reviews\``);
    await queryRunner.query(`DROP INDEX \`uq_back_in_stock_item_email\` ON \`back_in_stock_requests\``);
    await queryRunner.query(`DROP INDEX \`ix_back_in_stock_state_product\` ON \`back_in_stock_requests\``);
    await queryRunner.query(`DROP INDEX \`uq_back_in_stock_token\` ON \`back_in_stock_requests\``);
    await queryRunner.query(`DROP TABLE \`back_in_stock_requests\``);
  }
}
