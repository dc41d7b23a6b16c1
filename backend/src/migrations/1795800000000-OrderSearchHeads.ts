import { MigrationInterface, QueryRunner } from 'typeorm';
import { writeMissingSearchWords } from '../modules/ordering/infrastructure/order-search-backfill';

/** One row per word, as order_search_words had it (for `down`). */
const WORDS_TABLE =
  'CREATE TABLE `order_search_words` (`order_id` varchar(36) NOT NULL, `word` varchar(40) NOT NULL, `status` varchar(16) NOT NULL, `payment_status` varchar(16) NOT NULL, `created_at` datetime NOT NULL, INDEX `ix_order_search_words_word` (`word`, `created_at`, `order_id`), INDEX `ix_order_search_words_payment_status` (`payment_status`, `word`, `created_at`, `order_id`), INDEX `ix_order_search_words_status` (`status`, `word`, `created_at`, `order_id`), PRIMARY KEY (`order_id`, `word`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci';

/**
 * An order's search words grouped by their first three characters (order_search_heads, see
 * order-search-head.entity.ts) instead of one row per word: a search reads its head's entries in the
 * filtered range, each order once. The head and the words compare byte for byte (utf8mb4_bin): under
 * the Unicode collation two heads of one order such as כהן and כהנ would be one key. Every existing
 * order's words are written here, in batches of 500, by the same catch-up the application runs at start.
 */
export class OrderSearchHeads1795800000000 implements MigrationInterface {
  name = 'OrderSearchHeads1795800000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE `order_search_heads` (`order_id` varchar(36) NOT NULL, `head` varchar(3) CHARACTER SET utf8mb4 COLLATE utf8mb4_bin NOT NULL, `words` varchar(600) CHARACTER SET utf8mb4 COLLATE utf8mb4_bin NOT NULL, `status` varchar(16) NOT NULL, `payment_status` varchar(16) NOT NULL, `created_at` datetime NOT NULL, INDEX `ix_order_search_heads_head` (`head`, `created_at`, `order_id`, `words`), INDEX `ix_order_search_heads_payment_status` (`payment_status`, `head`, `created_at`, `order_id`, `words`), INDEX `ix_order_search_heads_status` (`status`, `head`, `created_at`, `order_id`, `words`), PRIMARY KEY (`order_id`, `head`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci',
    );
    await queryRunner.query('DROP TABLE `order_search_words`');
    await writeMissingSearchWords(queryRunner.manager, (work) => work(queryRunner.manager));
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    // The words come back empty; the start of the code of that time writes them.
    await queryRunner.query(WORDS_TABLE);
    await queryRunner.query('DROP TABLE `order_search_heads`');
  }
}
