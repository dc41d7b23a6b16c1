import { Module } from '@nestjs/common';
import { GetInterfaceTextsUseCase } from './application/get-interface-texts.use-case';
import { InterfaceTextsController } from './interface/interface-texts.controller';

/** What the web front ends load from the server besides the API: the interface texts. */
@Module({
  controllers: [InterfaceTextsController],
  providers: [GetInterfaceTextsUseCase],
})
export class WebModule {}
