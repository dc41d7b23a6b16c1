import type { DemoArticle } from './demo-articles.data';

export const BLOG_POSTS_GEAR: readonly DemoArticle[] = [
  {
    slug: 'how-to-choose-boxing-gloves',
    showInList: true,
    image: 'boxing',
    daysAgo: 3,
    title: { en: 'How to choose boxing gloves', he: 'איך לבחור כפפות אגרוף', ru: 'Как выбрать боксёрские перчатки' },
    content: {
      en: `Gloves are weighed in **ounces**, and the right weight depends on you and on how you train.

## Weight by use
- **10–12 oz**: bag work and pads for lighter boxers.
- **14 oz**: the all-round choice for most adults.
- **16 oz**: sparring, where your partner's safety comes first.

## Fit
Wear your hand wraps when you try gloves on. Your fingertips should touch the end without being squeezed.

> Tip: keep one pair for the bag and another for sparring; they will both last longer.`,
      he: `כפפות נמדדות ב**אונקיות**, והמשקל המתאים תלוי בכם ובסוג האימון.

## משקל לפי שימוש
- **10–12 אונקיות**: עבודה על שק וכריות למתאגרפים קלים.
- **14 אונקיות**: הבחירה המאוזנת לרוב המבוגרים.
- **16 אונקיות**: ספארינג, שבו בטיחות השותף קודמת לכול.

## התאמה
מדדו כפפות עם תחבושות על הידיים. קצות האצבעות צריכים לגעת בקצה בלי להילחץ.

> טיפ: החזיקו זוג אחד לשק וזוג אחר לספארינג – שניהם יחזיקו יותר זמן.`,
      ru: `Перчатки измеряются в **унциях**, и правильный вес зависит от вас и от тренировок.

## Вес по назначению
- **10–12 унций**: мешок и лапы для лёгких боксёров.
- **14 унций**: универсальный выбор для большинства взрослых.
- **16 унций**: спарринг, где главное — безопасность партнёра.

## Посадка
Примеряйте перчатки с бинтами. Кончики пальцев должны касаться края, но не упираться.

> Совет: держите одну пару для мешка, другую — для спарринга, так обе прослужат дольше.`,
    },
  },
  {
    slug: 'football-boots-which-sole',
    showInList: true,
    image: 'football',
    daysAgo: 10,
    title: {
      en: 'Football boots: which sole for which pitch',
      he: 'נעלי כדורגל: איזו סוליה לאיזה מגרש',
      ru: 'Бутсы: какая подошва для какого поля',
    },
    content: {
      en: `The sole matters more than the colour.

| Marking | Pitch |
|---|---|
| **FG** | natural grass, dry or slightly wet |
| **AG** | artificial turf |
| **TF** | hard artificial surfaces and small pitches |
| **IN** | indoor halls |

Playing on turf in FG studs wears them out fast and strains the knees. If you play on both, choose **AG**.`,
      he: `הסוליה חשובה יותר מהצבע.

| סימון | מגרש |
|---|---|
| **FG** | דשא טבעי, יבש או לח מעט |
| **AG** | דשא סינתטי |
| **TF** | משטחים סינתטיים קשים ומגרשים קטנים |
| **IN** | אולמות |

משחק על דשא סינתטי בפקקי FG שוחק אותם מהר ומעמיס על הברכיים. אם אתם משחקים בשני הסוגים – בחרו **AG**.`,
      ru: `Подошва важнее цвета.

| Маркировка | Поле |
|---|---|
| **FG** | натуральный газон, сухой или слегка влажный |
| **AG** | искусственный газон |
| **TF** | жёсткие искусственные покрытия и мини-поля |
| **IN** | залы |

Игра на искусственном газоне в шипах FG быстро их стирает и нагружает колени. Если играете на обоих — выбирайте **AG**.`,
    },
  },
  {
    slug: 'tennis-racket-grip-size',
    showInList: true,
    image: 'tennis',
    daysAgo: 24,
    title: {
      en: 'Finding your tennis grip size',
      he: 'איך מוצאים את מידת הגריפ בטניס',
      ru: 'Как подобрать размер рукоятки теннисной ракетки',
    },
    content: {
      en: `A grip that is too small makes you squeeze; one that is too big tires the forearm.

1. Hold your hand open, palm up.
2. Measure from the middle crease of the palm to the tip of the ring finger.
3. Up to 10.5 cm is usually **L1**, 10.5–11 cm **L2**, 11–11.5 cm **L3**, above that **L4**.

Between two sizes? Take the smaller one and add an *overgrip*.`,
      he: `גריפ קטן מדי גורם ללחיצה חזקה מדי; גדול מדי מעייף את האמה.

1. פתחו את כף היד כשהיא פונה למעלה.
2. מדדו מהקו האמצעי של כף היד ועד קצה הקמיצה.
3. עד 10.5 ס״מ זו בדרך כלל **L1**, ‏10.5–11 ס״מ **L2**, ‏11–11.5 ס״מ **L3**, ומעל זה **L4**.

בין שתי מידות? קחו את הקטנה והוסיפו *גריפ עליון*.`,
      ru: `Слишком тонкая рукоятка заставляет сжимать ракетку, слишком толстая утомляет предплечье.

1. Раскройте ладонь вверх.
2. Измерьте расстояние от средней складки ладони до кончика безымянного пальца.
3. До 10,5 см — обычно **L1**, 10,5–11 см — **L2**, 11–11,5 см — **L3**, больше — **L4**.

Между двумя размерами? Берите меньший и добавьте *овергрип*.`,
    },
  },
];
