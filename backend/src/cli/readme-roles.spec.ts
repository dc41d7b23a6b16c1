import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { OpenAPIObject } from '@nestjs/swagger';
import { ROLE_TABLE_BEGIN, ROLE_TABLE_END, ROLE_TABLE_FILE, roleTable, withRoleTable } from './readme-roles';

const document = {
  paths: {
    '/api/orders/{id}/cash-payment': { post: { 'x-access': 'orders', 'x-roles': ['admin', 'orders'] } },
    '/api/admin/staff': { get: { 'x-access': 'admin', 'x-roles': ['admin'] } },
    '/api/products': { get: { 'x-access': 'public', 'x-roles': [] } },
  },
} as unknown as OpenAPIObject;

describe('the role table of the staff accounts document', () => {
  it('lists every route that needs a token with its roles, by path, and counts the public ones', () => {
    expect(roleTable(document).split('\n')).toEqual([
      '| route | roles | level |',
      '|---|---|---|',
      '| `GET /api/admin/staff` | admin | `admin` |',
      '| `POST /api/orders/{id}/cash-payment` | admin, orders | `orders` |',
      '',
      'The other 1 routes are public (no token).',
    ]);
  });

  it('refuses an operation that does not say who may call it', () => {
    expect(() => roleTable({ paths: { '/api/x': { get: {} } } } as unknown as OpenAPIObject)).toThrow('GET /api/x has no x-access');
  });

  it('replaces only what stands between the markers', () => {
    const readme = `# Shop\n\n${ROLE_TABLE_BEGIN}\nold table\n${ROLE_TABLE_END}\n\nmore`;
    expect(withRoleTable(readme, 'new table')).toBe(`# Shop\n\n${ROLE_TABLE_BEGIN}\nnew table\n${ROLE_TABLE_END}\n\nmore`);
  });

  it('fails when a marker is missing', () => {
    expect(() => withRoleTable('# Shop', 'table')).toThrow(`${ROLE_TABLE_FILE} needs the markers`);
  });

  it('finds its two markers in the committed document, once each', () => {
    const committed = readFileSync(join(__dirname, '..', '..', '..', ROLE_TABLE_FILE), 'utf8');
    expect(committed.split(ROLE_TABLE_BEGIN)).toHaveLength(2);
    expect(committed.split(ROLE_TABLE_END)).toHaveLength(2);
  });
});
