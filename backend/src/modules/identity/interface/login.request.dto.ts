import { MaxStoredEmailLength } from '../../../shared/http/stored-length';
import { ApiProperty } from '@nestjs/swagger';
import { IsEmail, IsNotEmpty, IsString, MaxLength } from 'class-validator';

export class LoginRequestDto {
  @ApiProperty({ example: 'admin@demo.shop' })
  @IsEmail({}, { message: 'email must be a valid email' })
  @MaxStoredEmailLength(254)
  email: string;

  @ApiProperty({ example: 'demo-admin-2026' })
  @IsString()
  @IsNotEmpty({ message: 'password is required' })
  @MaxLength(200)
  password: string;
}
