import type { OpenAPIObject } from '@nestjs/swagger';
import { ROLE_TABLE_BEGIN, ROLE_TABLE_END, roleTable, withRoleTable } from './readme-roles';

const document = {
  paths: {
    '/api/orders/{id}/cash-payment': { post: { 'x-access': 'orders', 'x-roles': ['admin', 'orders'] } },
    '/api/admin/staff': { get: { 'x-access': 'admin', 'x-roles': ['admin'] } },
    '/api/products': { get: { 'x-access': 'public', 'x-roles': [] } },
  },
} as unknown as OpenAPIObject;

describe('README role table', () => {
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
    expect(() => withRoleTable('# Shop', 'table')).toThrow('README.md needs the markers');
  });
});
