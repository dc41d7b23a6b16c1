import { DynamicModule, Global, Module, ValueProvider } from '@nestjs/common';

/**
 * The configuration read at start (src/shop-config.ts): AppConfig and each context's configuration
 * token, given to every module.
 */
@Global()
@Module({})
export class ConfigModule {
  static forRoot(providers: ValueProvider[]): DynamicModule {
    return { module: ConfigModule, providers, exports: providers.map((provider) => provider.provide) };
  }
}
