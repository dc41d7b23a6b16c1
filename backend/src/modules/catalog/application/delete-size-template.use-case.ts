import { Injectable } from '@nestjs/common';
import { sizeTemplateNotFound } from '../domain/catalog.errors';
import { SizeTemplateRepository } from './size-template-repository.port';

@Injectable()
export class DeleteSizeTemplateUseCase {
  constructor(private readonly templates: SizeTemplateRepository) {}

  async execute(id: number): Promise<void> {
    if (!(await this.templates.delete(id))) throw sizeTemplateNotFound();
  }
}
