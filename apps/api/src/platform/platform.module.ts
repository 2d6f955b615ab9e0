// Cross-cutting pieces: configuration, the database, the event-sourcing runtime, the envelope, errors,
// health, metrics, request signing, site info, publishing the log (Kafka, when KAFKA_BROKERS is set).
import { Global, Module } from '@nestjs/common';
import { APP_FILTER, APP_INTERCEPTOR, APP_PIPE } from '@nestjs/core';
import { APP_CONFIG, type AppConfig } from './config/app-config';
import { DatabaseModule } from './database/database.module';
import { ApiExceptionFilter } from './errors/api-exception.filter';
import { EventSourcingModule } from './event-sourcing/event-sourcing.module';
import { HealthController } from './health/health.controller';
import { EnvelopeInterceptor } from './http/envelope.interceptor';
import { MetricsModule } from './metrics/metrics.module';
import { OutboxModule } from './outbox/outbox.module';
import { SigningModule } from './signing/signing.module';
import { SiteInfoModule } from './site-info/site-info.module';
import { ApiValidationPipe } from './validation/api-validation.pipe';

@Global()
@Module({})
export class PlatformModule {
  static forRoot(config: AppConfig) {
    return {
      module: PlatformModule,
      imports: [
        DatabaseModule,
        MetricsModule,
        EventSourcingModule.forRoot(),
        SigningModule,
        SiteInfoModule,
        OutboxModule.forRoot(config),
      ],
      controllers: [HealthController],
      providers: [
        { provide: APP_CONFIG, useValue: config },
        { provide: APP_FILTER, useClass: ApiExceptionFilter },
        { provide: APP_INTERCEPTOR, useClass: EnvelopeInterceptor },
        { provide: APP_PIPE, useValue: new ApiValidationPipe() },
      ],
      exports: [APP_CONFIG, DatabaseModule, SiteInfoModule],
    };
  }
}
