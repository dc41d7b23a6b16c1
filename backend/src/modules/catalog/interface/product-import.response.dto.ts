import { ApiProperty } from '@nestjs/swagger';

export class ProductImportErrorDto {
  @ApiProperty({ example: 4, description: 'The row in the spreadsheet (the header is row 1)' }) row!: number;
  @ApiProperty({ example: 'price', description: 'The column’s name; empty for the file as a whole' }) column!: string;
  @ApiProperty({ example: 'NOT_AN_AMOUNT' }) code!: string;
  @ApiProperty({ example: '„abc” אינו סכום (למשל 149.90)', description: 'In the language asked for (lang or Accept-Language)' })
  message!: string;
}

export class ProductImportFieldChangeDto {
  @ApiProperty({ example: 'price', description: 'The column of the products file' }) column!: string;
  @ApiProperty({
    example: 'BALL-5',
    nullable: true,
    type: String,
    description: 'The variant’s SKU for a variant column; null for the product’s own',
  })
  sku!: string | null;
  @ApiProperty({ example: '149.90', description: 'As the file writes it; empty for none. Long texts end with …' }) before!: string;
  @ApiProperty({ example: '139.90' }) after!: string;
}

export class ProductImportChangeDto {
  @ApiProperty({ example: 2, description: 'The product’s first row in the file' }) row!: number;
  @ApiProperty({ example: 'match-ball' }) slug!: string;
  @ApiProperty({ example: 'Match ball' }) name!: string;
  @ApiProperty({ enum: ['create', 'update'] }) action!: 'create' | 'update';
  @ApiProperty({ type: [ProductImportFieldChangeDto] }) fields!: ProductImportFieldChangeDto[];
}

export class ProductImportReportDto {
  @ApiProperty({ example: false, description: 'True once the catalog was changed; a dry run never changes it' }) applied!: boolean;
  @ApiProperty({ example: 12, description: 'Rows read (without the header)' }) rows!: number;
  @ApiProperty({ example: 5 }) products!: number;
  @ApiProperty({ example: 2, description: 'Products the file creates (or created)' }) created!: number;
  @ApiProperty({ example: 3, description: 'Products the file changes (or changed), found by slug or SKU' }) updated!: number;
  @ApiProperty({ example: 7, description: 'Products found by slug or SKU that the file leaves as they are' }) unchanged!: number;
  @ApiProperty({ type: [ProductImportChangeDto], description: 'The first 20 products the file changes, with each field before and after' })
  changes!: ProductImportChangeDto[];
  @ApiProperty({ example: 0, description: 'Products the file changes beyond those listed in changes' }) more_changes!: number;
  @ApiProperty({ type: [ProductImportErrorDto] }) errors!: ProductImportErrorDto[];
}

export class ProductImportEnvelopeDto {
  @ApiProperty({ type: ProductImportReportDto }) data!: ProductImportReportDto;
}
