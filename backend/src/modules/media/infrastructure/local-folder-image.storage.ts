import { Injectable } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import { AppConfig } from '../../../shared/config/app-config';
import { ImageStorage, StoredImage } from '../application/image-storage.port';

/** Pictures as files in `<dataDir>/uploads`: the zero-setup default for one machine. */
@Injectable()
export class LocalFolderImageStorage extends ImageStorage {
  private readonly folder: string;

  constructor(config: AppConfig) {
    super();
    this.folder = resolve(config.dataDir, 'uploads');
  }

  async save(bytes: Buffer, extension: string): Promise<string> {
    const name = `${randomBytes(16).toString('hex')}.${extension}`;
    await this.saveAs(name, bytes);
    return name;
  }

  async saveAs(name: string, bytes: Buffer): Promise<void> {
    const path = this.pathOf(name);
    await mkdir(this.folder, { recursive: true });
    // Written aside then renamed, so a reader never sees half a picture.
    const partial = `${path}.${randomBytes(4).toString('hex')}.part`;
    await writeFile(partial, bytes, { flag: 'wx' });
    await rename(partial, path);
  }

  async open(name: string): Promise<StoredImage | null> {
    const path = this.pathOf(name);
    const info = await stat(path).catch(() => null);
    if (!info?.isFile()) return null;
    return { size: info.size, stream: createReadStream(path) };
  }

  async read(name: string): Promise<Buffer | null> {
    return readFile(this.pathOf(name)).catch(() => null);
  }

  async list(): Promise<string[]> {
    const names = await readdir(this.folder).catch(() => [] as string[]);
    return names.filter((name) => !name.endsWith('.part'));
  }

  /** The use cases check names already; this keeps any name from reaching outside the folder. */
  private pathOf(name: string): string {
    const path = resolve(join(this.folder, name));
    if (!path.startsWith(this.folder + sep) || name.includes('/') || name.includes('\\')) {
      throw new Error(`Refusing image name outside the uploads folder: ${JSON.stringify(name)}`);
    }
    return path;
  }
}
