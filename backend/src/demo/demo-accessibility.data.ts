import type { DemoArticle } from './demo-articles.data';

/**
 * The accessibility statement Israeli law asks of a shop's site (Service Accessibility Regulations,
 * 2013), linked from the footer at /article/accessibility-statement: the level (IS 5568, based on
 * WCAG 2.1 AA), what was done, the known gaps, the accessibility coordinator and the last review date.
 */
export const ACCESSIBILITY_STATEMENT: DemoArticle = {
  slug: 'accessibility-statement',
  showInList: false,
  image: null,
  daysAgo: 60,
  title: { en: 'Accessibility Statement', he: 'הצהרת נגישות', ru: 'Заявление о доступности' },
  content: {
    en: `# Accessibility Statement

We want everyone, including people with disabilities, to be able to browse and buy on this site and in our store. The site was made accessible under the Equal Rights for Persons with Disabilities Law, 5758-1998, and its Service Accessibility Regulations, 5773-2013.

## Accessibility level
The site aims to meet **Israeli Standard (IS) 5568**, which is based on the Web Content Accessibility Guidelines **WCAG 2.1, level AA**.

## What we have done
- **Keyboard navigation:** every menu, dropdown, form and button works with the keyboard, with a clearly visible focus mark.
- **Skip link:** a "skip to content" link at the top of every page.
- **Labelled forms:** every field has a label; errors are announced and shown next to the field, and what you typed is kept.
- **Contrast:** text and controls have a contrast of at least 4.5:1.
- **Right to left:** Hebrew pages are laid out right to left and Russian pages left to right, and each page declares its language.
- **Alternative texts:** product and article pictures have text descriptions; decorative pictures are hidden from screen readers.
- **Resizable text:** text can be enlarged to 200% with the browser's zoom without losing content, and the layout adapts to phones.
- The site is checked with automatic accessibility tests and by hand with a keyboard and a screen reader.

## Known limitations
- The map on the About page is embedded from OpenStreetMap (third-party content) and is not fully accessible. The store's address and a link to the map are always given as text beside it.
- The card payment form is hosted by the card processor (third-party content) inside our payment page, and we do not control it. If it is hard to use, you can order and pay in the store instead.
- Some older blog articles may have only short picture descriptions.

We keep working on these. If you find anything else, please tell us.

## The store
The store is on the ground floor at 120 Herzl Street, Rishon LeZion, with a step-free entrance and wide aisles. Our staff will gladly help.

## Accessibility coordinator
For any accessibility problem, question or request:
- Accessibility coordinator: **Yael Cohen**
- Phone: 03-765-4321 (extension 2)
- Email: accessibility@sport-shop.co.il
- Address: 120 Herzl Street, Rishon LeZion

Please tell us the page, what went wrong and, if you use one, which assistive technology. We answer within 5 working days.

## Last review
This statement was last reviewed on 22 November 2026.`,
    he: `# הצהרת נגישות

אנו רוצים שכל אחד ואחת, כולל אנשים עם מוגבלות, יוכלו לגלוש ולקנות באתר ובחנות שלנו. האתר הונגש לפי חוק שוויון זכויות לאנשים עם מוגבלות, התשנ"ח-1998, ותקנות נגישות השירות, התשע"ג-2013.

## רמת הנגישות
האתר שואף לעמוד ב**תקן הישראלי (ת"י) 5568**, המבוסס על הנחיות הנגישות לתוכן אינטרנט **WCAG 2.1 ברמה AA**.

## מה עשינו
- **ניווט במקלדת:** כל התפריטים, הרשימות הנפתחות, הטפסים והכפתורים פועלים במקלדת, עם סימון פוקוס בולט.
- **קישור דילוג:** קישור "דלג לתוכן" בראש כל עמוד.
- **טפסים עם תוויות:** לכל שדה יש תווית; שגיאות מוקראות ומוצגות ליד השדה, ומה שהוקלד נשמר.
- **ניגודיות:** ניגודיות של 4.5:1 לפחות לטקסט ולפקדים.
- **מימין לשמאל:** עמודי העברית מוצגים מימין לשמאל ועמודי הרוסית משמאל לימין, וכל עמוד מצהיר על שפתו.
- **טקסט חלופי:** לתמונות המוצרים והמאמרים יש תיאור טקסטואלי; תמונות קישוט מוסתרות מקוראי מסך.
- **הגדלת טקסט:** ניתן להגדיל את הטקסט עד 200% בזום של הדפדפן בלי לאבד תוכן, והעיצוב מתאים את עצמו לטלפונים.
- האתר נבדק בבדיקות נגישות אוטומטיות ובאופן ידני במקלדת ובקורא מסך.

## מגבלות ידועות
- המפה בעמוד "אודות" מוטמעת מ-OpenStreetMap (תוכן של צד שלישי) ואינה נגישה במלואה. כתובת החנות וקישור למפה מופיעים תמיד כטקסט לצידה.
- טופס התשלום בכרטיס אשראי מוצג מתוך אתר חברת הסליקה (תוכן של צד שלישי) בתוך עמוד התשלום שלנו, ואין לנו שליטה עליו. אם קשה להשתמש בו, ניתן להזמין ולשלם בחנות.
- בחלק מהמאמרים הישנים בבלוג ייתכנו תיאורי תמונה קצרים בלבד.

אנו ממשיכים לעבוד על כך. אם מצאתם בעיה נוספת, ספרו לנו.

## החנות
החנות נמצאת בקומת הקרקע ברחוב הרצל 120, ראשון לציון, עם כניסה ללא מדרגות ומעברים רחבים. הצוות שלנו ישמח לעזור.

## רכזת הנגישות
לכל בעיה, שאלה או בקשה בנושא נגישות:
- רכזת הנגישות: **יעל כהן**
- טלפון: 03-765-4321 (שלוחה 2)
- דוא"ל: accessibility@sport-shop.co.il
- כתובת: רחוב הרצל 120, ראשון לציון

אנא ציינו את העמוד, מה לא עבד, ואם אתם משתמשים בטכנולוגיה מסייעת – באיזו. נשיב תוך 5 ימי עסקים.

## עדכון אחרון
ההצהרה נבדקה ועודכנה לאחרונה ב-22 בנובמבר 2026.`,
    ru: `# Заявление о доступности

Мы хотим, чтобы каждый, в том числе люди с инвалидностью, мог пользоваться нашим сайтом и делать покупки на нём и в магазине. Сайт адаптирован в соответствии с Законом о равных правах людей с инвалидностью 5758-1998 и Правилами о доступности услуг 5773-2013.

## Уровень доступности
Сайт стремится соответствовать **израильскому стандарту (ТИ) 5568**, основанному на руководстве по доступности веб-контента **WCAG 2.1, уровень AA**.

## Что сделано
- **Управление с клавиатуры:** все меню, выпадающие списки, формы и кнопки работают с клавиатуры, фокус хорошо заметен.
- **Ссылка пропуска:** ссылка «Перейти к содержимому» в начале каждой страницы.
- **Подписанные формы:** у каждого поля есть подпись; ошибки озвучиваются и показываются рядом с полем, введённое сохраняется.
- **Контраст:** контраст текста и элементов управления не ниже 4.5:1.
- **Справа налево:** страницы на иврите отображаются справа налево, на русском — слева направо, и каждая страница указывает свой язык.
- **Альтернативный текст:** у изображений товаров и статей есть текстовые описания; декоративные изображения скрыты от программ экранного доступа.
- **Увеличение текста:** текст можно увеличить до 200% масштабом браузера без потери содержимого, вёрстка подстраивается под телефоны.
- Сайт проверяется автоматическими тестами доступности и вручную — с клавиатуры и с программой экранного доступа.

## Известные ограничения
- Карта на странице «О нас» встроена с OpenStreetMap (сторонний контент) и доступна не полностью. Адрес магазина и ссылка на карту всегда приведены рядом текстом.
- Форма оплаты картой размещена на сайте платёжной системы (сторонний контент) внутри нашей страницы оплаты, и мы не управляем ею. Если ею трудно пользоваться, можно заказать и оплатить в магазине.
- В некоторых старых статьях блога описания изображений могут быть краткими.

Мы продолжаем работать над этим. Если вы нашли другую проблему, сообщите нам.

## Магазин
Магазин находится на первом этаже по адресу ул. Герцль 120, Ришон-ле-Цион: вход без ступенек, широкие проходы. Наши сотрудники всегда помогут.

## Координатор по доступности
По любым вопросам, проблемам и просьбам, связанным с доступностью:
- Координатор по доступности: **Яэль Коэн**
- Телефон: 03-765-4321 (добавочный 2)
- Email: accessibility@sport-shop.co.il
- Адрес: ул. Герцль 120, Ришон-ле-Цион

Пожалуйста, укажите страницу, что не работает и, если вы пользуетесь вспомогательной технологией, какой. Мы отвечаем в течение 5 рабочих дней.

## Последняя проверка
Заявление последний раз проверено и обновлено 22 ноября 2026 года.`,
  },
};
