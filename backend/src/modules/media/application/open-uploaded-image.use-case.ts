import { Injectable } from '@nestjs/common';
import type { Readable } from 'node:stream';
import { uploadedImageNotFound } from '../domain/media.errors';
import { parseStoredImageName } from '../domain/stored-image-name';
import { ImageStorage } from './image-storage.port';

export interface OpenedImage {
  mime: string;
  size: number;
  stream: Readable;
}

/** A stored picture for the public; a name the shop could not have given is simply not found. */
@Injectable()
export class OpenUploadedImageUseCase {
  constructor(private readonly storage: ImageStorage) {}

  async execute(input: { name: string }): Promise<OpenedImage> {
    const type = parseStoredImageName(input.name);
    if (!type) throw uploadedImageNotFound();
    const stored = await this.storage.open(input.name);
    if (!stored) throw uploadedImageNotFound();
    return { mime: type.mime, size: stored.size, stream: stored.stream };
  }
}
