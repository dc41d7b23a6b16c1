import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { StaffUserResponseDto } from './login.response.dto';

export class TwoFactorStatusDto {
  @ApiProperty({ example: true }) enabled: boolean;
  @ApiPropertyOptional({ example: '2026-11-25T09:30:00.000Z', nullable: true, type: String }) enabled_at: string | null;
  @ApiProperty({ example: 10, description: 'Unused recovery codes' }) recovery_codes_left: number;
}

export class TwoFactorStatusResponseDto {
  @ApiProperty({ type: TwoFactorStatusDto }) data: TwoFactorStatusDto;
}

export class TwoFactorSetupDto {
  @ApiProperty({ example: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', description: 'The key as text (base32), for apps that cannot scan' })
  secret: string;

  @ApiProperty({ example: 'otpauth://totp/shop.example:admin%40shop.example?secret=JBSW...&issuer=shop.example' })
  otpauth_url: string;

  @ApiProperty({ example: 'data:image/png;base64,iVBORw0KGgo...', description: 'The otpauth address as a QR code picture' })
  qr_code: string;
}

export class TwoFactorSetupResponseDto {
  @ApiProperty({ type: TwoFactorSetupDto }) data: TwoFactorSetupDto;
}

export class ConfirmTwoFactorRequestDto {
  @ApiProperty({ example: '492039', description: 'Six digits from the authenticator app, for the key of the setup' })
  @IsString()
  @IsNotEmpty({ message: 'code is required' })
  @MaxLength(40)
  code: string;
}

export class TwoFactorConfirmedDto {
  @ApiProperty({
    example: ['K7M2P-XQ94R', 'B3NW8-HT2KD'],
    description: 'Ten one-time recovery codes: shown this once, kept only as digests',
  })
  recovery_codes: string[];

  @ApiProperty({ example: 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9...', description: "This session's new token (every other session ended)" })
  access_token: string;

  @ApiProperty({ type: StaffUserResponseDto }) user: StaffUserResponseDto;
}

export class TwoFactorConfirmedResponseDto {
  @ApiProperty({ type: TwoFactorConfirmedDto }) data: TwoFactorConfirmedDto;
}
