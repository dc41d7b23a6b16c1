#!/usr/bin/env node
'use strict';

/**
 * `npm run bench`: seeds a large shop, starts the built backend in production mode, loads each
 * scenario with autocannon next to a bare node:http anchor, counts SQL statements per request in a
 * separate pass, and prints one table (also written to bench/results/). See bench/README.md.
 */
const { spawn } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { parseOptions, USAGE } = require('./lib/options');
const { openMysql, openSqlite } = require('./lib/database');
const { seedDataSet, checkStock } = require('./lib/seed');
const { startBackend, backendEnvironment, createAdmin, logIn, freePort } = require('./lib/backend');
const { buildScenarios, SCENARIO_NAMES } = require('./lib/scenarios');
const { FILE_SCENARIO_NAMES, filePass, printFileRows, fileTargets } = require('./lib/files');
const { measure, probe, countStatements, settle } = require('./lib/measure');
const { printTable, checkTargets, printTargets, writeResults, compareOrderLists } = require('./lib/report');

const started = Date.now();
const SMALL_ORDER_COUNT = 1000;
const log = (message) => console.log(`[bench ${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s] ${message}`);

async function startAnchor(body, contentType, dir) {
  const bodyFile = path.join(dir, 'anchor-body');
  fs.writeFileSync(bodyFile, body);
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(__dirname, 'anchor-server.js'), bodyFile, contentType, String(port)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`anchor server exited with ${code}`)));
    child.stdout.once('data', resolve);
  });
  child.removeAllListeners('exit');
  return { url: `http://127.0.0.1:${port}`, stop: () => child.kill('SIGTERM') };
}

async function prepareDatabase(options, dataDir, { databaseName = options.databaseName, orders = options.orders } = {}) {
  const db = options.embedded ? openSqlite(path.join(dataDir, 'shop.sqlite')) : await openMysql(options.serverUrl, databaseName);
  await db.recreate();
  const env = backendEnvironment({ databaseUrl: db.databaseUrl, dataDir, catalogCache: options.catalogCache });
  log(
    `${db.kind}${db.version ? ` ${db.version}` : ''}: building the schema (backend start: ${options.embedded ? 'synchronize' : 'migrations'})`,
  );
  const schemaRun = await startBackend(env, { logName: 'schema' });
  await schemaRun.stop();
  log(`seeding ${options.products} products and ${orders} orders`);
  const dataSet = await seedDataSet(db, { products: options.products, orders });
  log(
    `seeded in ${((dataSet.timings.catalogMs + dataSet.timings.ordersMs) / 1000).toFixed(1)} s (catalog ${(dataSet.timings.catalogMs / 1000).toFixed(1)} s, orders ${(dataSet.timings.ordersMs / 1000).toFixed(1)} s)`,
  );
  const adminBy = await createAdmin(env, db);
  log(`admin bench@bench.shop created (${adminBy})`);
  return { db, env, dataSet };
}

/** Probes the scenario's request, then its fallback forms until one answers 2xx; keeps that form. */
async function firstAnsweredForm(url, scenario) {
  const forms = [scenario.next, ...(scenario.fallbacks || [])];
  let refused = null;
  for (const [index, next] of forms.entries()) {
    const answer = await probe(url, { ...scenario, next });
    if (answer.status >= 200 && answer.status < 300) {
      scenario.next = next;
      scenario.form = index;
      return answer;
    }
    refused = refused || answer;
  }
  return refused;
}

