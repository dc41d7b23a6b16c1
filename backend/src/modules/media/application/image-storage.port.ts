import type { Readable } from 'node:stream';

export interface StoredImage {
  size: number;
  stream: Readable;
}

/**
 * Port: where pictures are kept. Bound to a local folder in MediaModule; an object store
 * (shared by several API instances) can replace it without touching the use cases.
 */
export abstract class ImageStorage {
  /** Stores new bytes under a fresh unguessable name ending in `.<extension>`; answers that name. */
  abstract save(bytes: Buffer, extension: string): Promise<string>;
  /** Stores bytes under a name the caller chose (the demo pictures); replaces what was there. */
  abstract saveAs(name: string, bytes: Buffer): Promise<void>;
  /** Opens a stored picture for reading, or null when there is none by that name. */
  abstract open(name: string): Promise<StoredImage | null>;
  /** A stored picture's bytes, or null. */
  abstract read(name: string): Promise<Buffer | null>;
  /** The names of every stored picture. */
  abstract list(): Promise<string[]>;
}
