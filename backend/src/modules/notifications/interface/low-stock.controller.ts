import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '../../../shared/http/access.decorators';
import { LowStockQueries } from '../application/low-stock.queries';

export class LowStockItemDto {
  @ApiProperty({ example: 12 }) product_id: number;
  @ApiProperty({ example: 31, nullable: true, type: Number, description: 'null: a product without variants' }) variant_id: number | null;
  @ApiProperty({ example: 'Football Pro' }) product_name: string;
  @ApiProperty({ example: '5 / Red', nullable: true, type: String }) variant_name: string | null;
  @ApiProperty({ example: 0 }) stock: number;
  @ApiProperty({ example: 5, description: "The threshold in force: the variant's, else the product's, else the shop's" }) threshold: number;
  @ApiProperty({ enum: ['out', 'low'], example: 'out' }) level: string;
}

export class LowStockDto {
  @ApiProperty({ example: 2 }) out_of_stock: number;
  @ApiProperty({ example: 3 }) below_threshold: number;
  @ApiProperty({ example: 5, description: "The shop's default threshold (Shop settings)" }) shop_threshold: number;
  @ApiProperty({ type: [LowStockItemDto], description: 'Out of stock first, then the fewest units left (at most 200)' })
  items: LowStockItemDto[];
}

export class LowStockResponseDto {
  @ApiProperty({ type: LowStockDto }) data: LowStockDto;
}

/** The dashboard's low-stock card. */
@ApiTags('low stock')
@Controller('api/admin/low-stock')
export class LowStockController {
  constructor(private readonly queries: LowStockQueries) {}

  @Get()
  @AdminOnly()
  @ApiOperation({
    summary: 'Active products and variants out of stock or below their low-stock threshold',
    description: 'Fewer units than the threshold is low (shop-rules low-stock.ts); 0 units is out of stock whatever the threshold.',
  })
  @ApiOkResponse({ type: LowStockResponseDto })
  async get(): Promise<LowStockResponseDto> {
    const { items, shopThreshold } = await this.queries.list();
    return {
      data: {
        out_of_stock: items.filter((item) => item.level === 'out').length,
        below_threshold: items.filter((item) => item.level === 'low').length,
        shop_threshold: shopThreshold,
        items: items.map((item) => ({
          product_id: item.productId,
          variant_id: item.variantId,
          product_name: item.productName,
          variant_name: item.variantName,
          stock: item.stock,
          threshold: item.threshold,
          level: item.level,
        })),
      },
    };
  }
}
