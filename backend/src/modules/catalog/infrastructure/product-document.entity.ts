import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { ProductEntity } from './product.entity';

/**
 * A product as shoppers read it in one language: the JSON of the public product answer,
 * rendered whenever the product, its categories or its stock change, in the same transaction
 * as the change (see shopper-product-documents.ts). Catalog pages send these bytes as they
 * are instead of assembling each product from five tables on every request.
 */
@Entity('product_documents')
export class ProductDocumentEntity {
  @PrimaryColumn({ type: 'int' })
  productId: number;

  @PrimaryColumn({ type: 'varchar', length: 2 })
  language: string;

  @ManyToOne(() => ProductEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'product_id' })
  product: ProductEntity;

  /** Which rendering wrote it (DOCUMENT_FORMAT): documents of another format are rendered again at start. */
  @Column({ type: 'int' })
  format: number;

  /** Null when the rendering would not fit the column: that product is then rendered per request. */
  @Column({ type: 'text', nullable: true })
  body: string | null;
}
