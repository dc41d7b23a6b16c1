import { describeResponseCode, RESPONSE_CODE_MESSAGES, responseCodeTable } from './response-codes';

describe('provider response codes', () => {
  it('holds exactly the codes of the provider table', () => {
    expect(Object.keys(RESPONSE_CODE_MESSAGES).sort()).toEqual([
      '000',
      '001',
      '002',
      '003',
      '004',
      '005',
      '006',
      '007',
      '009',
      '010',
      '012',
      '015',
      '016',
      '017',
      '026',
      '425',
      '447',
      '900',
    ]);
  });

  it.each([
    ['000', 'en', 'Approved'],
    ['004', 'en', 'Refused'],
    ['004', 'ru', 'Отказ в проведении операции'],
    ['004', 'he', 'העסקה סורבה'],
    ['015', 'ru', 'Срок действия карты истёк'],
    ['015', 'he', 'תוקף הכרטיס פג'],
    ['447', 'en', 'Wrong card number'],
    ['900', 'en', '3-D Secure failed'],
  ] as const)('explains %s in %s', (code, lang, message) => {
    expect(describeResponseCode(code, lang)).toBe(message);
  });

  it('uses the provider meanings, not the old simplified table', () => {
    expect(describeResponseCode('002', 'en')).toBe('Card stolen');
    expect(describeResponseCode('005', 'en')).toBe('Forged card');
  });

  it('shows an unknown code as it is', () => {
    expect(describeResponseCode('123', 'he')).toBe('123');
    expect(describeResponseCode(' 912791 ', 'ru')).toBe('912791');
  });

  it.each([
    ['ru', 'Неизвестная ошибка'],
    ['he', 'שגיאה לא ידועה'],
    ['en', 'Unknown error'],
  ] as const)('calls an empty code an unknown error in %s', (lang, message) => {
    expect(describeResponseCode('', lang)).toBe(message);
    expect(describeResponseCode(null, lang)).toBe(message);
    expect(describeResponseCode('  ', lang)).toBe(message);
  });

  it('has a message in every language for every code', () => {
    for (const messages of Object.values(RESPONSE_CODE_MESSAGES)) {
      expect(messages.en && messages.ru && messages.he).toBeTruthy();
    }
  });

  it('lists the table sorted, marking only 000 approved', () => {
    const table = responseCodeTable('ru');
    expect(table[0]).toEqual({ code: '000', message: 'Операция одобрена', approved: true });
    expect(table.filter((row) => row.approved)).toHaveLength(1);
    expect(table.map((row) => row.code)).toEqual([...table.map((row) => row.code)].sort());
  });
});
