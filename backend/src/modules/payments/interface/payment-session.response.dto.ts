import { ApiProperty } from '@nestjs/swagger';

export class PaymentSessionDto {
  @ApiProperty({
    example:
      'https://direct.tranzila.com/shopterm/iframenew.php?sum=349.90&currency=1&cred_type=8&npay=2&fpay=116.64&spay=116.63&tranmode=A&lang=il&orderId=3f1c2b8e-5a7d-4c1e-9b2a-6d8e0f4a1c3b',
    description: 'Address of the hosted card form, to load in the payment frame',
  })
  url: string;

  @ApiProperty({ example: 'card', enum: ['card', 'bit'], description: "Card or Bit, by the order's payment method" })
  method: 'card' | 'bit';

  @ApiProperty({ example: 3, minimum: 1, maximum: 12, description: 'The number of payments this session charges (1 for Bit)' })
  installments: number;

  @ApiProperty({ example: 116.64, description: 'Shekels: the first payment (the whole total for one payment)' })
  first_payment: number;

  @ApiProperty({
    example: 116.63,
    nullable: true,
    type: Number,
    description:
      'Shekels: each later payment; first_payment + (installments - 1) × later_payment = the total exactly. Null for one payment',
  })
  later_payment: number | null;

  @ApiProperty({
    example: 3,
    minimum: 1,
    maximum: 12,
    description: "The most payments the shop's rule allows for this order's total (1 for Bit)",
  })
  max_installments: number;
}

export class PaymentSessionResponseDto {
  @ApiProperty({ type: PaymentSessionDto }) data: PaymentSessionDto;
}

export class PaymentSessionRequestDto {
  @ApiProperty({
    required: false,
    example: 3,
    minimum: 1,
    maximum: 12,
    description:
      "Number of card payments (default 1); within the shop's rule for the order total, 1 for Bit. May also be sent in the query",
  })
  installments?: number;
}
