import { Module, OnApplicationBootstrap } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AppConfig } from '../../shared/config/app-config';
import { MailTransport } from '../../shared/mail/mail-transport';
import { InviteStaffMemberUseCase } from './application/invite-staff-member.use-case';
import { SetStaffPasswordUseCase } from './application/set-staff-password.use-case';
import { InvitationTokens, StaffInvitationMailer } from './application/staff-invitation.port';
import { JwtInvitationTokens } from './infrastructure/jwt-invitation-tokens';
import { NodemailerStaffInvitationMailer } from './infrastructure/nodemailer-staff-invitation.mailer';
import { AccountAttempts } from './application/account-attempts.service';
import { AccountAttemptStore } from './application/account-attempt-store.port';
import { SecondFactorCheck } from './application/second-factor-check.service';
import { StaffReauthentication } from './application/staff-reauthentication.service';
import { LoginChallengeAccounts } from '../../shared/http/login-challenge-accounts';
import { SignedChallengeAccounts } from './infrastructure/signed-challenge-accounts';
import { TypeormAccountAttemptStore } from './infrastructure/typeorm-account-attempt-store';
import { ChangeStaffAccessUseCase } from './application/change-staff-access.use-case';
import { CompleteTwoFactorLoginUseCase } from './application/complete-two-factor-login.use-case';
import { ConfirmTwoFactorEnrolmentUseCase } from './application/confirm-two-factor-enrolment.use-case';
import { CreateStaffUserUseCase } from './application/create-staff-user.use-case';
import { IdentityConfig } from './application/identity-config.port';
import { DemoDataStart } from './application/demo-data-start.service';
import { ListDemoLoginsUseCase } from './application/list-demo-logins.use-case';
import { LogInUseCase } from './application/log-in.use-case';
import { LogOutUseCase } from './application/log-out.use-case';
import { RefuseDemoPasswordsUseCase } from './application/refuse-demo-passwords.use-case';
import { ResetStaffPasswordUseCase } from './application/reset-staff-password.use-case';
import { ResetStaffTwoFactorUseCase } from './application/reset-staff-two-factor.use-case';
import { SaveStaffUserUseCase } from './application/save-staff-user.use-case';
import { StaffUsersQueries } from './application/staff-users.queries';
import { AccessTokenIssuer, PasswordHasher, StaffUserStore } from './application/staff-user-store.port';
import { StartTwoFactorEnrolmentUseCase } from './application/start-two-factor-enrolment.use-case';
import { TotpAuthenticator, TwoFactorSecrets, TwoFactorStore } from './application/two-factor-store.port';
import { VerifyStaffSessionUseCase } from './application/verify-staff-session.use-case';
import { AesTwoFactorSecrets } from './infrastructure/aes-two-factor-secrets';
import { BcryptPasswordHasher } from './infrastructure/bcrypt-password.hasher';
import { twoFactorKeys } from './infrastructure/identity.config';
import { JwtAccessTokenIssuer } from './infrastructure/jwt-access-token.issuer';
import { JwtStrategy } from './infrastructure/jwt.strategy';
import { OtpauthTotpAuthenticator } from './infrastructure/otpauth-totp-authenticator';
import { StaffRecoveryCodeEntity } from './infrastructure/staff-recovery-code.entity';
import { StaffUserEntity } from './infrastructure/staff-user.entity';
import { TypeormStaffUserStore } from './infrastructure/typeorm-staff-user-store';
import { TypeormTwoFactorStore } from './infrastructure/typeorm-two-factor-store';
import { AccessGuard } from './interface/access.guard';
import { AuthController } from './interface/auth.controller';
import { StaffController } from './interface/staff.controller';
import { TwoFactorController } from './interface/two-factor.controller';

@Module({
  imports: [
    TypeOrmModule.forFeature([StaffUserEntity, StaffRecoveryCodeEntity]),
    PassportModule,
    JwtModule.registerAsync({
      inject: [AppConfig],
      useFactory: (config: AppConfig) => ({
        secret: config.jwtSecret,
        signOptions: { expiresIn: config.jwtExpiresIn as `${number}h`, algorithm: 'HS256' },
      }),
    }),
  ],
  controllers: [AuthController, TwoFactorController, StaffController],
  providers: [
    { provide: StaffUserStore, useClass: TypeormStaffUserStore },
    { provide: TwoFactorStore, useClass: TypeormTwoFactorStore },
    { provide: AccountAttemptStore, useClass: TypeormAccountAttemptStore },
    { provide: LoginChallengeAccounts, useClass: SignedChallengeAccounts },
    AccountAttempts,
    SecondFactorCheck,
    StaffReauthentication,
    { provide: TotpAuthenticator, useClass: OtpauthTotpAuthenticator },
    {
      provide: TwoFactorSecrets,
      inject: [IdentityConfig],
      useFactory: (config: IdentityConfig) => new AesTwoFactorSecrets(twoFactorKeys(config.twoFactorKeySource)),
    },
    { provide: PasswordHasher, useClass: BcryptPasswordHasher },
    { provide: AccessTokenIssuer, useClass: JwtAccessTokenIssuer },
    { provide: APP_GUARD, useClass: AccessGuard },
    { provide: InvitationTokens, useClass: JwtInvitationTokens },
    { provide: StaffInvitationMailer, useClass: NodemailerStaffInvitationMailer },
    MailTransport,
    InviteStaffMemberUseCase,
    SetStaffPasswordUseCase,
    JwtStrategy,
    LogInUseCase,
    LogOutUseCase,
    CompleteTwoFactorLoginUseCase,
    VerifyStaffSessionUseCase,
    StartTwoFactorEnrolmentUseCase,
    ConfirmTwoFactorEnrolmentUseCase,
    StaffUsersQueries,
    CreateStaffUserUseCase,
    ChangeStaffAccessUseCase,
    ResetStaffPasswordUseCase,
    ResetStaffTwoFactorUseCase,
    SaveStaffUserUseCase,
    RefuseDemoPasswordsUseCase,
    ListDemoLoginsUseCase,
    DemoDataStart,
  ],
  exports: [DemoDataStart, SaveStaffUserUseCase, ResetStaffTwoFactorUseCase, VerifyStaffSessionUseCase, StaffUserStore, PasswordHasher],
})
export class IdentityModule implements OnApplicationBootstrap {
  constructor(
    private readonly config: AppConfig,
    private readonly refuseDemoPasswords: RefuseDemoPasswordsUseCase,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (this.config.nodeEnv !== 'production') return;
    const offenders = await this.refuseDemoPasswords.execute();
    if (offenders.length > 0) {
      throw new Error(
        `Refusing to start in production: ${offenders.join(', ')} still use the demo password. ` +
          'Reset it with `npm run admin:create -- --email ... --password ...`.',
      );
    }
  }
}
