import { ApiProperty } from '@nestjs/swagger';

export class PaymentSessionDto {
  @ApiProperty({
    example:
      'https://direct.tranzila.com/shopterm/iframenew.php?sum=123.40&currency=1&cred_type=1&tranmode=A&lang=il&orderId=3f1c2b8e-5a7d-4c1e-9b2a-6d8e0f4a1c3b',
    description: 'Address of the hosted card form, to load in the payment frame',
  })
  url: string;
}

export class PaymentSessionResponseDto {
  @ApiProperty({ type: PaymentSessionDto }) data: PaymentSessionDto;
}
