import { ApiProperty } from '@nestjs/swagger';
import { STAFF_ROLES } from '../domain/staff-user';

export class DemoLoginDto {
  @ApiProperty({ example: 'admin@demo.shop' }) email: string;
  @ApiProperty({ example: 'demo-admin-2026' }) password: string;
  @ApiProperty({ example: 'admin', enum: STAFF_ROLES }) role: string;
}

export class DemoLoginsResponseDto {
  @ApiProperty({
    type: [DemoLoginDto],
    description: 'Empty unless the demo data set is loaded with its published passwords; always empty in production',
  })
  data: DemoLoginDto[];
}
