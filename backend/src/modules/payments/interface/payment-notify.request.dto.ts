import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

/**
 * Documentation only: the provider posts its own field names plus every frame parameter echoed,
 * so the notify endpoint reads the raw fields (urlencoded, JSON or query) instead of validating a DTO.
 */
export class PaymentNotifyRequestDto {
  @ApiProperty({ example: '000', description: 'Provider response code; 000 is approved' }) Response: string;
  @ApiPropertyOptional({ example: '0123456', description: 'Authorisation number' }) ConfirmationCode?: string;
  @ApiPropertyOptional({ example: '98765', description: 'Provider transaction id' }) index?: string;
  @ApiPropertyOptional({ example: '01230001' }) Tempref?: string;
  @ApiPropertyOptional({ example: '1234', description: 'Last 4 digits of the card; only these are kept' }) ccno?: string;
  @ApiPropertyOptional({ example: '2', description: '1 Mastercard, 2 Visa, 3 Maestro' }) cardtype?: string;
  @ApiPropertyOptional({ example: '2' }) cardissuer?: string;
  @ApiPropertyOptional({ example: '12' }) expmonth?: string;
  @ApiPropertyOptional({ example: '30' }) expyear?: string;
  @ApiProperty({ example: '123.40', description: 'Must equal the order total' }) sum: string;
  @ApiProperty({ example: '1', description: '1 ILS, 2 USD, 978 EUR, 826 GBP; must be 1' }) currency: string;
  @ApiPropertyOptional({ example: '8', description: 'Credit type charged: 1 regular, 8 payments; must match the payments offered' })
  o_cred_type?: string;
  @ApiPropertyOptional({
    example: '2',
    description: 'Payments after the first; must be the payments offered minus 1 (may be absent for one payment)',
  })
  o_npay?: string;
  @ApiPropertyOptional({ example: 'bit', description: "'bit' when the shopper paid with Bit (the provider's own field is unconfirmed)" })
  payment_method?: string;
  @ApiPropertyOptional({ example: '3f1c2b8e-5a7d-4c1e-9b2a-6d8e0f4a1c3b', description: 'Echoed order id (the query string wins)' })
  orderId?: string;
}
