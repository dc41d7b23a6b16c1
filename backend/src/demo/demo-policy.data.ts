import type { DemoArticle } from './demo-articles.data';

/** The site policy (takanon), linked from the header and footer at /article/takanon-haatar. */
export const SITE_POLICY: DemoArticle = {
  slug: 'takanon-haatar',
  showInList: false,
  image: null,
  daysAgo: 120,
  title: { en: 'Site Policy', he: 'תקנון האתר', ru: 'Правила сайта' },
  content: {
    en: `# Site Policy

Welcome to our sports shop. By ordering on this site you accept the terms below.

## Orders
- An order is confirmed once you receive an order number by email.
- Prices are in Israeli shekels (₪) and include VAT.
- We may cancel an order when an item is out of stock; any payment is refunded in full.

## Payment
- Pay by card through a secure payment page, or in store when you collect.
- Card details are handled by the payment provider and never stored by the shop.

## Delivery and pickup
- Pickup from the store is free. Courier delivery takes 3–5 working days.

## Cancellation and returns
- Under the Consumer Protection Law you may cancel within 14 days of receiving the item,
  in its original packaging and unused. A cancellation fee of 5% or ₪100, whichever is lower, may apply.
- Underwear, swimwear and items made to order cannot be returned for hygiene reasons.

## Privacy
We use your details only to process your order and never sell them.

## Contact
Questions? Write to us through the contact page or call the store.`,
    he: `# תקנון האתר

ברוכים הבאים לחנות הספורט שלנו. ביצוע הזמנה באתר מהווה הסכמה לתנאים שלהלן.

## הזמנות
- הזמנה מאושרת לאחר קבלת מספר הזמנה בדוא״ל.
- המחירים בשקלים (₪) וכוללים מע״מ.
- אנו רשאים לבטל הזמנה כאשר פריט אזל מהמלאי; כל תשלום יוחזר במלואו.

## תשלום
- ניתן לשלם בכרטיס אשראי בעמוד תשלום מאובטח, או בחנות בעת האיסוף.
- פרטי הכרטיס מטופלים על ידי ספק הסליקה ואינם נשמרים אצלנו.

## משלוח ואיסוף
- איסוף עצמי מהחנות ללא עלות. משלוח עם שליח תוך 3–5 ימי עסקים.

## ביטול עסקה והחזרות
- בהתאם לחוק הגנת הצרכן ניתן לבטל עסקה תוך 14 יום מקבלת המוצר,
  באריזתו המקורית וללא שימוש. ייתכנו דמי ביטול של 5% או 100 ₪, הנמוך מביניהם.
- הלבשה תחתונה, בגדי ים ומוצרים בהזמנה אישית אינם ניתנים להחזרה מטעמי היגיינה.

## פרטיות
אנו משתמשים בפרטים שלכם רק לטיפול בהזמנה ולעולם לא מוכרים אותם.

## יצירת קשר
שאלות? כתבו לנו דרך עמוד יצירת הקשר או התקשרו לחנות.`,
    ru: `# Правила сайта

Добро пожаловать в наш спортивный магазин. Оформляя заказ на сайте, вы принимаете условия ниже.

## Заказы
- Заказ подтверждён, когда вы получили номер заказа по электронной почте.
- Цены указаны в шекелях (₪) и включают НДС.
- Если товара нет в наличии, мы можем отменить заказ; оплата возвращается полностью.

## Оплата
- Картой на защищённой странице оплаты или в магазине при получении.
- Данные карты обрабатывает платёжный провайдер, магазин их не хранит.

## Доставка и самовывоз
- Самовывоз из магазина бесплатный. Доставка курьером — 3–5 рабочих дней.

## Отмена и возврат
- По Закону о защите прав потребителя заказ можно отменить в течение 14 дней после получения,
  в оригинальной упаковке и без следов использования. Возможен сбор 5% или 100 ₪ — меньшая из сумм.
- Нижнее бельё, купальники и изделия на заказ не возвращаются по гигиеническим причинам.

## Конфиденциальность
Ваши данные используются только для выполнения заказа и никогда не продаются.

## Контакты
Есть вопросы? Напишите нам через страницу контактов или позвоните в магазин.`,
  },
};
