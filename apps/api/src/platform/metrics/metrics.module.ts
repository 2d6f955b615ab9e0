// The metrics of the process: its registry (createApp's request hook reads it), GET /metrics and
// the subscription lags.
import { Global, Module } from '@nestjs/common';
import { Metrics } from './metrics';
import { MetricsController } from './metrics.controller';
import { SubscriptionLagGauge } from './subscription-lag.gauge';

@Global()
@Module({
  controllers: [MetricsController],
  providers: [{ provide: Metrics, useFactory: () => new Metrics() }, SubscriptionLagGauge],
  exports: [Metrics],
})
export class MetricsModule {}
