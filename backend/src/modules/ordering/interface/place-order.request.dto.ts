import { IsEmailAddress } from '../../../shared/http/email-address';
import { MaxStoredEmailLength } from '../../../shared/http/stored-length';
import { MAX_ID } from '../../../shared/http/id.pipe';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsDefined,
  IsIn,
  IsInt,
  IsObject,
  IsNumber,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  MinLength,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { ORDER_LANGUAGES } from '../domain/order';
import { PAYMENT_METHODS } from '../domain/order-status';
import { DELIVERY_METHODS, MAX_QUANTITY, MIN_COMPANY_NAME_LENGTH, MIN_CUSTOMER_NAME_LENGTH, MIN_QUANTITY, PHONE_PATTERN } from 'shop-rules';
import { DeliveryAddressRequestDto } from './delivery-address.request.dto';
import { Trim } from './trim';

export { Trim };
const filled = (value: unknown) => value !== undefined && value !== null && value !== '';

export const MAX_ORDER_LINES = 40;
/** The largest amount a DECIMAL(10,2) column holds. */
const MAX_AMOUNT = 99_999_999.99;

export class OrderItemRequestDto {
  @ApiProperty({ example: 12, description: 'Catalog product id' })
  @IsInt({ message: 'product_id must be a whole number' })
  @Min(1)
  @Max(MAX_ID)
  product_id: number;

  @ApiPropertyOptional({ example: 31, nullable: true, type: Number, description: 'Required when the product has variants' })
  @IsOptional()
  @IsInt({ message: 'variant_id must be a whole number' })
  @Min(1)
  @Max(MAX_ID)
  variant_id?: number | null;

  @ApiProperty({ example: 2, minimum: MIN_QUANTITY, maximum: MAX_QUANTITY })
  @IsInt({ message: `quantity must be a whole number from ${MIN_QUANTITY} to ${MAX_QUANTITY}` })
  @Min(MIN_QUANTITY, { message: `quantity must be a whole number from ${MIN_QUANTITY} to ${MAX_QUANTITY}` })
  @Max(MAX_QUANTITY, { message: `quantity must be a whole number from ${MIN_QUANTITY} to ${MAX_QUANTITY}` })
  quantity: number;

  @ApiPropertyOptional({ example: 'Running shoes', description: 'Ignored: the order keeps the catalog name in the order language' })
  @IsOptional()
  @IsString()
  @MaxLength(500)
  product_name?: string;

  @ApiPropertyOptional({ example: '42 / Red', description: 'Ignored: taken from the catalog' })
  @IsOptional()
  @IsString()
  @MaxLength(500)
  variant_name?: string;

  @ApiPropertyOptional({ example: 129.9, description: 'Ignored: the server prices every line from the catalog' })
  @IsOptional()
  @IsNumber()
  @Min(-MAX_AMOUNT)
  @Max(MAX_AMOUNT)
  unit_price?: number;

  @ApiPropertyOptional({ example: 259.8, description: 'Ignored: computed by the server' })
  @IsOptional()
  @IsNumber()
  @Min(-MAX_AMOUNT)
  @Max(MAX_AMOUNT)
  total_price?: number;
}

export class PlaceOrderRequestDto {
  @ApiProperty({ example: 'Dana Levi', minLength: MIN_CUSTOMER_NAME_LENGTH })
  @Trim()
  @IsString()
  @MinLength(MIN_CUSTOMER_NAME_LENGTH, { message: `customer_name must be at least ${MIN_CUSTOMER_NAME_LENGTH} characters` })
  @MaxLength(200)
  customer_name: string;

  @ApiProperty({ example: 'dana@example.com' })
  @Trim()
  @IsEmailAddress()
  @MaxStoredEmailLength(254)
  customer_email: string;

  @ApiProperty({ example: '+972 50-123-4567', description: 'Optional leading +, then at least 10 digits, spaces, hyphens or parentheses' })
  @Trim()
  @IsString()
  @Matches(PHONE_PATTERN, {
    message: 'customer_phone must be a phone number: optional +, then at least 10 digits, spaces, hyphens or parentheses',
  })
  @MaxLength(40)
  customer_phone: string;

