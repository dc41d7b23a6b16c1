import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { GetObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { ImageStorage, StoredImage } from '../application/image-storage.port';
import { parseStoredImageName } from '../domain/stored-image-name';
import type { ObjectStoreConfig } from './media.config';

const isMissing = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata?.httpStatusCode === 404);

/**
 * Pictures in an S3-compatible object store, shared by every instance of the shop. Each picture is one
 * object under `<prefix><name>`, written whole by one PUT (a reader never sees half a picture), with its
 * content type and the same year-long caching the shop answers with.
 */
export class S3ImageStorage extends ImageStorage {
  private readonly client: S3Client;

  constructor(
    private readonly settings: ObjectStoreConfig,
    client?: S3Client,
  ) {
    super();
    this.client =
      client ??
      new S3Client({
        region: settings.region,
        endpoint: settings.endpoint,
        forcePathStyle: settings.forcePathStyle,
        credentials: settings.credentials,
        // Checksums only where the API requires them: several S3-compatible services refuse the SDK's newer defaults.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
        maxAttempts: 3,
      });
  }

  async save(bytes: Buffer, extension: string): Promise<string> {
    const name = `${randomBytes(16).toString('hex')}.${extension}`;
    await this.saveAs(name, bytes);
    return name;
  }

  async saveAs(name: string, bytes: Buffer): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.settings.bucket,
        Key: this.keyOf(name),
        Body: bytes,
        ContentLength: bytes.length,
        ContentType: parseStoredImageName(name)?.mime ?? 'application/octet-stream',
        CacheControl: 'public, max-age=31536000, immutable',
      }),
    );
  }

  async open(name: string): Promise<StoredImage | null> {
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.settings.bucket, Key: this.keyOf(name) }));
      if (!(object.Body instanceof Readable)) return null;
      return { size: Number(object.ContentLength ?? 0), stream: object.Body };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async read(name: string): Promise<Buffer | null> {
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.settings.bucket, Key: this.keyOf(name) }));
      return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : null;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async list(): Promise<string[]> {
    const names: string[] = [];
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.settings.bucket, Prefix: this.settings.prefix || undefined, ContinuationToken: token }),
      );
      for (const object of page.Contents ?? []) {
        const name = object.Key?.slice(this.settings.prefix.length);
        if (name && !name.includes('/')) names.push(name);
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return names;
  }

  /** The use cases check names already; this keeps any name from reaching another key. */
  private keyOf(name: string): string {
    if (!name || name.includes('/') || name.includes('\\') || name.startsWith('.')) {
      throw new Error(`Refusing image name outside the pictures: ${JSON.stringify(name)}`);
    }
    return `${this.settings.prefix}${name}`;
  }
}

/** The configured storage: the object store when IMAGE_STORAGE=s3, the data folder otherwise. */
export function imageStorageFor<T extends ImageStorage>(settings: ObjectStoreConfig | null, local: () => T): ImageStorage {
  return settings ? new S3ImageStorage(settings) : local();
}
