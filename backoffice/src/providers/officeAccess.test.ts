import { describe, expect, it } from 'vitest';
import { entersOffice, homeOf, mayOpen, permissionsOf, screenClosedTo, type OfficeScreen } from './officeAccess';

describe('who enters the back office', () => {
  it.each([
    [{ role: 'admin' }, 'admin'],
    [{ role: 'orders' }, 'orders'],
    [{ role: 'user' }, null],
    [{ role: 'admin', two_factor_enrolment_required: true }, 'enrolment'],
    [{ role: 'orders', two_factor_enrolment_required: true }, 'enrolment'],
    [{ role: 'user', two_factor_enrolment_required: true }, null],
    [null, null],
  ])('%j has %s', (user, expected) => expect(permissionsOf(user)).toBe(expected));

  it("leaves the spec's user role outside", () => {
    expect(entersOffice('user')).toBe(false);
    expect(entersOffice(undefined)).toBe(false);
  });
});

describe('what each may open', () => {
  const table: Array<[OfficeScreen, boolean, boolean, boolean]> = [
    // screen, admin, orders, enrolment
    ['dashboard', true, true, false],
    ['dashboard.catalog', true, false, false],
    ['orders', true, true, false],
    ['orders.delete', true, false, false],
    ['products', true, false, false],
    ['categories', true, false, false],
    ['discount-codes', true, false, false],
    ['articles', true, false, false],
    ['seo', true, false, false],
    ['size-templates', true, false, false],
    ['shop-settings', true, false, false],
    ['staff', true, false, false],
    ['reviews', true, false, false],
    ['account', true, true, true],
  ];
  it.each(table)('%s: admin %s, orders %s, enrolment %s', (screen, admin, orders, enrolment) => {
    expect([mayOpen('admin', screen), mayOpen('orders', screen), mayOpen('enrolment', screen)]).toEqual([admin, orders, enrolment]);
  });

  it('opens nothing without permissions', () => {
    expect(mayOpen(null, 'account')).toBe(false);
    expect(mayOpen('user', 'dashboard')).toBe(false);
  });

  it('sends a staff member who must enrol to the account page', () => {
    expect(homeOf('enrolment')).toBe('/account');
    expect(homeOf('orders')).toBe('/dashboard');
  });
});

describe('an address of a screen the role may not open', () => {
  it.each([
    ['orders', '/webhooks', 'webhooks'],
    ['orders', '/products/12/show', 'products'],
    ['orders', 'shop-settings', 'shop-settings'],
    ['orders', '/orders/5', null],
    ['admin', '/webhooks', null],
    ['orders', '/no-such-screen', null],
    ['orders', '/orders.delete', null],
  ])('%s at %s: closed screen %s', (permissions, path, expected) => expect(screenClosedTo(permissions, path)).toBe(expected));
});
