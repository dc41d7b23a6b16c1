import { IsEmailAddress } from '../../../shared/http/email-address';
import { MaxStoredEmailLength } from '../../../shared/http/stored-length';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsObject, IsOptional, IsString, Matches, MaxLength, MinLength, ValidateIf, ValidateNested } from 'class-validator';
import { MIN_CUSTOMER_NAME_LENGTH, PHONE_PATTERN } from 'shop-rules';
import { ORDER_STATUSES, OrderStatus } from '../domain/order-status';
import { DeliveryAddressRequestDto } from './delivery-address.request.dto';
import { Trim } from './place-order.request.dto';

export class ChangeOrderStatusRequestDto {
  @ApiProperty({
    example: 'preparing',
    enum: ORDER_STATUSES,
    description: '`paid` is set only by a verified payment (422); completed and cancelled orders are final (409)',
  })
  @IsIn(ORDER_STATUSES, { message: `status must be one of ${ORDER_STATUSES.join(', ')}` })
  status: OrderStatus;
}

/** Contact details, notes and a courier's address only; lines, money and statuses have their own rules. */
export class UpdateOrderDetailsRequestDto {
  @ApiPropertyOptional({ example: 'Dana Levi' })
  @Trim()
  @ValidateIf((o: UpdateOrderDetailsRequestDto) => o.customer_name !== undefined)
  @IsString()
  @MinLength(MIN_CUSTOMER_NAME_LENGTH, { message: `customer_name must be at least ${MIN_CUSTOMER_NAME_LENGTH} characters` })
  @MaxLength(200)
  customer_name?: string;

  @ApiPropertyOptional({ example: 'dana@example.com' })
  @Trim()
  @ValidateIf((o: UpdateOrderDetailsRequestDto) => o.customer_email !== undefined)
  @IsEmailAddress()
  @MaxStoredEmailLength(254)
  customer_email?: string;

  @ApiPropertyOptional({ example: '050-123-4567' })
  @Trim()
  @ValidateIf((o: UpdateOrderDetailsRequestDto) => o.customer_phone !== undefined)
  @IsString()
  @Matches(PHONE_PATTERN, {
    message: 'customer_phone must be a phone number: optional +, then at least 10 digits, spaces, hyphens or parentheses',
  })
  @MaxLength(40)
  customer_phone?: string;

  @ApiPropertyOptional({
    example: 'Herzl 1, Haifa',
    nullable: true,
    type: String,
    description: "Pickup orders only: a courier order's customer_address is its delivery_address written out (422 otherwise)",
  })
  @IsOptional()
  @Trim()
  @IsString()
  @MaxLength(500)
  customer_address?: string | null;

  @ApiPropertyOptional({ example: 'Customer will pick up on Friday', nullable: true, type: String })
  @IsOptional()
  @Trim()
  @IsString()
  @MaxLength(1000)
  notes?: string | null;

  @ApiPropertyOptional({
    type: DeliveryAddressRequestDto,
    description:
      'Courier orders only (422 PICKUP_HAS_NO_DELIVERY_ADDRESS for a pickup order): the whole new address, checked as at checkout; ' +
      'customer_address follows it, written out in the order’s language',
  })
  @ValidateIf((o: UpdateOrderDetailsRequestDto) => o.delivery_address !== undefined)
  @IsObject({ message: 'delivery_address must be an address' })
  @ValidateNested()
  @Type(() => DeliveryAddressRequestDto)
  delivery_address?: DeliveryAddressRequestDto;
}
