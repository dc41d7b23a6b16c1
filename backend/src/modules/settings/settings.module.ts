import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CurrentShopSettings } from './application/current-shop-settings.use-case';
import { ShopSettingsStore } from './application/shop-settings-store.port';
import { UpdateShopSettingsUseCase } from './application/update-shop-settings.use-case';
import { ShopSettingsEntity } from './infrastructure/shop-settings.entity';
import { TypeormShopSettingsStore } from './infrastructure/typeorm-shop-settings-store';
import { CheckoutOptionsController } from './interface/checkout-options.controller';
import { ShopSettingsController } from './interface/shop-settings.controller';
import { ShopClockController } from './interface/shop-clock.controller';

/** Settings staff change without a restart: delivery terms and the installment rule (the time zone is the server's). */
@Module({
  imports: [TypeOrmModule.forFeature([ShopSettingsEntity])],
  controllers: [ShopSettingsController, ShopClockController, CheckoutOptionsController],
  providers: [{ provide: ShopSettingsStore, useClass: TypeormShopSettingsStore }, CurrentShopSettings, UpdateShopSettingsUseCase],
  exports: [CurrentShopSettings],
})
export class SettingsModule {}
