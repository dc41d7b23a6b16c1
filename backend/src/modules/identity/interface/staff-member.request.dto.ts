import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsEmail, IsIn, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { STAFF_ROLES, StaffRole } from '../domain/staff-user';

const ROLE_TEXT = 'admin: everything; orders: dashboard and orders desk; user: refused by the back office';

export class CreateStaffMemberRequestDto {
  @ApiProperty({ example: 'dana@shop.example' })
  @IsEmail({}, { message: 'email must be a valid email' })
  @MaxLength(254)
  email: string;

  @ApiProperty({ example: 'Dana Levi' })
  @IsString()
  @IsNotEmpty({ message: 'name is required' })
  @MaxLength(120)
  name: string;

  @ApiProperty({ example: 'orders', enum: STAFF_ROLES, description: ROLE_TEXT })
  @IsIn(STAFF_ROLES, { message: `role must be one of ${STAFF_ROLES.join(', ')}` })
  role: StaffRole;

  @ApiProperty({ example: 'a-first-password', description: 'At least 10 characters; stored hashed, never answered back' })
  @IsString()
  @MaxLength(200)
  password: string;
}

export class UpdateStaffMemberRequestDto {
  @ApiPropertyOptional({ example: 'Dana Levi' })
  @IsOptional()
  @IsString()
  @IsNotEmpty({ message: 'name must not be empty' })
  @MaxLength(120)
  name?: string;

  @ApiPropertyOptional({ example: 'admin', enum: STAFF_ROLES, description: `${ROLE_TEXT}. A new role ends the member's sessions` })
  @IsOptional()
  @IsIn(STAFF_ROLES, { message: `role must be one of ${STAFF_ROLES.join(', ')}` })
  role?: StaffRole;

  @ApiPropertyOptional({ example: false, description: 'false disables the account and ends its sessions; true enables it again' })
  @IsOptional()
  @IsBoolean()
  active?: boolean;
}

export class ResetStaffPasswordRequestDto {
  @ApiProperty({ example: 'a-new-password-2026', description: 'At least 10 characters; the member is logged out everywhere' })
  @IsString()
  @MaxLength(200)
  password: string;
}
