import type { ValueProvider } from '@nestjs/common';
import { AfterSaleConfig, loadAfterSaleConfig } from './modules/after-sale/infrastructure/after-sale.config';
import { AuditConfig } from './modules/audit/application/audit-log-store.port';
import { loadAuditConfig } from './modules/audit/infrastructure/audit.config';
import { DocumentsConfig } from './modules/documents/application/documents-config.port';
import { loadDocumentsConfig } from './modules/documents/infrastructure/documents.config';
import { IdentityConfig } from './modules/identity/application/identity-config.port';
import { loadIdentityConfig } from './modules/identity/infrastructure/identity.config';
import { loadMediaConfig, MediaConfig } from './modules/media/infrastructure/media.config';
import { ShopAlertsConfig } from './modules/notifications/application/shop-alerts-config.port';
import { loadNotificationsConfig } from './modules/notifications/infrastructure/notifications.config';
import { PaymentsConfig } from './modules/payments/application/payments-config.port';
import { loadPaymentsConfig } from './modules/payments/infrastructure/payments.config';
import { SettingsConfig } from './modules/settings/application/settings-config.port';
import { loadSettingsConfig } from './modules/settings/infrastructure/settings.config';
import { loadStockAlertsConfig, StockAlertsConfig } from './modules/stock-alerts/infrastructure/stock-alerts.config';
import { loadWebConfig, WebConfig } from './modules/web/infrastructure/web.config';
import { AppConfig, loadAppConfig } from './shared/config/app-config';
import { CatalogCacheConfig, loadCatalogCacheConfig } from './shared/config/catalog-cache.config';
import { ConfigReader } from './shared/config/config-reader';
import { loadRateLimitsConfig, RateLimitsConfig } from './shared/http/rate-limits';
import { loadMailConfig, MailConfig } from './shared/mail/mail.config';

/** A context's configuration: its DI token, and the loader that reads it from the environment. */
interface ConfigPart {
  /** The table's context column. */
  context: string;
  token: abstract new () => object;
  load: (reader: ConfigReader, app: AppConfig) => object;
}

/** Every loader but the shop-wide one, in the order the table lists their variables. */
const CONFIG_PARTS: readonly ConfigPart[] = [
  { context: 'http', token: RateLimitsConfig, load: loadRateLimitsConfig },
  { context: 'catalog', token: CatalogCacheConfig, load: loadCatalogCacheConfig },
  { context: 'settings', token: SettingsConfig, load: loadSettingsConfig },
  { context: 'identity', token: IdentityConfig, load: loadIdentityConfig },
  { context: 'audit', token: AuditConfig, load: loadAuditConfig },
  { context: 'media', token: MediaConfig, load: loadMediaConfig },
  { context: 'payments', token: PaymentsConfig, load: loadPaymentsConfig },
  { context: 'documents', token: DocumentsConfig, load: loadDocumentsConfig },
  { context: 'after-sale', token: AfterSaleConfig, load: loadAfterSaleConfig },
  { context: 'mail', token: MailConfig, load: (reader, app) => loadMailConfig(reader, app.publicUrl) },
  { context: 'notifications', token: ShopAlertsConfig, load: loadNotificationsConfig },
  { context: 'stock-alerts', token: StockAlertsConfig, load: loadStockAlertsConfig },
  { context: 'web', token: WebConfig, load: loadWebConfig },
];

/** The whole configuration of one start: the shop-wide part and every context's, each checked. */
export interface ShopConfig {
  readonly app: AppConfig;
  /** Each context's configuration under its DI token. */
  readonly parts: ReadonlyMap<abstract new () => object, object>;
}

/**
 * Runs every loader, so a bad value of any context stops the start at once, naming its variable.
 * `app`: the shop-wide part when the caller read it already (main.ts checks it for production first).
 */
export function loadShopConfig(reader: ConfigReader, app: AppConfig = loadAppConfig(reader.for('shop'))): ShopConfig {
  const parts = new Map(CONFIG_PARTS.map((part) => [part.token, part.load(reader.for(part.context), app)] as const));
  return Object.freeze({ app, parts });
}

/** The providers of the global ConfigModule: AppConfig and every context's configuration token. */
export function configProviders(config: ShopConfig): ValueProvider[] {
  return [
    { provide: AppConfig, useValue: config.app },
    ...[...config.parts].map(([token, value]) => ({ provide: token, useValue: value })),
  ];
}

/** The configuration a context loaded, by its token (tests and entry points). */
export function configPart<T extends object>(config: ShopConfig, token: abstract new () => T): T {
  const part = config.parts.get(token);
  if (!part) throw new Error(`No configuration loaded for ${token.name}`);
  return part as T;
}
