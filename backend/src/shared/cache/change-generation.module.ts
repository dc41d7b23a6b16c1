import { Global, Module } from '@nestjs/common';
import { ChangeGeneration } from './change-generation';

/** One change generation per process, for every cache of finished answers. */
@Global()
@Module({ providers: [ChangeGeneration], exports: [ChangeGeneration] })
export class ChangeGenerationModule {}
