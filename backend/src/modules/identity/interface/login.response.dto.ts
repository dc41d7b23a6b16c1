import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { LogInResult } from '../application/log-in.use-case';
import type { SignedInStaff } from '../application/signed-in.rules';
import { STAFF_ROLES } from '../domain/staff-user';

export class StaffUserResponseDto {
  @ApiProperty({ example: 1 }) id: number;
  @ApiProperty({ example: 'admin@demo.shop' }) email: string;
  @ApiProperty({ example: 'Demo Admin' }) name: string;
  @ApiProperty({
    example: 'admin',
    enum: STAFF_ROLES,
    description: 'admin: everything; orders: dashboard and orders desk; user: refused by the back office',
  })
  role: string;
  @ApiProperty({ example: false }) two_factor_enabled: boolean;
  @ApiProperty({
    example: false,
    description: 'STAFF_TWO_FACTOR=required and no two-factor yet: only the own-account routes open until the staff member enrols',
  })
  two_factor_enrolment_required: boolean;
}

export class LoginResponseDto {
  @ApiProperty({
    example: false,
    description:
      'true: the password was right and the account has two-factor; send `challenge` with a code to POST /api/auth/login/two-factor',
  })
  two_factor_required: boolean;

  @ApiPropertyOptional({
    example: 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9...',
    description: 'Only with two_factor_required: good for five minutes, for the second step only (not a bearer token)',
  })
  challenge?: string;

  @ApiPropertyOptional({ example: 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9...', description: 'The bearer token, once every step passed' })
  access_token?: string;

  @ApiPropertyOptional({ type: StaffUserResponseDto }) user?: StaffUserResponseDto;
}

export class MeResponseDto {
  @ApiProperty({ type: StaffUserResponseDto }) data: StaffUserResponseDto;
}

export function toStaffUserResponse(user: SignedInStaff): StaffUserResponseDto {
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    role: user.role,
    two_factor_enabled: user.twoFactorEnabled,
    two_factor_enrolment_required: user.enrolmentRequired,
  };
}

export function toLoginResponse(result: LogInResult): LoginResponseDto {
  if (result.kind === 'two-factor') return { two_factor_required: true, challenge: result.challenge };
  return { two_factor_required: false, access_token: result.accessToken, user: toStaffUserResponse(result.user) };
}
