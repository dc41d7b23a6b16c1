import { Body, Controller, Get, HttpCode, Post, Req } from '@nestjs/common';
import type { Request } from 'express';
import {
  ApiBadRequestResponse,
  ApiNoContentResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { OwnAccount, Public } from '../../../shared/http/access.decorators';
import type { AuthenticatedStaff } from '../application/authenticated-staff.views';
import { CompleteTwoFactorLoginUseCase } from '../application/complete-two-factor-login.use-case';
import { ListDemoLoginsUseCase } from '../application/list-demo-logins.use-case';
import { SetStaffPasswordUseCase } from '../application/set-staff-password.use-case';
import { SetStaffPasswordRequestDto } from './staff-member.request.dto';
import { LogInUseCase } from '../application/log-in.use-case';
import { LogOutUseCase } from '../application/log-out.use-case';
import { StaffUsersQueries } from '../application/staff-users.queries';
import { CurrentStaff } from './current-staff.decorator';
import { DemoLoginsResponseDto } from './demo-logins.response.dto';
import { LoginRequestDto } from './login.request.dto';
import { LoginResponseDto, MeResponseDto, toLoginResponse, toStaffUserResponse } from './login.response.dto';
import { TwoFactorLoginRequestDto } from './two-factor-login.request.dto';

@ApiTags('auth')
@Controller('api/auth')
export class AuthController {
  constructor(
    private readonly logIn: LogInUseCase,
    private readonly completeTwoFactor: CompleteTwoFactorLoginUseCase,
    private readonly staff: StaffUsersQueries,
    private readonly demoLogins: ListDemoLoginsUseCase,
    private readonly setPassword: SetStaffPasswordUseCase,
    private readonly logOut: LogOutUseCase,
  ) {}

  @Post('login')
  @Public()
  @HttpCode(200)
  @ApiOperation({
    summary: 'Staff login, first step: email and password',
    description:
      'Answers the bearer token, or, for an account with two-factor, `two_factor_required` and a short-lived `challenge` ' +
      'for POST /api/auth/login/two-factor. With STAFF_TWO_FACTOR=required an account without two-factor gets a token that ' +
      'opens only its own account routes (`user.two_factor_enrolment_required`) until it enrols.',
  })
  @ApiOkResponse({ type: LoginResponseDto })
  @ApiBadRequestResponse({ description: 'email or password missing or malformed' })
  @ApiUnauthorizedResponse({ description: 'INVALID_CREDENTIALS (same answer for unknown email and wrong password)' })
  @ApiForbiddenResponse({ description: 'STAFF_DISABLED: the password was right, but an admin disabled the account' })
  @ApiTooManyRequestsResponse({
    description:
      'Too many login attempts from this client address for this email (LOGIN_ATTEMPTS_PER_MINUTE); Retry-After says when to try again',
  })
  async login(@Body() body: LoginRequestDto, @Req() req: Request): Promise<LoginResponseDto> {
    return toLoginResponse(await this.logIn.execute({ email: body.email, password: body.password, address: req.ip ?? null }));
  }

  @Post('set-password')
  @Public()
  @HttpCode(204)
  @ApiOperation({
    summary: "An invited staff member chooses their password through the emailed link's token",
    description: 'The link works once and for 48 hours; the member then logs in with the password. Rate-limited like the login.',
  })
  @ApiNoContentResponse({ description: 'The password is set' })
  @ApiBadRequestResponse({ description: 'INVITATION_INVALID (field `token`: expired, used or forged), WEAK_PASSWORD (field `password`)' })
  @ApiTooManyRequestsResponse({ description: 'Too many attempts from this client address (LOGIN_ATTEMPTS_PER_MINUTE)' })
  async setPasswordByInvitation(@Body() body: SetStaffPasswordRequestDto, @Req() req: Request): Promise<void> {
    await this.setPassword.execute({ token: body.token, password: body.password, address: req.ip ?? null });
  }

  @Post('login/two-factor')
  @Public()
  @HttpCode(200)
  @ApiOperation({
    summary: 'Staff login, second step: the challenge and a code from the authenticator app, or a recovery code',
    description: 'A code is accepted once (a replay in its time window is refused); each recovery code works once.',
  })
  @ApiOkResponse({ type: LoginResponseDto })
  @ApiBadRequestResponse({ description: 'challenge or code missing' })
  @ApiUnauthorizedResponse({
    description:
      'TWO_FACTOR_CODE_INVALID (wrong or unknown code), TWO_FACTOR_CODE_USED (this code was taken already: wait for the next one), ' +
      'TWO_FACTOR_CHALLENGE_INVALID (expired, forged, or the account changed since the password: log in again)',
  })
  @ApiTooManyRequestsResponse({
    description: 'Too many codes tried from this client address for this account (TWO_FACTOR_ATTEMPTS_PER_MINUTE); Retry-After says when',
  })
  async loginTwoFactor(@Body() body: TwoFactorLoginRequestDto, @Req() req: Request): Promise<LoginResponseDto> {
    return toLoginResponse(await this.completeTwoFactor.execute({ challenge: body.challenge, code: body.code, address: req.ip ?? null }));
  }

  @Post('logout')
  @OwnAccount()
  @HttpCode(204)
  @ApiOperation({
    summary: 'Log out: the session ends on the server',
    description:
      "Raises the account's session version: this token, and every other token of the account, answers 401 SESSION_ENDED " +
      'on its next request, on every instance.',
  })
  @ApiNoContentResponse({ description: 'The session has ended' })
  @ApiUnauthorizedResponse({ description: 'UNAUTHORIZED or SESSION_ENDED: no valid session to end' })
  async logout(@CurrentStaff() staff: AuthenticatedStaff): Promise<void> {
    await this.logOut.execute(staff);
  }

  @Get('me')
  @OwnAccount()
  @ApiOperation({ summary: 'The logged-in staff member' })
  @ApiOkResponse({ type: MeResponseDto })
  async me(@CurrentStaff() staff: AuthenticatedStaff): Promise<MeResponseDto> {
    return { data: toStaffUserResponse(await this.staff.account(staff.id)) };
  }

  @Get('demo-accounts')
  @Public()
  @ApiOperation({
    summary: 'The demo logins for the login page hint',
    description:
      'Only with DEMO_LOGIN_HINTS=true (never in production) on a process whose own start loaded the demo data into an empty ' +
      'database, and only the demo accounts that still have their published password; 404 otherwise.',
  })
  @ApiOkResponse({ type: DemoLoginsResponseDto })
  @ApiNotFoundResponse({ description: 'NOT_FOUND: this shop shows no demo logins' })
  async demoAccounts(): Promise<DemoLoginsResponseDto> {
    return { data: await this.demoLogins.execute() };
  }
}
