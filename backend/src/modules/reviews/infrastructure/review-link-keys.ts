import { createHmac } from 'node:crypto';
import type { AppConfig } from '../../../shared/config/app-config';
import { ReviewLinkKey } from '../application/review-link-key.port';

/**
 * Derived from the JWT secret, which every instance shares already (generated into DATA_DIR when not
 * set, required in production): no new setting, and links stay valid across instances and restarts.
 * Changing JWT_SECRET makes the invitations sent before unusable.
 */
export function reviewLinkKeyOf(config: Pick<AppConfig, 'jwtSecret'>): ReviewLinkKey {
  return { key: createHmac('sha256', config.jwtSecret).update('review-links').digest() };
}
