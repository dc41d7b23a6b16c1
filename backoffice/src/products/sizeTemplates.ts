import type { SizeTemplateWire } from '../api/wire';
import { templateSku } from './sku';

export type TemplateCategory = 'footwear' | 'clothing' | 'accessories' | 'balls';

/** Word stems that point a product name at a template category, in Hebrew, Russian and English. */
const KEYWORDS: Record<TemplateCategory, string[]> = {
  footwear: [
    'shoe',
    'boot',
    'sneaker',
    'cleat',
    'footwear',
    'sandal',
    'slipper',
    'trainer',
    'обув',
    'кроссов',
    'бутс',
    'ботин',
    'кед',
    'туфл',
    'сандал',
    'шиповк',
    'чешк',
    'пуант',
    'נעל',
    'סניקרס',
    'מגף',
    'מגפ',
    'סנדל',
    'פוינט',
  ],
  clothing: [
    'shirt',
    't-shirt',
    'tshirt',
    'jersey',
    'short',
    'pant',
    'trouser',
    'jacket',
    'hoodie',
    'uniform',
    'kimono',
    'dress',
    'leotard',
    'swimsuit',
    'clothing',
    'legging',
    'tracksuit',
    'top',
    'gi',
    'футболк',
    'рубаш',
    'шорт',
    'брюк',
    'штан',
    'куртк',
    'толстовк',
    'кимоно',
    'форм',
    'одежд',
    'майк',
    'костюм',
    'купальн',
    'трико',
    'леггинс',
    'добок',
    'חולצ',
    'מכנס',
    'ג׳קט',
    "ג'קט",
    'קימונו',
    'בגד',
    'מדים',
    'טייץ',
    'גופי',
    'שורט',
    'סווטשירט',
    'חליפ',
    'לבוש',
  ],
  accessories: [
    'glove',
    'bag',
    'cap',
    'hat',
    'sock',
    'belt',
    'goggle',
    'helmet',
    'guard',
    'strap',
    'bottle',
    'band',
    'wrap',
    'mitt',
    'pad',
    'accessor',
    'перчат',
    'сумк',
    'кепк',
    'шапк',
    'носк',
    'гетр',
    'пояс',
    'очк',
    'шлем',
    'защит',
    'бинт',
    'лап',
    'бутыл',
    'аксессуар',
    'капа',
    'כפפ',
    'תיק',
    'כובע',
    'גרב',
    'חגור',
    'משקפ',
    'קסד',
    'מגן',
    'תחבוש',
    'בקבוק',
    'אביזר',
  ],
  balls: ['ball', 'мяч', 'כדור'],
};

const CATEGORY_ORDER: TemplateCategory[] = ['footwear', 'clothing', 'accessories', 'balls'];
export const SUGGESTION_FALLBACK_COUNT = 5;

function wordsOf(name: string): string[] {
  return name
    .toLowerCase()
    .split(/[^\p{L}\p{N}'׳-]+/u)
    .filter(Boolean);
}

function matches(word: string, stem: string, category: TemplateCategory): boolean {
  // "football", "basketball" are balls too; otherwise a word matches a stem it starts with.
  if (category === 'balls' && stem === 'ball') return word.endsWith('ball') || word.endsWith('balls');
  return word.startsWith(stem);
}

/** The template categories a product name points at, in a fixed order. */
export function categoriesForName(name: string | null | undefined): TemplateCategory[] {
  const words = wordsOf(name ?? '');
  return CATEGORY_ORDER.filter((category) => KEYWORDS[category].some((stem) => words.some((word) => matches(word, stem, category))));
}

/** Recommended templates: those of the categories the name points at; else (or empty name) the first 5. */
export function suggestTemplates<T extends Pick<SizeTemplateWire, 'category'>>(
  names: Array<string | null | undefined>,
  templates: T[],
): T[] {
  const wanted = new Set(names.flatMap((name) => categoriesForName(name)));
  const suggested = wanted.size ? templates.filter((t) => wanted.has(t.category as TemplateCategory)) : [];
  return suggested.length ? suggested : templates.slice(0, SUGGESTION_FALLBACK_COUNT);
}

export interface VariantFormValues {
  id?: number;
  sku: string;
  size: string;
  color: string;
  material: string;
  stock_quantity: number;
  /** Own low-stock threshold; empty: the product's, else the shop's default. */
  low_stock_threshold?: number | null;
  price_modifier: number;
  is_active: boolean;
}

/** A size row without its own stock gives none: staff type what is on the shelf. */
export const DEFAULT_TEMPLATE_STOCK = 0;

/**
 * The variants a template gives (they replace all variants): one per default-active size and
 * colour pair; with sizes only one per size; with colours only one per colour.
 */
export function applyTemplate(
  template: Pick<SizeTemplateWire, 'sizes' | 'colors'>,
  productId: number | null | undefined,
  now = Date.now(),
): VariantFormValues[] {
  const sizes = template.sizes.filter((s) => s.is_default_active);
  const colors = template.colors.filter((c) => c.is_default_active);
  const variant = (size?: (typeof sizes)[number], color?: (typeof colors)[number]): VariantFormValues => ({
    sku: templateSku(productId, now, size?.sku_suffix, color?.sku_suffix),
    size: size?.size ?? '',
    color: color?.color_name ?? '',
    material: '',
    stock_quantity: size?.default_stock ?? DEFAULT_TEMPLATE_STOCK,
    price_modifier: 0,
    is_active: true,
  });
  if (template.sizes.length && template.colors.length) return sizes.flatMap((size) => colors.map((color) => variant(size, color)));
  if (template.sizes.length) return sizes.map((size) => variant(size));
  return colors.map((color) => variant(undefined, color));
}
