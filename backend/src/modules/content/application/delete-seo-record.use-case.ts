import { Injectable } from '@nestjs/common';
import type { SeoRecord } from '../domain/seo-record';
import { seoRecordNotFound } from '../domain/content.errors';
import { SeoRecordStore } from './seo-record-store.port';

@Injectable()
export class DeleteSeoRecordUseCase {
  constructor(private readonly records: SeoRecordStore) {}

  /** Answers the deleted record, as react-admin expects. */
  async execute(input: { id: number }): Promise<SeoRecord> {
    const record = await this.records.findById(input.id);
    if (!record) throw seoRecordNotFound();
    await this.records.delete(input.id);
    return record;
  }
}
