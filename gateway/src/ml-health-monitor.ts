import type { Logger } from '@platform/observability';

export interface MlHealth {
  healthy: boolean;
  checkedAt: Date;
}

/**
 * Checks the analysis service's /health every `intervalMs` in the background, so /health answers
 * from the last result at once and reports when that was (mlServiceLastCheck).
 */
export class MlHealthMonitor {
  private state: MlHealth = { healthy: false, checkedAt: new Date() };
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly mlUrl: string,
    intervalMs: number,
    private readonly logger: Logger,
  ) {
    this.timer = setInterval(() => void this.check(), intervalMs);
    this.timer.unref();
    void this.check();
  }

  current(): MlHealth {
    return this.state;
  }

  async check(): Promise<MlHealth> {
    const healthy = await fetch(new URL('/health', this.mlUrl), { signal: AbortSignal.timeout(2000) }).then(
      (res) => res.ok,
      () => false,
    );
    if (healthy !== this.state.healthy)
      this.logger.info({ mlService: healthy ? 'healthy' : 'unhealthy' }, 'analysis service state changed');
    this.state = { healthy, checkedAt: new Date() };
    return this.state;
  }

  stop(): void {
    clearInterval(this.timer);
  }
}
