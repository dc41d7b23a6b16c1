import { isEmail, validateSync } from 'class-validator';
import { IsEmailAddress } from './email-address';

class ContactForm {
  @IsEmailAddress()
  email: unknown;
}

class AlertList {
  @IsEmailAddress({ each: true, message: 'alert_emails must hold email addresses' })
  alert_emails: unknown[];
}

const problemsOf = <T extends object>(form: T, values: Partial<T>) => validateSync(Object.assign(form, values));

describe('IsEmailAddress', () => {
  it('takes an address and says which field holds one that is not', () => {
    expect(problemsOf(new ContactForm(), { email: 'Dana+He@Example.com' })).toEqual([]);
    const [problem] = problemsOf(new ContactForm(), { email: 'dana@example' });
    expect(problem.property).toBe('email');
    expect(problem.constraints).toEqual({ isEmail: 'email must be a valid email' });
  });

  it.each([[42], [null], [['dana@example.com']], [{ email: 'dana@example.com' }]])('refuses %j, which is no text', (email) => {
    expect(problemsOf(new ContactForm(), { email })).toHaveLength(1);
  });

  it('checks every address of a list, with the message given', () => {
    expect(problemsOf(new AlertList(), { alert_emails: ['orders@shop.example', 'owner@shop.example'] })).toEqual([]);
    const [problem] = problemsOf(new AlertList(), { alert_emails: ['orders@shop.example', '"a b"@shop.example'] });
    expect(problem.constraints).toEqual({ isEmail: 'alert_emails must hold email addresses' });
  });

  it.each(['"da na"@example.com', 'da«na@example.com', 'ｄａｎａ@example.com'])(
    'refuses %j, which @IsEmail took: the shop keeps the stricter rule',
    (email) => {
      expect(isEmail(email)).toBe(true);
      expect(problemsOf(new ContactForm(), { email })).toHaveLength(1);
    },
  );

  it.each(['dana@example.com', 'noa.cohen@example.co.il', "o'brien@shop.example", 'дана@пример.рф', 'dana@xn--e1afmkfd.xn--p1ai'])(
    'takes %j, as @IsEmail did',
    (email) => {
      expect(isEmail(email)).toBe(true);
      expect(problemsOf(new ContactForm(), { email })).toEqual([]);
    },
  );
});
