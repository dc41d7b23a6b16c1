import { endsSessions, mayOpen, mustEnrol, removesLastAdmin, StaffAccessLevel } from './staff-access';
import type { StaffRole } from './staff-user';

describe('which role opens which level', () => {
  const table: Array<[StaffRole, StaffAccessLevel, boolean]> = [
    ['admin', 'account', true],
    ['admin', 'staff', true],
    ['admin', 'orders', true],
    ['admin', 'admin', true],
    ['orders', 'account', true],
    ['orders', 'staff', true],
    ['orders', 'orders', true],
    ['orders', 'admin', false],
    ['user', 'account', true],
    ['user', 'staff', true],
    ['user', 'orders', false],
    ['user', 'admin', false],
  ];
  it.each(table)('%s opens %s: %s', (role, level, opens) => expect(mayOpen(role, level)).toBe(opens));
});

describe('enrolment required', () => {
  it.each([
    ['optional', false, false],
    ['optional', true, false],
    ['required', false, true],
    ['required', true, false],
  ] as const)('%s with two-factor %s: %s', (mode, enabled, expected) => expect(mustEnrol(mode, enabled)).toBe(expected));
});

describe('the last active admin', () => {
  const me = { id: 1 };
  it.each([
    ['demoting the only admin', [1], { role: 'orders' as const }, true],
    ['disabling the only admin', [1], { active: false }, true],
    ['renaming the only admin', [1], {}, false],
    ['keeping the only admin an active admin', [1], { role: 'admin' as const, active: true }, false],
    ['demoting one of two admins', [1, 2], { role: 'user' as const }, false],
    ['disabling one of two admins', [1, 2], { active: false }, false],
    ['demoting someone who is no active admin', [2], { role: 'orders' as const }, false],
  ])('%s removes the last admin: %s', (_, admins, change, expected) => expect(removesLastAdmin(admins, me, change)).toBe(expected));
});

describe('which changes end the sessions', () => {
  const current = { role: 'orders' as const, active: true };
  it.each([
    [{ role: 'admin' as const }, true],
    [{ role: 'orders' as const }, false],
    [{ active: false }, true],
    [{ active: true }, false],
    [{}, false],
  ])('%j: %s', (change, expected) => expect(endsSessions(current, change)).toBe(expected));

  it('enabling a disabled account ends nothing', () =>
    expect(endsSessions({ role: 'orders', active: false }, { active: true })).toBe(false));
});
