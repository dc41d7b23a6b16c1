import type { DemoArticle } from './demo-articles.data';

/**
 * The site policy (takanon), linked from the header and footer at /article/takanon-haatar: the seller's
 * details, pickup in store (the checkout's only delivery), payment methods, the 14-day cancellation right
 * of the Consumer Protection Law with its fee cap, and privacy. The seller's details are the store's
 * (storefront/src/app/shop-details.ts); the company number is a demo one.
 */
export const SITE_POLICY: DemoArticle = {
  slug: 'takanon-haatar',
  showInList: false,
  image: null,
  daysAgo: 120,
  title: { en: 'Site Policy', he: 'תקנון האתר', ru: 'Правила сайта' },
  content: {
    en: `# Site Policy

These terms apply to every purchase on this site. Please read them before you order.

## 1. The seller
The site is run by **Sport Shop Rishon Ltd.**, company number 516284734, trading as "Sports Shop".
- Address: 120 Herzl Street, Rishon LeZion (ground floor)
- Mobile: 050-123-4567
- Store phone: 03-765-4321
- Email: info@sport-shop.co.il

## 2. Orders and prices
- Anyone aged 18 or over with an email address and a phone number may order.
- The order is made when you receive its order number; a confirmation is also sent by email.
- Prices are in shekels (₪) and include VAT. The price charged is the one the checkout shows when you order.
- Stock is reserved when you order. If we cannot supply an item after all, we tell you at once and refund its price in full.

## 3. Pickup in store
- Orders are collected from the store at the address above; there is no courier delivery at present.
- We tell you by email or phone when the order is ready, usually within 1–2 working days, and keep it for 14 days.
- Bring the order number with you.

## 4. Payment
- **By card on the site:** on the secure payment page of our card processor, shown inside the payment page. Card details are entered on the processor's page and never reach or stay with the shop.
- **In the store:** in cash or by card when you collect the order.
- The order counts as paid only when the card processor confirms the payment to us.

## 5. Cancellation and returns
- Under the Consumer Protection Law, 5741-1981, you may cancel a purchase made on the site within **14 days** of the day you received the item or the transaction document, whichever is later.
- Cancel by email, by phone or in the store, giving your name and the order number. Return the item to the store unused and in its original packaging.
- A cancellation fee of **5% of the price or 100 NIS, whichever is lower**, may be charged.
- **No cancellation fee** is charged when you cancel because the item is defective, does not match its description or what was agreed, or was not ready on time, or because of another breach by us.
- The money is refunded within 14 days of receiving the cancellation notice, to the means of payment used.
- Where the law gives longer periods (for example to senior citizens, new immigrants or people with disabilities), the law applies.
- Items made to your personal order cannot be cancelled. For hygiene reasons underwear and swimwear are taken back only in their sealed packaging.

## 6. Privacy
- We collect only what the order needs: name, phone, email and the items ordered. We use them to handle and hand over the order, to send messages about it, and to keep the records the law requires.
- We never sell your details. We share them only with the card processor, for a card payment, and where the law requires.
- The shop never stores card details.
- Your cart is kept in your own browser (local storage); the site uses no advertising cookies.
- Under the Protection of Privacy Law, 5741-1981, you may ask to see or correct your details: write to info@sport-shop.co.il.
- What we collect, why, for how long and who sees it: see the [privacy policy](/article/privacy-policy).

## 7. Accessibility
How the site and the store are made accessible, and whom to contact: see the [accessibility statement](/article/accessibility-statement).

## 8. General
Israeli law applies to these terms and to every purchase on the site. Questions? Call the store or write to info@sport-shop.co.il.`,
    he: `# תקנון האתר

התנאים שלהלן חלים על כל רכישה באתר. אנא קראו אותם לפני ביצוע הזמנה.

## 1. פרטי המוכר
האתר מופעל על ידי **ספורט שופ ראשון בע"מ**, ח"פ 516284734, בשם המסחרי "חנות ספורט".
- כתובת: רחוב הרצל 120, ראשון לציון (קומת קרקע)
- נייד: 050-123-4567
- טלפון בחנות: 03-765-4321
- דוא"ל: info@sport-shop.co.il

## 2. הזמנות ומחירים
- רשאי להזמין כל מי שמלאו לו 18 ויש לו כתובת דוא"ל ומספר טלפון.
- ההזמנה נקלטת עם קבלת מספר ההזמנה; אישור נשלח גם בדוא"ל.
- המחירים בשקלים (₪) וכוללים מע"מ. המחיר שנגבה הוא המחיר שמוצג בקופה בעת ההזמנה.
- המלאי נשמר עבורכם בעת ההזמנה. אם בכל זאת לא נוכל לספק פריט, נודיע לכם מיד ונחזיר את מחירו במלואו.

## 3. איסוף עצמי מהחנות
- ההזמנות נאספות מהחנות בכתובת שלעיל; בשלב זה אין משלוח עם שליח.
- נודיע לכם בדוא"ל או בטלפון כשההזמנה מוכנה, בדרך כלל תוך 1–2 ימי עסקים, ונשמור אותה 14 יום.
- יש להביא את מספר ההזמנה.

## 4. תשלום
- **בכרטיס אשראי באתר:** בעמוד התשלום המאובטח של חברת הסליקה, המוצג בתוך עמוד התשלום. פרטי הכרטיס מוזנים בעמוד של חברת הסליקה ואינם מגיעים לחנות ואינם נשמרים בה.
- **בחנות:** במזומן או בכרטיס אשראי בעת איסוף ההזמנה.
- ההזמנה נחשבת משולמת רק לאחר שחברת הסליקה מאשרת לנו את התשלום.

## 5. ביטול עסקה והחזרות
- לפי חוק הגנת הצרכן, התשמ"א-1981, ניתן לבטל רכישה שבוצעה באתר תוך **14 יום** מיום קבלת המוצר או מסמך העסקה, לפי המאוחר.
- הביטול נעשה בדוא"ל, בטלפון או בחנות, בציון השם ומספר ההזמנה. יש להחזיר את המוצר לחנות ללא שימוש ובאריזתו המקורית.
- ייתכנו דמי ביטול בשיעור **5% ממחיר העסקה או 100 ₪, הנמוך מביניהם**.
- **לא ייגבו דמי ביטול** כאשר הביטול נובע מפגם במוצר, מאי-התאמה לתיאור או למוסכם, מאי-מסירה במועד או מהפרה אחרת מצדנו.
- הכסף יוחזר תוך 14 יום מקבלת הודעת הביטול, לאמצעי התשלום שבו שולם.
- כאשר החוק מקנה תקופה ארוכה יותר (למשל לאזרחים ותיקים, לעולים חדשים או לאנשים עם מוגבלות), יחול החוק.
- לא ניתן לבטל רכישת מוצר שיוצר לפי הזמנה אישית. מטעמי היגיינה הלבשה תחתונה ובגדי ים יוחזרו רק באריזתם הסגורה.

## 6. פרטיות
- אנו אוספים רק את מה שנדרש להזמנה: שם, טלפון, דוא"ל והפריטים שהוזמנו. הם משמשים לטיפול בהזמנה ולמסירתה, להודעות עליה ולרישומים שהחוק מחייב.
- לעולם איננו מוכרים את פרטיכם. הם מועברים רק לחברת הסליקה, בתשלום בכרטיס, ולפי דרישת החוק.
- החנות אינה שומרת פרטי כרטיסי אשראי.
- סל הקניות נשמר בדפדפן שלכם (local storage); האתר אינו משתמש בעוגיות פרסום.
- לפי חוק הגנת הפרטיות, התשמ"א-1981, ניתן לבקש לעיין בפרטים או לתקנם: info@sport-shop.co.il.
- מה אנו אוספים, לשם מה, לכמה זמן ומי רואה: ראו את [מדיניות הפרטיות](/article/privacy-policy).

## 7. נגישות
כיצד הונגשו האתר והחנות ולמי לפנות: ראו את [הצהרת הנגישות](/article/accessibility-statement).

## 8. כללי
על התקנון ועל כל רכישה באתר חל הדין הישראלי. שאלות? התקשרו לחנות או כתבו ל-info@sport-shop.co.il.`,
    ru: `# Правила сайта

Эти условия действуют для каждой покупки на сайте. Пожалуйста, прочтите их перед заказом.

## 1. Продавец
Сайт работает от имени компании **«Спорт Шоп Ришон» Лтд.**, регистрационный номер 516284734, торговое название «Спортивный магазин».
- Адрес: ул. Герцль 120, Ришон-ле-Цион (первый этаж)
- Мобильный: 050-123-4567
- Телефон магазина: 03-765-4321
- Email: info@sport-shop.co.il

## 2. Заказы и цены
- Заказать может любой человек старше 18 лет с адресом электронной почты и номером телефона.
- Заказ принят, когда вы получили его номер; подтверждение также приходит по email.
- Цены указаны в шекелях (₪) и включают НДС. Списывается цена, которую показывает оформление заказа в момент заказа.
- Товар резервируется при заказе. Если мы всё же не сможем его предоставить, мы сразу сообщим и полностью вернём его стоимость.

## 3. Самовывоз из магазина
- Заказы забирают в магазине по адресу выше; доставки курьером пока нет.
- Мы сообщим по email или телефону, когда заказ будет готов (обычно за 1–2 рабочих дня), и храним его 14 дней.
- Возьмите с собой номер заказа.

## 4. Оплата
- **Картой на сайте:** на защищённой странице платёжной системы, показанной внутри страницы оплаты. Данные карты вводятся на странице платёжной системы и не попадают в магазин и не хранятся в нём.
- **В магазине:** наличными или картой при получении заказа.
- Заказ считается оплаченным только после того, как платёжная система подтвердит нам платёж.

## 5. Отмена и возврат
- По Закону о защите прав потребителя 5741-1981 покупку на сайте можно отменить в течение **14 дней** со дня получения товара или документа о сделке — по более позднему сроку.
- Отменить можно по email, по телефону или в магазине, назвав имя и номер заказа. Товар возвращается в магазин без следов использования и в оригинальной упаковке.
- Может взиматься сбор за отмену: **5% от цены или 100 шекелей — меньшая из сумм**.
- **Сбор не взимается**, если отмена вызвана дефектом товара, несоответствием описанию или договорённости, задержкой или другим нарушением с нашей стороны.
- Деньги возвращаются в течение 14 дней после получения уведомления об отмене тем же способом, которым был оплачен заказ.
- Если закон даёт более длительный срок (например, пожилым людям, новым репатриантам или людям с инвалидностью), действует закон.
- Товары, изготовленные по индивидуальному заказу, отмене не подлежат. По гигиеническим причинам нижнее бельё и купальники принимаются только в закрытой упаковке.

## 6. Конфиденциальность
- Мы собираем только то, что нужно для заказа: имя, телефон, email и заказанные товары. Они используются для выполнения и выдачи заказа, сообщений о нём и учёта, которого требует закон.
- Мы никогда не продаём ваши данные. Мы передаём их только платёжной системе при оплате картой и по требованию закона.
- Магазин не хранит данные банковских карт.
- Корзина хранится в вашем браузере (local storage); рекламные cookie сайт не использует.
- По Закону о защите частной жизни 5741-1981 вы можете запросить свои данные или их исправление: info@sport-shop.co.il.
- Что мы собираем, зачем, как долго храним и кто видит данные — в [политике конфиденциальности](/ru/article/privacy-policy).

## 7. Доступность
Как сайт и магазин сделаны доступными и к кому обращаться — в [заявлении о доступности](/ru/article/accessibility-statement).

## 8. Общие положения
К этим правилам и ко всем покупкам на сайте применяется право Израиля. Есть вопросы? Позвоните в магазин или напишите на info@sport-shop.co.il.`,
  },
};
