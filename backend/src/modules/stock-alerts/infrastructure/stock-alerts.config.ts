import { ConfigReader } from '../../../shared/config/config-reader';

/** The stock alerts' configuration, read at start. Also the DI token. */
export abstract class StockAlertsConfig {
  /** How often each process looks for returned stock; 0: never. */
  abstract readonly checkEveryMs: number;
}

export function loadStockAlertsConfig(reader: ConfigReader): StockAlertsConfig {
  const seconds = reader.number('BACK_IN_STOCK_CHECK_SECONDS', {
    fallback: 60,
    min: 0,
    max: 86_400,
    about:
      'how often each instance looks for returned stock to tell the waiting shoppers (0: never; a staff edit tells them at once anyway)',
  });
  return Object.freeze({ checkEveryMs: Math.round(seconds * 1000) });
}
