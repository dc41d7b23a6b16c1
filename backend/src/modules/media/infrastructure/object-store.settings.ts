import { AppConfig, ConfigError, flag } from '../../../shared/config/app-config';

/** Where an S3-compatible object store keeps the pictures (AWS S3, MinIO, Cloudflare R2, DigitalOcean Spaces...). */
export interface ObjectStoreSettings {
  bucket: string;
  /** Address of an S3-compatible service; none for AWS itself. */
  endpoint?: string;
  region: string;
  /** Keys; without them the AWS SDK's own chain is used (instance role, AWS_* variables). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** bucket in the path (https://host/bucket/key) rather than in the host name: what most S3-compatible services want. */
  forcePathStyle: boolean;
  /** Key prefix inside the bucket, e.g. `shop/uploads/`. */
  prefix: string;
}

const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

/**
 * IMAGE_STORAGE=s3 selects the object store (several instances then share the pictures); the default
 * `local` keeps them in DATA_DIR/uploads. Checked at start, naming the variable at fault.
 */
export function objectStoreSettings(config: Pick<AppConfig, 'env'>): ObjectStoreSettings | null {
  const env = config.env;
  const kind = (env.IMAGE_STORAGE || 'local').trim().toLowerCase();
  if (kind === 'local') return null;
  if (kind !== 's3') throw new ConfigError('IMAGE_STORAGE', `must be local or s3, got "${kind}"`);
  const bucket = env.S3_BUCKET?.trim();
  if (!bucket) throw new ConfigError('S3_BUCKET', 'is required when IMAGE_STORAGE=s3');
  if (!BUCKET.test(bucket))
    throw new ConfigError('S3_BUCKET', `must be a bucket name (lower-case letters, digits, dots, dashes), got "${bucket}"`);
  let endpoint: string | undefined;
  if (env.S3_ENDPOINT) {
    try {
      endpoint = new URL(env.S3_ENDPOINT).toString().replace(/\/+$/, '');
    } catch {
      throw new ConfigError('S3_ENDPOINT', `must be a URL, got "${env.S3_ENDPOINT}"`);
    }
  }
  const accessKeyId = env.S3_ACCESS_KEY_ID?.trim();
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY?.trim();
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
    throw new ConfigError(accessKeyId ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID', 'must be set together with the other key');
  }
  const prefix = (env.S3_PREFIX ?? '').trim().replace(/^\/+/, '');
  return {
    bucket,
    endpoint,
    region: env.S3_REGION?.trim() || 'us-east-1',
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    forcePathStyle: flag(env, 'S3_FORCE_PATH_STYLE', Boolean(endpoint)),
    prefix: prefix && !prefix.endsWith('/') ? `${prefix}/` : prefix,
  };
}
