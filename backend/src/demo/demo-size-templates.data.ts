import type { TemplateColorRow, TemplateSizeRow } from '../modules/catalog/infrastructure/size-template.entity';
import { ACCESSORY_SIZES, BALL_SIZES, CLOTHING_SIZES, EU_SHOE_SIZES, Localized } from './demo-types';

export interface DemoSizeTemplate {
  name: Localized;
  description: Localized;
  category: 'footwear' | 'clothing' | 'accessories' | 'balls';
  variant: 'size' | 'color' | 'size_color';
  sizes: TemplateSizeRow[];
  colors: TemplateColorRow[];
}

const sizeRows = (values: readonly string[], prefix = ''): TemplateSizeRow[] =>
  values.map((size) => ({ size, sku_suffix: `${prefix}${size}`, default_stock: 0, is_default_active: true }));

const colorRows = (values: Record<string, string>): TemplateColorRow[] =>
  Object.entries(values).map(([color_name, sku_suffix]) => ({ color_name, sku_suffix, is_default_active: true }));

/** The four templates the variant picker recommends by product name (shoes, clothes, accessories, balls). */
export const DEMO_SIZE_TEMPLATES: readonly DemoSizeTemplate[] = [
  {
    name: { en: 'Footwear EU 36-46', he: 'הנעלה מידות אירופאיות 36-46', ru: 'Обувь, европейские размеры 36–46' },
    description: {
      en: 'European shoe sizes for sports shoes, boots and sandals.',
      he: 'מידות נעליים אירופאיות לנעלי ספורט, נעלי כדורגל וכפכפים.',
      ru: 'Европейские размеры для кроссовок, бутс и сандалий.',
    },
    category: 'footwear',
    variant: 'size',
    sizes: sizeRows(EU_SHOE_SIZES, 'EU'),
    colors: [],
  },
  {
    name: { en: 'Clothing XS-XXL with colours', he: 'ביגוד XS-XXL בצבעים', ru: 'Одежда XS–XXL с цветами' },
    description: {
      en: 'Letter sizes for shirts, shorts and swimwear, each in black, white and navy.',
      he: 'מידות באותיות לחולצות, מכנסיים ובגדי ים, כל אחת בשחור, לבן וכחול כהה.',
      ru: 'Буквенные размеры для футболок, шорт и купальников: чёрный, белый и тёмно-синий.',
    },
    category: 'clothing',
    variant: 'size_color',
    sizes: sizeRows(CLOTHING_SIZES),
    colors: colorRows({ Black: 'BLK', White: 'WHT', Navy: 'NVY' }),
  },
  {
    name: { en: 'Accessories S/M/L', he: 'אביזרים S/M/L', ru: 'Аксессуары S/M/L' },
    description: {
      en: 'Three sizes for guards, pads, gloves and sleeves.',
      he: 'שלוש מידות למגנים, ריפודים, כפפות ושרוולים.',
      ru: 'Три размера для защиты, накладок, перчаток и рукавов.',
    },
    category: 'accessories',
    variant: 'size',
    sizes: sizeRows(ACCESSORY_SIZES),
    colors: [],
  },
  {
    name: { en: 'Balls sizes 3, 4, 5', he: 'כדורים מידות 3, 4, 5', ru: 'Мячи, размеры 3, 4, 5' },
    description: {
      en: 'Ball sizes for children (3), youth (4) and adults (5).',
      he: 'מידות כדור לילדים (3), לנוער (4) ולבוגרים (5).',
      ru: 'Размеры мячей для детей (3), юношей (4) и взрослых (5).',
    },
    category: 'balls',
    variant: 'size',
    sizes: sizeRows(BALL_SIZES, 'B'),
    colors: [],
  },
];
