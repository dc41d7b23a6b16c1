import { slugify } from './slug';

describe('slugify', () => {
  it.each([
    ['  Boxing Gloves  ', 'boxing-gloves'],
    ['Боксёрские перчатки', 'bokserskie-perchatki'],
    ['תקנון האתר', 'tknvn-hatr'],
    ['Ping--Pong   Table!!', 'ping-pong-table'],
    ['Щит & Шлем 2026', 'schit-shlem-2026'],
    ['Café', 'cafe'],
    ['***', ''],
  ])('%j -> %j', (input, slug) => expect(slugify(input)).toBe(slug));
});