/** Throughput pass: backend without statement counting, anchor first, writes last. */
async function throughputPass(options, env, dataSet, dataDir) {
  const backend = await startBackend(env, { logName: 'backend' });
  const rows = [];
  let anchorLoad = null;
  try {
    const token = await logIn(backend.url);
    const scenarios = buildScenarios({ dataSet, token }).filter((s) => !options.only || options.only.includes(s.name));
    const catalog = await probe(backend.url, buildScenarios({ dataSet, token })[0]);
    if (catalog.status !== 200) log(`catalog list answered HTTP ${catalog.status}: the anchor serves that body`);
    const anchor = await startAnchor(catalog.bytes, catalog.contentType, dataDir);
    try {
      log(`anchor: ${catalog.bytes.length} bytes of ${catalog.contentType}`);
      const anchorScenario = { name: 'anchor', method: 'GET', connections: 50, headers: {}, next: () => ({ path: '/api/products' }) };
      anchorLoad = await measure(anchor.url, anchorScenario, options);
      rows.push({ name: 'anchor', title: 'node:http, same bytes', anchor: true, load: anchorLoad, rssMb: null });
    } finally {
      anchor.stop();
    }
    for (const scenario of scenarios) {
      const first = await firstAnsweredForm(backend.url, scenario);
      if (first.status < 200 || first.status >= 300) {
        const reason = `HTTP ${first.status} ${first.bytes.toString('utf8').slice(0, 120)}`;
        if (!scenario.optional) log(`${scenario.name}: skipped, ${reason}`);
        if (!scenario.optional)
          rows.push({ name: scenario.name, title: scenario.title, skipped: reason, rssMb: backend.rssMb(), scenario });
        continue;
      }
      log(`${scenario.name}: ${scenario.connections} connections, ${options.warmupSeconds} s warm-up + ${options.seconds} s`);
      const result = await measure(backend.url, scenario, options);
      const rssMb = backend.rssMb();
      const settleMs = await settle(backend.url);
      if (settleMs > 1000) log(`${scenario.name}: backend busy ${(settleMs / 1000).toFixed(1)} s after the run`);
      rows.push({
        name: scenario.name,
        title: scenario.title,
        example: `${scenario.method} ${first.path}`,
        load: result,
        rssMb,
        settleMs,
        scenario,
      });
    }
  } finally {
    await backend.stop();
  }
  return { rows, anchorLoad };
}

/**
 * The same order list over 1,000 orders, in this run, on a second database seeded alike: the
 * "within 2x" target then compares one machine at one time, not this run with another day's file.
 */
async function smallOrderListPass(options, dataDir) {
  const smallDir = fs.mkdtempSync(path.join(dataDir, 'orders-1000-'));
  const small = await prepareDatabase(options, smallDir, { databaseName: `${options.databaseName}_1k`, orders: SMALL_ORDER_COUNT });
  try {
    const backend = await startBackend(small.env, { logName: 'backend-1000-orders' });
    try {
      const token = await logIn(backend.url);
      const scenario = buildScenarios({ dataSet: small.dataSet, token }).find((s) => s.name === 'order-list');
      const first = await firstAnsweredForm(backend.url, scenario);
      if (first.status < 200 || first.status >= 300) return { skipped: `HTTP ${first.status}` };
      log(
        `order-list over ${SMALL_ORDER_COUNT} orders: ${scenario.connections} connections, ${options.warmupSeconds} s warm-up + ${options.seconds} s`,
      );
      return { load: await measure(backend.url, scenario, options), rssMb: backend.rssMb() };
    } finally {
      await backend.stop();
    }
  } finally {
    await small.db.drop();
    await small.db.close();
  }
}

/** Counting pass: BENCH_SQL_COUNT=true, one cold and one warm request per scenario. */
async function countingPass(env, rows, dataSet) {
  const backend = await startBackend(env, { countSql: true, logName: 'backend-counting' });
  try {
    const token = await logIn(backend.url);
    const fresh = new Map(buildScenarios({ dataSet, token }).map((s) => [s.name, s]));
    for (const row of rows) {
      if (row.anchor || !fresh.has(row.name)) continue;
      const scenario = fresh.get(row.name);
      const form = row.scenario && row.scenario.form ? scenario.fallbacks[row.scenario.form - 1] : scenario.next;
      row.sql = await countStatements(backend.url, { ...scenario, next: form });
    }
  } finally {
    await backend.stop();
  }
}

/** The CSV files (bench/lib/files.js): the orders export's memory and the products import's time, on a fresh backend. */
async function csvFilesPass(options, env) {
  const wanted = options.only ? options.only.filter((name) => FILE_SCENARIO_NAMES.includes(name)) : FILE_SCENARIO_NAMES;
  if (!wanted.length) return [];
  const backend = await startBackend(env, { logName: 'backend-files' });
  try {
    return await filePass(backend, await logIn(backend.url), { only: wanted, importProducts: options.importProducts, log });
  } finally {
    await backend.stop();
  }
}

