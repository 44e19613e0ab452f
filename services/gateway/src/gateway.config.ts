import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, IsUrl, Max, Min } from 'class-validator';
import {
  defaultServiceUrl,
  GATEWAY_PROCESS,
  SEARCH_BUDGET_DEFAULTS,
  SERVICE_NAMES,
  SERVICE_REGISTRY,
  type ServiceUrlEnv,
} from '@strongs/contracts';
import { BaseConfig } from '@strongs/nest-common';

const url = { require_tld: false, require_protocol: true };

/**
 * Where each service of the registry answers, one setting per entry (`SEARCH_URL`, `LEXICON_URL`, …): declared
 * here from the registry, so a new service needs no new field.
 */
// eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging, @typescript-eslint/no-empty-object-type -- its members are the registry's, made per entry below
export interface GatewayConfig extends Record<ServiceUrlEnv, string> {}

// eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging -- see the interface above
export class GatewayConfig extends BaseConfig {
  constructor() {
    super();
    for (const name of SERVICE_NAMES) this[SERVICE_REGISTRY[name].urlEnv] = defaultServiceUrl(name);
  }

  @Type(() => Number)
  @IsInt()
  @Min(0)
  @Max(65535)
  override PORT = GATEWAY_PROCESS.port;

  /** The built SPA; absent in API-only setups. */
  @IsOptional()
  @IsString()
  WEB_DIST?: string;

  /** Requests per minute per client IP on /api; 0 turns the limit off (benchmarks). */
  @Type(() => Number)
  @IsInt()
  @Min(0)
  RATE_LIMIT_PER_MINUTE = 1200;

  /**
   * Express `trust proxy` at the edge: false (the default) when visitors connect to the gateway itself;
   * behind a TLS proxy, that proxy's address or hop count ('loopback', '10.0.0.2', 1), so that each
   * visitor keeps its own address for rate limits instead of all sharing the proxy's.
   */
  @IsString()
  TRUST_PROXY = 'false';

  /** Search requests in flight per visitor address; more get 429 at once. 0 turns the limit off. */
  @Type(() => Number)
  @IsInt()
  @Min(0)
  SEARCH_CONCURRENCY_PER_CLIENT = 4;

  /**
   * Search budget per visitor address (an IPv6 /64 is one): points per SEARCH_BUDGET_WINDOW_SECONDS, a search
   * costing 1, or SEARCH_COSTLY_WEIGHT when costly (prefixes, relevance, many ORs, deep pages); past it 429 at
   * the gateway. 0 turns it off (benchmarks of throughput from one address). By default simple searches alone
   * meet RATE_LIMIT_PER_MINUTE first (300 > 200 per 10 s); costly ones are one a second.
   */
  @Type(() => Number)
  @IsInt()
  @Min(0)
  SEARCH_BUDGET_POINTS = SEARCH_BUDGET_DEFAULTS.points;

  @Type(() => Number)
  @IsInt()
  @Min(1)
  SEARCH_BUDGET_WINDOW_SECONDS = 10;

  @Type(() => Number)
  @IsInt()
  @Min(1)
  SEARCH_COSTLY_WEIGHT = 30;

  /**
   * Costly searches forwarded at once by this gateway, all visitors together; more get 503 at the gateway. Sized
   * for one search process, whose costly lane runs SEARCH_COSTLY_CONCURRENCY and queues a few. 0 turns it off.
   */
  @Type(() => Number)
  @IsInt()
  @Min(0)
  SEARCH_COSTLY_IN_FLIGHT = SEARCH_BUDGET_DEFAULTS.costlyInFlight;

  /** How long a service may take to answer before the gateway gives up with 504. */
  @Type(() => Number)
  @IsInt()
  @Min(100)
  PROXY_TIMEOUT_MS = 30_000;
}

for (const name of SERVICE_NAMES) IsUrl(url)(GatewayConfig.prototype, SERVICE_REGISTRY[name].urlEnv);
