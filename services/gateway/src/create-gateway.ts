import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import compression from 'compression';
import {
  applyServiceSetup,
  httpMetrics,
  processLogger,
  requestLog,
  trustProxyValue,
} from '@strongs/nest-common';
import { AppModule, serviceUrls } from './app.module';
import { rememberClientAddress } from './edge/client-address';
import { encodedEtags } from './edge/encoded-etag';
import { OutcomeCounter } from './edge/outcome-counter';
import { apiRateLimit } from './edge/rate-limit';
import { searchBudget } from './edge/search-budget';
import { searchConcurrencyLimit } from './edge/search-concurrency';
import { securityHeaders } from './edge/security-headers';
import { stripIdentityHeaders } from './edge/strip-identity-headers';
import { GatewayConfig } from './gateway.config';
import { gatewayRouteLabel } from './metrics/gateway-route-label';
import { serviceProxy } from './proxy/service-proxy';
import { spaStatic } from './spa/spa-static';

/**
 * The edge, in order: the visitor's address read (TRUST_PROXY), headers cleaned, security headers,
 * compression, rate limit, search concurrency and cost-weighted search budget per address, then either a
 * service (proxied, bodies streamed untouched) or the SPA. Body parsing is off: the gateway never reads bodies.
 * Its metrics are never served here (the public port) but on METRICS_PORT (see main.ts); only /api/* and
 * /admin/queues are forwarded, so no service's /metrics is reachable through it either.
 */
export async function createGateway(config: GatewayConfig): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config), {
    bufferLogs: true,
    bodyParser: false,
  });
  app.disable('x-powered-by');
  app.set('trust proxy', trustProxyValue(config.TRUST_PROXY));
  app.use(rememberClientAddress);
  app.use(stripIdentityHeaders);
  app.use(requestLog(processLogger('gateway', config.LOG_LEVEL), 'edge'));
  app.use(httpMetrics(gatewayRouteLabel));
  app.use(securityHeaders());
  app.use(encodedEtags);
  app.use(compression());
  app.use('/api', app.get(OutcomeCounter).middleware);
  app.use('/api', apiRateLimit(config.RATE_LIMIT_PER_MINUTE));
  // Not mounted on /api: the limit matches the search service's paths in full (ownerOf).
  app.use(searchConcurrencyLimit(config.SEARCH_CONCURRENCY_PER_CLIENT));
  app.use(
    searchBudget({
      points: config.SEARCH_BUDGET_POINTS,
      windowSeconds: config.SEARCH_BUDGET_WINDOW_SECONDS,
      costlyWeight: config.SEARCH_COSTLY_WEIGHT,
      costlyInFlight: config.SEARCH_COSTLY_IN_FLIGHT,
      // The search service runs Meilisearch when MEILI_URL is set: the gateway weighs searches by its rule.
      engine: config.MEILI_URL ? 'meilisearch' : 'postgres',
    }),
  );
  app.use(serviceProxy(serviceUrls(config), config.PROXY_TIMEOUT_MS, config.GATEWAY_TOKEN));
  app.use(spaStatic(config.WEB_DIST));
  applyServiceSetup(app);
  return app;
}
