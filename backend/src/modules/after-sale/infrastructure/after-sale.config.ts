import { ConfigReader } from '../../../shared/config/config-reader';

/** The after-sale context's configuration, read at start. Also the DI token. */
export abstract class AfterSaleConfig {
  /** A pending refund older than this was cut off by a stopped process; the sweep settles it. */
  abstract readonly refundRecoveryAfterMs: number;
}

/** A pending refund older than this was cut off: no live call lasts so long (the provider's calls time out in seconds). */
const DEFAULT_REFUND_RECOVERY_AFTER_MS = 120_000;

export function loadAfterSaleConfig(reader: ConfigReader): AfterSaleConfig {
  return Object.freeze({
    refundRecoveryAfterMs: reader.integer('REFUND_RECOVERY_AFTER_MS', {
      fallback: DEFAULT_REFUND_RECOVERY_AFTER_MS,
      min: 1_000,
      max: 3_600_000,
      about:
        'a refund still pending this long was cut off by a stopped process; the sweep settles it (see ["Cancellations and refunds"](features/cancellations-and-refunds.md))',
    }),
  });
}
