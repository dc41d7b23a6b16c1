'use strict';

const { createRequire } = require('node:module');
const path = require('node:path');

const backendRequire = createRequire(path.join(__dirname, '..', '..', 'backend', 'package.json'));
const autocannon = backendRequire('autocannon');

/** Runs autocannon against one scenario; `next()` gives each request its path and body. */
function load(url, scenario, seconds) {
  return autocannon({
    url,
    connections: scenario.connections,
    duration: seconds,
    method: scenario.method,
    headers: scenario.headers,
    timeout: 10,
    requests: [
      {
        setupRequest: (request) => {
          const { path: nextPath, body } = scenario.next();
          return { ...request, method: scenario.method, path: nextPath, headers: scenario.headers, body };
        },
      },
    ],
  });
}

/** A warm-up (discarded), then the measured run once the backend has finished the warm-up's requests. */
async function measure(url, scenario, { warmupSeconds, seconds }) {
  if (warmupSeconds > 0) {
    await load(url, scenario, warmupSeconds);
    await settle(url);
  }
  const result = await load(url, scenario, seconds);
  return {
    requestsPerSecond: Math.round((10 * result.requests.total) / (result.duration || seconds)) / 10,
    requests: result.requests.total,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    maxMs: result.latency.max,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    failures: result.non2xx + result.errors + result.timeouts,
    statusCounts: { '2xx': result['2xx'], '3xx': result['3xx'], '4xx': result['4xx'], '5xx': result['5xx'] },
    connections: scenario.connections,
    seconds,
  };
}

/** One request as a client would send it; the answer's status, type, body and headers. */
async function probe(url, scenario) {
  const { path: nextPath, body } = scenario.next();
  const res = await fetch(`${url}${nextPath}`, { method: scenario.method, headers: scenario.headers, body });
  const bytes = Buffer.from(await res.arrayBuffer());
  return {
    path: nextPath,
    status: res.status,
    contentType: res.headers.get('content-type') || 'application/octet-stream',
    sqlStatements: res.headers.get('x-sql-statements'),
    bytes,
  };
}

/**
 * Statements per request, read from the X-SQL-Statements header of a backend started with
 * BENCH_SQL_COUNT=true: a first (cold) request and the same request again (warm, as under load).
 */
async function countStatements(url, scenario) {
  const cold = await probe(url, scenario);
  // Same path again for reads; a write gets a fresh body (another order).
  const again = scenario.method === 'GET' ? { ...scenario, next: () => ({ path: cold.path }) } : scenario;
  const warm = await probe(url, again);
  const asNumber = (value) => (value === null ? null : Number(value));
  return { cold: asNumber(cold.sqlStatements), warm: asNumber(warm.sqlStatements), status: warm.status };
}

/**
 * Waits until the backend has worked off what the previous run left queued (requests whose clients
 * are gone still run their queries): health answers fast twice in a row. Returns the ms waited.
 */
async function settle(url, { fastMs = 50, maxMs = 60_000 } = {}) {
  const started = Date.now();
  let fastInARow = 0;
  while (fastInARow < 2 && Date.now() - started < maxMs) {
    const t = Date.now();
    try {
      await (await fetch(`${url}/api/health`)).arrayBuffer();
      fastInARow = Date.now() - t < fastMs ? fastInARow + 1 : 0;
    } catch {
      fastInARow = 0;
    }
    if (fastInARow < 2) await new Promise((r) => setTimeout(r, 100));
  }
  return Date.now() - started;
}

module.exports = { measure, probe, countStatements, settle };
