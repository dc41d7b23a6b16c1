import {
  classifyOrderSearch,
  hasWholeHead,
  headOf,
  orderSearchHeads,
  orderSearchWords,
  phoneDigits,
  SEARCH_HEAD_WORDS_LENGTH,
  searchWords,
} from './order-search';

describe('orderSearchWords', () => {
  it("keeps the words of the name, of the email before its @, the phone's digits and the order number, in lower case", () => {
    expect(
      orderSearchWords({
        orderNumber: 'ORD-1700000000-7',
        customerName: 'Анна Коэн-Леви',
        customerEmail: 'Anna.Cohen12@Gmail.com',
        customerPhone: '+972 52-111-2233',
      }),
    ).toEqual(['анна', 'коэн', 'леви', 'anna', 'cohen12', '0521112233', 'ord', '1700000000', '7']);
  });

  it('keeps each word once, and at most 40 characters of it', () => {
    const long = 'a'.repeat(50);
    expect(orderSearchWords({ orderNumber: 'BN-1', customerName: `Dana ${long}`, customerEmail: 'dana@x.il', customerPhone: '' })).toEqual([
      'dana',
      'a'.repeat(40),
      'bn',
      '1',
    ]);
  });
});

describe('orderSearchHeads', () => {
  it('groups the words by their first three characters, each word after a space, each head once', () => {
    expect(
      orderSearchHeads({
        orderNumber: 'ORD-1700000000-7',
        customerName: 'Dana Cohen',
        customerEmail: 'cohen12@gmail.com',
        customerPhone: '052-111-2233',
      }),
    ).toEqual([
      { head: 'dan', words: ' dana' },
      { head: 'coh', words: ' cohen cohen12' },
      { head: '052', words: ' 0521112233' },
      { head: 'ord', words: ' ord' },
      { head: '170', words: ' 1700000000' },
      { head: '7', words: ' 7' },
    ]);
  });

  it('keeps Hebrew and Russian heads as typed, a final letter apart from its plain form', () => {
    const heads = orderSearchHeads({
      orderNumber: 'BN-1',
      customerName: 'כהן כהנא Анна Аннушка',
      customerEmail: 'x@y.il',
      customerPhone: '',
    });
    expect(heads).toEqual(
      expect.arrayContaining([
        { head: 'כהן', words: ' כהן' },
        { head: 'כהנ', words: ' כהנא' },
        { head: 'анн', words: ' анна аннушка' },
      ]),
    );
  });

  it('counts characters, not UTF-16 units, in a head', () => {
    expect(headOf('𝒜𝒷𝒸𝒹')).toBe('𝒜𝒷𝒸');
    expect(hasWholeHead('ab')).toBe(false);
    expect(hasWholeHead('abc')).toBe(true);
  });

  it("keeps a head's words within the column, dropping the ones that do not fit", () => {
    const name = Array.from({ length: 120 }, (_, i) => `abc${i}`).join(' ');
    const [abc] = orderSearchHeads({ orderNumber: 'BN-1', customerName: name, customerEmail: 'x@y.il', customerPhone: '' });
    expect(abc.head).toBe('abc');
    expect(abc.words.length).toBeLessThanOrEqual(SEARCH_HEAD_WORDS_LENGTH);
    expect(abc.words.startsWith(' abc0 abc1 abc2')).toBe(true);
  });
});

describe('phoneDigits', () => {
  it.each([
    '050-123-4567',
    '+972 50 123 4567',
    '0501234567',
    '972501234567',
    '+972 (0)50 123 4567',
    '00972-50-1234567',
    '(050) 123.4567',
    '50-123-4567',
  ])('%s is 0501234567', (typed) => expect(phoneDigits(typed)).toBe('0501234567'));

  it('keeps a landline with its area code and gives the 0 back to one typed without it', () => {
    expect(phoneDigits('03-123-4567')).toBe('031234567');
    expect(phoneDigits('+972 3 123 4567')).toBe('031234567');
    expect(phoneDigits('3-123-4567')).toBe('031234567');
  });

  it('writes another country as dialled from Israel', () => {
    expect(phoneDigits('+7 912 345-67-89')).toBe('0079123456789');
    expect(phoneDigits('007 912 345 67 89')).toBe('0079123456789');
  });

  it('is empty for text that is not a phone', () => {
    expect(phoneDigits('dana')).toBe('');
    expect(phoneDigits('050 dana')).toBe('');
    expect(phoneDigits(' - ')).toBe('');
  });
});

describe('classifyOrderSearch', () => {
  it('finds an order number in any case, with spaces around', () => {
    expect(classifyOrderSearch('  ord-1767000000000-12 ')).toEqual({ kind: 'order-number', orderNumber: 'ORD-1767000000000-12' });
  });

  it('takes text with an @ as a whole email, in lower case', () => {
    expect(classifyOrderSearch(' Dana.Levi@Example.COM ')).toEqual({ kind: 'email', email: 'dana.levi@example.com' });
  });

  it.each(['050-123-4567', '+972 50 123 4567', '0501234567'])('takes %s as the phone 0501234567', (typed) => {
    expect(classifyOrderSearch(typed)).toEqual({ kind: 'phone', phoneDigits: '0501234567' });
  });

  it('takes a landline as a phone', () => {
    expect(classifyOrderSearch('03-1234567')).toEqual({ kind: 'phone', phoneDigits: '031234567' });
  });

  it('takes fewer than 9 digits as a word, matched from the beginning of the phone digits', () => {
    expect(classifyOrderSearch('12345678')).toEqual({ kind: 'words', words: ['12345678'] });
    // The time in an order number is 13 digits: words too; an international number may be longer.
    expect(classifyOrderSearch('1767000000000')).toEqual({ kind: 'words', words: ['1767000000000'] });
    expect(classifyOrderSearch('+7 912 345-67-89')).toEqual({ kind: 'phone', phoneDigits: '0079123456789' });
    expect(classifyOrderSearch('052')).toEqual({ kind: 'words', words: ['052'] });
    expect(classifyOrderSearch('050-123')).toEqual({ kind: 'words', words: ['050', '123'] });
  });

  it('takes anything else as words in lower case, Hebrew and Russian alike', () => {
    expect(classifyOrderSearch('Dana  LEVI')).toEqual({ kind: 'words', words: ['dana', 'levi'] });
    expect(classifyOrderSearch('נועה כה')).toEqual({ kind: 'words', words: ['נועה', 'כה'] });
    expect(classifyOrderSearch('Анна Кузн')).toEqual({ kind: 'words', words: ['анна', 'кузн'] });
  });

  it('does not take an order number of another shape or text with spaces and an @ as exact', () => {
    expect(classifyOrderSearch('BN-0000001')).toEqual({ kind: 'words', words: ['bn', '0000001'] });
    expect(classifyOrderSearch('dana @home')).toEqual({ kind: 'words', words: ['dana', 'home'] });
  });

  it('is null when nothing searchable is left', () => {
    expect(classifyOrderSearch(' *+- ')).toBeNull();
  });
});

describe('searchWords', () => {
  it('cuts at every character that is not a letter or a digit, as the word indexes do', () => {
    expect(searchWords('o\'brien "levi"*+ ben-david')).toEqual(['o', 'brien', 'levi', 'ben', 'david']);
  });

  it('drops repeated words and a word that begins a longer one', () => {
    expect(searchWords('Levi lev LEVI levin')).toEqual(['levin']);
  });
});
