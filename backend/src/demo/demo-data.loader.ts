import { DataSource } from 'typeorm';
import { SaveStaffUserUseCase } from '../modules/identity/application/save-staff-user.use-case';
import { DEMO_ACCOUNTS } from '../modules/identity/domain/demo-accounts';
import { CategoryEntity } from '../modules/catalog/infrastructure/category.entity';
import { ImageStorage } from '../modules/media/application/image-storage.port';
import { AppConfig } from '../shared/config/app-config';
import { DEMO_ARTICLES } from './demo-articles.data';
import { writeCategories, writeProducts, writeSizeTemplates } from './demo-catalog.writer';
import { DEMO_CATEGORIES } from './demo-categories.data';
import { writeDiscountCodes } from './demo-discount-codes.data';
import { writeDemoOrders } from './demo-orders.data';
import { writeDemoReviews } from './demo-reviews.data';
import { writeArticles, writeSeoRecords } from './demo-content.writer';
import { saveDemoImages } from './demo-images';
import { BALL_GAME_PRODUCTS } from './demo-products-ball-games.data';
import { COMBAT_PRODUCTS } from './demo-products-combat.data';
import { COURT_AND_WATER_PRODUCTS } from './demo-products-court-and-water.data';
import { DEMO_SEO_RECORDS } from './demo-seo.data';
import type { DemoProduct } from './demo-types';

/** Products in the order of the category banners, so ids follow the home page. */
export const DEMO_PRODUCTS: readonly DemoProduct[] = DEMO_CATEGORIES.flatMap((category) =>
  [...COMBAT_PRODUCTS, ...BALL_GAME_PRODUCTS, ...COURT_AND_WATER_PRODUCTS].filter((p) => p.category === category.slug),
);

export type DemoLoadResult =
  | { loaded: false; reason: string }
  | {
      loaded: true;
      categories: number;
      products: number;
      sizeTemplates: number;
      articles: number;
      seoRecords: number;
      discountCodes: number;
      orders: number;
      reviews: number;
      images: number;
      staffUsers: number;
    };

/**
 * Fills an empty shop with the demo data set: categories, products, size templates, articles,
 * SEO records, demo discount codes (SPORT10, WELCOME50), six months of orders, their buyers' reviews, the pictures and the two demo staff accounts. A shop that has any category is
 * left alone, so the set is never loaded twice and never mixed into real data.
 */
export class DemoDataLoader {
  constructor(
    private readonly dataSource: DataSource,
    private readonly images: ImageStorage,
    private readonly saveStaffUser: SaveStaffUserUseCase,
    private readonly config: Pick<AppConfig, 'publicUrl'>,
  ) {}

  async loadIfEmpty(): Promise<DemoLoadResult> {
    const existing = await this.dataSource.getRepository(CategoryEntity).count();
    if (existing > 0) return { loaded: false, reason: `the database already has ${existing} categories` };

    const { banners, pictures, count: images } = await saveDemoImages(this.images, DEMO_CATEGORIES, DEMO_PRODUCTS);
    const now = new Date();
    const counts = await this.dataSource
      .transaction(async (manager) => {
        // Checked again inside the transaction: another instance may have loaded it meanwhile.
        if ((await manager.count(CategoryEntity)) > 0) return null;
        const sizeTemplates = await writeSizeTemplates(manager);
        const categoryRows = await writeCategories(manager, DEMO_CATEGORIES, banners);
        const products = await writeProducts(manager, DEMO_PRODUCTS, DEMO_CATEGORIES, categoryRows, pictures, now);
        const articles = await writeArticles(manager, DEMO_ARTICLES, banners, now);
        const seoRecords = await writeSeoRecords(manager, DEMO_SEO_RECORDS, banners, this.config.publicUrl);
        const discountCodes = await writeDiscountCodes(manager, now);
        const orders = await writeDemoOrders(manager, now);
        const reviews = await writeDemoReviews(manager, now);
        return { categories: categoryRows.size, products, sizeTemplates, articles, seoRecords, discountCodes, orders, reviews };
      })
      .catch(async (error) => {
        // Two instances starting together: the loser's inserts hit the unique slugs. Not a failure.
        if ((await this.dataSource.getRepository(CategoryEntity).count()) > 0) return null;
        throw error;
      });
    if (!counts) return { loaded: false, reason: 'another process loaded the data set first' };

    for (const account of DEMO_ACCOUNTS) await this.saveStaffUser.execute(account);
    return { loaded: true, ...counts, images, staffUsers: DEMO_ACCOUNTS.length };
  }
}
