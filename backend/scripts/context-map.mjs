#!/usr/bin/env node
// The contexts' map, from the code (run by `npm run depcheck -w backend`, so by `npm test`):
//   node scripts/context-map.mjs           fails when the contexts call each other in a cycle, or when
//                                           docs/architecture.md's map (between its markers) is not the code's;
//   node scripts/context-map.mjs --write   writes the map into docs/architecture.md.
// A context's call is any import from src/modules/<a>/ into src/modules/<b>/ (the border rule in
// .dependency-cruiser.js already keeps those to b's application/ and b's module).
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cruise } from 'dependency-cruiser';

const BACKEND = dirname(dirname(fileURLToPath(import.meta.url)));
const DOC = join(BACKEND, '..', 'docs', 'architecture.md');
const START = '<!-- context-map:start -->';
const END = '<!-- context-map:end -->';

const contextOf = (path) => /^src\/modules\/([^/]+)\//.exec(path)?.[1] ?? null;

async function contextCalls() {
  process.chdir(BACKEND);
  const result = await cruise(['src/modules'], {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '\\.spec\\.ts$' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
  });
  const calls = new Map();
  for (const module of result.output.modules) {
    const from = contextOf(module.source);
    if (!from) continue;
    for (const dependency of module.dependencies) {
      const to = contextOf(dependency.resolved);
      if (!to || to === from) continue;
      if (!calls.has(from)) calls.set(from, new Set());
      calls.get(from).add(to);
    }
  }
  const contexts = new Set(result.output.modules.map((m) => contextOf(m.source)).filter(Boolean));
  return { contexts: [...contexts].sort(), calls };
}

/** The first cycle found, as a path of contexts; null when there is none. */
function cycleOf(contexts, calls) {
  const state = new Map();
  const path = [];
  const visit = (context) => {
    state.set(context, 'open');
    path.push(context);
    for (const next of [...(calls.get(context) ?? [])].sort()) {
      if (state.get(next) === 'open') return [...path.slice(path.indexOf(next)), next];
      if (!state.has(next)) {
        const found = visit(next);
        if (found) return found;
      }
    }
    path.pop();
    state.set(context, 'done');
    return null;
  };
  for (const context of contexts) {
    if (state.has(context)) continue;
    const found = visit(context);
    if (found) return found;
  }
  return null;
}

const nodeId = (context) => context.replace(/-/g, '_');

function mapText(contexts, calls) {
  const lines = ['```mermaid', 'flowchart LR'];
  for (const context of contexts) lines.push(`  ${nodeId(context)}[${context}]`);
  for (const from of contexts) for (const to of [...(calls.get(from) ?? [])].sort()) lines.push(`  ${nodeId(from)} --> ${nodeId(to)}`);
  lines.push('```');
  return lines.join('\n');
}

const { contexts, calls } = await contextCalls();
const cycle = cycleOf(contexts, calls);
if (cycle) {
  console.error(`The contexts call each other in a cycle: ${cycle.join(' -> ')}`);
  process.exit(1);
}
const map = `${START}\n${mapText(contexts, calls)}\n${END}`;
const doc = readFileSync(DOC, 'utf8');
const at = doc.indexOf(START);
const end = doc.indexOf(END);
if (at < 0 || end < at) {
  console.error(`${DOC} has no ${START} ... ${END} markers for the context map`);
  process.exit(1);
}
const current = doc.slice(at, end + END.length);
if (process.argv.includes('--write')) {
  writeFileSync(DOC, doc.replace(current, map));
  console.log(`context map written to ${DOC}`);
} else if (current !== map) {
  console.error(`docs/architecture.md's context map is not the code's: run node backend/scripts/context-map.mjs --write\n\n${map}`);
  process.exit(1);
} else {
  console.log(`✔ ${contexts.length} contexts call each other without a cycle; docs/architecture.md's map is the code's`);
}
