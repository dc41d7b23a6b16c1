import { ApiProperty } from '@nestjs/swagger';

/** The spec's payment status record; its field names are the spec's. */
export class PaymentStatusRecordDto {
  @ApiProperty({ example: '3f1c2b8e-5a7d-4c1e-9b2a-6d8e0f4a1c3b' }) orderId: string;
  @ApiProperty({ example: 'success', enum: ['success', 'failed', 'pending'] }) status: string;
  @ApiProperty({ example: '98765', nullable: true, type: String, description: 'Provider transaction index' }) transactionId: string | null;
  @ApiProperty({ example: '0123456', nullable: true, type: String, description: 'Provider ConfirmationCode' }) authNumber: string | null;
  @ApiProperty({ example: 123.4 }) amount: number;
  @ApiProperty({ example: 'ILS' }) currency: string;
  @ApiProperty({ example: 'Visa ****1234', nullable: true, type: String }) paymentMethod: string | null;
  @ApiProperty({ example: '004', nullable: true, type: String }) errorCode: string | null;
  @ApiProperty({ example: 'העסקה סורבה', nullable: true, type: String, description: "In the order's language or ?lang=" })
  errorMessage: string | null;
  @ApiProperty({ example: '2026-05-15T12:00:00.000Z', nullable: true, type: String, description: 'When the result was recorded' })
  timestamp: string | null;
}

export class PaymentStatusResponseDto {
  @ApiProperty({ type: PaymentStatusRecordDto }) data: PaymentStatusRecordDto;
}
