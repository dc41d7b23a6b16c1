import { DemoDataLoader } from '../demo/demo-data.loader';
import { LocalFolderImageStorage } from '../modules/media/infrastructure/local-folder-image.storage';
import { CliOutput, exitWith, openDatabase, parseOptions, runScript, staffUserSaver } from './cli-support';

export const SEED_DEMO_USAGE = `Loads the demo data set (categories, products, articles, SEO, pictures, six months of orders, demo staff accounts)
into the database named by DATABASE_URL, or the embedded one in DATA_DIR. Pictures go to DATA_DIR/uploads.
A database that already has categories is left as it is.

Usage: npm run seed:demo -w backend`;

export function seedDemo(args: string[], options: { env?: Record<string, string | undefined>; output?: CliOutput } = {}): Promise<number> {
  return runScript(
    async (config, output) => {
      parseOptions(args, {});
      if (config.nodeEnv === 'production') {
        output.error(
          'Refusing to load demo data with NODE_ENV=production: its staff passwords are public, and a production shop will not start with them.',
        );
        return 1;
      }
      const dataSource = await openDatabase(config);
      try {
        const loader = new DemoDataLoader(dataSource, new LocalFolderImageStorage(config), staffUserSaver(dataSource), config);
        const result = await loader.loadIfEmpty();
        if (!result.loaded) {
          output.log(`Demo data not loaded: ${result.reason}.`);
          return 0;
        }
        output.log(
          `Demo data loaded: ${result.categories} categories, ${result.products} products, ${result.sizeTemplates} size templates, ` +
            `${result.articles} articles, ${result.seoRecords} SEO records, ${result.discountCodes} discount codes, ${result.orders} orders, ${result.images} pictures, ${result.staffUsers} staff accounts.`,
        );
      } finally {
        await dataSource.destroy();
      }
    },
    { ...options, usage: SEED_DEMO_USAGE },
  );
}

if (require.main === module) exitWith(seedDemo(process.argv.slice(2)));
