import { DomainError } from '../../../shared/domain/domain-error';
import type { ProductInput, VariantInput } from './product';
import { draftProduct } from './product-draft';

const NOW = new Date(1_718_000_654_321);
const NEW_PRODUCT = { productId: null, now: NOW };

const aProductInput = (fields: Partial<ProductInput> = {}): ProductInput => ({ name: 'Football', price: 100, stockQuantity: 5, ...fields });
const aVariantInput = (fields: Partial<VariantInput> = {}): VariantInput => ({ sku: 'BALL-5', stockQuantity: 1, ...fields });

describe('draftProduct (product payload normalisation)', () => {
  it('applies the defaults of a new product', () => {
    expect(draftProduct(aProductInput({ name: '  Football ' }), NEW_PRODUCT)).toMatchObject({
      name: 'Football',
      isActive: true,
      isVisible: true,
      isRecommended: false,
      isRequired: false,
      hasVariants: false,
      hasDiscount: false,
      discountPrice: 0,
      discountPercentage: 0,
      categoryIds: [],
      translations: [],
      variants: [],
      images: [],
    });
  });

  it('trims translations and drops those without a name', () => {
    const draft = draftProduct(
      aProductInput({
        translations: [
          { language: 'ru', name: ' Мяч ', description: '  Кожаный ' },
          { language: 'he', name: '   ', description: 'ignored' },
          { language: 'en', name: 'Ball', description: '   ' },
        ],
      }),
      NEW_PRODUCT,
    );
    expect(draft.translations).toEqual([
      { language: 'ru', name: 'Мяч', description: 'Кожаный' },
      { language: 'en', name: 'Ball', description: null },
    ]);
  });

  it('refuses two translations in one language, naming the second', () => {
    const attempt = () =>
      draftProduct(
        aProductInput({
          translations: [
            { language: 'ru', name: 'a' },
            { language: 'ru', name: 'b' },
          ],
        }),
        NEW_PRODUCT,
      );
    expect(attempt).toThrow('translations.1.language');
  });

  it('takes categories from categories and category_ids, ignoring the default category_id', () => {
    const draft = draftProduct(
      aProductInput({ categories: [{ id: 3 }, { id: null }, { id: 4 }], categoryIds: [4, 5], categoryId: 1 }),
      NEW_PRODUCT,
    );
    expect(draft.categoryIds).toEqual([3, 4, 5]);
    expect(draftProduct(aProductInput({ categories: [], categoryId: 1 }), NEW_PRODUCT).categoryIds).toEqual([]);
  });

  it('uses category_id alone when no list is sent', () => {
    expect(draftProduct(aProductInput({ categoryId: 2 }), NEW_PRODUCT).categoryIds).toEqual([2]);
  });

  it('removes variants when has_variants is off', () => {
    expect(draftProduct(aProductInput({ hasVariants: false, variants: [aVariantInput()] }), NEW_PRODUCT).variants).toEqual([]);
  });

  it('fills variant defaults and generates short SKUs', () => {
    const draft = draftProduct(
      aProductInput({
        hasVariants: true,
        variants: [aVariantInput({ sku: '', size: ' 42 ', color: '' }), aVariantInput({ id: 9, sku: 'RED-BALL' })],
      }),
      { productId: 12, now: NOW },
    );
    expect(draft.variants).toEqual([
      {
        id: null,
        sku: '12-1-654321',
        size: '42',
        color: null,
        material: null,
        stockQuantity: 1,
        priceModifier: 0,
        isActive: true,
        lowStockThreshold: null,
      },
      {
        id: 9,
        sku: '12-RED-BALL',
        size: null,
        color: null,
        material: null,
        stockQuantity: 1,
        priceModifier: 0,
        isActive: true,
        lowStockThreshold: null,
      },
    ]);
  });

  it('answers 409 for the same SKU twice, naming it', () => {
    const attempt = () =>
      draftProduct(
        aProductInput({ hasVariants: true, variants: [aVariantInput({ sku: 'BALL-5' }), aVariantInput({ sku: 'ball-5' })] }),
        NEW_PRODUCT,
      );
    const error = (() => {
      try {
        attempt();
      } catch (caught) {
        return caught as DomainError;
      }
      throw new Error('expected a duplicate SKU to be refused');
    })();
    expect(error).toBeInstanceOf(DomainError);
    expect(error.kind).toBe('conflict');
    expect(error.errors).toEqual([expect.objectContaining({ field: 'variants.1.sku', message: expect.stringContaining('ball-5') })]);
  });

  it('refuses a modifier that would make a variant cost less than nothing', () => {
    const attempt = () =>
      draftProduct(aProductInput({ price: 10, hasVariants: true, variants: [aVariantInput({ priceModifier: -10.01 })] }), NEW_PRODUCT);
    expect(attempt).toThrow('variants.0.price_modifier');
  });

  it('orders images by position and keeps exactly one primary', () => {
    const images = [{ url: ' /uploads/a.jpg ' }, { url: 'b.jpg', isPrimary: true }, { url: 'c.jpg', isPrimary: true }];
    expect(draftProduct(aProductInput({ images }), NEW_PRODUCT).images).toEqual([
      { url: '/uploads/a.jpg', sortOrder: 0, isPrimary: false },
      { url: 'b.jpg', sortOrder: 1, isPrimary: true },
      { url: 'c.jpg', sortOrder: 2, isPrimary: false },
    ]);
    const unmarked = draftProduct(aProductInput({ images: [{ url: 'a.jpg' }, { url: 'b.jpg' }] }), NEW_PRODUCT).images;
    expect(unmarked.map((image) => image.isPrimary)).toEqual([true, false]);
  });

  it('makes the discount fields consistent', () => {
    expect(draftProduct(aProductInput({ hasDiscount: true, discountPrice: 75 }), NEW_PRODUCT)).toMatchObject({
      discountPrice: 75,
      discountPercentage: 25,
    });
    expect(draftProduct(aProductInput({ hasDiscount: false, discountPrice: 75, discountPercentage: 25 }), NEW_PRODUCT)).toMatchObject({
      discountPrice: 0,
      discountPercentage: 0,
    });
  });
});
