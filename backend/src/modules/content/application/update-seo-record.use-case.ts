import { Injectable } from '@nestjs/common';
import { activePageKey, SeoRecord, seoRecordFields, SeoRecordInput } from '../domain/seo-record';
import { seoRecordDuplicate, seoRecordNotFound } from '../domain/content.errors';
import { SeoRecordStore } from './seo-record-store.port';

/** PUT semantics: the record is replaced; omitted optional fields are cleared. */
@Injectable()
export class UpdateSeoRecordUseCase {
  constructor(private readonly records: SeoRecordStore) {}

  async execute(input: SeoRecordInput & { id: number }): Promise<SeoRecord> {
    const fields = seoRecordFields(input);
    if (!(await this.records.findById(input.id))) throw seoRecordNotFound();
    const key = activePageKey(fields);
    const holder = key ? await this.records.findActive(key) : null;
    if (holder && holder.id !== input.id) throw seoRecordDuplicate();
    return this.records.update(input.id, fields);
  }
}
