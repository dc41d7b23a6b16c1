import type { Type } from '@nestjs/common';

/** The bounded contexts mounted by the application, besides identity (which every context uses). */
export const CONTEXT_MODULES: Type[] = [];
