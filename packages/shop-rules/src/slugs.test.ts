import { describe, expect, it } from 'vitest';
import { firstFreeSlug, slugify } from './slugs';

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

describe('firstFreeSlug', () => {
  it.each([
    ['boxing', [], 'boxing'],
    ['boxing', ['boxing'], 'boxing-2'],
    ['boxing', ['boxing', 'boxing-2', 'boxing-4'], 'boxing-3'],
    ['boxing', ['boxing-2'], 'boxing'],
    ['ball', ['ball', 'ball-2', 'ball-gloves'], 'ball-3'],
  ])('%s among %j is %s', (base, taken, expected) => expect(firstFreeSlug(base, taken)).toBe(expected));

  it('reads a set as well as a list', () => expect(firstFreeSlug('a', new Set(['a']))).toBe('a-2'));
});
