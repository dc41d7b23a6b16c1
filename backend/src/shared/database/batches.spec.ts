import { inBatches, setColumnById } from './batches';

describe('inBatches', () => {
  it('hands over batches until one comes back short, and counts the rows', async () => {
    const pending = [1, 2, 3, 4, 5];
    const seen: number[][] = [];
    const handled = await inBatches(
      2,
      async (size) => pending.slice(0, size),
      async (rows) => {
        seen.push(rows);
        pending.splice(0, rows.length);
      },
    );
    expect(seen).toEqual([[1, 2], [3, 4], [5]]);
    expect(handled).toBe(5);
  });

  it('stops at once when there is nothing to do', async () => {
    const work = jest.fn();
    expect(await inBatches(10, async () => [], work)).toBe(0);
    expect(work).not.toHaveBeenCalled();
  });
});

describe('setColumnById', () => {
  it('sets every row in one statement', async () => {
    const calls: Array<[string, unknown[]]> = [];
    await setColumnById(
      { query: async (sql: string, parameters?: unknown[]) => calls.push([sql, parameters ?? []]) },
      'orders',
      'search_text',
      'id',
      [
        ['a', 'x'],
        ['b', 'y'],
      ],
    );
    expect(calls).toEqual([
      ['UPDATE orders SET search_text = CASE id WHEN ? THEN ? WHEN ? THEN ? END WHERE id IN (?, ?)', ['a', 'x', 'b', 'y', 'a', 'b']],
    ]);
  });

  it('sends nothing for no rows', async () => {
    const query = jest.fn();
    await setColumnById({ query }, 'orders', 'search_text', 'id', []);
    expect(query).not.toHaveBeenCalled();
  });
});
