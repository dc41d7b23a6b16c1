import { draftSizeTemplate, SizeTemplateInput } from './size-template';

const aTemplateInput = (fields: Partial<SizeTemplateInput> = {}): SizeTemplateInput => ({
  name: 'Adult shoes',
  category: 'footwear',
  ...fields,
});

describe('draftSizeTemplate', () => {
  it('fills the default stock (none: staff type what they have), the active flags, suffixes and the variant tag', () => {
    const draft = draftSizeTemplate(
      aTemplateInput({ sizes: [{ size: ' 42.5 ' }], colors: [{ colorName: 'Navy blue', skuSuffix: ' NB ' }] }),
    );
    expect(draft.sizes).toEqual([{ size: '42.5', skuSuffix: '425', defaultStock: 0, isDefaultActive: true }]);
    expect(draft.colors).toEqual([{ colorName: 'Navy blue', skuSuffix: 'NB', isDefaultActive: true }]);
    expect(draft.variant).toBe('size_color');
  });

  it('keeps a variant tag that staff typed', () => {
    expect(draftSizeTemplate(aTemplateInput({ variant: ' kids ' })).variant).toBe('kids');
    expect(draftSizeTemplate(aTemplateInput({ colors: [{ colorName: 'Red' }] })).variant).toBe('color');
  });
});
