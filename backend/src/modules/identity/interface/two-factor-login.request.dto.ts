import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

export class TwoFactorLoginRequestDto {
  @ApiProperty({ example: 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9...', description: 'The challenge POST /api/auth/login answered' })
  @IsString()
  @IsNotEmpty({ message: 'challenge is required' })
  @MaxLength(2000)
  challenge: string;

  @ApiProperty({ example: '492039', description: 'Six digits from the authenticator app, or one of the recovery codes (K7M2P-XQ94R)' })
  @IsString()
  @IsNotEmpty({ message: 'code is required' })
  @MaxLength(40)
  code: string;
}
