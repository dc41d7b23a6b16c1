import type { Type } from '@nestjs/common';
import { OrderingModule } from './ordering/ordering.module';

/** The bounded contexts mounted by the application, besides identity (which every context uses). */
export const CONTEXT_MODULES: Type[] = [
  OrderingModule,
];
