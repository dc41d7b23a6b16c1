import { MigrationInterface, QueryRunner } from 'typeorm';

export class Initial1795263134953 implements MigrationInterface {
  name = 'Initial1795263134953';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE \`order_items\` (\`id\` int NOT NULL AUTO_INCREMENT, \`order_id\` varchar(36) NOT NULL, \`product_id\` int NULL, \`variant_id\` int NULL, \`product_name\` varchar(200) NOT NULL, \`variant_name\` varchar(200) NOT NULL DEFAULT '', \`quantity\` int NOT NULL, \`unit_price\` decimal(10,2) NOT NULL DEFAULT '0.00', \`total_price\` decimal(10,2) NOT NULL DEFAULT '0.00', INDEX \`ix_order_items_order\` (\`order_id\`), INDEX \`ix_order_items_product\` (\`product_id\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`,
    );
    await queryRunner.query(
      `CREATE TABLE \`orders\` (\`id\` varchar(36) NOT NULL, \`order_number\` varchar(40) NOT NULL, \`status\` varchar(16) NOT NULL, \`payment_status\` varchar(16) NOT NULL, \`payment_method\` varchar(20) NOT NULL, \`customer_name\` varchar(200) NOT NULL, \`customer_email\` varchar(254) NOT NULL, \`customer_phone\` varchar(40) NOT NULL, \`customer_address\` varchar(500) NULL, \`company_name\` varchar(200) NULL, \`notes\` text NULL, \`language\` varchar(2) NOT NULL DEFAULT 'he', \`total_amount\` decimal(10,2) NOT NULL DEFAULT '0.00', \`stock_released\` tinyint NOT NULL DEFAULT 0, \`payment_error_code\` varchar(10) NULL, \`paid_at\` datetime NULL, \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), \`updated_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), UNIQUE INDEX \`uq_orders_order_number\` (\`order_number\`), INDEX \`ix_orders_customer_email\` (\`customer_email\`), INDEX \`ix_orders_created\` (\`created_at\`, \`id\`, \`order_number\`, \`customer_name\`, \`customer_email\`, \`customer_phone\`), INDEX \`ix_orders_payment_status_created\` (\`payment_status\`, \`created_at\`, \`id\`, \`order_number\`, \`customer_name\`, \`customer_email\`, \`customer_phone\`), INDEX \`ix_orders_status_created\` (\`status\`, \`created_at\`, \`id\`, \`order_number\`, \`customer_name\`, \`customer_email\`, \`customer_phone\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`,
    );
    await queryRunner.query(
      `CREATE TABLE \`idempotency_keys\` (\`id\` int NOT NULL AUTO_INCREMENT, \`key\` varchar(200) NOT NULL, \`request_hash\` varchar(64) NOT NULL, \`response_status\` int NOT NULL, \`response_body\` text NOT NULL, \`created_at\` datetime NOT NULL, UNIQUE INDEX \`uq_idempotency_keys_key\` (\`key\`), INDEX \`ix_idempotency_keys_created\` (\`created_at\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`,
    );
    await queryRunner.query(
      `CREATE TABLE \`payment_transactions\` (\`id\` int NOT NULL AUTO_INCREMENT, \`order_id\` varchar(36) NOT NULL, \`provider\` varchar(20) NOT NULL, \`response_code\` varchar(10) NOT NULL, \`transaction_index\` varchar(40) NOT NULL DEFAULT '', \`auth_number\` varchar(20) NULL, \`tempref\` varchar(40) NULL, \`amount\` decimal(10,2) NOT NULL DEFAULT '0.00', \`currency\` varchar(3) NOT NULL, \`card_type\` varchar(20) NULL, \`card_last4\` varchar(4) NULL, \`status\` varchar(10) NOT NULL, \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), UNIQUE INDEX \`uq_payment_transactions_result\` (\`order_id\`, \`transaction_index\`, \`response_code\`), INDEX \`ix_payment_transactions_order_created\` (\`order_id\`, \`created_at\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`,
    );
    await queryRunner.query(
      `CREATE TABLE \`staff_users\` (\`id\` int NOT NULL AUTO_INCREMENT, \`email\` varchar(254) NOT NULL, \`name\` varchar(120) NOT NULL, \`role\` varchar(16) NOT NULL, \`password_hash\` varchar(255) NOT NULL, \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), \`updated_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), UNIQUE INDEX \`uq_staff_users_email\` (\`email\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`,
    );
    await queryRunner.query(
      `CREATE TABLE \`article_translations\` (\`id\` int NOT NULL AUTO_INCREMENT, \`article_id\` int NOT NULL, \`language\` varchar(2) NOT NULL, \`title\` varchar(300) NOT NULL, \`content\` text NOT NULL, UNIQUE INDEX \`uq_article_translations_lang\` (\`article_id\`, \`language\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`,
    );
    await queryRunner.query(
      `CREATE TABLE \`articles\` (\`id\` int NOT NULL AUTO_INCREMENT, \`title\` varchar(300) NOT NULL, \`slug\` varchar(320) NOT NULL, \`content\` text NOT NULL, \`image_url\` varchar(500) NULL, \`is_active\` tinyint NOT NULL DEFAULT 1, \`show_in_list\` tinyint NOT NULL DEFAULT 1, \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), \`updated_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), UNIQUE INDEX \`uq_articles_slug\` (\`slug\`), INDEX \`ix_articles_created\` (\`created_at\`), INDEX \`ix_articles_listing\` (\`is_active\`, \`show_in_list\`, \`created_at\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`,
    );
    await queryRunner.query(
      `CREATE TABLE \`size_template_translations\` (\`id\` int NOT NULL AUTO_INCREMENT, \`template_id\` int NOT NULL, \`language\` varchar(2) NOT NULL, \`name\` varchar(200) NOT NULL, \`description\` text NULL, UNIQUE INDEX \`uq_size_template_translations_lang\` (\`template_id\`, \`language\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`,
    );
    await queryRunner.query(
      `CREATE TABLE \`size_templates\` (\`id\` int NOT NULL AUTO_INCREMENT, \`name\` varchar(120) NOT NULL, \`category\` varchar(40) NOT NULL, \`variant\` varchar(40) NOT NULL, \`description\` text NULL, \`sizes\` text NOT NULL, \`colors\` text NOT NULL, \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), \`updated_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), INDEX \`ix_size_templates_category\` (\`category\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`,
    );
    await queryRunner.query(
      `CREATE TABLE \`seo_records\` (\`id\` int NOT NULL AUTO_INCREMENT, \`page_type\` varchar(20) NOT NULL, \`page_slug\` varchar(200) NULL, \`page_id\` int NULL, \`language\` varchar(2) NOT NULL, \`title\` varchar(200) NOT NULL, \`description\` varchar(500) NOT NULL, \`keywords\` varchar(500) NULL, \`og_title\` varchar(200) NULL, \`og_description\` varchar(500) NULL, \`og_image\` varchar(500) NULL, \`canonical\` varchar(500) NULL, \`robots\` varchar(40) NULL, \`is_active\` tinyint NOT NULL DEFAULT 1, \`active_key\` varchar(240) NULL, \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), \`updated_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), INDEX \`ix_seo_records_active\` (\`is_active\`), UNIQUE INDEX \`uq_seo_records_active_key\` (\`active_key\`), INDEX \`ix_seo_records_page_type\` (\`page_type\`), INDEX \`ix_seo_records_lookup\` (\`language\`, \`page_type\`, \`page_slug\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`,
    );
    await queryRunner.query(
      `CREATE TABLE \`category_translations\` (\`id\` int NOT NULL AUTO_INCREMENT, \`category_id\` int NOT NULL, \`language\` varchar(2) NOT NULL, \`name\` varchar(200) NOT NULL, \`description\` text NULL, UNIQUE INDEX \`uq_category_translations_lang\` (\`category_id\`, \`language\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`,
    );
    await queryRunner.query(
      `CREATE TABLE \`categories\` (\`id\` int NOT NULL AUTO_INCREMENT, \`name\` varchar(120) NOT NULL, \`slug\` varchar(140) NOT NULL, \`description\` text NULL, \`image_url\` varchar(500) NULL, \`is_required\` tinyint NOT NULL DEFAULT 0, \`is_active\` tinyint NOT NULL DEFAULT 1, \`sort_order\` int NOT NULL DEFAULT '0', \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), \`updated_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), UNIQUE INDEX \`uq_categories_slug\` (\`slug\`), INDEX \`ix_categories_active_sort\` (\`is_active\`, \`sort_order\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`,
    );
    await queryRunner.query(
      `CREATE TABLE \`product_images\` (\`id\` int NOT NULL AUTO_INCREMENT, \`product_id\` int NOT NULL, \`url\` varchar(500) NOT NULL, \`sort_order\` int NOT NULL DEFAULT '0', \`is_primary\` tinyint NOT NULL DEFAULT 0, INDEX \`ix_product_images_order\` (\`product_id\`, \`sort_order\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`,
    );
    await queryRunner.query(
      `CREATE TABLE \`product_translations\` (\`id\` int NOT NULL AUTO_INCREMENT, \`product_id\` int NOT NULL, \`language\` varchar(2) NOT NULL, \`name\` varchar(200) NOT NULL, \`description\` text NULL, UNIQUE INDEX \`uq_product_translations_lang\` (\`product_id\`, \`language\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`,
    );
    await queryRunner.query(
      `CREATE TABLE \`product_variants\` (\`id\` int NOT NULL AUTO_INCREMENT, \`product_id\` int NOT NULL, \`sku\` varchar(100) NOT NULL, \`size\` varchar(60) NULL, \`color\` varchar(60) NULL, \`material\` varchar(60) NULL, \`stock_quantity\` int NOT NULL DEFAULT '0', \`price_modifier\` decimal(10,2) NOT NULL DEFAULT '0.00', \`is_active\` tinyint NOT NULL DEFAULT 1, INDEX \`ix_product_variants_product\` (\`product_id\`), UNIQUE INDEX \`uq_product_variants_sku\` (\`sku\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`,
    );
    await queryRunner.query(
      `CREATE TABLE \`products\` (\`id\` int NOT NULL AUTO_INCREMENT, \`name\` varchar(200) NOT NULL, \`slug\` varchar(220) NOT NULL, \`description\` text NULL, \`price\` decimal(10,2) NOT NULL DEFAULT '0.00', \`has_discount\` tinyint NOT NULL DEFAULT 0, \`discount_price\` decimal(10,2) NOT NULL DEFAULT '0.00', \`discount_percentage\` int NOT NULL DEFAULT '0', \`stock_quantity\` int NOT NULL DEFAULT '0', \`image_url\` varchar(500) NULL, \`is_required\` tinyint NOT NULL DEFAULT 0, \`is_active\` tinyint NOT NULL DEFAULT 1, \`is_visible\` tinyint NOT NULL DEFAULT 1, \`is_recommended\` tinyint NOT NULL DEFAULT 0, \`has_variants\` tinyint NOT NULL DEFAULT 0, \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), \`updated_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), INDEX \`ix_products_name\` (\`name\`), UNIQUE INDEX \`uq_products_slug\` (\`slug\`), INDEX \`ix_products_active\` (\`is_active\`), INDEX \`ix_products_visible\` (\`is_visible\`), INDEX \`ix_products_created\` (\`created_at\`), INDEX \`ix_products_discount\` (\`has_discount\`, \`is_active\`, \`is_visible\`), INDEX \`ix_products_recommended\` (\`is_recommended\`, \`is_active\`, \`is_visible\`), INDEX \`ix_products_listing_price\` (\`is_active\`, \`is_visible\`, \`price\`), INDEX \`ix_products_listing_created\` (\`is_active\`, \`is_visible\`, \`created_at\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`,
    );
    await queryRunner.query(
      `CREATE TABLE \`product_categories\` (\`product_id\` int NOT NULL, \`category_id\` int NOT NULL, INDEX \`IDX_8748b4a0e8de6d266f2bbc877f\` (\`product_id\`), INDEX \`IDX_9148da8f26fc248e77a387e311\` (\`category_id\`), PRIMARY KEY (\`product_id\`, \`category_id\`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`,
    );
    await queryRunner.query(
      `ALTER TABLE \`order_items\` ADD CONSTRAINT \`FK_145532db85752b29c57d2b7b1f1\` FOREIGN KEY (\`order_id\`) REFERENCES \`orders\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`article_translations\` ADD CONSTRAINT \`FK_51c5bec91ec858914d39ffb6931\` FOREIGN KEY (\`article_id\`) REFERENCES \`articles\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`size_template_translations\` ADD CONSTRAINT \`FK_dc5e05ec26672b5a89567b1c7f3\` FOREIGN KEY (\`template_id\`) REFERENCES \`size_templates\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`category_translations\` ADD CONSTRAINT \`FK_87902f79e775e1c1b0082201d7e\` FOREIGN KEY (\`category_id\`) REFERENCES \`categories\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`product_images\` ADD CONSTRAINT \`FK_4f166bb8c2bfcef2498d97b4068\` FOREIGN KEY (\`product_id\`) REFERENCES \`products\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`product_translations\` ADD CONSTRAINT \`FK_1b7b07c6049367c6446c5ac5605\` FOREIGN KEY (\`product_id\`) REFERENCES \`products\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`product_variants\` ADD CONSTRAINT \`FK_6343513e20e2deab45edfce1316\` FOREIGN KEY (\`product_id\`) REFERENCES \`products\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`product_categories\` ADD CONSTRAINT \`FK_8748b4a0e8de6d266f2bbc877f6\` FOREIGN KEY (\`product_id\`) REFERENCES \`products\`(\`id\`) ON DELETE CASCADE ON UPDATE CASCADE`,
    );
    await queryRunner.query(
      `ALTER TABLE \`product_categories\` ADD CONSTRAINT \`FK_9148da8f26fc248e77a387e3112\` FOREIGN KEY (\`category_id\`) REFERENCES \`categories\`(\`id\`) ON DELETE CASCADE ON UPDATE CASCADE`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`product_categories\` DROP FOREIGN KEY \`FK_9148da8f26fc248e77a387e3112\``);
    await queryRunner.query(`ALTER TABLE \`product_categories\` DROP FOREIGN KEY \`FK_8748b4a0e8de6d266f2bbc877f6\``);
    await queryRunner.query(`ALTER TABLE \`product_variants\` DROP FOREIGN KEY \`FK_6343513e20e2deab45edfce1316\``);
    await queryRunner.query(`ALTER TABLE \`product_translations\` DROP FOREIGN KEY \`FK_1b7b07c6049367c6446c5ac5605\``);
    await queryRunner.query(`ALTER TABLE \`product_images\` DROP FOREIGN KEY \`FK_4f166bb8c2bfcef2498d97b4068\``);
    await queryRunner.query(`ALTER TABLE \`category_translations\` DROP FOREIGN KEY \`FK_87902f79e775e1c1b0082201d7e\``);
    await queryRunner.query(`ALTER TABLE \`size_template_translations\` DROP FOREIGN KEY \`FK_dc5e05ec26672b5a89567b1c7f3\``);
    await queryRunner.query(`ALTER TABLE \`article_translations\` DROP FOREIGN KEY \`FK_51c5bec91ec858914d39ffb6931\``);
    await queryRunner.query(`ALTER TABLE \`order_items\` DROP FOREIGN KEY \`FK_145532db85752b29c57d2b7b1f1\``);
    await queryRunner.query(`DROP INDEX \`IDX_9148da8f26fc248e77a387e311\` ON \`product_categories\``);
    await queryRunner.query(`DROP INDEX \`IDX_8748b4a0e8de6d266f2bbc877f\` ON \`product_categories\``);
    await queryRunner.query(`DROP TABLE \`product_categories\``);
    await queryRunner.query(`DROP INDEX \`ix_products_listing_created\` ON \`products\``);
    await queryRunner.query(`DROP INDEX \`ix_products_listing_price\` ON \`products\``);
    await queryRunner.query(`DROP INDEX \`ix_products_recommended\` ON \`products\``);
    await queryRunner.query(`DROP INDEX \`ix_products_discount\` ON \`products\``);
    await queryRunner.query(`DROP INDEX \`ix_products_created\` ON \`products\``);
    await queryRunner.query(`DROP INDEX \`ix_products_visible\` ON \`products\``);
    await queryRunner.query(`DROP INDEX \`ix_products_active\` ON \`products\``);
    await queryRunner.query(`DROP INDEX \`uq_products_slug\` ON \`products\``);
    await queryRunner.query(`DROP INDEX \`ix_products_name\` ON \`products\``);
    await queryRunner.query(`DROP TABLE \`products\``);
    await queryRunner.query(`DROP INDEX \`uq_product_variants_sku\` ON \`product_variants\``);
    await queryRunner.query(`DROP INDEX \`ix_product_variants_product\` ON \`product_variants\``);
    await queryRunner.query(`DROP TABLE \`product_variants\``);
    await queryRunner.query(`DROP INDEX \`uq_product_translations_lang\` ON \`product_translations\``);
    await queryRunner.query(`DROP TABLE \`product_translations\``);
    await queryRunner.query(`DROP INDEX \`ix_product_images_order\` ON \`product_images\``);
    await queryRunner.query(`DROP TABLE \`product_images\``);
    await queryRunner.query(`DROP INDEX \`ix_categories_active_sort\` ON \`categories\``);
    await queryRunner.query(`DROP INDEX \`uq_categories_slug\` ON \`categories\``);
    await queryRunner.query(`DROP TABLE \`categories\``);
    await queryRunner.query(`DROP INDEX \`uq_category_translations_lang\` ON \`category_translations\``);
    await queryRunner.query(`DROP TABLE \`category_translations\``);
    await queryRunner.query(`DROP INDEX \`ix_seo_records_lookup\` ON \`seo_records\``);
    await queryRunner.query(`DROP INDEX \`ix_seo_records_page_type\` ON \`seo_records\``);
    await queryRunner.query(`DROP INDEX \`uq_seo_records_active_key\` ON \`seo_records\``);
    await queryRunner.query(`DROP INDEX \`ix_seo_records_active\` ON \`seo_records\``);
    await queryRunner.query(`DROP TABLE \`seo_records\``);
    await queryRunner.query(`DROP INDEX \`ix_size_templates_category\` ON \`size_templates\``);
    await queryRunner.query(`DROP TABLE \`size_templates\``);
    await queryRunner.query(`DROP INDEX \`uq_size_template_translations_lang\` ON \`size_template_translations\``);
    await queryRunner.query(`DROP TABLE \`size_template_translations\``);
    await queryRunner.query(`DROP INDEX \`ix_articles_listing\` ON \`articles\``);
    await queryRunner.query(`DROP INDEX \`ix_articles_created\` ON \`articles\``);
    await queryRunner.query(`DROP INDEX \`uq_articles_slug\` ON \`articles\``);
    await queryRunner.query(`DROP TABLE \`articles\``);
    await queryRunner.query(`DROP INDEX \`uq_article_translations_lang\` ON \`article_translations\``);
    await queryRunner.query(`DROP TABLE \`article_translations\``);
    await queryRunner.query(`DROP INDEX \`uq_staff_users_email\` ON \`staff_users\``);
    await queryRunner.query(`DROP TABLE \`staff_users\``);
    await queryRunner.query(`DROP INDEX \`ix_payment_transactions_order_created\` ON \`payment_transactions\``);
    await queryRunner.query(`DROP INDEX \`uq_payment_transactions_result\` ON \`payment_transactions\``);
    await queryRunner.query(`DROP TABLE \`payment_transactions\``);
    await queryRunner.query(`DROP INDEX \`ix_idempotency_keys_created\` ON \`idempotency_keys\``);
    await queryRunner.query(`DROP INDEX \`uq_idempotency_keys_key\` ON \`idempotency_keys\``);
    await queryRunner.query(`DROP TABLE \`idempotency_keys\``);
    await queryRunner.query(`DROP INDEX \`ix_orders_status_created\` ON \`orders\``);
    await queryRunner.query(`DROP INDEX \`ix_orders_payment_status_created\` ON \`orders\``);
    await queryRunner.query(`DROP INDEX \`ix_orders_created\` ON \`orders\``);
    await queryRunner.query(`DROP INDEX \`ix_orders_customer_email\` ON \`orders\``);
    await queryRunner.query(`DROP INDEX \`uq_orders_order_number\` ON \`orders\``);
    await queryRunner.query(`DROP TABLE \`orders\``);
    await queryRunner.query(`DROP INDEX \`ix_order_items_product\` ON \`order_items\``);
    await queryRunner.query(`DROP INDEX \`ix_order_items_order\` ON \`order_items\``);
    await queryRunner.query(`DROP TABLE \`order_items\``);
  }
}
