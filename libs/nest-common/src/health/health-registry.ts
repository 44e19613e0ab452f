import { Injectable } from '@nestjs/common';

export interface HealthCheck {
  name: string;
  check(): Promise<void>;
}

export interface HealthReport {
  status: 'ok' | 'error';
  service: string;
  checks: Record<string, { status: 'ok' | 'error'; message?: string; ms: number }>;
}

const CHECK_TIMEOUT_MS = 2000;

/** Modules that own a connection (database, Redis, engine) register a check here; /health runs them all. */
@Injectable()
export class HealthRegistry {
  private readonly checks: HealthCheck[] = [];

  register(check: HealthCheck): void {
    this.checks.push(check);
  }

  async report(service: string): Promise<HealthReport> {
    const entries = await Promise.all(this.checks.map(async (c) => [c.name, await runCheck(c)] as const));
    const checks = Object.fromEntries(entries);
    const status = entries.every(([, r]) => r.status === 'ok') ? 'ok' : 'error';
    return { status, service, checks };
  }
}

async function runCheck(
  check: HealthCheck,
): Promise<{ status: 'ok' | 'error'; message?: string; ms: number }> {
  const started = Date.now();
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      check.check(),
      new Promise((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`timed out after ${CHECK_TIMEOUT_MS} ms`)),
          CHECK_TIMEOUT_MS,
        );
      }),
    ]);
    return { status: 'ok', ms: Date.now() - started };
  } catch (error) {
    return { status: 'error', message: (error as Error).message, ms: Date.now() - started };
  } finally {
    clearTimeout(timer);
  }
}
