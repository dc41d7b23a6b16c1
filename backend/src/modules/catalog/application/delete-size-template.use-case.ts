import { Injectable } from '@nestjs/common';
import { sizeTemplateNotFound } from '../domain/catalog.errors';
import { SizeTemplateStore } from './size-template-store.port';

@Injectable()
export class DeleteSizeTemplateUseCase {
  constructor(private readonly templates: SizeTemplateStore) {}

  async execute(id: number): Promise<void> {
    if (!(await this.templates.delete(id))) throw sizeTemplateNotFound();
  }
}
