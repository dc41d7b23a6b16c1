import { describe, expect, it } from 'vitest';
import { categoryFormValues, categoryPayload, validCategoryName } from './categoryPayload';

describe('category form', () => {
  it('starts active, sort order 0, with empty translation blocks', () => {
    expect(categoryFormValues()).toEqual({
      name: '',
      description: '',
      image_url: null,
      is_active: true,
      sort_order: 0,
      translations: { ru: { name: '', description: '' }, he: { name: '', description: '' } },
    });
  });

  it('builds the payload: trimmed, blank translations dropped', () => {
    const payload = categoryPayload({
      name: ' Tennis ',
      description: '',
      image_url: '/uploads/t.png',
      is_active: false,
      sort_order: 3,
      translations: { ru: { name: 'Теннис ', description: '' }, he: { name: '', description: '' } },
    });
    expect(payload).toEqual({
      name: 'Tennis',
      description: null,
      image_url: '/uploads/t.png',
      is_required: false,
      is_active: false,
      sort_order: 3,
      translations: [{ language: 'ru', name: 'Теннис', description: '' }],
    });
  });

  it('needs a name of 2 characters at least', () => {
    expect(validCategoryName('A')).toBe(false);
    expect(validCategoryName(' Ab ')).toBe(true);
  });
});
