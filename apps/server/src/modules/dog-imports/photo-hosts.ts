/** A host's first pause; each further pause in a row doubles it, up to MAX_PAUSE_MS. */
export const FIRST_PAUSE_MS = 60_000;
export const MAX_PAUSE_MS = 30 * 60_000;

type Health = { pauses: number; pausedUntil: number };

/**
 * How each photo host has been answering, per process (ADR 033). A host that times out,
 * refuses the connection or answers 5xx is paused at once, with a back-off that grows while
 * it keeps failing: it never holds up the records or other hosts, and its photos wait
 * (without using up their tries) until it is tried again. Only the downloads already under
 * way when it failed use a try.
 */
export class PhotoHosts {
  private readonly hosts = new Map<string, Health>();

  constructor(private readonly now: () => number = Date.now) {}

  isPaused(host: string): boolean {
    return (this.hosts.get(host)?.pausedUntil ?? 0) > this.now();
  }

  succeeded(host: string) {
    this.hosts.delete(host);
  }

  /** A failure that says the host, not the photo, is the trouble (no answer, 5xx). */
  failed(host: string) {
    const health = this.hosts.get(host) ?? { pauses: 0, pausedUntil: 0 };
    // Downloads that were under way when the host was paused do not pause it again.
    if (health.pausedUntil > this.now()) return;
    health.pausedUntil = this.now() + Math.min(FIRST_PAUSE_MS * 2 ** health.pauses, MAX_PAUSE_MS);
    health.pauses++;
    this.hosts.set(host, health);
  }

  /** Hosts paused now, with when each is tried again (for the log). */
  paused(): { host: string; until: Date }[] {
    return [...this.hosts]
      .filter(([host]) => this.isPaused(host))
      .map(([host, h]) => ({ host, until: new Date(h.pausedUntil) }));
  }
}
