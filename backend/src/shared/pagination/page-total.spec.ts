import { pageTotal } from './page-total';

describe('pageTotal', () => {
  const never = async () => {
    throw new Error('counted apart');
  };

  it('takes the total the rows carry (MySQL gives it as text)', async () => {
    expect(await pageTotal([{ total_count: '42' }], 20, never)).toBe(42);
  });

  it('knows an empty first page has nothing at all', async () => {
    expect(await pageTotal([], 0, never)).toBe(0);
  });

  it('counts apart a page past the end, or rows whose kept count is missing', async () => {
    expect(await pageTotal([], 50, async () => 7)).toBe(7);
    expect(await pageTotal([{ total_count: null }], 0, async () => 3)).toBe(3);
  });
});
