import { join, resolve } from 'node:path';
import { ConfigReader } from '../../../shared/config/config-reader';

/** The repository root, from backend/src/modules/web/infrastructure or backend/dist/modules/web/infrastructure. */
const REPOSITORY_ROOT = resolve(__dirname, '../../../../..');

/** Where the built front ends are, read at start. Also the DI token. */
export abstract class WebConfig {
  /** The storefront's browser build (index.html and assets). */
  abstract readonly storefrontDist: string;
  /** The storefront's server build (one CommonJS file). */
  abstract readonly storefrontServerBuild: string;
  abstract readonly backofficeDist: string;
}

export function loadWebConfig(reader: ConfigReader): WebConfig {
  const storefrontDist = resolve(
    reader.text('STOREFRONT_DIST', {
      fallback: join(REPOSITORY_ROOT, 'storefront/dist'),
      shownDefault: 'storefront/dist',
      about: "the storefront's browser build, served at / (not built: / is not served, the API still runs)",
    }),
  );
  return Object.freeze({
    storefrontDist,
    storefrontServerBuild: resolve(
      reader.text('STOREFRONT_SSR', {
        fallback: join(storefrontDist, '..', 'dist-server', 'entry-server.cjs'),
        shownDefault: 'storefront/dist-server/entry-server.cjs',
        about: "the storefront's server build, which renders its pages (missing: pages are sent unrendered)",
      }),
    ),
    backofficeDist: resolve(
      reader.text('BACKOFFICE_DIST', {
        fallback: join(REPOSITORY_ROOT, 'backoffice/dist'),
        shownDefault: 'backoffice/dist',
        about: "the back office's build, served at /admin",
      }),
    ),
  });
}
