import { ConfigReader } from '../../../shared/config/config-reader';
import { loadMediaConfig } from './media.config';

const settings = (env: Record<string, string>) => loadMediaConfig(new ConfigReader(env)).objectStore;

describe('the object store of the pictures (media config)', () => {
  it('keeps pictures in the data folder unless told otherwise', () => {
    expect(settings({})).toBeNull();
    expect(settings({ IMAGE_STORAGE: 'local' })).toBeNull();
  });

  it('reads an S3-compatible store, path-style when it has its own endpoint', () => {
    expect(
      settings({
        IMAGE_STORAGE: 's3',
        S3_BUCKET: 'shop-pictures',
        S3_ENDPOINT: 'http://minio:9000/',
        S3_ACCESS_KEY_ID: 'id',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_PREFIX: '/uploads',
      }),
    ).toEqual({
      bucket: 'shop-pictures',
      endpoint: 'http://minio:9000',
      region: 'us-east-1',
      credentials: { accessKeyId: 'id', secretAccessKey: 'secret' },
      forcePathStyle: true,
      prefix: 'uploads/',
    });
  });

  it('uses the AWS credential chain and virtual-host addressing on AWS itself', () => {
    expect(settings({ IMAGE_STORAGE: 's3', S3_BUCKET: 'shop-pictures', S3_REGION: 'il-central-1' })).toMatchObject({
      region: 'il-central-1',
      credentials: undefined,
      forcePathStyle: false,
      prefix: '',
    });
  });

  it.each([
    [{ IMAGE_STORAGE: 'ftp' }, 'IMAGE_STORAGE'],
    [{ IMAGE_STORAGE: 's3' }, 'S3_BUCKET'],
    [{ IMAGE_STORAGE: 's3', S3_BUCKET: 'Bad_Bucket' }, 'S3_BUCKET'],
    [{ IMAGE_STORAGE: 's3', S3_BUCKET: 'shop', S3_ENDPOINT: 'not a url' }, 'S3_ENDPOINT'],
    [{ IMAGE_STORAGE: 's3', S3_BUCKET: 'shop', S3_ACCESS_KEY_ID: 'id' }, 'S3_SECRET_ACCESS_KEY'],
  ])('refuses %j naming %s', (env, variable) => {
    expect(() => settings(env as Record<string, string>)).toThrow(variable);
  });
});
