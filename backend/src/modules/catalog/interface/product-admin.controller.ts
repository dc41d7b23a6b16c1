import { Body, Controller, Delete, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
} from '@nestjs/swagger';
import { parseLanguage } from '../../../shared/localisation/language';
import { CreateProductUseCase } from '../application/create-product.use-case';
import { DeleteProductUseCase } from '../application/delete-product.use-case';
import { UpdateProductUseCase } from '../application/update-product.use-case';
import { AdminOnly } from '../../../shared/http/access.decorators';
import { ApiLangQuery } from './api-docs';
import { IdPipe } from '../../../shared/http/id.pipe';
import { toProductInput } from './product-input.mapper';
import { toProductView } from '../application/product.views';
import { ProductRequestDto, ProductUpdateRequestDto } from './product.request.dto';
import { ProductEnvelopeDto } from './product.response.dto';
import { DeletedResponseDto } from './translation.response.dto';

@ApiTags('products')
@Controller('api/products')
@AdminOnly()
export class ProductAdminController {
  constructor(
    private readonly createProduct: CreateProductUseCase,
    private readonly updateProduct: UpdateProductUseCase,
    private readonly deleteProduct: DeleteProductUseCase,
  ) {}

  @Post()
  @ApiOperation({ summary: 'Create a product with its translations, categories, variants and images' })
  @ApiLangQuery('he')
  @ApiCreatedResponse({ type: ProductEnvelopeDto })
  @ApiBadRequestResponse({ description: 'Invalid payload; the fields are named in errors (unknown categories: categories)' })
  @ApiConflictResponse({ description: 'Slug or SKU already used (named in errors)' })
  async create(@Body() body: ProductRequestDto, @Query('lang') rawLang?: string): Promise<ProductEnvelopeDto> {
    const lang = parseLanguage(rawLang, 'he');
    return { data: toProductView(await this.createProduct.execute(toProductInput(body)), lang, 'staff') };
  }

  @Put(':id')
  @ApiOperation({ summary: 'Replace a product; variants sent with their id keep it' })
  @ApiParam({ name: 'id', example: 12 })
  @ApiLangQuery('he')
  @ApiOkResponse({ type: ProductEnvelopeDto })
  @ApiBadRequestResponse({ description: 'Invalid payload or id; the fields are named in errors' })
  @ApiNotFoundResponse({ description: 'Product not found' })
  @ApiConflictResponse({ description: 'Slug or SKU already used (named in errors)' })
  async update(
    @Param('id', IdPipe) id: number,
    @Body() body: ProductUpdateRequestDto,
    @Query('lang') rawLang?: string,
  ): Promise<ProductEnvelopeDto> {
    const lang = parseLanguage(rawLang, 'he');
    const product = await this.updateProduct.execute({ id, bodyId: body.id, input: toProductInput(body) });
    return { data: toProductView(product, lang, 'staff') };
  }

  @Delete(':id')
  @HttpCode(200)
  @ApiOperation({ summary: 'Delete a product with its variants, images, translations and category links' })
  @ApiParam({ name: 'id', example: 12 })
  @ApiOkResponse({ type: DeletedResponseDto })
  @ApiBadRequestResponse({ description: 'id is not a positive whole number' })
  @ApiNotFoundResponse({ description: 'Product not found' })
  async remove(@Param('id', IdPipe) id: number): Promise<DeletedResponseDto> {
    await this.deleteProduct.execute(id);
    return { data: { id } };
  }
}
