'use strict';

const USAGE = `Usage: npm run bench -- [options]

  --embedded          use the embedded SQLite file instead of MySQL/MariaDB
  --quick             smoke run: 2 s per scenario after a 1 s warm-up
  --duration N        seconds per scenario (env BENCH_DURATION, default 10)
  --warmup N          warm-up seconds before each scenario (env BENCH_WARMUP, default 2)
  --products N        products to seed (default 10000)
  --orders N          orders to seed (default 100000; 1000 for the order-list comparison)
  --import-products N products in the file of the products-import scenario (default 10000)
  --only a,b          run only these scenarios (names as printed in the table; orders-export and
                      products-import are the CSV files)
  --no-cache          start the backend with CATALOG_CACHE=false (the catalog's micro-cache off)
  --keep              keep the temporary data folder (backend logs, SQLite file)
  --help              this text

The server comes from BENCH_DATABASE_URL or DATABASE_URL (default mysql://root@127.0.0.1:3306);
the database is always BENCH_DB_NAME (default shop_bench), dropped and created anew each run.
The database named in the URL's path is ignored, so a run never drops a real shop database.`;

function positiveNumber(name, raw) {
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be a number >= 0, got "${raw}"`);
  return value;
}

function parseOptions(argv, env = process.env) {
  const options = {
    embedded: false,
    seconds: env.BENCH_DURATION ? positiveNumber('BENCH_DURATION', env.BENCH_DURATION) : 10,
    warmupSeconds: env.BENCH_WARMUP ? positiveNumber('BENCH_WARMUP', env.BENCH_WARMUP) : 2,
    products: 10_000,
    orders: 100_000,
    importProducts: 10_000,
    only: null,
    keep: false,
    catalogCache: true,
    help: false,
    serverUrl: env.BENCH_DATABASE_URL || env.DATABASE_URL || 'mysql://root@127.0.0.1:3306',
    databaseName: env.BENCH_DB_NAME || 'shop_bench',
  };
  const args = [...argv];
  const value = (flag) => {
    if (!args.length) throw new Error(`${flag} needs a value`);
    return args.shift();
  };
  while (args.length) {
    const arg = args.shift();
    if (arg === '--embedded') options.embedded = true;
    else if (arg === '--quick') Object.assign(options, { seconds: 2, warmupSeconds: 1 });
    else if (arg === '--duration') options.seconds = positiveNumber(arg, value(arg));
    else if (arg === '--warmup') options.warmupSeconds = positiveNumber(arg, value(arg));
    else if (arg === '--products') options.products = Math.max(1, Math.floor(positiveNumber(arg, value(arg))));
    else if (arg === '--orders') options.orders = Math.floor(positiveNumber(arg, value(arg)));
    else if (arg === '--import-products') options.importProducts = Math.max(1, Math.floor(positiveNumber(arg, value(arg))));
    else if (arg === '--only')
      options.only = value(arg)
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
    else if (arg === '--keep') options.keep = true;
    else if (arg === '--no-cache') options.catalogCache = false;
    else if (arg === '--help' || arg === '-h') options.help = true;
    else throw new Error(`unknown option ${arg}\n\n${USAGE}`);
  }
  if (!/^[A-Za-z0-9_]+$/.test(options.databaseName))
    throw new Error(`BENCH_DB_NAME must be letters, digits and _, got "${options.databaseName}"`);
  if (options.seconds < 1) throw new Error('the duration must be at least 1 second');
  return options;
}

module.exports = { parseOptions, USAGE };
