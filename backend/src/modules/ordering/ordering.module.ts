import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { OrderPayments } from './application/order-payments.port';
import { OrderItemEntity } from './infrastructure/order-item.entity';
import { OrderEntity } from './infrastructure/order.entity';
import { TypeormOrderPayments } from './infrastructure/typeorm-order-payments';

@Module({
  imports: [TypeOrmModule.forFeature([OrderEntity, OrderItemEntity])],
  providers: [{ provide: OrderPayments, useClass: TypeormOrderPayments }],
  exports: [OrderPayments],
})
export class OrderingModule {}
