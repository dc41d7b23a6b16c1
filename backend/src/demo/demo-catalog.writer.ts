import type { EntityManager } from 'typeorm';
import { consistentDiscount } from '../modules/catalog/domain/pricing';
import { suffixOf } from '../modules/catalog/domain/sku';
import { CategoryEntity } from '../modules/catalog/infrastructure/category.entity';
import { ProductEntity } from '../modules/catalog/infrastructure/product.entity';
import { SizeTemplateEntity } from '../modules/catalog/infrastructure/size-template.entity';
import { DEMO_SIZE_TEMPLATES } from './demo-size-templates.data';
import type { DemoCategory, DemoProduct, DemoVariant, Localized } from './demo-types';

const SHOP_LANGUAGES = ['he', 'ru'] as const;
const HOUR = 60 * 60 * 1000;

const GOOD_TO_KNOW: Localized = { en: 'Good to know', he: 'כדאי לדעת', ru: 'Полезно знать' };
/** What the checkout offers: pickup at the store only (no courier), with a notice when the order is ready. */
export const PICKUP: Localized = {
  en: 'Free pickup at our store in Rishon LeZion; we email you when your order is ready',
  he: 'איסוף עצמי חינם מהחנות בראשון לציון; נשלח לך מייל כשההזמנה מוכנה',
  ru: 'Бесплатный самовывоз из нашего магазина в Ришон-ле-Ционе; мы напишем вам, когда заказ будет готов',
};

/** The markdown description: the product's sentence, then the category's points. */
function descriptionOf(product: DemoProduct, category: DemoCategory, lang: keyof Localized): string {
  const points = [...category.features[lang], PICKUP[lang]].map((point) => `- ${point}`).join('\n');
  return `${product.blurb[lang]}\n\n### ${GOOD_TO_KNOW[lang]}\n${points}`;
}

/**
 * Stock that looks like a real shop's: varied, with the odd size sold out, and nothing at all
 * for the products the demo shows as sold out. Derived from positions, so every load is the same.
 */
function variantStock(product: DemoProduct, productIndex: number, variantIndex: number): number {
  if (product.soldOut) return 0;
  if ((productIndex + variantIndex) % 9 === 4) return 0;
  return 2 + ((productIndex * 7 + variantIndex * 13) % 19);
}

function variantSku(code: string, variant: DemoVariant): string {
  return [code, ...[variant.size, variant.color, variant.material].filter((v): v is string => Boolean(v)).map(suffixOf)].join('-');
}

export async function writeSizeTemplates(manager: EntityManager): Promise<number> {
  for (const template of DEMO_SIZE_TEMPLATES) {
    await manager.save(
      manager.create(SizeTemplateEntity, {
        name: template.name.en,
        category: template.category,
        variant: template.variant,
        description: template.description.en,
        sizes: template.sizes,
        colors: template.colors,
        translations: SHOP_LANGUAGES.map((language) => ({
          language,
          name: template.name[language],
          description: template.description[language],
        })),
      }),
    );
  }
  return DEMO_SIZE_TEMPLATES.length;
}

export async function writeCategories(
  manager: EntityManager,
  categories: readonly DemoCategory[],
  banners: ReadonlyMap<string, string>,
): Promise<Map<string, CategoryEntity>> {
  const saved = new Map<string, CategoryEntity>();
  for (const [index, category] of categories.entries()) {
    const row = await manager.save(
      manager.create(CategoryEntity, {
        name: category.name,
        slug: category.slug,
        description: category.description.en,
        imageUrl: banners.get(category.slug) ?? null,
        isActive: true,
        isRequired: false,
        sortOrder: (index + 1) * 10,
        translations: SHOP_LANGUAGES.map((language) => ({
          language,
          name: category.names[language],
          description: category.description[language],
        })),
      }),
    );
    saved.set(category.slug, row);
  }
  return saved;
}

export async function writeProducts(
  manager: EntityManager,
  products: readonly DemoProduct[],
  categories: readonly DemoCategory[],
  categoryRows: ReadonlyMap<string, CategoryEntity>,
  pictures: ReadonlyMap<string, string[]>,
  now: Date,
): Promise<number> {
  const numberInCategory = new Map<string, number>();
  for (const [index, product] of products.entries()) {
    const category = categories.find((c) => c.slug === product.category)!;
    const number = (numberInCategory.get(product.category) ?? 0) + 1;
    numberInCategory.set(product.category, number);
    const code = `${product.category.replace(/-/g, '').slice(0, 3).toUpperCase()}-${String(number).padStart(2, '0')}`;
    const prices = consistentDiscount({
      price: product.price,
      hasDiscount: product.discountPrice !== undefined,
      discountPrice: product.discountPrice ?? 0,
      discountPercentage: 0,
    });
    const urls = pictures.get(product.slug) ?? [];
    const variants = product.variants ?? [];
    await manager.save(
      manager.create(ProductEntity, {
        name: product.name.en,
        slug: product.slug,
        description: descriptionOf(product, category, 'en'),
        ...prices,
        // A product with variants counts its variants' stock; its own quantity stays 0.
        stockQuantity: variants.length > 0 || product.soldOut ? 0 : (product.stock ?? 10 + (index % 15)),
        imageUrl: urls[0] ?? null,
        isRequired: false,
        isActive: !product.inactive,
        isVisible: !product.hidden,
        isRecommended: Boolean(product.recommended),
        hasVariants: variants.length > 0,
        // Spread over the last weeks so "newest first" has an order; the first defined is the oldest.
        createdAt: new Date(now.getTime() - (products.length - index) * 7 * HOUR),
        translations: SHOP_LANGUAGES.map((language) => ({
          language,
          name: product.name[language],
          description: descriptionOf(product, category, language),
        })),
        variants: variants.map((variant, variantIndex) => ({
          sku: variantSku(code, variant),
          size: variant.size ?? null,
          color: variant.color ?? null,
          material: variant.material ?? null,
          stockQuantity: variantStock(product, index, variantIndex),
          priceModifier: variant.priceModifier,
          isActive: true,
        })),
        images: urls.map((url, sortOrder) => ({ url, sortOrder, isPrimary: sortOrder === 0 })),
        categories: [categoryRows.get(product.category)!],
      }),
    );
  }
  return products.length;
}
