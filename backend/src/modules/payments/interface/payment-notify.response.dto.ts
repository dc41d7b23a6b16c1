import { ApiProperty } from '@nestjs/swagger';

export class PaymentNotifyResultDto {
  @ApiProperty({ example: 'paid', enum: ['paid', 'failed', 'already_settled'] }) status: string;
}

export class PaymentNotifyResponseDto {
  @ApiProperty({ type: PaymentNotifyResultDto }) data: PaymentNotifyResultDto;
}
