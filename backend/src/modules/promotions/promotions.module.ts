import { DiscountUses } from './application/discount-uses.port';
import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CheckDiscountCodeUseCase } from './application/check-discount-code.use-case';
import { DeleteDiscountCodeUseCase } from './application/delete-discount-code.use-case';
import { DiscountCodeStore } from './application/discount-code-store.port';
import { SaveDiscountCodeUseCase } from './application/save-discount-code.use-case';
import { DiscountCodeUseEntity } from './infrastructure/discount-code-use.entity';
import { DiscountCodeEntity } from './infrastructure/discount-code.entity';
import { DiscountUseLedger } from './infrastructure/discount-use-ledger';
import { TypeormDiscountCodeStore } from './infrastructure/typeorm-discount-code-store';
import { DiscountCodesController } from './interface/discount-codes.controller';

/**
 * Discount codes and their uses. Ordering checks a code through CheckDiscountCodeUseCase and takes
 * and gives back uses through DiscountUseLedger inside its own order transactions.
 */
@Module({
  imports: [TypeOrmModule.forFeature([DiscountCodeEntity, DiscountCodeUseEntity])],
  controllers: [DiscountCodesController],
  providers: [
    { provide: DiscountCodeStore, useClass: TypeormDiscountCodeStore },
    CheckDiscountCodeUseCase,
    SaveDiscountCodeUseCase,
    DeleteDiscountCodeUseCase,
    { provide: DiscountUses, useClass: DiscountUseLedger },
  ],
  exports: [CheckDiscountCodeUseCase, DiscountUses],
})
export class PromotionsModule {}
