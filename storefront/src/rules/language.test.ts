import { describe, expect, it } from 'vitest';
import { languageOfPath, localPath, pathInLanguage, pathWithoutLanguage } from './language';

describe('language of an address', () => {
  it('is Russian under /ru and Hebrew elsewhere', () => {
    expect(languageOfPath('/ru')).toBe('ru');
    expect(languageOfPath('/ru/product/3')).toBe('ru');
    expect(languageOfPath('/')).toBe('he');
    expect(languageOfPath('/product/3')).toBe('he');
    expect(languageOfPath('/rugby')).toBe('he');
  });

  it('moves to the same page in the other language', () => {
    expect(pathInLanguage('/product/3', 'ru')).toBe('/ru/product/3');
    expect(pathInLanguage('/ru/product/3', 'he')).toBe('/product/3');
    expect(pathInLanguage('/', 'ru')).toBe('/ru');
    expect(pathInLanguage('/ru', 'he')).toBe('/');
    expect(pathInLanguage('/ru/cart', 'ru')).toBe('/ru/cart');
    expect(pathWithoutLanguage('/ru/')).toBe('/');
  });

  it('builds app paths in a language', () => {
    expect(localPath('he', '/cart')).toBe('/cart');
    expect(localPath('ru', '/cart')).toBe('/ru/cart');
    expect(localPath('ru', '/')).toBe('/ru');
  });
});