  @ApiPropertyOptional({
    example: 'Pickup in store',
    nullable: true,
    type: String,
    description: 'Ignored: the order fills it (the store address for pickup, the delivery address for a courier)',
  })
  @IsOptional()
  @Trim()
  @IsString()
  @MaxLength(500)
  customer_address?: string | null;

  @ApiProperty({ example: 'cash', enum: PAYMENT_METHODS })
  @IsIn(PAYMENT_METHODS, { message: `payment_method must be one of ${PAYMENT_METHODS.join(', ')}` })
  payment_method: (typeof PAYMENT_METHODS)[number];

  @ApiPropertyOptional({ example: 'Please call before', nullable: true, type: String })
  @IsOptional()
  @Trim()
  @IsString()
  @MaxLength(1000)
  notes?: string | null;

  @ApiPropertyOptional({
    example: 'Levi Sport Ltd',
    type: String,
    nullable: true,
    minLength: MIN_COMPANY_NAME_LENGTH,
    description: 'Optional; at least 2 characters when filled',
  })
  @Trim()
  @ValidateIf((o: PlaceOrderRequestDto) => filled(o.companyName))
  @IsString()
  @MinLength(MIN_COMPANY_NAME_LENGTH, { message: `companyName must be at least ${MIN_COMPANY_NAME_LENGTH} characters` })
  @MaxLength(200)
  companyName?: string | null;

  @ApiPropertyOptional({ example: 'Levi Sport Ltd', type: String, nullable: true, description: 'Same as companyName' })
  @Trim()
  @ValidateIf((o: PlaceOrderRequestDto) => filled(o.company_name))
  @IsString()
  @MinLength(MIN_COMPANY_NAME_LENGTH, { message: `company_name must be at least ${MIN_COMPANY_NAME_LENGTH} characters` })
  @MaxLength(200)
  company_name?: string | null;

  @ApiPropertyOptional({
    example: 'he',
    enum: ORDER_LANGUAGES,
    default: 'he',
    description: 'Language of product names and of the confirmation email',
  })
  @IsOptional()
  @IsIn(ORDER_LANGUAGES, { message: `language must be one of ${ORDER_LANGUAGES.join(', ')}` })
  language?: (typeof ORDER_LANGUAGES)[number];

  @ApiPropertyOptional({ example: 'courier', enum: DELIVERY_METHODS, description: 'pickup when left out' })
  @IsOptional()
  @IsIn(DELIVERY_METHODS, { message: `delivery_method must be one of ${DELIVERY_METHODS.join(', ')}` })
  delivery_method?: (typeof DELIVERY_METHODS)[number];

  @ApiPropertyOptional({ type: DeliveryAddressRequestDto, nullable: true, description: 'Required for courier; ignored for pickup' })
  @ValidateIf((o: PlaceOrderRequestDto) => o.delivery_method === 'courier')
  @IsDefined({ message: 'delivery_address is required for courier delivery' })
  @IsObject({ message: 'delivery_address must be an address' })
  @ValidateNested()
  @Type(() => DeliveryAddressRequestDto)
  delivery_address?: DeliveryAddressRequestDto | null;

  @ApiPropertyOptional({
    example: 'SPORT10',
    nullable: true,
    type: String,
    description: 'Any case; refused with 422/409 and field discount_code',
  })
  @IsOptional()
  @Trim()
  @IsString({ message: 'discount_code must be text' })
  @MaxLength(40, { message: 'discount_code must be at most 40 characters' })
  discount_code?: string | null;

  @ApiProperty({ type: [OrderItemRequestDto], minItems: 1, maxItems: MAX_ORDER_LINES })
  @IsArray()
  @ArrayMinSize(1, { message: 'items must contain at least one line: the cart is empty' })
  @ArrayMaxSize(MAX_ORDER_LINES)
  @ValidateNested({ each: true })
  @Type(() => OrderItemRequestDto)
  items: OrderItemRequestDto[];
}
