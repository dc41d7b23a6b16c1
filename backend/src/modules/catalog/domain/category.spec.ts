import { CategoryInput, draftCategory } from './category';

const aCategoryInput = (fields: Partial<CategoryInput> = {}): CategoryInput => ({ name: 'Football', ...fields });

describe('draftCategory', () => {
  it('applies the defaults: active, sort order 0, not required', () => {
    expect(draftCategory(aCategoryInput({ name: ' Football ', description: '  ' }))).toEqual({
      name: 'Football',
      slug: null,
      description: null,
      imageUrl: null,
      isRequired: false,
      isActive: true,
      sortOrder: 0,
      translations: [],
    });
  });

  it('keeps what staff chose and trims translations', () => {
    const draft = draftCategory(
      aCategoryInput({ isActive: false, sortOrder: 4, translations: [{ language: 'he', name: ' כדורגל ', description: '' }] }),
    );
    expect(draft).toMatchObject({ isActive: false, sortOrder: 4, translations: [{ language: 'he', name: 'כדורגל', description: null }] });
  });

  it('refuses two translations in one language', () => {
    expect(() =>
      draftCategory(
        aCategoryInput({
          translations: [
            { language: 'ru', name: 'a' },
            { language: 'ru', name: 'b' },
          ],
        }),
      ),
    ).toThrow('translations.1.language');
  });
});
