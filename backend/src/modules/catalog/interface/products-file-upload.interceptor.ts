import { BadRequestException, CallHandler, ExecutionContext, Injectable, NestInterceptor, PayloadTooLargeException } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { memoryStorage } from 'multer';
import type { Observable } from 'rxjs';
import { DomainError } from '../../../shared/domain/domain-error';

export const PRODUCTS_FILE_FIELD = 'file';
/** 10,000 products with descriptions in three languages fit well below this. */
export const PRODUCTS_FILE_MAX_BYTES = 32 * 1024 * 1024;

/** Reads the multipart field `file` (the products CSV) into memory, refusing larger files with 413. */
@Injectable()
export class ProductsFileUploadInterceptor implements NestInterceptor {
  private readonly multer: NestInterceptor;

  constructor() {
    const Multer = FileInterceptor(PRODUCTS_FILE_FIELD, {
      storage: memoryStorage(),
      limits: { fileSize: PRODUCTS_FILE_MAX_BYTES, files: 1, fields: 10, fieldSize: 1024 },
    });
    this.multer = new Multer();
  }

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    try {
      return await this.multer.intercept(context, next);
    } catch (error) {
      if (error instanceof PayloadTooLargeException) {
        throw new DomainError('FILE_TOO_LARGE', 'too-large', `the file is larger than ${PRODUCTS_FILE_MAX_BYTES} bytes`, [
          { field: PRODUCTS_FILE_FIELD, message: 'file too large' },
        ]);
      }
      if (error instanceof BadRequestException) throw fileMissing();
      throw error;
    }
  }
}

export const fileMissing = () =>
  DomainError.invalid('FILE_MISSING', `send the CSV file in the multipart field ${PRODUCTS_FILE_FIELD}`, PRODUCTS_FILE_FIELD);