/** The rendered-page scenarios need the storefront's browser and server builds beside the backend's. */
function buildStorefrontIfMissing() {
  const storefront = path.join(__dirname, '..', 'storefront');
  if (fs.existsSync(path.join(storefront, 'dist-server', 'entry-server.cjs')) && fs.existsSync(path.join(storefront, 'dist', 'index.html')))
    return;
  log('building the storefront (browser and server builds)');
  const build = require('node:child_process').spawnSync('npm', ['run', 'build', '--workspace', 'storefront'], {
    cwd: path.join(__dirname, '..'),
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('the storefront build failed');
}

async function main() {
  const options = parseOptions(process.argv.slice(2));
  if (options.help) {
    console.log(USAGE);
    return;
  }
  const known = [...SCENARIO_NAMES, ...FILE_SCENARIO_NAMES];
  const unknown = (options.only || []).filter((name) => !known.includes(name));
  if (unknown.length) throw new Error(`unknown scenario ${unknown.join(', ')}; the scenarios are ${known.join(', ')}`);
  const startedAt = new Date();
  const loadBefore = os.loadavg()[0];
  if (loadBefore > os.cpus().length)
    log(`warning: load average ${loadBefore.toFixed(1)} on ${os.cpus().length} CPUs; figures will not compare with a quiet run`);
  buildStorefrontIfMissing();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-bench-'));
  let db;
  let finished = false;
  try {
    const prepared = await prepareDatabase(options, dataDir);
    db = prepared.db;
    const { rows, anchorLoad } = await throughputPass(options, prepared.env, prepared.dataSet, dataDir);
    const wantsSmallList = options.orders > SMALL_ORDER_COUNT && rows.some((r) => r.name === 'order-list' && r.load);
    const smallList = wantsSmallList ? await smallOrderListPass(options, dataDir) : null;
    log('counting SQL statements per request (BENCH_SQL_COUNT=true)');
    await countingPass(prepared.env, rows, prepared.dataSet);
    const fileRows = await csvFilesPass(options, prepared.env);
    const stock = rows.some((r) => r.name === 'order-placement' && r.load) ? await checkStock(db, prepared.dataSet.orderable) : null;

    console.log(
      `\nShop benchmark: ${db.kind}, ${options.products} products, ${options.orders} orders, ${options.seconds} s per scenario, catalog cache ${options.catalogCache ? 'on' : 'off'}, ${os.cpus().length} CPUs, Node ${process.version}\n`,
    );
    printTable(rows, anchorLoad);
    printFileRows(fileRows);
    if (stock)
      console.log(
        `\norder placement: ${stock.ordersPlaced} orders in the database, ${stock.negativeStockRows} rows with negative stock, ${stock.stockMismatches} stock mismatches`,
      );
    const resultsDir = path.join(__dirname, 'results');
    const targets = checkTargets(rows, anchorLoad, stock, { catalogCache: options.catalogCache });
    const scaling = compareOrderLists(rows, smallList, SMALL_ORDER_COUNT);
    if (scaling) targets.push(scaling);
    targets.push(...fileTargets(fileRows, db.kind));
    console.log('\nTargets:');
    printTargets(targets);
    const file = writeResults(
      {
        startedAt: startedAt.toISOString(),
        database: { kind: db.kind, version: db.version },
        machine: {
          cpus: os.cpus().length,
          cpuModel: os.cpus()[0]?.model,
          memoryMb: Math.round(os.totalmem() / 2 ** 20),
          node: process.version,
          loadAverageBefore: loadBefore,
          loadAverageAfter: os.loadavg()[0],
        },
        options: {
          products: options.products,
          orders: options.orders,
          seconds: options.seconds,
          warmupSeconds: options.warmupSeconds,
          catalogCache: options.catalogCache,
        },
        seeding: { counts: prepared.dataSet.counts, timings: prepared.dataSet.timings },
        scenarios: rows.map(({ scenario, ...row }) => ({
          ...row,
          ratioToAnchor: row.load && anchorLoad ? row.load.requestsPerSecond / anchorLoad.requestsPerSecond : null,
        })),
        stock,
        orderListOver1000Orders: smallList,
        csvFiles: fileRows,
        targets,
      },
      resultsDir,
    );
    console.log(`\nwritten to ${path.relative(process.cwd(), file)}`);
    finished = true;
  } finally {
    if (db) await db.close();
    // After a failure the backend logs in there tell why.
    if (options.keep || !finished) log(`data folder kept: ${dataDir}`);
    else fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(`[bench] failed: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
});
