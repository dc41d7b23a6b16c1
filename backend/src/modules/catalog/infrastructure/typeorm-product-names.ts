import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';
import { ProductNames } from '../application/product-names.port';
import { ProductEntity } from './product.entity';

@Injectable()
export class TypeormProductNames extends ProductNames {
  constructor(@InjectRepository(ProductEntity) private readonly products: Repository<ProductEntity>) {
    super();
  }

  async namesOf(productIds: readonly number[]): Promise<Map<number, string>> {
    const ids = [...new Set(productIds)];
    if (ids.length === 0) return new Map();
    const rows = await this.products.find({ where: { id: In(ids) }, select: { id: true, name: true } });
    return new Map(rows.map((row) => [row.id, row.name]));
  }
}
