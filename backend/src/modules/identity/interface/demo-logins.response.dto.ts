import { ApiProperty } from '@nestjs/swagger';

export class DemoLoginDto {
  @ApiProperty({ example: 'admin@demo.shop' }) email: string;
  @ApiProperty({ example: 'demo-admin-2026' }) password: string;
  @ApiProperty({ example: 'admin', enum: ['admin', 'user'] }) role: string;
}

export class DemoLoginsResponseDto {
  @ApiProperty({
    type: [DemoLoginDto],
    description: 'Empty unless the demo data set is loaded with its published passwords; always empty in production',
  })
  data: DemoLoginDto[];
}
