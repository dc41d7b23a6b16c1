import { ApiProperty } from '@nestjs/swagger';

export class ProductImportErrorDto {
  @ApiProperty({ example: 4, description: 'The row in the spreadsheet (the header is row 1)' }) row!: number;
  @ApiProperty({ example: 'price', description: 'The column’s name; empty for the file as a whole' }) column!: string;
  @ApiProperty({ example: 'NOT_AN_AMOUNT' }) code!: string;
  @ApiProperty({ example: '„abc” אינו סכום (למשל 149.90)', description: 'In the language asked for (lang or Accept-Language)' })
  message!: string;
}

export class ProductImportReportDto {
  @ApiProperty({ example: false, description: 'True once the catalog was changed; a dry run never changes it' }) applied!: boolean;
  @ApiProperty({ example: 12, description: 'Rows read (without the header)' }) rows!: number;
  @ApiProperty({ example: 5 }) products!: number;
  @ApiProperty({ example: 2, description: 'Products the file creates (or created)' }) created!: number;
  @ApiProperty({ example: 3, description: 'Products the file updates (or updated), found by slug or SKU' }) updated!: number;
  @ApiProperty({ type: [ProductImportErrorDto] }) errors!: ProductImportErrorDto[];
}

export class ProductImportEnvelopeDto {
  @ApiProperty({ type: ProductImportReportDto }) data!: ProductImportReportDto;
}
