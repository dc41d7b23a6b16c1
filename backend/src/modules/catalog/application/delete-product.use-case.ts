import { Injectable } from '@nestjs/common';
import { productNotFound } from '../domain/catalog.errors';
import { ProductStore } from './product-store.port';

@Injectable()
export class DeleteProductUseCase {
  constructor(private readonly products: ProductStore) {}

  async execute(id: number): Promise<void> {
    if (!(await this.products.delete(id))) throw productNotFound();
  }
}
