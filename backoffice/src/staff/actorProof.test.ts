import { describe, expect, it } from 'vitest';
import { actorProofPayload, actorProofProblems, actorProofRefusal } from './actorProof';

const E = 'resources.staff.confirm_identity.errors';

describe('actorProofProblems', () => {
  it.each([
    [
      'nothing typed, code needed',
      { actorPassword: '', actorCode: ' ' },
      true,
      { actorPassword: `${E}.password_required`, actorCode: `${E}.code_required` },
    ],
    ['nothing typed, no code needed', { actorPassword: '', actorCode: '' }, false, { actorPassword: `${E}.password_required` }],
    ['both typed', { actorPassword: 'mine', actorCode: '123456' }, true, {}],
    ['password alone, no code needed', { actorPassword: 'mine', actorCode: '' }, false, {}],
  ])('%s', (_, values, codeNeeded, expected) => expect(actorProofProblems(values, codeNeeded)).toEqual(expected));
});

describe('actorProofPayload', () => {
  it('sends the code, trimmed, only when one is asked for', () => {
    expect(actorProofPayload({ actorPassword: 'p w', actorCode: ' 123456 ' }, true)).toEqual({
      actor_password: 'p w',
      actor_code: '123456',
    });
    expect(actorProofPayload({ actorPassword: 'p w', actorCode: '123456' }, false)).toEqual({ actor_password: 'p w' });
  });
});

describe('actorProofRefusal', () => {
  it.each([
    [403, 'ACTOR_PASSWORD_INVALID', { actorPassword: `${E}.password_invalid` }],
    [400, 'ACTOR_PASSWORD_REQUIRED', { actorPassword: `${E}.password_required` }],
    [400, 'ACTOR_CODE_REQUIRED', { actorCode: `${E}.code_required` }],
    [403, 'ACTOR_CODE_INVALID', { actorCode: `${E}.code_invalid` }],
    [403, 'ACTOR_CODE_USED', { actorCode: `${E}.code_used` }],
    [429, 'ACCOUNT_ATTEMPTS_EXCEEDED', { actorPassword: `${E}.too_many` }],
    [429, 'TOO_MANY_REQUESTS', { actorPassword: `${E}.too_many` }],
    [409, 'LAST_ACTIVE_ADMIN', null],
    [404, 'STAFF_NOT_FOUND', null],
  ])('%s %s', (status, code, expected) => expect(actorProofRefusal(status, { code })).toEqual(expected));
});
