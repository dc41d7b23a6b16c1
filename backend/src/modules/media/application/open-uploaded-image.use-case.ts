import { Injectable } from '@nestjs/common';
import type { Readable } from 'node:stream';
import { uploadedImageNotFound } from '../domain/media.errors';
import { originalOfCopy } from '../domain/image-copies';
import { parseStoredImageName } from '../domain/stored-image-name';
import { ImageStorage } from './image-storage.port';

export interface OpenedImage {
  mime: string;
  size: number;
  stream: Readable;
  /** The original sent in place of a missing copy (not to be kept for good under the copy's address). */
  fallback: boolean;
}

/** A stored picture for the public; a name the shop could not have given is simply not found. */
@Injectable()
export class OpenUploadedImageUseCase {
  constructor(private readonly storage: ImageStorage) {}

  async execute(input: { name: string }): Promise<OpenedImage> {
    const type = parseStoredImageName(input.name);
    if (!type) throw uploadedImageNotFound();
    const stored = await this.storage.open(input.name);
    if (stored) return { mime: type.mime, size: stored.size, stream: stored.stream, fallback: false };
    // A resized copy not made (yet, or from a picture that could not be decoded): the original instead.
    const original = originalOfCopy(input.name);
    const originalType = original ? parseStoredImageName(original) : null;
    const fromOriginal = original && originalType ? await this.storage.open(original) : null;
    if (!fromOriginal || !originalType) throw uploadedImageNotFound();
    return { mime: originalType.mime, size: fromOriginal.size, stream: fromOriginal.stream, fallback: true };
  }
}
