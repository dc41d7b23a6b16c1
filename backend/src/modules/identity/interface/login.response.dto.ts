import { ApiProperty } from '@nestjs/swagger';

export class StaffUserResponseDto {
  @ApiProperty({ example: 1 }) id: number;
  @ApiProperty({ example: 'admin@demo.shop' }) email: string;
  @ApiProperty({ example: 'Demo Admin' }) name: string;
  @ApiProperty({ example: 'admin', enum: ['admin', 'user'] }) role: string;
}

export class LoginResponseDto {
  @ApiProperty({ example: 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9...' }) access_token: string;
  @ApiProperty({ type: StaffUserResponseDto }) user: StaffUserResponseDto;
}

export class MeResponseDto {
  @ApiProperty({ type: StaffUserResponseDto }) data: StaffUserResponseDto;
}
