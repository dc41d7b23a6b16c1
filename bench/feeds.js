#!/usr/bin/env node
'use strict';

/**
 * `npm run bench:feeds`: the shopping feeds (Google Merchant Center in Hebrew and Russian, Zap) over the
 * benchmark's seeded catalog (10,000 products, 9 in 10 with 3 variants). For each feed: the time to build
 * it cold (catalog cache off, so every request builds it), its size and SQL statements, and requests/s
 * warm (cache on, served from the feeds' cache). Separate from `npm run bench`: a feed is megabytes, and
 * its figures do not need the orders or the other scenarios. See bench/README.md.
 */
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { parseOptions, USAGE } = require('./lib/options');
const { openMysql, openSqlite } = require('./lib/database');
const { seedDataSet } = require('./lib/seed');
const { startBackend, backendEnvironment } = require('./lib/backend');
const { measure, probe, settle } = require('./lib/measure');

const FEEDS = ['/feeds/google-merchant.xml', '/feeds/google-merchant-ru.xml', '/feeds/zap.xml'];
/** Cold builds per feed; the median is reported. */
const COLD_BUILDS = 3;
/** Few connections: each answer is megabytes, and the client shares the machine's cores with the backend. */
const CONNECTIONS = 4;

const started = Date.now();
const log = (message) => console.log(`[bench:feeds ${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s] ${message}`);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Median time of a few cold builds, with the feed's size, items and statements (the backend counts SQL, no cache). */
async function coldBuilds(url, feed) {
  const times = [];
  let answer;
  for (let n = 0; n < COLD_BUILDS; n++) {
    const t = process.hrtime.bigint();
    answer = await probe(url, { method: 'GET', next: () => ({ path: feed }) });
    times.push(Number(process.hrtime.bigint() - t) / 1e6);
    if (answer.status !== 200) throw new Error(`${feed} answered ${answer.status}`);
  }
  const text = answer.bytes.toString('utf8');
  const items = (text.match(/<item>/g) || text.match(/<PRODUCT /g) || []).length;
  return { coldMs: Math.round(median(times)), bytes: answer.bytes.length, items, sqlStatements: Number(answer.sqlStatements) };
}

/** bench/results/feeds-<date>-<time>-<db>.json, beside the main run's files. */
function writeFeedResults(report) {
  const dir = path.join(__dirname, 'results');
  fs.mkdirSync(dir, { recursive: true });
  const stamp = report.startedAt.slice(0, 16).replace(/[-:]/g, '').replace('T', '-');
  const file = path.join(dir, `feeds-${stamp}-${report.database.kind}.json`);
  fs.writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  return file;
}

async function main() {
  const argv = process.argv.slice(2);
  const options = parseOptions(argv);
  if (options.help) {
    console.log(USAGE.replace('npm run bench', 'npm run bench:feeds'));
    return;
  }
  // The feeds read no orders: a handful keeps the seeding short unless asked for more.
  if (!argv.includes('--orders')) options.orders = 100;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-bench-feeds-'));
  const db = options.embedded ? openSqlite(path.join(dataDir, 'shop.sqlite')) : await openMysql(options.serverUrl, options.databaseName);
  let finished = false;
  try {
    await db.recreate();
    const env = backendEnvironment({ databaseUrl: db.databaseUrl, dataDir });
    log(`${db.kind}${db.version ? ` ${db.version}` : ''}: building the schema`);
    await (await startBackend(env, { logName: 'schema' })).stop();
    log(`seeding ${options.products} products`);
    const dataSet = await seedDataSet(db, { products: options.products, orders: options.orders });

    log('cold builds (catalog cache off, SQL counted)');
    const cold = await startBackend({ ...env, CATALOG_CACHE: 'false' }, { countSql: true, logName: 'backend-cold' });
    const rows = [];
    try {
      for (const feed of FEEDS) rows.push({ feed, ...(await coldBuilds(cold.url, feed)), coldRssMb: cold.rssMb() });
    } finally {
      await cold.stop();
    }

    for (const row of rows)
      log(`${row.feed}: ${row.items} items, ${row.bytes} bytes, ${row.sqlStatements} statements, built cold in ${row.coldMs} ms`);

    log(`warm: ${options.seconds} s per feed from the cache, ${CONNECTIONS} connections, a backend per feed`);
    for (const row of rows) {
      const warm = await startBackend(env, { logName: `backend-warm${row.feed.replace(/\W+/g, '-')}` });
      try {
        const scenario = {
          method: 'GET',
          connections: CONNECTIONS,
          headers: { 'accept-encoding': 'gzip' },
          next: () => ({ path: row.feed }),
        };
        await probe(warm.url, scenario);
        await settle(warm.url);
        const load = await measure(warm.url, scenario, options);
        Object.assign(row, { warm: load, warmRssMb: warm.rssMb() });
      } catch (error) {
        // A backend that died under the load (its log says why) is a figure too.
        row.warm = { failed: String(error instanceof Error ? error.message : error), requestsPerSecond: '-', p99Ms: '-', failures: '-' };
      } finally {
        row.warmExited = warm.exited();
        await warm.stop();
      }
    }

    console.log(`\nProduct feeds: ${db.kind}, ${options.products} products, ${os.cpus().length} CPUs, Node ${process.version}\n`);
    console.log('feed                            items     bytes  SQL  cold ms  warm req/s  p99 ms  errors  RSS MB  backend');
    for (const row of rows)
      console.log(
        [
          row.feed.padEnd(30),
          String(row.items).padStart(7),
          String(row.bytes).padStart(9),
          String(row.sqlStatements).padStart(4),
          String(row.coldMs).padStart(8),
          String(row.warm.requestsPerSecond).padStart(11),
          String(row.warm.p99Ms).padStart(7),
          String(row.warm.failures).padStart(7),
          String(row.warmRssMb ?? '?').padStart(7),
          row.warmExited ? ' died (see its log)' : ' up',
        ].join(' '),
      );
    const file = writeFeedResults({
      startedAt: new Date(started).toISOString(),
      database: { kind: db.kind, version: db.version },
      machine: { cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model, node: process.version, loadAverageAfter: os.loadavg()[0] },
      options: { products: options.products, seconds: options.seconds, warmupSeconds: options.warmupSeconds, connections: CONNECTIONS },
      seeding: { counts: dataSet.counts, timings: dataSet.timings },
      feeds: rows,
    });
    console.log(`\nwritten to ${path.relative(process.cwd(), file)}`);
    finished = true;
  } finally {
    await db.close();
    if (options.keep || !finished) log(`data folder kept: ${dataDir}`);
    else fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(`[bench:feeds] failed: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
});
