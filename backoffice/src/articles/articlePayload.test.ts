import { describe, expect, it } from 'vitest';
import { articleFormValues, articlePayload, articlePreview, translationTitleMissing } from './articlePayload';

describe('article form', () => {
  it('starts active and listed, with an empty block per language', () => {
    expect(articleFormValues()).toEqual({
      title: '',
      slug: '',
      content: '',
      image_url: null,
      is_active: true,
      show_in_list: true,
      translations: { he: { title: '', content: '' }, ru: { title: '', content: '' }, en: { title: '', content: '' } },
    });
  });

  it('fills the blocks from the record, English included', () => {
    const values = articleFormValues({ id: 3, title: 'Gloves', translations: [{ language: 'en', title: 'Gloves EN', content: 'x' }] });
    expect(values.id).toBe(3);
    expect(values.translations.en).toEqual({ title: 'Gloves EN', content: 'x' });
  });

  it('sends an empty slug as null, and only translations with a title', () => {
    const payload = articlePayload({
      title: ' כפפות ',
      slug: '  ',
      content: '## a',
      image_url: ' ',
      is_active: false,
      show_in_list: false,
      translations: { he: { title: '', content: '' }, ru: { title: ' Перчатки ', content: ' текст ' }, en: { title: ' ', content: '' } },
    });
    expect(payload).toEqual({
      title: 'כפפות',
      slug: null,
      content: '## a',
      image_url: null,
      is_active: false,
      show_in_list: false,
      translations: [{ language: 'ru', title: 'Перчатки', content: 'текст' }],
    });
  });

  it('asks for the title of a translation that has content', () => {
    expect(translationTitleMissing({ title: '', content: 'text' })).toBe(true);
    expect(translationTitleMissing({ title: '', content: '' })).toBe(false);
    expect(translationTitleMissing({ title: 'T', content: 'text' })).toBe(false);
  });

  it('previews 160 characters of the plain text with an ellipsis', () => {
    const long = `## Title\n${'word '.repeat(60)}`;
    const preview = articlePreview(long);
    expect(preview.endsWith('…')).toBe(true);
    expect(preview.length).toBeLessThanOrEqual(161);
    expect(preview.startsWith('Title word')).toBe(true);
    expect(articlePreview('short **text**')).toBe('short text');
  });
});
