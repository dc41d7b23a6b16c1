import { describe, expect, it } from 'vitest';
import { createPayload, firstPasswordProblem, memberName, passwordProblem, staffPayload, updatePayload } from './staffForm';

describe('staff form payloads', () => {
  it('sends a new member with a trimmed, lower-case email and the first password', () => {
    expect(createPayload({ email: ' Dana@Shop.Example ', name: ' Dana ', role: 'admin', password: 'long-enough-1' })).toEqual({
      email: 'dana@shop.example',
      name: 'Dana',
      role: 'admin',
      password: 'long-enough-1',
    });
  });

  it('gives a new member the orders role unless told otherwise', () => {
    expect(createPayload({ email: 'a@b.co', name: 'A', password: 'long-enough-1' }).role).toBe('orders');
  });

  it('sends only the name and role of an existing member (never the email, the password or the state)', () => {
    expect(updatePayload({ id: 3, email: 'a@b.co', name: ' New ', role: 'orders', password: 'ignored-1234' })).toEqual({
      name: 'New',
      role: 'orders',
    });
  });

  it('chooses by whether the record exists yet', () => {
    expect(staffPayload({ id: 3, name: 'X', role: 'admin' })).toEqual({ name: 'X', role: 'admin' });
    expect(staffPayload({ email: 'x@y.co', name: 'X', role: 'admin', password: 'long-enough-1' })).toHaveProperty('password');
  });
});

describe('passwords and names', () => {
  it.each([
    [undefined, 'resources.staff.errors.weak_password'],
    ['short', 'resources.staff.errors.weak_password'],
    ['123456789', 'resources.staff.errors.weak_password'],
    ['1234567890', undefined],
  ])('%j: %s', (password, problem) => expect(passwordProblem(password)).toBe(problem));

  it('lets the first password be left empty for an invitation, in the chosen language (Hebrew unless chosen)', () => {
    expect(firstPasswordProblem(undefined)).toBeUndefined();
    expect(firstPasswordProblem('')).toBeUndefined();
    expect(firstPasswordProblem('short')).toBe('resources.staff.errors.weak_password');
    expect(createPayload({ email: 'a@b.co', name: 'A', role: 'orders', password: '' })).toEqual({
      email: 'a@b.co',
      name: 'A',
      role: 'orders',
      language: 'he',
    });
    expect(createPayload({ email: 'a@b.co', name: 'A', language: 'ru' })).toMatchObject({ language: 'ru' });
    expect(createPayload({ email: 'a@b.co', name: 'A', password: 'long-enough-1', language: 'ru' })).not.toHaveProperty('language');
  });

  it('names a member without a name by the email', () => {
    expect(memberName({ name: '', email: 'a@b.co' })).toBe('a@b.co');
    expect(memberName({ name: 'Dana', email: 'a@b.co' })).toBe('Dana');
  });
});
