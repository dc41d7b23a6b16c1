import { accountHeldUntil, windowStartBefore } from './account-attempts';

const rule = { failures: 3, windowMs: 60_000 };
const at = (seconds: number) => new Date(Date.UTC(2026, 0, 1, 10, 0, seconds));

describe('accountHeldUntil', () => {
  it.each([
    ['nothing counted', { count: 0, since: null }, at(10), null],
    ['fewer failures than the rule', { count: 2, since: at(0) }, at(10), null],
    ['as many as the rule, inside the window', { count: 3, since: at(0) }, at(10), at(60)],
    ['more than the rule, inside the window', { count: 9, since: at(0) }, at(59), at(60)],
    ['the window is over', { count: 9, since: at(0) }, at(60), null],
  ])('%s', (_, failures, now, expected) => {
    expect(accountHeldUntil(failures, rule, now)).toEqual(expected);
  });
});

describe('windowStartBefore', () => {
  it('is one window before now', () => expect(windowStartBefore(rule, at(90))).toEqual(at(30)));
});
