import type { DemoArticle } from './demo-articles.data';

export const BLOG_POSTS_KIDS: readonly DemoArticle[] = [
  {
    slug: 'getting-kids-ready-for-swimming-lessons',
    showInList: true,
    image: 'swimming',
    daysAgo: 38,
    title: { en: 'Getting kids ready for swimming lessons', he: 'מכינים את הילדים לשיעורי שחייה', ru: 'Готовим детей к урокам плавания' },
    content: {
      en: `A good first lesson starts at home.

## The bag
- A swimsuit that fits snugly (not one to grow into)
- Goggles with a soft seal and a silicone cap
- Flip-flops, a towel and a bottle of water

## Before the lesson
Practise blowing bubbles in the bath and put the goggles on together at home, so nothing is new at the pool.`,
      he: `שיעור ראשון טוב מתחיל בבית.

## התיק
- בגד ים שמתאים בדיוק (לא כזה ״לגדול אליו״)
- משקפת עם אטם רך וכובע סיליקון
- כפכפים, מגבת ובקבוק מים

## לפני השיעור
תרגלו יחד נשיפת בועות באמבטיה וחבשו את המשקפת בבית, כדי ששום דבר לא יהיה חדש בבריכה.`,
      ru: `Хороший первый урок начинается дома.

## Сумка
- Купальник точно по размеру (не «на вырост»)
- Очки с мягким уплотнителем и силиконовая шапочка
- Шлёпанцы, полотенце и бутылка воды

## Перед уроком
Потренируйтесь пускать пузыри в ванне и наденьте очки дома, чтобы в бассейне всё было знакомо.`,
    },
  },
  {
    slug: 'first-ballet-class-checklist',
    showInList: true,
    image: 'ballet',
    daysAgo: 55,
    title: { en: 'First ballet class: a checklist', he: 'שיעור בלט ראשון: רשימת ציוד', ru: 'Первое занятие балетом: что взять' },
    content: {
      en: `Most studios ask for the same few things.

- **Leotard** in the studio's colour
- **Tights**, pink or skin tone
- **Ballet slippers**: canvas for beginners, leather for a firmer feel
- A hair tie and pins for a neat bun

Slippers should fit like a glove: snug, with no room to grow. Come to the store and we will fit them with you.`,
      he: `רוב הסטודיואים מבקשים אותם דברים בודדים.

- **בגד גוף** בצבע של הסטודיו
- **גרביונים** בוורוד או בצבע עור
- **נעלי בלט**: קנבס למתחילות, עור לתחושה יציבה יותר
- גומייה וסיכות לפקעת מסודרת

נעלי בלט צריכות להתאים כמו כפפה: צמודות, בלי מקום לגדול. בואו לחנות ונמדוד אותן יחד.`,
      ru: `Большинство студий просят одно и то же.

- **Купальник** цвета студии
- **Колготки** розовые или телесные
- **Балетки**: холст для начинающих, кожа — для более плотной посадки
- Резинка и шпильки для аккуратного пучка

Балетки должны сидеть как перчатка: плотно, без запаса. Приходите в магазин — подберём вместе.`,
    },
  },
];
