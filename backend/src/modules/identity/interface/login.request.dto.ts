import { IsEmailAddress } from '../../../shared/http/email-address';
import { MaxStoredEmailLength } from '../../../shared/http/stored-length';
import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

export class LoginRequestDto {
  @ApiProperty({ example: 'admin@demo.shop' })
  @IsEmailAddress()
  @MaxStoredEmailLength(254)
  email: string;

  @ApiProperty({ example: 'demo-admin-2026' })
  @IsString()
  @IsNotEmpty({ message: 'password is required' })
  @MaxLength(200)
  password: string;
}
