import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { OwnAccount } from '../../../shared/http/access.decorators';
import type { AuthenticatedStaff } from '../application/authenticated-staff.views';
import { ConfirmTwoFactorEnrolmentUseCase } from '../application/confirm-two-factor-enrolment.use-case';
import { StaffUsersQueries } from '../application/staff-users.queries';
import { StartTwoFactorEnrolmentUseCase } from '../application/start-two-factor-enrolment.use-case';
import { CurrentStaff } from './current-staff.decorator';
import { toStaffUserResponse } from './login.response.dto';
import {
  ConfirmTwoFactorRequestDto,
  TwoFactorConfirmedResponseDto,
  TwoFactorSetupResponseDto,
  TwoFactorStatusResponseDto,
} from './two-factor.dto';

/** The signed-in staff member's own two-factor: open also while enrolment is required. */
@ApiTags('auth')
@Controller('api/auth/two-factor')
@OwnAccount()
export class TwoFactorController {
  constructor(
    private readonly staff: StaffUsersQueries,
    private readonly start: StartTwoFactorEnrolmentUseCase,
    private readonly confirm: ConfirmTwoFactorEnrolmentUseCase,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Whether two-factor is on for the signed-in staff member, and how many recovery codes are left' })
  @ApiOkResponse({ type: TwoFactorStatusResponseDto })
  async status(@CurrentStaff() staff: AuthenticatedStaff): Promise<TwoFactorStatusResponseDto> {
    const status = await this.staff.twoFactorStatus(staff.id);
    return {
      data: { enabled: status.enabled, enabled_at: status.enabledAt?.toISOString() ?? null, recovery_codes_left: status.recoveryCodesLeft },
    };
  }

  @Post('setup')
  @HttpCode(200)
  @ApiOperation({
    summary: 'A new authenticator key for the signed-in staff member: its text, otpauth address and QR code',
    description:
      'Kept encrypted until confirmed with a code; asking again replaces it. Once two-factor is on the key is never shown again.',
  })
  @ApiOkResponse({ type: TwoFactorSetupResponseDto })
  @ApiConflictResponse({ description: 'TWO_FACTOR_ALREADY_ENABLED: an admin resets it first' })
  async setup(@CurrentStaff() staff: AuthenticatedStaff): Promise<TwoFactorSetupResponseDto> {
    const enrolment = await this.start.execute(staff.id);
    return { data: { secret: enrolment.secret, otpauth_url: enrolment.keyUri, qr_code: enrolment.qrCode } };
  }

  @Post('confirm')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Turns two-factor on with a code from the app; answers ten recovery codes (shown this once) and a new token',
    description: 'Every other session of the account ends; this one continues with the new token.',
  })
  @ApiOkResponse({ type: TwoFactorConfirmedResponseDto })
  @ApiBadRequestResponse({ description: 'TWO_FACTOR_CODE_INVALID: the code does not match the key (field `code`)' })
  @ApiConflictResponse({ description: 'TWO_FACTOR_NOT_STARTED: no key waits for a code; TWO_FACTOR_ALREADY_ENABLED' })
  async confirmEnrolment(
    @CurrentStaff() staff: AuthenticatedStaff,
    @Body() body: ConfirmTwoFactorRequestDto,
  ): Promise<TwoFactorConfirmedResponseDto> {
    const result = await this.confirm.execute({ staffId: staff.id, code: body.code });
    return { data: { recovery_codes: result.recoveryCodes, access_token: result.accessToken, user: toStaffUserResponse(result.user) } };
  }
}
