import { Injectable } from '@nestjs/common';
import { activePageKey, SeoRecord, seoRecordFields, SeoRecordInput } from '../domain/seo-record';
import { seoRecordDuplicate } from '../domain/content.errors';
import { SeoRecordStore } from './seo-record-store.port';

@Injectable()
export class CreateSeoRecordUseCase {
  constructor(private readonly records: SeoRecordStore) {}

  async execute(input: SeoRecordInput): Promise<SeoRecord> {
    const fields = seoRecordFields(input);
    const key = activePageKey(fields);
    // A friendly early answer; the unique page key catches the concurrent case in the store.
    if (key && (await this.records.findActive(key))) throw seoRecordDuplicate();
    return this.records.insert(fields);
  }
}
