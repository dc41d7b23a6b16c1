import { ApiProperty } from '@nestjs/swagger';

export class ResponseCodeDto {
  @ApiProperty({ example: '004' }) code: string;
  @ApiProperty({ example: 'Отказ в проведении операции' }) message: string;
  @ApiProperty({ example: false }) approved: boolean;
}

export class ResponseCodesResponseDto {
  @ApiProperty({ type: [ResponseCodeDto] }) data: ResponseCodeDto[];
}
