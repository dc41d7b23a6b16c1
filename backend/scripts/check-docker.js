#!/usr/bin/env node
// CI's static check of docker/: the compose file and the Dockerfile parse, hang together, and build with
// the same npm commands docs/operations.md gives; every setting of docs/configuration.md's table is in
// docker/.env.example.
// Usage: node backend/scripts/check-docker.js   (exit code 1 with one line per problem)
const { existsSync, readFileSync } = require('node:fs');
const { join } = require('node:path');
const yaml = require('js-yaml');

const ROOT = join(__dirname, '..', '..');
const OPERATIONS = 'docs/operations.md';
const CONFIGURATION = 'docs/configuration.md';
const CONFIG_TABLE_START = '<!-- config-variables:start -->';
const CONFIG_TABLE_END = '<!-- config-variables:end -->';
const read = (path) => readFileSync(join(ROOT, path), 'utf8');
const problems = [];
const expect = (ok, problem) => ok || problems.push(problem);

const INSTRUCTIONS = new Set([
  'FROM',
  'RUN',
  'CMD',
  'LABEL',
  'EXPOSE',
  'ENV',
  'ADD',
  'COPY',
  'ENTRYPOINT',
  'VOLUME',
  'USER',
  'WORKDIR',
  'ARG',
  'ONBUILD',
  'STOPSIGNAL',
  'HEALTHCHECK',
  'SHELL',
]);

/** Dockerfile instructions, continuation lines joined, comments and blank lines dropped. */
function dockerfileInstructions(text) {
  const instructions = [];
  let current = '';
  for (const line of text.split('\n')) {
    if (!current && (/^\s*#/.test(line) || !line.trim())) continue;
    current += line.replace(/\\\s*$/, ' ');
    if (/\\\s*$/.test(line)) continue;
    const [, keyword, rest] = /^\s*(\S+)\s*(.*)$/.exec(current) ?? [];
    instructions.push({ keyword: keyword.toUpperCase(), rest: rest.trim() });
    current = '';
  }
  if (current) problems.push(`Dockerfile: an instruction ends with a dangling backslash: ${current.trim()}`);
  return instructions;
}

function checkDockerfile(operations, scripts) {
  const instructions = dockerfileInstructions(read('docker/Dockerfile'));
  const stages = [];
  for (const { keyword, rest } of instructions) {
    expect(INSTRUCTIONS.has(keyword), `Dockerfile: unknown instruction ${keyword}`);
    if (keyword === 'FROM') {
      const [, name] = /\sAS\s+(\S+)/i.exec(rest) ?? [];
      const base = rest.split(/\s+/)[0];
      expect(base.includes(':') || stages.includes(base), `Dockerfile: FROM ${base} pins no tag`);
      stages.push(name ?? `#${stages.length}`);
    }
    if (keyword === 'COPY') {
      const [, from] = /--from=(\S+)/.exec(rest) ?? [];
      if (from) expect(stages.slice(0, -1).includes(from), `Dockerfile: COPY --from=${from} names no earlier stage`);
    }
    if (keyword === 'RUN') {
      for (const [, script] of rest.matchAll(/npm run (\S+)/g)) {
        expect(scripts[script] !== undefined, `Dockerfile: RUN npm run ${script}: no such script in package.json`);
      }
      for (const command of rest.match(/npm (ci|run \S+|prune [^&;]+)/g) ?? []) {
        expect(
          operations.includes(command.trim()),
          `Dockerfile: "${command.trim()}" is not a command of ${OPERATIONS} (it must show the same build)`,
        );
      }
    }
  }
  expect(stages.length >= 2, 'Dockerfile: expected a multi-stage build');
  const last = instructions.slice(instructions.findLastIndex((i) => i.keyword === 'FROM'));
  expect(
    last.some((i) => i.keyword === 'CMD'),
    'Dockerfile: the final stage has no CMD',
  );
  expect(
    last.some((i) => i.keyword === 'USER' && i.rest !== 'root'),
    'Dockerfile: the final stage runs as root',
  );
  expect(
    last.some((i) => i.keyword === 'HEALTHCHECK' && i.rest.includes('/api/health/')),
    'Dockerfile: no HEALTHCHECK on /api/health/...',
  );
}

function checkCompose(envExample) {
  let compose;
  try {
    compose = yaml.load(read('docker/docker-compose.yml'));
  } catch (error) {
    problems.push(`docker-compose.yml does not parse: ${error.message}`);
    return;
  }
  const services = compose?.services ?? {};
  for (const name of ['app', 'db']) expect(services[name], `docker-compose.yml: no ${name} service`);
  const app = services.app ?? {};
  expect(
    existsSync(join(ROOT, 'docker', app.build?.context ?? '.', app.build?.dockerfile ?? 'Dockerfile')),
    'docker-compose.yml: app.build names no Dockerfile',
  );
  expect(
    JSON.stringify(app.healthcheck ?? {}).includes('/api/health/ready'),
    'docker-compose.yml: the app health check must ask /api/health/ready',
  );
  expect(app.depends_on?.db?.condition === 'service_healthy', 'docker-compose.yml: the app must wait for a healthy db');
  for (const [name, service] of Object.entries(services)) {
    if (name !== 'app') expect(service.healthcheck, `docker-compose.yml: ${name} has no health check`);
    for (const volume of service.volumes ?? []) {
      const source = String(volume).split(':')[0];
      if (!source.startsWith('.') && !source.startsWith('/')) {
        expect(compose.volumes && source in compose.volumes, `docker-compose.yml: volume ${source} is not declared`);
      }
    }
  }
  // Every variable the compose file requires (no default) is explained in .env.example.
  const text = read('docker/docker-compose.yml');
  for (const [, variable] of text.matchAll(/\$\{([A-Z_]+)(?::\?[^}]*)?\}/g)) {
    expect(envExample.includes(`${variable}=`), `docker-compose.yml needs ${variable}, which docker/.env.example does not list`);
  }
}

function checkSettingsListed(configuration, envExample) {
  const table = configuration.split(CONFIG_TABLE_START)[1]?.split(CONFIG_TABLE_END)[0] ?? '';
  const documented = [...table.matchAll(/^\| `([A-Z][A-Z0-9_]+)`/gm)].map((m) => m[1]);
  expect(documented.length > 10, `${CONFIGURATION}: no table of variables between ${CONFIG_TABLE_START} and ${CONFIG_TABLE_END}`);
  for (const variable of documented)
    expect(envExample.includes(`${variable}=`), `docker/.env.example does not list ${variable} (documented in ${CONFIGURATION})`);
}

const envExample = read('docker/.env.example');
checkDockerfile(read(OPERATIONS), JSON.parse(read('package.json')).scripts ?? {});
checkCompose(envExample);
checkSettingsListed(read(CONFIGURATION), envExample);
if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.log(`docker/: Dockerfile and docker-compose.yml parse and agree with ${OPERATIONS}, ${CONFIGURATION} and .env.example`);
