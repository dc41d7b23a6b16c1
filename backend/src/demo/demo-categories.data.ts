import { DemoCategory, localized } from './demo-types';

const category = (
  slug: string,
  names: [string, string, string],
  description: [string, string, string],
  colour: DemoCategory['colour'],
  features: DemoCategory['features'],
): DemoCategory => ({ slug, name: names[0], names: localized(names), description: localized(description), colour, features });

/** The twelve circles of the shop, in the order of the home page banner grid. */
export const DEMO_CATEGORIES: readonly DemoCategory[] = [
  category(
    'boxing',
    ['Boxing', 'אגרוף', 'Бокс'],
    [
      'Gloves, wraps, bags and protection for the ring and the gym.',
      'כפפות, תחבושות, שקים ומגנים לזירה ולחדר הכושר.',
      'Перчатки, бинты, мешки и защита для ринга и зала.',
    ],
    [200, 40, 45],
    {
      en: ['Checked for fit and stitching by our boxing coach', 'Wipe with a damp cloth and air-dry after training'],
      he: ['נבדק להתאמה ולתפרים על ידי מאמן האגרוף שלנו', 'לנגב במטלית לחה ולייבש באוויר אחרי אימון'],
      ru: ['Посадку и швы проверяет наш тренер по боксу', 'Протирайте влажной тканью и сушите на воздухе после тренировки'],
    },
  ),
  category(
    'swimming',
    ['Swimming', 'שחייה', 'Плавание'],
    [
      'Swimwear, goggles and training aids for the pool and the sea.',
      'בגדי ים, משקפות ועזרי אימון לבריכה ולים.',
      'Купальники, очки и снаряжение для бассейна и моря.',
    ],
    [20, 130, 200],
    {
      en: ['Chlorine-resistant materials', 'Rinse in fresh water after every swim'],
      he: ['חומרים עמידים לכלור', 'לשטוף במים מתוקים אחרי כל שחייה'],
      ru: ['Материалы, устойчивые к хлору', 'Ополаскивайте пресной водой после каждого заплыва'],
    },
  ),
  category(
    'karate',
    ['Karate', 'קראטה', 'Карате'],
    [
      'Gis, belts and sparring gear approved for dojo training.',
      'חליפות, חגורות וציוד קרב מאושר לאימוני דוג׳ו.',
      'Кимоно, пояса и защитная экипировка для занятий в додзё.',
    ],
    [235, 120, 25],
    {
      en: ['Suitable for kata and kumite', 'Wash at 30°C, do not tumble dry'],
      he: ['מתאים לקאטה ולקומיטה', 'כביסה ב-30 מעלות, ללא מייבש'],
      ru: ['Подходит для ката и кумите', 'Стирка при 30°C, без сушильной машины'],
    },
  ),
  category(
    'ballet',
    ['Ballet', 'בלט', 'Балет'],
    [
      'Slippers, pointe shoes and dancewear for every level.',
      'נעלי בלט, נעלי פוינט ובגדי ריקוד לכל רמה.',
      'Балетки, пуанты и одежда для танца любого уровня.',
    ],
    [225, 115, 165],
    {
      en: ['Fitted in store by a former dancer on request', 'Soft, breathable fabrics'],
      he: ['מדידה בחנות עם רקדנית לשעבר לפי בקשה', 'בדים רכים ונושמים'],
      ru: ['По желанию — примерка в магазине с бывшей балериной', 'Мягкие дышащие ткани'],
    },
  ),
  category(
    'football',
    ['Football', 'כדורגל', 'Футбол'],
    [
      'Balls, boots and kit for the pitch, the park and the school yard.',
      'כדורים, נעליים וציוד למגרש, לפארק ולחצר בית הספר.',
      'Мячи, бутсы и форма для поля, парка и школьного двора.',
    ],
    [35, 150, 65],
    {
      en: ['Tested on grass and artificial turf', 'Team discounts from ten items'],
      he: ['נבדק על דשא טבעי ועל דשא סינתטי', 'הנחה לקבוצות מעשרה פריטים'],
      ru: ['Проверено на натуральном и искусственном газоне', 'Скидки для команд от десяти предметов'],
    },
  ),
  category(
    'tennis',
    ['Tennis', 'טניס', 'Теннис'],
    [
      'Rackets, balls, shoes and bags for hard courts and clay.',
      'מחבטים, כדורים, נעליים ותיקים למגרשים קשים ולחימר.',
      'Ракетки, мячи, обувь и сумки для хардовых и грунтовых кортов.',
    ],
    [175, 190, 35],
    {
      en: ['Stringing service in store within 48 hours', 'Advice from club players on staff'],
      he: ['שירות מתיחת מיתרים בחנות תוך 48 שעות', 'ייעוץ משחקני מועדון בצוות'],
      ru: ['Натяжка струн в магазине за 48 часов', 'Консультации игроков клуба'],
    },
  ),
  category(
    'ping-pong',
    ['Ping-pong', 'טניס שולחן', 'Настольный теннис'],
    [
      'Bats, balls, nets and tables for home, club and garden.',
      'מחבטים, כדורים, רשתות ושולחנות לבית, למועדון ולגינה.',
      'Ракетки, мячи, сетки и столы для дома, клуба и сада.',
    ],
    [230, 90, 35],
    {
      en: ['ITTF-approved rubbers where marked', 'Keep bats in a case away from the sun'],
      he: ['גומיות מאושרות ITTF היכן שמצוין', 'לשמור מחבטים בנרתיק הרחק מהשמש'],
      ru: ['Накладки одобрены ITTF, где указано', 'Храните ракетки в чехле вдали от солнца'],
    },
  ),
  category(
    'handball',
    ['Handball', 'כדוריד', 'Гандбол'],
    [
      'Balls, court shoes and protection for fast indoor games.',
      'כדורים, נעלי אולם ומגנים למשחקי אולם מהירים.',
      'Мячи, обувь для зала и защита для быстрой игры.',
    ],
    [120, 70, 170],
    {
      en: ['Grip tested with and without resin', 'Official sizes for youth and adult leagues'],
      he: ['האחיזה נבדקה עם דבק ובלעדיו', 'מידות רשמיות לליגות נוער ובוגרים'],
      ru: ['Хват проверен с мастикой и без', 'Официальные размеры для юношеских и взрослых лиг'],
    },
  ),
  category(
    'basketball',
    ['Basketball', 'כדורסל', 'Баскетбол'],
    [
      'Balls, shoes, hoops and apparel for the court and the driveway.',
      'כדורים, נעליים, סלים וביגוד למגרש ולחצר.',
      'Мячи, кроссовки, кольца и одежда для площадки и двора.',
    ],
    [225, 110, 30],
    {
      en: ['Indoor and outdoor use', 'Free ball inflation in store'],
      he: ['לשימוש באולם ובחוץ', 'ניפוח כדורים חינם בחנות'],
      ru: ['Для зала и улицы', 'Бесплатная накачка мячей в магазине'],
    },
  ),
  category(
    'wrestling',
    ['Wrestling', 'היאבקות', 'Борьба'],
    [
      'Shoes, singlets and headgear for freestyle and Greco-Roman.',
      'נעליים, בגדי היאבקות ומגני אוזניים לחופשי וליווני-רומי.',
      'Борцовки, трико и защита ушей для вольной и греко-римской борьбы.',
    ],
    [40, 60, 140],
    {
      en: ['Meets the competition rules of the national federation', 'Reinforced seams for mat work'],
      he: ['עומד בתקנון התחרויות של האיגוד הארצי', 'תפרים מחוזקים לעבודה על המזרן'],
      ru: ['Соответствует правилам соревнований национальной федерации', 'Усиленные швы для работы в партере'],
    },
  ),
  category(
    'judo',
    ['Judo', 'ג׳ודו', 'Дзюдо'],
    [
      'Gis, belts, tatami and bags for club training and competition.',
      'חליפות, חגורות, טטאמי ותיקים לאימוני מועדון ולתחרויות.',
      'Кимоно, пояса, татами и сумки для тренировок и соревнований.',
    ],
    [20, 140, 140],
    {
      en: ['Sized by height and weight, see the size chart', 'Pre-shrunk cotton'],
      he: ['מידות לפי גובה ומשקל, ראו טבלת מידות', 'כותנה שעברה כיווץ מוקדם'],
      ru: ['Размер по росту и весу, см. таблицу размеров', 'Предварительно усаженный хлопок'],
    },
  ),
  category(
    'volleyball',
    ['Volleyball', 'כדורעף', 'Волейбол'],
    [
      'Indoor and beach balls, nets, knee pads and shoes.',
      'כדורים לאולם ולחוף, רשתות, מגני ברכיים ונעליים.',
      'Мячи для зала и пляжа, сетки, наколенники и обувь.',
    ],
    [230, 180, 40],
    {
      en: ['Soft touch for long rallies', 'Beach gear resists sand and salt water'],
      he: ['מגע רך לחילופים ארוכים', 'ציוד החוף עמיד בחול ובמי ים'],
      ru: ['Мягкое касание для долгих розыгрышей', 'Пляжная экипировка устойчива к песку и морской воде'],
    },
  ),
];
