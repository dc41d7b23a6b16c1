import { MAX_BODY_DEPTH, shapeProblem } from './request-shape';

const nested = (depth: number, leaf: unknown = 1): unknown => {
  let value = leaf;
  for (let i = 0; i < depth; i++) value = { a: value };
  return value;
};
const nestedArrays = (depth: number): unknown => {
  let value: unknown = [];
  for (let i = 0; i < depth; i++) value = [value];
  return value;
};

describe('the shape of a request', () => {
  it('takes ordinary bodies, Hebrew, Russian and emoji included', () => {
    expect(shapeProblem({ name: 'כדור', note: 'Мяч ⚽ 👍', items: [{ id: 1, tags: ['a'] }], none: null })).toBeNull();
    expect(shapeProblem(nested(MAX_BODY_DEPTH - 1))).toBeNull();
    expect(shapeProblem(undefined)).toBeNull();
  });

  it('refuses nesting deeper than the bound, objects and arrays, 2,000 deep without overflowing', () => {
    expect(shapeProblem(nested(MAX_BODY_DEPTH + 1))).toMatchObject({ code: 'BODY_TOO_DEEP' });
    expect(shapeProblem(nested(2000))).toMatchObject({ code: 'BODY_TOO_DEEP' });
    expect(shapeProblem(nestedArrays(2000))).toMatchObject({ code: 'BODY_TOO_DEEP' });
  });

  it.each([
    [{ email: '\ud800' }, 'email'],
    [{ email: 'a\udc00b@example.com' }, 'email'],
    [{ items: [{ name: 'x' }, { name: 'ok\ud83d' }] }, 'items.1.name'],
    [{ ['\ud800']: 'key' }, 'body'],
  ])('refuses text that is not well-formed Unicode in %j, naming %s', (body, field) => {
    expect(shapeProblem(body)).toMatchObject({ code: 'MALFORMED_TEXT', field });
  });
});
