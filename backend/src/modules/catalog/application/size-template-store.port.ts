import type { Page } from '../../../shared/pagination/list-query';
import type { SizeTemplateDraft, SizeTemplateRecord } from '../domain/size-template';

export type SizeTemplateSortField = 'id' | 'name' | 'category' | 'created_at';

export interface SizeTemplateListCriteria {
  ids?: number[];
  text?: string;
  category?: string;
  sort: { field: SizeTemplateSortField; order: 'ASC' | 'DESC' };
  offset: number;
  limit: number;
}

export abstract class SizeTemplateStore {
  abstract list(criteria: SizeTemplateListCriteria): Promise<Page<SizeTemplateRecord>>;
  abstract findById(id: number): Promise<SizeTemplateRecord | null>;
  abstract create(template: SizeTemplateDraft): Promise<number>;
  abstract replace(id: number, template: SizeTemplateDraft): Promise<boolean>;
  abstract delete(id: number): Promise<boolean>;
}
