'use strict';

/**
 * The CSV files: one long request each, so they are measured apart from the autocannon scenarios.
 *   orders-export    GET /api/orders/export?layout=lines over every seeded order (100,000 by default),
 *                    read to the end while the backend's RSS is sampled every 100 ms: the file must
 *                    stream, never be held whole (target: RSS < 300 MB throughout).
 *   products-import  POST /api/products/import of a file of N new products (--import-products, default
 *                    10,000; 3 variants for 9 in 10, he and ru names): the dry run, then the apply in one
 *                    transaction (target on MariaDB: both together under 60 s).
 */
const FILE_SCENARIO_NAMES = ['orders-export', 'products-import'];

const HEADER = [
  'slug',
  'name',
  'name_he',
  'name_ru',
  'description_he',
  'description_ru',
  'price',
  'stock_quantity',
  'has_variants',
  'variant_sku',
  'variant_size',
  'variant_stock_quantity',
  'variant_price_modifier',
];

/** A products file of `count` new products: plain cells (no commas or quotes), so joining is enough here. */
function productsFile(count, runTag) {
  const lines = [HEADER.join(',')];
  for (let n = 1; n <= count; n++) {
    const slug = `bench-import-${runTag}-${n}`;
    const own = [
      slug,
      `Imported ball ${n}`,
      `כדור מיובא ${n}`,
      `Импортный мяч ${n}`,
      `תיאור ${n}`,
      `Описание ${n}`,
      `${50 + (n % 400)}.90`,
      '10',
    ];
    if (n % 10 === 0) lines.push([...own, 'no', '', '', '', ''].join(','));
    else
      for (const size of ['S', 'M', 'L'])
        lines.push([...own, 'yes', `BI-${runTag}-${n}-${size}`, size, '5', size === 'L' ? '10.00' : '0.00'].join(','));
  }
  return '\uFEFF' + lines.join('\r\n') + '\r\n';
}

async function ordersExport(backend, token) {
  let peakMb = backend.rssMb() || 0;
  const sampler = setInterval(() => {
    peakMb = Math.max(peakMb, backend.rssMb() || 0);
  }, 100);
  const started = Date.now();
  try {
    const response = await fetch(`${backend.url}/api/orders/export?layout=lines`, { headers: { Authorization: `Bearer ${token}` } });
    if (!response.ok) return { name: 'orders-export', skipped: `HTTP ${response.status}` };
    let bytes = 0;
    let rows = 0;
    for await (const chunk of response.body) {
      bytes += chunk.length;
      for (const byte of chunk) if (byte === 10) rows++;
    }
    return { name: 'orders-export', seconds: (Date.now() - started) / 1000, bytes, rows: rows - 1, peakRssMb: peakMb };
  } finally {
    clearInterval(sampler);
  }
}

async function productsImport(backend, token, count) {
  const file = productsFile(count, Date.now().toString(36));
  const send = async (mode, confirm) => {
    const body = new FormData();
    body.append('file', new Blob([file], { type: 'text/csv' }), 'products.csv');
    const started = Date.now();
    const query = confirm === undefined ? '' : `&confirm=${confirm}`;
    const response = await fetch(`${backend.url}/api/products/import?mode=${mode}&lang=en${query}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
      body,
    });
    const answer = await response.json().catch(() => ({}));
    return { status: response.status, seconds: (Date.now() - started) / 1000, report: answer.data };
  };
  let peakMb = backend.rssMb() || 0;
  const sampler = setInterval(() => {
    peakMb = Math.max(peakMb, backend.rssMb() || 0);
  }, 100);
  try {
    const dryRun = await send('dry-run');
    const report = dryRun.report || {};
    const apply = await send('apply', (report.created || 0) + (report.updated || 0));
    const problems = (apply.report && apply.report.errors) || [];
    return {
      name: 'products-import',
      products: count,
      bytes: Buffer.byteLength(file),
      dryRunSeconds: dryRun.seconds,
      applySeconds: apply.seconds,
      seconds: dryRun.seconds + apply.seconds,
      applied: apply.status === 200 && apply.report && apply.report.applied === true,
      firstProblem: problems[0] ? `row ${problems[0].row} ${problems[0].column}: ${problems[0].message}` : null,
      peakRssMb: peakMb,
    };
  } finally {
    clearInterval(sampler);
  }
}

/** Runs the file scenarios against a started backend; `only` as --only (null: both). */
async function filePass(backend, token, { only, importProducts, log }) {
  const wanted = (name) => !only || only.includes(name);
  const rows = [];
  if (wanted('orders-export')) {
    log('orders-export: every order, one row per line');
    rows.push(await ordersExport(backend, token));
  }
  if (wanted('products-import')) {
    log(`products-import: ${importProducts} new products, dry run then apply`);
    rows.push(await productsImport(backend, token, importProducts));
  }
  return rows;
}

function printFileRows(rows) {
  if (!rows.length) return;
  console.log('\nCSV files:');
  for (const row of rows) {
    if (row.skipped) console.log(`  ${row.name}: skipped, ${row.skipped}`);
    else if (row.name === 'orders-export')
      console.log(
        `  orders-export: ${row.rows} rows, ${(row.bytes / 2 ** 20).toFixed(1)} MB in ${row.seconds.toFixed(1)} s, peak RSS ${row.peakRssMb} MB`,
      );
    else
      console.log(
        `  products-import: ${row.products} products, ${(row.bytes / 2 ** 20).toFixed(1)} MB: dry run ${row.dryRunSeconds.toFixed(1)} s + apply ${row.applySeconds.toFixed(1)} s = ${row.seconds.toFixed(1)} s, ${row.applied ? 'applied' : `NOT applied (${row.firstProblem})`}, peak RSS ${row.peakRssMb} MB`,
      );
  }
}

/** Targets: the export streams (RSS < 300 MB); the import of 10,000 products takes under 60 s on MariaDB. */
function fileTargets(rows, dbKind) {
  const targets = [];
  for (const row of rows) {
    if (row.skipped) continue;
    if (row.name === 'orders-export')
      targets.push({
        scenario: row.name,
        target: 'backend RSS < 300 MB while streaming',
        ok: row.peakRssMb < 300,
        measured: `${row.peakRssMb} MB`,
      });
    if (row.name === 'products-import') {
      targets.push({
        scenario: row.name,
        target: 'applied, all products',
        ok: row.applied,
        measured: row.applied ? 'yes' : row.firstProblem,
      });
      if (dbKind !== 'sqlite' && row.products >= 10_000)
        targets.push({
          scenario: row.name,
          target: '10,000 products < 60 s (dry run + apply)',
          ok: row.seconds < 60,
          measured: `${row.seconds.toFixed(1)} s`,
        });
    }
  }
  return targets;
}

module.exports = { FILE_SCENARIO_NAMES, filePass, printFileRows, fileTargets, productsFile };
