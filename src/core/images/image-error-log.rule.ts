import { type ImageFailure, imageErrorMessage } from './image-fallback.rule.js';

/** Limits of the image error log (docs/product/constants.md#image-widths). */
export const IMAGE_ERROR_LOG_MAX_ENTRIES = 500;
export const IMAGE_ERROR_LOG_LIFETIME_MS = 30 * 60 * 1000;
export const IMAGE_ERROR_LOG_CLEANUP_EVERY = 100;

/**
 * Remembers which image failures were reported, so a broken image in a list that renders
 * again and again is reported once, not on every render
 * (docs/product/errors.md#image-failures). An entry lives 30 minutes (then the same failure is
 * worth reporting again: it persists); expired entries are swept whenever the log reaches a
 * multiple of 100 entries rather than on every call, and beyond 500 entries the oldest go
 * first, so memory stays bounded on a long session.
 *
 * The log is keyed by the report's text, so a sized copy failing and the original failing
 * are two reports for the same image. Time is passed in (`nowMs`): no timers, no clock.
 */
export class ImageErrorLog {
  // Insertion order is report order, which makes the first entry the oldest.
  private readonly reportedAt = new Map<string, number>();

  get size(): number {
    return this.reportedAt.size;
  }

  /** The message to report for this failure, or null when it was reported and still lives. */
  record(failure: ImageFailure, originalUrl: string, nowMs: number): string | null {
    const message = imageErrorMessage(failure, originalUrl);
    const at = this.reportedAt.get(message);
    if (at !== undefined && !this.expired(at, nowMs)) return null;
    // Delete first so a renewed entry moves to the end of the insertion order.
    this.reportedAt.delete(message);
    this.reportedAt.set(message, nowMs);
    if (this.reportedAt.size % IMAGE_ERROR_LOG_CLEANUP_EVERY === 0) this.sweep(nowMs);
    this.trim();
    return message;
  }

  private expired(at: number, nowMs: number): boolean {
    return nowMs - at >= IMAGE_ERROR_LOG_LIFETIME_MS;
  }

  private sweep(nowMs: number): void {
    for (const [message, at] of this.reportedAt) if (this.expired(at, nowMs)) this.reportedAt.delete(message);
  }

  private trim(): void {
    for (const message of this.reportedAt.keys()) {
      if (this.reportedAt.size <= IMAGE_ERROR_LOG_MAX_ENTRIES) return;
      this.reportedAt.delete(message);
    }
  }
}
