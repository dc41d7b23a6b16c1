#!/usr/bin/env node
// Finds the Chromium the browser tests drive: CHROMIUM_PATH, else Debian's (or Ubuntu's, or the snap's).
// Playwright cannot download a browser here (closed network), so with --install this installs Debian's
// package when none is found and the process may (root with apt-get). It never quietly gives up:
// as a command it prints the path, or explains and exits 1.
//
//   node e2e/find-chromium.mjs            print the path, exit 1 when there is none
//   node e2e/find-chromium.mjs --install  the same, installing Debian's chromium first when missing
import { spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

export const CHROMIUM_CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/snap/bin/chromium'];

const isExecutable = (path) => {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

/** The path of a Chromium to drive, or null. A CHROMIUM_PATH that does not exist is an error, not a fallback. */
export function findChromium(env = process.env) {
  if (env.CHROMIUM_PATH) {
    if (!isExecutable(env.CHROMIUM_PATH)) throw new Error(`CHROMIUM_PATH=${env.CHROMIUM_PATH} is not an executable file`);
    return env.CHROMIUM_PATH;
  }
  return CHROMIUM_CANDIDATES.find(isExecutable) ?? null;
}

function run(command, args) {
  console.log(`$ ${[command, ...args].join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  return result.status === 0;
}

/** True when apt already knows a version of the package (so no `apt-get update` is needed). */
function aptKnows(name) {
  const policy = spawnSync('apt-cache', ['policy', name], { encoding: 'utf8' });
  const candidate = /Candidate:\s*(\S+)/.exec(policy.stdout ?? '')?.[1];
  return policy.status === 0 && candidate !== undefined && candidate !== '(none)';
}

function canInstallWithApt() {
  return typeof process.getuid === 'function' && process.getuid() === 0 && existsSync('/usr/bin/apt-get');
}

/** Finds Chromium, installing Debian's package when missing and possible; throws with the reason otherwise. */
export function ensureChromium({ install = true } = {}) {
  const found = findChromium();
  if (found) return found;
  if (!install) throw new Error(`No Chromium found (looked at ${CHROMIUM_CANDIDATES.join(', ')}); set CHROMIUM_PATH`);
  if (!canInstallWithApt()) {
    throw new Error(
      `No Chromium found (looked at ${CHROMIUM_CANDIDATES.join(', ')}) and this process cannot install one ` +
        "(needs root and apt-get). Install Debian's package (apt-get install chromium) or set CHROMIUM_PATH.",
    );
  }
  console.log("Chromium is missing: installing Debian's chromium package for the browser tests");
  if (!aptKnows('chromium') && !run('apt-get', ['update'])) throw new Error('apt-get update failed');
  if (!run('apt-get', ['install', '-y', 'chromium'])) throw new Error('apt-get install -y chromium failed');
  const installed = findChromium();
  if (!installed) throw new Error(`apt-get installed chromium, yet none of ${CHROMIUM_CANDIDATES.join(', ')} exists`);
  return installed;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    console.log(ensureChromium({ install: process.argv.includes('--install') }));
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
