import { ConfigReader } from '../../../shared/config/config-reader';
import { AuditConfig } from '../application/audit-log-store.port';

export function loadAuditConfig(reader: ConfigReader): AuditConfig {
  return Object.freeze({
    retentionMonths: reader.integer('AUDIT_RETENTION_MONTHS', {
      fallback: 24,
      min: 1,
      max: 1200,
      about: 'how many months the audit log keeps its records; older ones are removed on start and once a day by every instance',
    }),
  });
}
