import { ipKeyGenerator } from 'express-rate-limit';

/**
 * The key a per-address limit counts under: an IPv4 address itself, an IPv6 address's /64 (one subscriber is
 * usually given a whole /64, 2^64 addresses, so a limit per IPv6 address would be no limit at all).
 */
export function addressLimitKey(address: string): string {
  return ipKeyGenerator(address, 64);
}
