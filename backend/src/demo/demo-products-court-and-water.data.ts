import { ACCESSORY_SIZES, colours, DemoProduct, EU_SHOE_SIZES, materials, product, sizes, sizesAndColours } from './demo-types';

/** Swimming, ballet, tennis and ping-pong. */
export const COURT_AND_WATER_PRODUCTS: readonly DemoProduct[] = [
  product(
    'swim-goggles-anti-fog',
    'swimming',
    ['Anti-Fog Swimming Goggles', 'משקפת שחייה נגד אדים', 'Очки для плавания с антизапотеванием'],
    [
      'Wide UV-protected lenses and soft silicone seals that stay dry inside.',
      'עדשות רחבות עם הגנת UV ואטמי סיליקון רכים שנשארים יבשים מבפנים.',
      'Широкие линзы с защитой от УФ и мягкие силиконовые уплотнители — внутри сухо.',
    ],
    { price: 79.9, discountPrice: 64.9, recommended: true, variants: colours(['Clear', 'Smoke', 'Mirror Blue'], { 'Mirror Blue': 15 }) },
  ),
  product(
    'silicone-swim-cap',
    'swimming',
    ['Silicone Swim Cap', 'כובע שחייה מסיליקון', 'Силиконовая шапочка для плавания'],
    [
      'A durable cap that keeps long hair in and does not pull.',
      'כובע עמיד שמחזיק שיער ארוך ולא מושך.',
      'Прочная шапочка удерживает длинные волосы и не тянет.',
    ],
    { price: 49.9, stock: 70 },
  ),
  product(
    'mens-competition-jammer',
    'swimming',
    ['Men’s Competition Jammer', 'בגד ים תחרותי לגברים (ג׳אמר)', 'Мужские соревновательные джаммеры'],
    [
      'Knee-length compression fabric that cuts drag on race day.',
      'בד לחץ באורך הברך שמפחית גרר ביום התחרות.',
      'Компрессионная ткань до колена снижает сопротивление на старте.',
    ],
    { price: 189, discountPrice: 149, variants: sizes(['S', 'M', 'L', 'XL', 'XXL'], { XXL: 10 }) },
  ),
  product(
    'womens-training-swimsuit',
    'swimming',
    ['Women’s Training Swimsuit', 'בגד ים שלם לאימונים לנשים', 'Женский слитный купальник для тренировок'],
    [
      'A chlorine-proof one-piece with a supportive open back.',
      'בגד ים שלם עמיד לכלור עם גב פתוח ותומך.',
      'Хлоростойкий слитный купальник с поддерживающей открытой спиной.',
    ],
    { price: 229, variants: sizesAndColours(['XS', 'S', 'M', 'L', 'XL'], ['Black', 'Navy', 'Turquoise']) },
  ),
  product(
    'foam-kickboard',
    'swimming',
    ['Foam Kickboard', 'קרש ציפה לאימון', 'Доска для плавания'],
    [
      'A classic EVA kickboard for leg sets and for children learning to swim.',
      'קרש EVA קלאסי לסטים של רגליים ולילדים שלומדים לשחות.',
      'Классическая доска из EVA для работы ногами и обучения детей.',
    ],
    { price: 69.9, soldOut: true },
  ),
  product(
    'short-training-fins',
    'swimming',
    ['Short Training Fins', 'סנפירים קצרים לאימון', 'Короткие ласты для тренировок'],
    [
      'Short blades that build leg strength without changing your kick.',
      'להבים קצרים שמחזקים את הרגליים בלי לשנות את הבעיטה.',
      'Короткие лопасти укрепляют ноги, не меняя технику.',
    ],
    { price: 149.9, variants: sizes(['36-37', '38-39', '40-41', '42-43', '44-45']) },
  ),

  product(
    'leather-ballet-slippers',
    'ballet',
    ['Ballet Slippers', 'נעלי בלט', 'Балетки'],
    [
      'Split-sole slippers with pre-sewn elastics, in canvas, leather or satin.',
      'נעלי בלט עם סוליה מפוצלת וגומיות תפורות, מקנבס, מעור או מסאטן.',
      'Балетки с раздельной подошвой и пришитыми резинками: холст, кожа или сатин.',
    ],
    { price: 119.9, recommended: true, variants: materials({ Canvas: 0, Leather: 15, Satin: 25 }) },
  ),
  product(
    'pointe-shoes',
    'ballet',
    ['Pointe Shoes', 'נעלי פוינט', 'Пуанты'],
    [
      'A medium shank and a tapered box for dancers moving on pointe.',
      'סוליה בחוזק בינוני וקופסה מחודדת לרקדניות שעולות על פוינט.',
      'Стелька средней жёсткости и зауженный пятак для выхода на пальцы.',
    ],
    { price: 389, recommended: true, variants: sizes(EU_SHOE_SIZES.slice(0, 6)) },
  ),
  product(
    'camisole-leotard',
    'ballet',
    ['Camisole Leotard', 'בגד גוף בלט עם כתפיות', 'Купальник для балета на бретелях'],
    [
      'Soft cotton-lycra leotard with a classic scoop back.',
      'בגד גוף רך מכותנה ולייקרה עם גב קלאסי עמוק.',
      'Мягкий купальник из хлопка с лайкрой и классическим вырезом на спине.',
    ],
    { price: 149.9, variants: sizesAndColours(['XS', 'S', 'M', 'L'], ['Black', 'Pink']) },
  ),
  product(
    'tulle-rehearsal-skirt',
    'ballet',
    ['Tulle Rehearsal Skirt', 'חצאית טוטו לחזרות', 'Репетиционная юбка из фатина'],
    [
      'Three layers of soft tulle on a comfortable elastic waist.',
      'שלוש שכבות טול רך על מותן גומי נוח.',
      'Три слоя мягкого фатина на удобной резинке.',
    ],
    { price: 99.9, discountPrice: 79.9, stock: 25 },
  ),
  product(
    'convertible-ballet-tights',
    'ballet',
    ['Convertible Ballet Tights', 'גרביונים לבלט עם פתח', 'Балетные колготки с отверстием'],
    [
      'Matte tights with a foot opening, to wear with or without shoes.',
      'גרביונים מאטים עם פתח בכף הרגל, ללבישה עם נעליים ובלעדיהן.',
      'Матовые колготки с отверстием на стопе — с обувью и без.',
    ],
    { price: 59.9, variants: sizes(ACCESSORY_SIZES) },
  ),

  product(
    'graphite-tennis-racket',
    'tennis',
    ['Graphite Tennis Racket 300 g', 'מחבט טניס גרפיט 300 גרם', 'Графитовая теннисная ракетка 300 г'],
    [
      'A 100 sq in head and a balanced frame for spin from the baseline.',
      'ראש בגודל 100 אינץ׳ רבוע ומסגרת מאוזנת לספין מקו הבסיס.',
      'Голова 100 кв. дюймов и сбалансированная рама для вращения с задней линии.',
    ],
    { price: 749, recommended: true, variants: sizes(['L1', 'L2', 'L3', 'L4']) },
  ),
  product(
    'tennis-balls-can-4',
    'tennis',
    ['Tennis Balls, can of 4', 'כדורי טניס, שפופרת של 4', 'Теннисные мячи, банка 4 шт.'],
    [
      'Pressurised all-court balls with a long-lasting felt.',
      'כדורים בלחץ לכל משטח עם לבד עמיד לאורך זמן.',
      'Мячи под давлением для всех покрытий с износостойким войлоком.',
    ],
    { price: 54.9, discountPrice: 44.9, stock: 80 },
  ),
  product(
    'all-court-tennis-shoes',
    'tennis',
    ['All-Court Tennis Shoes', 'נעלי טניס לכל משטח', 'Теннисные кроссовки для всех покрытий'],
    [
      'Stable lateral support and a durable outsole with a six-month warranty.',
      'תמיכה צידית יציבה וסוליה עמידה עם אחריות לשישה חודשים.',
      'Боковая поддержка и износостойкая подошва с гарантией шесть месяцев.',
    ],
    { price: 529, variants: sizes(EU_SHOE_SIZES) },
  ),
  product(
    'tennis-overgrip-3',
    'tennis',
    ['Overgrip, pack of 3', 'גריפ עליון, 3 יחידות', 'Намотка овергрип, 3 шт.'],
    ['Thin, tacky overgrips that soak up sweat.', 'גריפים דקים ודביקים שסופגים זיעה.', 'Тонкие липкие намотки впитывают пот.'],
    { price: 49.9, variants: colours(['White', 'Black', 'Yellow']) },
  ),
  product(
    'racket-bag-6',
    'tennis',
    ['Racket Bag for 6', 'תיק ל-6 מחבטים', 'Сумка на 6 ракеток'],
    ['Two thermal compartments and a shoe pocket.', 'שני תאים תרמיים וכיס לנעליים.', 'Два термоотделения и карман для обуви.'],
    { price: 299, soldOut: true },
  ),

  product(
    'advanced-table-tennis-bat',
    'ping-pong',
    ['Advanced Table Tennis Bat', 'מחבט טניס שולחן מתקדם', 'Ракетка для настольного тенниса, продвинутая'],
    [
      'A five-ply blade with ITTF-approved rubbers for fast loops.',
      'להב בחמש שכבות עם גומיות מאושרות ITTF ללופים מהירים.',
      'Пятислойное основание с накладками ITTF для быстрых топспинов.',
    ],
    { price: 189, recommended: true, stock: 20 },
  ),
  product(
    'three-star-balls-6',
    'ping-pong',
    ['3-Star Balls, pack of 6', 'כדורי טניס שולחן 3 כוכבים, 6 יחידות', 'Мячи 3 звезды, 6 шт.'],
    ['Seamed 40+ competition balls.', 'כדורי תחרות 40+ עם תפר.', 'Соревновательные мячи 40+ со швом.'],
    { price: 49.9, variants: colours(['White', 'Orange']) },
  ),
  product(
    'outdoor-table-tennis-table',
    'ping-pong',
    ['Outdoor Table Tennis Table', 'שולחן טניס שולחן לחוץ', 'Всепогодный теннисный стол'],
    [
      'A weatherproof folding table with wheels, net and corner protectors.',
      'שולחן מתקפל עמיד למזג אוויר עם גלגלים, רשת ומגני פינות.',
      'Всепогодный складной стол на колёсах с сеткой и защитой углов.',
    ],
    { price: 1299, discountPrice: 1099, stock: 2 },
  ),
  product(
    'clip-on-net-set',
    'ping-pong',
    ['Clip-On Net and Post Set', 'סט רשת ועמודים עם תפס', 'Сетка с креплением'],
    [
      'Screw clamps that fit tables up to 5 cm thick.',
      'תפסי הברגה שמתאימים לשולחנות בעובי של עד 5 ס״מ.',
      'Винтовые зажимы для столов толщиной до 5 см.',
    ],
    { price: 89.9, stock: 16 },
  ),
  product(
    'bat-case-for-two',
    'ping-pong',
    ['Bat Case for Two', 'נרתיק לשני מחבטים', 'Чехол для двух ракеток'],
    ['A padded zip case with a ball pocket.', 'נרתיק מרופד עם רוכסן וכיס לכדורים.', 'Мягкий чехол на молнии с карманом для мячей.'],
    { price: 59.9, stock: 9, inactive: true },
  ),
];
