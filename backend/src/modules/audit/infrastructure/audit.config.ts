import { AppConfig, ConfigError } from '../../../shared/config/app-config';
import { AuditSettings } from '../application/audit-log-store.port';

const DEFAULT_MONTHS = 24;

/** AUDIT_RETENTION_MONTHS: whole months, 1 to 1200 (default 24). */
export function loadAuditSettings(config: AppConfig): AuditSettings {
  const raw = config.env.AUDIT_RETENTION_MONTHS?.trim();
  if (!raw) return { retentionMonths: DEFAULT_MONTHS };
  const months = Number(raw);
  if (!/^\d+$/.test(raw) || months < 1 || months > 1200) {
    throw new ConfigError('AUDIT_RETENTION_MONTHS', `must be a whole number of months from 1 to 1200, got "${raw}"`);
  }
  return { retentionMonths: months };
}
