import { ConfigError, ConfigReader } from '../../../shared/config/config-reader';

/** Where an S3-compatible object store keeps the pictures (AWS S3, MinIO, Cloudflare R2, DigitalOcean Spaces...). */
export interface ObjectStoreConfig {
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

/** The media context's configuration, read at start. Also the DI token. */
export abstract class MediaConfig {
  /** The object store of the pictures; null keeps them in DATA_DIR/uploads. */
  abstract readonly objectStore: ObjectStoreConfig | null;
}

const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

/**
 * IMAGE_STORAGE=s3 selects the object store (several instances then share the pictures); the default
 * `local` keeps them in DATA_DIR/uploads. Checked at start, naming the variable at fault.
 */
export function loadMediaConfig(reader: ConfigReader): MediaConfig {
  const kind = reader.choice('IMAGE_STORAGE', ['local', 's3'] as const, {
    fallback: 'local',
    shownDefault: 'local (DATA_DIR/uploads)',
    about: '`s3`: pictures in an S3-compatible object store, shared by every instance',
  });
  const bucket = reader.text('S3_BUCKET', { shownDefault: 'required for s3', about: 'the bucket of the pictures' });
  const region = reader.text('S3_REGION', { fallback: 'us-east-1', about: "the bucket's region" });
  const endpoint = reader.url('S3_ENDPOINT', {
    protocols: ['http:', 'https:'],
    shownDefault: 'none: AWS',
    about: 'address of an S3-compatible service (MinIO, R2, Spaces...)',
  });
  const accessKeyId = reader.text('S3_ACCESS_KEY_ID', {
    shownDefault: "none: the AWS SDK's own chain",
    about: 'key id of the object store (with S3_SECRET_ACCESS_KEY)',
  });
  const secretAccessKey = reader.secret('S3_SECRET_ACCESS_KEY', {
    minLength: 1,
    shownDefault: "none: the AWS SDK's own chain",
    about: 'secret key of the object store (with S3_ACCESS_KEY_ID)',
  });
  const forcePathStyle = reader.flag('S3_FORCE_PATH_STYLE', {
    fallback: endpoint !== undefined,
    shownDefault: 'true with S3_ENDPOINT',
    about: 'bucket in the path instead of the host name',
  });
  const prefix = (reader.text('S3_PREFIX', { shownDefault: 'none', about: 'key prefix of the pictures inside the bucket' }) ?? '').replace(
    /^\/+/,
    '',
  );
  if (kind === 'local') return Object.freeze({ objectStore: null });
  if (!bucket) throw new ConfigError('S3_BUCKET', 'is required when IMAGE_STORAGE=s3');
  if (!BUCKET.test(bucket))
    throw new ConfigError('S3_BUCKET', `must be a bucket name (lower-case letters, digits, dots, dashes), got "${bucket}"`);
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
    throw new ConfigError(accessKeyId ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID', 'must be set together with the other key');
  }
  return Object.freeze({
    objectStore: Object.freeze({
      bucket,
      endpoint,
      region,
      credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey: secretAccessKey.trim() } : undefined,
      forcePathStyle,
      prefix: prefix && !prefix.endsWith('/') ? `${prefix}/` : prefix,
    }),
  });
}
