'use strict';

/** Words the seeder builds names from, in the base language (English), Hebrew and Russian. */

const CATEGORIES = [
  { en: 'Football', he: 'כדורגל', ru: 'Футбол' },
  { en: 'Basketball', he: 'כדורסל', ru: 'Баскетбол' },
  { en: 'Tennis', he: 'טניס', ru: 'Теннис' },
  { en: 'Running', he: 'ריצה', ru: 'Бег' },
  { en: 'Swimming', he: 'שחייה', ru: 'Плавание' },
  { en: 'Boxing', he: 'אגרוף', ru: 'Бокс' },
  { en: 'Fitness', he: 'כושר', ru: 'Фитнес' },
  { en: 'Cycling', he: 'רכיבה', ru: 'Велоспорт' },
  { en: 'Yoga', he: 'יוגה', ru: 'Йога' },
  { en: 'Hiking', he: 'טיולים', ru: 'Туризм' },
  { en: 'Volleyball', he: 'כדורעף', ru: 'Волейбол' },
  { en: 'Martial Arts', he: 'אומנויות לחימה', ru: 'Единоборства' },
];

const PRODUCT_KINDS = [
  { en: 'Shoes', he: 'נעליים', ru: 'Кроссовки', sizes: 'shoes' },
  { en: 'Ball', he: 'כדור', ru: 'Мяч', sizes: 'gear' },
  { en: 'Gloves', he: 'כפפות', ru: 'Перчатки', sizes: 'clothing' },
  { en: 'Shirt', he: 'חולצה', ru: 'Футболка', sizes: 'clothing' },
  { en: 'Shorts', he: 'מכנסיים קצרים', ru: 'Шорты', sizes: 'clothing' },
  { en: 'Jacket', he: "ג'קט", ru: 'Куртка', sizes: 'clothing' },
  { en: 'Backpack', he: 'תיק גב', ru: 'Рюкзак', sizes: 'gear' },
  { en: 'Racket', he: 'מחבט', ru: 'Ракетка', sizes: 'gear' },
  { en: 'Mat', he: 'מזרן', ru: 'Коврик', sizes: 'gear' },
  { en: 'Helmet', he: 'קסדה', ru: 'Шлем', sizes: 'gear' },
  { en: 'Bottle', he: 'בקבוק', ru: 'Бутылка', sizes: 'gear' },
  { en: 'Socks', he: 'גרביים', ru: 'Носки', sizes: 'clothing' },
  { en: 'Goggles', he: 'משקפת', ru: 'Очки', sizes: 'gear' },
  { en: 'Dumbbell', he: 'משקולת', ru: 'Гантель', sizes: 'gear' },
];

const QUALITIES = [
  { en: 'Pro', he: 'מקצועי', ru: 'Про' },
  { en: 'Light', he: 'קל', ru: 'Лёгкий' },
  { en: 'Classic', he: 'קלאסי', ru: 'Классический' },
  { en: 'Junior', he: 'לנוער', ru: 'Юниор' },
  { en: 'Elite', he: 'עילית', ru: 'Элит' },
  { en: 'Training', he: 'אימון', ru: 'Тренировочный' },
  { en: 'Street', he: 'רחוב', ru: 'Уличный' },
  { en: 'Team', he: 'קבוצתי', ru: 'Командный' },
];

const BRANDS = ['Aero', 'Nordic', 'Vortex', 'Summit', 'Kinetic', 'Atlas', 'Pulse', 'Zenith', 'Orbit', 'Falcon'];

const COLORS = ['Black', 'White', 'Red', 'Blue', 'Green', 'Grey', 'Orange', 'Navy'];
/** Variant sizes by kind of product (see PRODUCT_KINDS' `sizes`). */
const SIZES = {
  clothing: ['XS', 'S', 'M', 'L', 'XL', 'XXL'],
  shoes: ['38', '39', '40', '41', '42', '43', '44', '45'],
  gear: ['Small', 'Medium', 'Large', 'Extra large'],
};

/**
 * Customers by origin: [Latin spelling, local spelling]. The Latin one builds the email; half the
 * orders store the name in the local script (Hebrew or Russian), as shoppers type it.
 */
const PEOPLE = {
  hebrew: {
    first: [
      ['David', 'דוד'],
      ['Noa', 'נועה'],
      ['Yosef', 'יוסף'],
      ['Maya', 'מאיה'],
      ['Avi', 'אבי'],
      ['Tamar', 'תמר'],
      ['Eitan', 'איתן'],
      ['Shira', 'שירה'],
      ['Omer', 'עומר'],
      ['Yael', 'יעל'],
    ],
    last: [
      ['Cohen', 'כהן'],
      ['Levi', 'לוי'],
      ['Mizrahi', 'מזרחי'],
      ['Peretz', 'פרץ'],
      ['Biton', 'ביטון'],
      ['Friedman', 'פרידמן'],
      ['Azulay', 'אזולאי'],
      ['Katz', 'כץ'],
    ],
  },
  russian: {
    first: [
      ['Ivan', 'Иван'],
      ['Olga', 'Ольга'],
      ['Sergei', 'Сергей'],
      ['Natalia', 'Наталья'],
      ['Dmitry', 'Дмитрий'],
      ['Anna', 'Анна'],
    ],
    last: [
      ['Ivanov', 'Иванов'],
      ['Petrova', 'Петрова'],
      ['Smirnov', 'Смирнов'],
      ['Kuznetsova', 'Кузнецова'],
      ['Volkov', 'Волков'],
    ],
  },
  english: {
    first: [
      ['Michael', 'Michael'],
      ['Sarah', 'Sarah'],
      ['Daniel', 'Daniel'],
      ['Rachel', 'Rachel'],
    ],
    last: [
      ['Goldberg', 'Goldberg'],
      ['Shapiro', 'Shapiro'],
      ['Rosen', 'Rosen'],
      ['Baker', 'Baker'],
    ],
  },
};
const MAIL_DOMAINS = ['gmail.com', 'walla.co.il', 'yahoo.com', 'mail.ru', 'outlook.com', 'bezeqint.net'];
const CITIES = ['Tel Aviv', 'Haifa', 'Jerusalem', 'Beer Sheva', 'Ashdod', 'Netanya', 'Rishon LeZion', 'Holon'];
const STREETS = ['Herzl', 'Rothschild', 'Ben Yehuda', 'Jabotinsky', 'Weizmann', 'Allenby', 'HaNassi'];
const COMPANIES = ['Sport Club Ltd', 'Maccabi Youth', 'FitLife', 'Hapoel Academy', 'Gym Pro'];
const NOTES = ['Please call before delivery', 'Gift wrap, please', 'Pickup after 17:00', 'For the school team'];

module.exports = {
  CATEGORIES,
  PRODUCT_KINDS,
  QUALITIES,
  BRANDS,
  COLORS,
  SIZES,
  PEOPLE,
  MAIL_DOMAINS,
  CITIES,
  STREETS,
  COMPANIES,
  NOTES,
};
