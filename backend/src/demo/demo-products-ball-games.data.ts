import {
  ACCESSORY_SIZES,
  BALL_SIZES,
  CLOTHING_SIZES,
  colours,
  DemoProduct,
  EU_SHOE_SIZES,
  MEN_SHOE_SIZES,
  product,
  sizes,
  sizesAndColours,
} from './demo-types';

/** Football, basketball, volleyball and handball. */
export const BALL_GAME_PRODUCTS: readonly DemoProduct[] = [
  product(
    'football-match-ball',
    'football',
    ['Match Football, FIFA Quality', 'כדורגל משחק באיכות FIFA', 'Матчевый футбольный мяч FIFA Quality'],
    [
      'Thermally bonded panels for a true flight and the same touch in rain or sun.',
      'פאנלים מחוברים בחום למעוף מדויק ולאותה תחושה בגשם ובשמש.',
      'Термосклеенные панели: точный полёт и одинаковое касание в дождь и солнце.',
    ],
    { price: 189.9, discountPrice: 159.9, recommended: true, variants: sizes(BALL_SIZES, { '3': -10, '5': 10 }) },
  ),
  product(
    'football-boots-firm-ground',
    'football',
    ['Firm Ground Football Boots', 'נעלי כדורגל לדשא טבעי', 'Футбольные бутсы для натурального газона'],
    [
      'A snug knit upper and conical studs for quick turns on natural grass.',
      'חלק עליון סרוג וצמוד ופקקים חרוטיים לסיבובים מהירים על דשא טבעי.',
      'Плотный трикотажный верх и конические шипы для резких разворотов на газоне.',
    ],
    { price: 459, recommended: true, variants: sizes(MEN_SHOE_SIZES) },
  ),
  product(
    'goalkeeper-gloves',
    'football',
    ['Goalkeeper Gloves', 'כפפות שוער', 'Вратарские перчатки'],
    [
      '4 mm German latex palms with finger protection for confident catches.',
      'כף יד מלטקס גרמני בעובי 4 מ״מ עם הגנת אצבעות לתפיסות בטוחות.',
      'Ладонь из немецкого латекса 4 мм и защита пальцев для уверенной игры.',
    ],
    { price: 169, variants: sizes(['7', '8', '9', '10'], { '10': 5 }) },
  ),
  product(
    'football-shin-guards',
    'football',
    ['Football Shin Guards', 'מגני רגליים לכדורגל', 'Футбольные щитки'],
    [
      'Light shells with ankle socks that stay in place for ninety minutes.',
      'מגנים קלים עם גרב קרסול שנשארים במקום תשעים דקות.',
      'Лёгкие щитки с голеностопом держатся на месте все девяносто минут.',
    ],
    { price: 69.9, variants: sizes(ACCESSORY_SIZES, { S: -5 }) },
  ),
  product(
    'football-training-jersey',
    'football',
    ['Training Jersey', 'חולצת אימון לכדורגל', 'Тренировочная футболка для футбола'],
    [
      'Quick-dry mesh jersey, ready for your club’s number and name.',
      'חולצת רשת מתייבשת מהר, מוכנה למספר ולשם של המועדון.',
      'Быстросохнущая футболка из сетки, готова к нанесению номера и фамилии.',
    ],
    { price: 119, discountPrice: 89, variants: sizesAndColours(CLOTHING_SIZES, ['Green', 'White'], { XXL: 10 }) },
  ),
  product(
    'training-cones-set',
    'football',
    ['Training Cones, set of 20', 'סט 20 קונוסים לאימון', 'Набор тренировочных фишек, 20 шт.'],
    [
      'Flexible cones in four colours with a carry stand.',
      'קונוסים גמישים בארבעה צבעים עם מעמד נשיאה.',
      'Гибкие фишки четырёх цветов с держателем для переноски.',
    ],
    { price: 59.9, stock: 30 },
  ),

  product(
    'basketball-composite',
    'basketball',
    ['Composite Basketball', 'כדורסל מעור סינתטי', 'Баскетбольный мяч из композитной кожи'],
    [
      'Deep channels and a tacky composite cover for control indoors and out.',
      'תעלות עמוקות וציפוי סינתטי דביק לשליטה באולם ובחוץ.',
      'Глубокие канавки и цепкое композитное покрытие для контроля в зале и на улице.',
    ],
    { price: 179, recommended: true, variants: sizes(['5', '6', '7'], { '5': -10 }) },
  ),
  product(
    'basketball-shoes-high',
    'basketball',
    ['High-Top Basketball Shoes', 'נעלי כדורסל גבוהות', 'Высокие баскетбольные кроссовки'],
    [
      'Cushioned high-tops with a herringbone sole that grips polished courts.',
      'נעליים גבוהות מרופדות עם סוליית אדרה שנאחזת במגרשים מבריקים.',
      'Амортизирующие высокие кроссовки с подошвой «ёлочкой» для гладкого паркета.',
    ],
    { price: 549, discountPrice: 469, variants: sizes(EU_SHOE_SIZES, { '46': 15 }) },
  ),
  product(
    'basketball-wall-hoop',
    'basketball',
    ['Wall-Mounted Hoop with Backboard', 'סל כדורסל לקיר עם לוח', 'Настенное кольцо со щитом'],
    [
      'A 110 cm polycarbonate backboard with a spring rim and all fixings.',
      'לוח פוליקרבונט ברוחב 110 ס״מ עם טבעת קפיצית וכל חומרי ההתקנה.',
      'Щит из поликарбоната 110 см, пружинное кольцо и весь крепёж.',
    ],
    { price: 649, stock: 3 },
  ),
  product(
    'basketball-mesh-shorts',
    'basketball',
    ['Mesh Basketball Shorts', 'מכנסי כדורסל מרשת', 'Баскетбольные шорты из сетки'],
    [
      'Long, airy shorts with side pockets and a drawcord waist.',
      'מכנסיים ארוכים ומאווררים עם כיסים בצדדים ושרוך במותן.',
      'Длинные дышащие шорты с карманами и шнурком на поясе.',
    ],
    { price: 129, discountPrice: 99, variants: sizesAndColours(CLOTHING_SIZES, ['Black', 'Navy'], { XXL: 10 }) },
  ),
  product(
    'ball-pump-with-needles',
    'basketball',
    ['Ball Pump with Needles', 'משאבה לכדורים עם מחטים', 'Насос для мячей с иглами'],
    [
      'A dual-action hand pump with a pressure gauge and three needles.',
      'משאבה ידנית דו-כיוונית עם מד לחץ ושלוש מחטים.',
      'Ручной насос двойного действия с манометром и тремя иглами.',
    ],
    { price: 49.9, stock: 60 },
  ),
  product(
    'compression-shooting-sleeve',
    'basketball',
    ['Compression Shooting Sleeve', 'שרוול לחץ לזריקה', 'Компрессионный рукав'],
    [
      'Keeps the shooting arm warm and supported through the game.',
      'שומר על יד הזריקה חמה ונתמכת לאורך המשחק.',
      'Держит бросковую руку в тепле и поддерживает её всю игру.',
    ],
    { price: 59.9, variants: sizes(ACCESSORY_SIZES) },
  ),

  product(
    'volleyball-indoor',
    'volleyball',
    ['Indoor Volleyball', 'כדורעף לאולם', 'Волейбольный мяч для зала'],
    [
      'Eighteen soft panels and a butyl bladder for consistent sets and digs.',
      'שמונה-עשר פאנלים רכים ופנימית בוטיל להגבהות ולהצלות עקביות.',
      'Восемнадцать мягких панелей и бутиловая камера для стабильных передач и приёмов.',
    ],
    { price: 169, recommended: true, stock: 45 },
  ),
  product(
    'beach-volleyball',
    'volleyball',
    ['Beach Volleyball', 'כדורעף חופים', 'Мяч для пляжного волейбола'],
    [
      'Stitched, water-resistant cover that stays light when it meets the sea.',
      'ציפוי תפור ועמיד במים שנשאר קל גם כשהוא פוגש את הים.',
      'Прошитое водоотталкивающее покрытие — мяч остаётся лёгким и у моря.',
    ],
    { price: 139, discountPrice: 109, variants: colours(['Yellow/Blue', 'White/Red']) },
  ),
  product(
    'volleyball-knee-pads',
    'volleyball',
    ['Volleyball Knee Pads', 'מגני ברכיים לכדורעף', 'Волейбольные наколенники'],
    [
      'Foam pads in a breathable sleeve for diving on hard floors.',
      'ריפוד ספוג בשרוול נושם לצלילות על רצפה קשה.',
      'Пенные накладки в дышащем чулке для падений на жёсткий пол.',
    ],
    { price: 89.9, variants: sizes(ACCESSORY_SIZES) },
  ),
  product(
    'volleyball-shoes',
    'volleyball',
    ['Volleyball Shoes', 'נעלי כדורעף', 'Волейбольные кроссовки'],
    [
      'Gum rubber sole and forefoot cushioning for quick jumps.',
      'סוליית גומי טבעי וריפוד בקדמת כף הרגל לקפיצות מהירות.',
      'Подошва из натуральной резины и амортизация в передней части для прыжков.',
    ],
    { price: 479, variants: sizes(EU_SHOE_SIZES) },
  ),
  product(
    'volleyball-competition-net',
    'volleyball',
    ['Competition Volleyball Net', 'רשת כדורעף לתחרויות', 'Соревновательная волейбольная сетка'],
    [
      'A 9.5 m net with a steel cable and antennas, to official dimensions.',
      'רשת באורך 9.5 מ׳ עם כבל פלדה ואנטנות, במידות רשמיות.',
      'Сетка 9,5 м со стальным тросом и антеннами, официальные размеры.',
    ],
    { price: 399, stock: 6 },
  ),
  product(
    'volleyball-jersey',
    'volleyball',
    ['Volleyball Jersey', 'חולצת כדורעף', 'Волейбольная футболка'],
    [
      'A sleeveless, light jersey that moves with every spike.',
      'חולצה קלה ללא שרוולים שזזה עם כל הנחתה.',
      'Лёгкая майка без рукавов, не мешает ни одной атаке.',
    ],
    { price: 109, variants: sizesAndColours(['S', 'M', 'L', 'XL'], ['Yellow', 'Blue']) },
  ),

  product(
    'handball-match-ball',
    'handball',
    ['Handball Match Ball', 'כדוריד למשחק', 'Гандбольный мяч матчевый'],
    [
      'A grippy PU cover for sure catches and hard shots, in youth and adult sizes.',
      'ציפוי PU אוחז לתפיסות בטוחות וזריקות חזקות, במידות נוער ובוגרים.',
      'Цепкое покрытие PU для надёжного приёма и сильных бросков, детские и взрослые размеры.',
    ],
    { price: 159.9, recommended: true, variants: sizes(['1', '2', '3'], { '1': -10 }) },
  ),
  product(
    'handball-indoor-shoes',
    'handball',
    ['Indoor Court Shoes', 'נעלי אולם', 'Кроссовки для зала'],
    [
      'Low, stable shoes with a non-marking sole for sharp side steps.',
      'נעליים נמוכות ויציבות עם סוליה שאינה משאירה סימנים לצעדים צידיים חדים.',
      'Низкие устойчивые кроссовки с неоставляющей следов подошвой.',
    ],
    { price: 399, discountPrice: 339, variants: sizes(MEN_SHOE_SIZES) },
  ),
  product(
    'handball-resin',
    'handball',
    ['Handball Resin 500 ml', 'דבק ידיים לכדוריד 500 מ״ל', 'Мастика для гандбола 500 мл'],
    [
      'Strong, water-washable resin for a firm grip on the ball.',
      'דבק חזק שנשטף במים לאחיזה יציבה בכדור.',
      'Сильная мастика, смывается водой, для надёжного хвата.',
    ],
    { price: 79.9, soldOut: true },
  ),
  product(
    'padded-knee-sleeves',
    'handball',
    ['Padded Knee Sleeves', 'מגני ברכיים מרופדים', 'Наколенники с защитой'],
    [
      'Compression sleeves with honeycomb padding for falls on court.',
      'שרוולי לחץ עם ריפוד חלת דבש לנפילות במגרש.',
      'Компрессионные рукава с сотовой защитой для падений на площадке.',
    ],
    { price: 99.9, variants: sizes(ACCESSORY_SIZES) },
  ),
  product(
    'handball-goal-nets',
    'handball',
    ['Handball Goal Nets (pair)', 'רשתות לשער כדוריד (זוג)', 'Сетки для гандбольных ворот (пара)'],
    [
      'Knotless 4 mm nets for 3 x 2 m goals.',
      'רשתות ללא קשרים בעובי 4 מ״מ לשערים בגודל 3 על 2 מ׳.',
      'Безузловые сетки 4 мм для ворот 3 × 2 м.',
    ],
    { price: 449, stock: 5 },
  ),
];
