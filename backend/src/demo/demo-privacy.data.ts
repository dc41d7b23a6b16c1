import type { DemoArticle } from './demo-articles.data';

/**
 * The privacy policy, linked from the footer at /article/privacy-policy: what the shop collects at
 * checkout, when tracking and when paying, why, for how long, who sees it, and the shopper's rights
 * under the Protection of Privacy Law, 5741-1981, as amended by Amendment 13. It describes what this
 * shop really does (pickup orders, emails about the order, the card provider's hosted frame, the cart in
 * the browser); the store's contact details are those of the shop rules' shop-details.ts.
 */
export const PRIVACY_POLICY: DemoArticle = {
  slug: 'privacy-policy',
  showInList: false,
  image: null,
  daysAgo: 120,
  title: { en: 'Privacy Policy', he: 'מדיניות פרטיות', ru: 'Политика конфиденциальности' },
  content: {
    en: `# Privacy Policy

This policy explains which personal details Sport Shop Rishon Ltd. ("the shop"), 120 Herzl Street, Rishon LeZion, collects on this site, why, for how long, who sees them and what your rights are under the Protection of Privacy Law, 5741-1981, and its Amendment 13. You are not required by law to give us your details, but without a name, a phone number and an email address we cannot take an order.

## 1. What we collect
- **At checkout:** your name, email address, phone number, the items you order, the payment method you choose, the language of the site and any note you write; a company name if you ask for one on the invoice.
- **When you track an order:** the order number and the email address you type, to find the order. We keep no record of the lookup beyond the technical logs below.
- **When you pay by card:** you type the card details into the card provider's secure payment form, not into our site. The shop never sees or stores the card number: we receive only the result of the payment, the card's last four digits, its brand and the provider's approval and transaction numbers.
- **Technical logs:** the server records the address (IP) of each request and the time, to protect the site from abuse (for example, too many attempts) and to fix faults.
- **In your browser:** your cart is kept in your own browser (local storage) and never sent to us until you order. The site uses no advertising or tracking cookies.

## 2. Why we use it
- To prepare your order, tell you by email when it is received, when it is ready for pickup or if it is cancelled, and hand it over at the store.
- To take payment and, where needed, refund it.
- To answer your questions and requests.
- To keep the accounting records the tax laws require.
We send no advertising and never sell or rent your details.

## 3. How long we keep it
- Orders and payment records: for 7 years after the end of the tax year, as the tax bookkeeping rules require.
- Technical logs: up to 90 days.
- Your cart: in your browser until you empty it or clear the browser's data.

## 4. Who sees it
- The shop's staff, each with a personal account, only as far as their work requires.
- The card provider, for a card payment, under its own duty of confidentiality.
- The email provider that sends our messages about your order.
- The company that hosts the site's servers, which keeps the data on our behalf and may not use it.
- Authorities, only where the law requires it.
We protect the data as the Protection of Privacy (Data Security) Regulations, 2017, require: access only for authorised staff, encrypted connections and backups.

## 5. Your rights
Under the Protection of Privacy Law you may:
- **See** the details we hold about you (section 13 of the law);
- **Ask us to correct** details that are wrong, incomplete or out of date, or **to delete** them (section 14); we delete everything the law does not oblige us to keep;
- Ask us not to contact you with offers (we send none).
Write to **info@sport-shop.co.il** or call 03-765-4321. We answer within 30 days. If we refuse a request, we explain why, and you may turn to a court or complain to the Privacy Protection Authority.

## 6. Changes
If this policy changes, the new version is published here with its date. Last updated: January 2026.
`,
    he: `# מדיניות פרטיות

מדיניות זו מסבירה אילו פרטים אישיים אוספת ספורט שופ ראשון בע"מ ("החנות"), רחוב הרצל 120, ראשון לציון, באתר זה, לשם מה, לכמה זמן, מי רואה אותם ומהן זכויותיכם לפי חוק הגנת הפרטיות, התשמ"א-1981, ותיקון מס' 13 לחוק. אינכם חייבים על פי חוק למסור לנו את פרטיכם, אך ללא שם, טלפון וכתובת דוא"ל לא נוכל לקבל הזמנה.

## 1. מה אנו אוספים
- **בקופה:** שם, כתובת דוא"ל, מספר טלפון, הפריטים שהוזמנו, אמצעי התשלום שבחרתם, שפת האתר וכל הערה שכתבתם; שם חברה, אם ביקשתם אותו בחשבונית.
- **במעקב אחר הזמנה:** מספר ההזמנה וכתובת הדוא"ל שהקלדתם, כדי לאתר את ההזמנה. איננו שומרים תיעוד של החיפוש מעבר ליומני השרת שלהלן.
- **בתשלום בכרטיס אשראי:** את פרטי הכרטיס מקלידים בטופס התשלום המאובטח של חברת הסליקה, ולא באתר שלנו. החנות אינה רואה ואינה שומרת את מספר הכרטיס: אנו מקבלים רק את תוצאת התשלום, ארבע הספרות האחרונות של הכרטיס, סוג הכרטיס ומספרי האישור והעסקה של חברת הסליקה.
- **יומני שרת:** השרת רושם את כתובת ה-IP ואת שעת כל פנייה, כדי להגן על האתר מפני שימוש לרעה (למשל ניסיונות חוזרים רבים) וכדי לתקן תקלות.
- **בדפדפן שלכם:** סל הקניות נשמר בדפדפן שלכם (local storage) ואינו נשלח אלינו עד שאתם מזמינים. האתר אינו משתמש בעוגיות פרסום או מעקב.

## 2. לשם מה אנו משתמשים בפרטים
- כדי להכין את ההזמנה, לעדכן אתכם בדוא"ל כשהיא מתקבלת, כשהיא מוכנה לאיסוף או אם בוטלה, ולמסור אותה בחנות.
- כדי לגבות את התשלום ולהחזיר אותו כשצריך.
- כדי לענות על שאלות ובקשות.
- כדי לנהל את הרישומים החשבונאיים שדיני המס מחייבים.
איננו שולחים פרסומות, ולעולם איננו מוכרים או משכירים את פרטיכם.

## 3. כמה זמן אנו שומרים
- הזמנות ורישומי תשלום: 7 שנים מתום שנת המס, כפי שמחייבות הוראות ניהול ספרים.
- יומני שרת: עד 90 יום.
- סל הקניות: בדפדפן שלכם, עד שתרוקנו אותו או תמחקו את נתוני הדפדפן.

## 4. מי רואה את הפרטים
- עובדי החנות, כל אחד בחשבון אישי, רק במידה שעבודתו מחייבת.
- חברת הסליקה, בתשלום בכרטיס, והיא חבה בחובת סודיות משלה.
- ספק הדוא"ל שמעביר את ההודעות על ההזמנה.
- החברה המארחת את שרתי האתר, השומרת את המידע עבורנו ואינה רשאית להשתמש בו.
- רשויות, רק כשהחוק מחייב זאת.
אנו מאבטחים את המידע כנדרש בתקנות הגנת הפרטיות (אבטחת מידע), התשע"ז-2017: גישה לעובדים מורשים בלבד, חיבורים מוצפנים וגיבויים.

## 5. הזכויות שלכם
לפי חוק הגנת הפרטיות אתם רשאים:
- **לעיין** במידע שאנו מחזיקים עליכם (סעיף 13 לחוק);
- **לבקש לתקן** מידע שגוי, חסר או לא מעודכן, או **למחוק** אותו (סעיף 14); נמחק כל מה שהחוק אינו מחייב אותנו לשמור;
- לבקש שלא נפנה אליכם בהצעות (איננו שולחים כאלה).
כתבו אל **info@sport-shop.co.il** או התקשרו ל-03-765-4321. נשיב תוך 30 יום. אם נסרב לבקשה, נסביר מדוע, ותוכלו לפנות לבית המשפט או להגיש תלונה לרשות להגנת הפרטיות.

## 6. שינויים
אם המדיניות תשתנה, הנוסח החדש יפורסם כאן עם תאריכו. עדכון אחרון: ינואר 2026.
`,
    ru: `# Политика конфиденциальности

Здесь объясняется, какие персональные данные собирает на этом сайте ООО «Спорт Шоп Ришон» («магазин»), ул. Герцль 120, Ришон-ле-Цион, зачем, как долго их хранит, кто их видит и какие у вас права по Закону о защите частной жизни 5741-1981 с поправкой № 13. Закон не обязывает вас сообщать нам свои данные, но без имени, телефона и адреса электронной почты мы не сможем принять заказ.

## 1. Что мы собираем
- **При оформлении заказа:** имя, адрес электронной почты, номер телефона, заказанные товары, выбранный способ оплаты, язык сайта и ваш комментарий; название компании, если оно нужно в счёте.
- **При отслеживании заказа:** номер заказа и введённый вами email, чтобы найти заказ. Кроме технических журналов (см. ниже), мы не записываем такие запросы.
- **При оплате картой:** данные карты вы вводите в защищённую платёжную форму платёжной системы, а не на нашем сайте. Магазин не видит и не хранит номер карты: мы получаем только результат оплаты, последние четыре цифры карты, её тип и номера авторизации и транзакции.
- **Технические журналы:** сервер записывает IP-адрес и время каждого запроса, чтобы защищать сайт от злоупотреблений (например, множества попыток подряд) и исправлять ошибки.
- **В вашем браузере:** корзина хранится в вашем браузере (local storage) и не передаётся нам, пока вы не оформите заказ. Сайт не использует рекламные и отслеживающие cookie.

## 2. Зачем мы их используем
- Чтобы собрать заказ, сообщить вам по email, что он принят, готов к выдаче или отменён, и выдать его в магазине.
- Чтобы принять оплату и при необходимости вернуть деньги.
- Чтобы отвечать на ваши вопросы и просьбы.
- Чтобы вести бухгалтерский учёт, которого требует налоговое законодательство.
Мы не рассылаем рекламу и никогда не продаём и не сдаём ваши данные.

## 3. Как долго мы храним данные
- Заказы и записи об оплате: 7 лет после окончания налогового года, как требуют правила ведения учёта.
- Технические журналы: до 90 дней.
- Корзина: в вашем браузере, пока вы её не очистите или не удалите данные браузера.

## 4. Кто видит данные
- Сотрудники магазина, каждый под личной учётной записью и только в той мере, в какой этого требует работа.
- Платёжная система — при оплате картой; она соблюдает собственную обязанность конфиденциальности.
- Почтовый сервис, который отправляет наши письма о заказе.
- Компания, на серверах которой работает сайт: она хранит данные по нашему поручению и не вправе ими пользоваться.
- Государственные органы — только когда этого требует закон.
Мы защищаем данные, как требуют Правила о защите частной жизни (информационная безопасность) 2017 года: доступ только у уполномоченных сотрудников, зашифрованные соединения, резервные копии.

## 5. Ваши права
По Закону о защите частной жизни вы можете:
- **ознакомиться** с данными, которые мы о вас храним (статья 13 закона);
- **попросить исправить** неверные, неполные или устаревшие данные или **удалить** их (статья 14); мы удалим всё, что закон не обязывает нас хранить;
- попросить не присылать вам предложений (мы их не присылаем).
Пишите на **info@sport-shop.co.il** или звоните по телефону 03-765-4321. Мы отвечаем в течение 30 дней. Если мы отказываем в просьбе, мы объясняем причину, и вы можете обратиться в суд или подать жалобу в Управление по защите частной жизни.

## 6. Изменения
Если политика изменится, новая редакция будет опубликована здесь с датой. Последнее обновление: январь 2026 года.
`,
  },
};
