import { Injectable } from '@nestjs/common';
import { productNotFound, sizeTemplateNotFound } from '../domain/catalog.errors';
import { applySizeTemplate, GeneratedVariant } from '../domain/template-application';
import { ProductStore } from './product-store.port';
import { SizeTemplateStore } from './size-template-store.port';

/** The variants a template would give a product; nothing is saved (staff review them first). */
@Injectable()
export class ApplySizeTemplateUseCase {
  constructor(
    private readonly templates: SizeTemplateStore,
    private readonly products: ProductStore,
  ) {}

  async execute(command: { templateId: number; productId: number | null }): Promise<GeneratedVariant[]> {
    const template = await this.templates.findById(command.templateId);
    if (!template) throw sizeTemplateNotFound();
    if (command.productId !== null && !(await this.products.exists(command.productId))) throw productNotFound();
    return applySizeTemplate(template, { productId: command.productId, now: new Date() });
  }
}
