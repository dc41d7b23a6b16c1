import { Injectable } from '@nestjs/common';
import { sizeTemplateNotFound } from '../domain/catalog.errors';
import { draftSizeTemplate, SizeTemplateInput, SizeTemplateRecord } from '../domain/size-template';
import { SizeTemplateStore } from './size-template-store.port';

/** Creates a size template (no id) or replaces one (with id). */
@Injectable()
export class SaveSizeTemplateUseCase {
  constructor(private readonly templates: SizeTemplateStore) {}

  async execute(command: { id: number | null; input: SizeTemplateInput }): Promise<SizeTemplateRecord> {
    const draft = draftSizeTemplate(command.input);
    let id = command.id;
    if (id === null) id = await this.templates.create(draft);
    else if (!(await this.templates.replace(id, draft))) throw sizeTemplateNotFound();
    const saved = await this.templates.findById(id);
    if (!saved) throw sizeTemplateNotFound();
    return saved;
  }
}
