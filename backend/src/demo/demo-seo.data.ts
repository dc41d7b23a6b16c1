export interface DemoSeoRecord {
  pageType: 'home' | 'blog' | 'about';
  language: 'he' | 'ru';
  title: string;
  description: string;
  keywords: string;
  /** Banner (by category slug) used as the Open Graph picture. */
  ogImageOf: string;
}

/** Head tags of the main pages in both shop languages. */
export const DEMO_SEO_RECORDS: readonly DemoSeoRecord[] = [
  {
    pageType: 'home',
    language: 'he',
    title: 'חנות ספורט – ציוד לאגרוף, שחייה, כדורגל, בלט ועוד',
    description: 'ציוד ספורט איכותי ל-12 ענפים: אגרוף, שחייה, קראטה, בלט, כדורגל, טניס ועוד. איסוף עצמי מהחנות בראשון לציון.',
    keywords: 'חנות ספורט, ציוד ספורט, כפפות אגרוף, בגדי ים, נעלי כדורגל, נעלי בלט',
    ogImageOf: 'football',
  },
  {
    pageType: 'home',
    language: 'ru',
    title: 'Спортивный магазин — экипировка для бокса, плавания, футбола, балета',
    description:
      'Качественная экипировка для 12 видов спорта: бокс, плавание, карате, балет, футбол, теннис и другие. Самовывоз из магазина в Ришон-ле-Ционе.',
    keywords: 'спортивный магазин, спортивная экипировка, боксёрские перчатки, купальники, бутсы, балетки',
    ogImageOf: 'football',
  },
  {
    pageType: 'blog',
    language: 'he',
    title: 'הבלוג – טיפים לבחירת ציוד ספורט',
    description: 'מדריכים קצרים מצוות החנות: איך לבחור כפפות, נעלי כדורגל, גריפ לטניס ומה להביא לשיעור הראשון.',
    keywords: 'טיפים ספורט, מדריך ציוד, בחירת כפפות אגרוף, נעלי כדורגל',
    ogImageOf: 'boxing',
  },
  {
    pageType: 'blog',
    language: 'ru',
    title: 'Блог — советы по выбору спортивной экипировки',
    description: 'Короткие гиды от команды магазина: как выбрать перчатки, бутсы, рукоятку ракетки и что взять на первое занятие.',
    keywords: 'советы, выбор экипировки, боксёрские перчатки, бутсы',
    ogImageOf: 'boxing',
  },
  {
    pageType: 'about',
    language: 'he',
    title: 'אודות החנות – חנות ספורט שכונתית עם ייעוץ מקצועי',
    description: 'חנות ספורט משפחתית עם צוות של מאמנים ושחקנים שמייעצים בבחירת הציוד המתאים לכל גיל ולכל ענף.',
    keywords: 'אודות, חנות ספורט, ייעוץ מקצועי',
    ogImageOf: 'tennis',
  },
  {
    pageType: 'about',
    language: 'ru',
    title: 'О магазине — спортивный магазин с профессиональной консультацией',
    description:
      'Семейный спортивный магазин: тренеры и спортсмены в команде помогут подобрать экипировку для любого возраста и вида спорта.',
    keywords: 'о магазине, спортивный магазин, консультация',
    ogImageOf: 'tennis',
  },
];
