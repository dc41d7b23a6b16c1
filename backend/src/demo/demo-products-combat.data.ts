import {
  ACCESSORY_SIZES,
  colours,
  DemoProduct,
  EU_SHOE_SIZES,
  GI_SIZES,
  MEN_SHOE_SIZES,
  product,
  sizes,
  sizesAndColours,
} from './demo-types';

/** Boxing, karate, wrestling and judo. */
export const COMBAT_PRODUCTS: readonly DemoProduct[] = [
  product(
    'boxing-gloves-pro-leather',
    'boxing',
    ['Pro Leather Boxing Gloves', 'כפפות אגרוף מקצועיות מעור', 'Профессиональные кожаные боксёрские перчатки'],
    [
      'Hand-stitched cowhide with layered foam that protects knuckles on the bag and in sparring.',
      'עור בקר בתפירה ידנית עם ריפוד שכבות שמגן על פרקי האצבעות בשק ובספארינג.',
      'Натуральная кожа ручной прошивки и многослойный наполнитель защищают кулак на мешке и в спарринге.',
    ],
    {
      price: 349.9,
      discountPrice: 299.9,
      recommended: true,
      variants: sizes(['10oz', '12oz', '14oz', '16oz'], { '14oz': 10, '16oz': 20 }),
    },
  ),
  product(
    'boxing-hand-wraps',
    'boxing',
    ['Elastic Hand Wraps 4.5 m', 'תחבושות ידיים אלסטיות 4.5 מ׳', 'Эластичные бинты для бокса 4,5 м'],
    [
      'Semi-elastic cotton wraps with a thumb loop and a wide hook-and-loop closure.',
      'תחבושות כותנה חצי-אלסטיות עם לולאת אגודל וסגירת סקוץ׳ רחבה.',
      'Полуэластичные хлопковые бинты с петлёй для большого пальца и широкой липучкой.',
    ],
    { price: 49.9, variants: colours(['Black', 'Red', 'Blue']) },
  ),
  product(
    'heavy-punching-bag-120',
    'boxing',
    ['Heavy Punching Bag 120 cm', 'שק אגרוף כבד 120 ס״מ', 'Тяжёлый боксёрский мешок 120 см'],
    [
      'A 40 kg filled bag in synthetic leather with a swivel chain, ready to hang.',
      'שק ממולא במשקל 40 ק״ג מעור סינתטי עם שרשרת מסתובבת, מוכן לתלייה.',
      'Набитый мешок 40 кг из искусственной кожи с вращающейся цепью, готов к подвесу.',
    ],
    { price: 899, stock: 4, recommended: true },
  ),
  product(
    'boxing-headguard',
    'boxing',
    ['Sparring Head Guard', 'קסדת אגרוף לספארינג', 'Боксёрский шлем для спарринга'],
    [
      'Cheek and forehead protection with an open view and an adjustable back strap.',
      'הגנה על הלחיים והמצח עם שדה ראייה פתוח ורצועה אחורית מתכווננת.',
      'Защита щёк и лба с открытым обзором и регулируемым ремнём на затылке.',
    ],
    { price: 229, variants: sizes(ACCESSORY_SIZES) },
  ),
  product(
    'boxing-shoes-low',
    'boxing',
    ['Low-Top Boxing Shoes', 'נעלי אגרוף נמוכות', 'Низкие боксёрки'],
    [
      'Light shoes with a thin grippy sole for fast footwork in the ring.',
      'נעליים קלות עם סוליה דקה ואחיזה טובה לעבודת רגליים מהירה בזירה.',
      'Лёгкая обувь с тонкой цепкой подошвой для быстрой работы ног на ринге.',
    ],
    { price: 419, soldOut: true, variants: sizes(MEN_SHOE_SIZES, { '45': 10 }) },
  ),
  product(
    'focus-mitts-curved',
    'boxing',
    ['Curved Focus Mitts (pair)', 'כריות מיקוד מעוקלות (זוג)', 'Изогнутые лапы для бокса (пара)'],
    [
      'Curved pads that absorb combinations and save the trainer’s wrists.',
      'כריות מעוקלות שבולעות קומבינציות ושומרות על פרקי הידיים של המאמן.',
      'Изогнутые лапы гасят серии ударов и берегут запястья тренера.',
    ],
    { price: 189.9, discountPrice: 159.9, stock: 14 },
  ),

  product(
    'karate-gi-white',
    'karate',
    ['Karate Gi, White, 12 oz', 'חליפת קראטה לבנה 12 אונקיות', 'Кимоно для карате белое, 12 унций'],
    [
      'Heavy brushed cotton that snaps on every technique, with a reinforced collar.',
      'כותנה כבדה ומוברשת שמשמיעה ״צליל״ בכל טכניקה, עם צווארון מחוזק.',
      'Плотный хлопок, «щёлкающий» на каждом ударе, с усиленным воротом.',
    ],
    { price: 279, recommended: true, variants: sizes(GI_SIZES, { '180': 10, '190': 20 }) },
  ),
  product(
    'karate-belt',
    'karate',
    ['Karate Belt', 'חגורת קראטה', 'Пояс для карате'],
    [
      'A 4 cm cotton belt with eight rows of stitching that keeps its shape.',
      'חגורת כותנה ברוחב 4 ס״מ עם שמונה שורות תפר ששומרת על צורתה.',
      'Хлопковый пояс шириной 4 см с восемью строчками, держит форму.',
    ],
    { price: 49.9, variants: colours(['White', 'Yellow', 'Orange', 'Green', 'Blue', 'Brown', 'Black'], { Black: 10 }) },
  ),
  product(
    'karate-sparring-mitts',
    'karate',
    ['Karate Sparring Mitts', 'כפפות קראטה לקרב', 'Накладки для карате'],
    [
      'Thin padded mitts with open fingers for kumite and light contact.',
      'כפפות מרופדות דקות עם אצבעות פתוחות לקומיטה ולמגע קל.',
      'Тонкие накладки с открытыми пальцами для кумите и лёгкого контакта.',
    ],
    { price: 129.9, variants: sizes(ACCESSORY_SIZES) },
  ),
  product(
    'karate-shin-guards',
    'karate',
    ['Shin & Instep Guards', 'מגני שוק וכף רגל', 'Защита голени и стопы'],
    [
      'Elastic sleeves with foam panels that protect shin and instep together.',
      'שרוולים אלסטיים עם לוחות ספוג שמגינים על השוק ועל כף הרגל יחד.',
      'Эластичные чулки с пенными вставками защищают голень и подъём стопы.',
    ],
    { price: 159.9, discountPrice: 119.9, stock: 22 },
  ),
  product(
    'makiwara-wall-board',
    'karate',
    ['Wall Makiwara Board', 'מקיווארה לקיר', 'Настенная макивара'],
    [
      'A traditional striking board for conditioning, mounted on the wall.',
      'לוח הכאה מסורתי לחישול, מותקן על הקיר.',
      'Традиционная ударная доска для набивки, крепится к стене.',
    ],
    { price: 249, stock: 3, hidden: true },
  ),

  product(
    'wrestling-shoes',
    'wrestling',
    ['Wrestling Shoes', 'נעלי היאבקות', 'Борцовки'],
    [
      'High-cut shoes with a split sole for grip and ankle support on the mat.',
      'נעליים גבוהות עם סוליה מפוצלת לאחיזה ולתמיכה בקרסול על המזרן.',
      'Высокие борцовки с раздельной подошвой для сцепления и поддержки голеностопа.',
    ],
    { price: 379, recommended: true, variants: sizes(EU_SHOE_SIZES, { '45': 10, '46': 10 }) },
  ),
  product(
    'wrestling-singlet',
    'wrestling',
    ['Competition Singlet', 'בגד היאבקות תחרותי', 'Борцовское трико'],
    [
      'Four-way stretch fabric in the official red and blue.',
      'בד נמתח לארבעה כיוונים בצבעים הרשמיים אדום וכחול.',
      'Ткань с растяжением в четыре стороны, официальные красный и синий цвета.',
    ],
    { price: 199, variants: sizesAndColours(['S', 'M', 'L', 'XL'], ['Red', 'Blue'], { XL: 10 }) },
  ),
  product(
    'wrestling-ear-guard',
    'wrestling',
    ['Ear Guard Headgear', 'מגן אוזניים להיאבקות', 'Защита ушей для борьбы'],
    [
      'Hard shells with soft padding that prevent cauliflower ear.',
      'קונכיות קשיחות עם ריפוד רך שמונעות ״אוזן כרובית״.',
      'Жёсткие чашки с мягкой подкладкой защищают от «сломанных ушей».',
    ],
    { price: 139.9, discountPrice: 109.9, stock: 18 },
  ),
  product(
    'wrestling-mat-tape',
    'wrestling',
    ['Mat Tape, 5 cm x 33 m', 'סרט הדבקה למזרנים, 5 ס״מ על 33 מ׳', 'Лента для матов, 5 см × 33 м'],
    [
      'Vinyl tape that joins mat sections and marks the circle.',
      'סרט ויניל שמחבר חלקי מזרן ומסמן את העיגול.',
      'Виниловая лента соединяет маты и размечает круг.',
    ],
    { price: 54.9, stock: 40 },
  ),
  product(
    'wrestling-knee-pad',
    'wrestling',
    ['Wrestling Knee Pad', 'מגן ברך להיאבקות', 'Наколенник для борьбы'],
    [
      'A low-profile pad that protects the knee on takedowns.',
      'מגן דק שמגן על הברך בהפלות.',
      'Тонкий наколенник защищает колено при проходах в ноги.',
    ],
    { price: 79.9, soldOut: true, variants: sizes(ACCESSORY_SIZES) },
  ),

  product(
    'judo-gi-double-weave',
    'judo',
    ['Double-Weave Judo Gi', 'חליפת ג׳ודו באריגה כפולה', 'Кимоно для дзюдо двойного плетения'],
    [
      'Competition-weight double weave that resists grips, in white and blue.',
      'אריגה כפולה במשקל תחרותי שמקשה על אחיזות, בלבן ובכחול.',
      'Плотное двойное плетение соревновательного веса, белое и синее.',
    ],
    { price: 449, recommended: true, variants: sizesAndColours(GI_SIZES, ['White', 'Blue'], { '190': 20 }) },
  ),
  product(
    'judo-belt',
    'judo',
    ['Judo Belt', 'חגורת ג׳ודו', 'Пояс для дзюдо'],
    [
      'A firm cotton belt that stays tied through randori.',
      'חגורת כותנה יציבה שנשארת קשורה לאורך הרנדורי.',
      'Плотный хлопковый пояс, который не развязывается в рандори.',
    ],
    { price: 49.9, variants: colours(['White', 'Yellow', 'Orange', 'Green', 'Blue', 'Brown', 'Black'], { Black: 10 }) },
  ),
  product(
    'judo-zori-sandals',
    'judo',
    ['Dojo Zori Sandals', 'כפכפי זורי לדוג׳ו', 'Дзори для додзё'],
    [
      'Straw-look sandals for walking between the changing room and the tatami.',
      'כפכפים במראה קש להליכה בין חדר ההלבשה לטטאמי.',
      'Сандалии «под солому», чтобы дойти от раздевалки до татами.',
    ],
    { price: 89.9, variants: sizes(EU_SHOE_SIZES) },
  ),
  product(
    'judo-tatami-mat',
    'judo',
    ['Judo Tatami Mat 1x1 m, 4 cm', 'מזרן טטאמי לג׳ודו 1x1 מ׳, 4 ס״מ', 'Татами для дзюдо 1×1 м, 4 см'],
    [
      'Dense foam with a rice-straw texture cover for safe falls.',
      'ספוג דחוס עם כיסוי במרקם קש אורז לנפילות בטוחות.',
      'Плотная пена с покрытием «рисовая солома» для безопасных падений.',
    ],
    { price: 289, discountPrice: 249, stock: 12 },
  ),
  product(
    'judo-gi-backpack',
    'judo',
    ['Gi Backpack', 'תיק גב לחליפה', 'Рюкзак для кимоно'],
    [
      'A roomy backpack with a ventilated pocket for a damp gi.',
      'תיק גב מרווח עם כיס מאוורר לחליפה לחה.',
      'Вместительный рюкзак с вентилируемым карманом для влажного кимоно.',
    ],
    { price: 149, stock: 15 },
  ),
];
