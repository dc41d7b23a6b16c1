import { Injectable } from '@nestjs/common';
import { productNotFound } from '../domain/catalog.errors';
import { ProductRepository } from './product-repository.port';

@Injectable()
export class DeleteProductUseCase {
  constructor(private readonly products: ProductRepository) {}

  async execute(id: number): Promise<void> {
    if (!(await this.products.delete(id))) throw productNotFound();
  }
}
