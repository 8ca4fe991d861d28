// The EMV challenge window: the size the issuer lays its page out for, and the in-page iframe's.
import type { FrameSize, ResolvedOptions } from '../core/options';

// EMV challengeWindowSize 01 to 04; 05 is the full window.
const EMV_SIZES: readonly (readonly [number, number])[] = [
  [250, 400],
  [390, 400],
  [500, 600],
  [600, 400],
];

/** COPYandPAY's default threeDIframeSize, used for window size 05 (full). */
const FULL: FrameSize = { width: '100%', height: '580px' };

/** wpwlOptions.browser.threeDChallengeWindow (1 to 5) as one digit; 5 (full) by default. */
export function challengeWindow(options: Pick<ResolvedOptions, 'browser'>): string {
  const size = options.browser?.threeDChallengeWindow;
  return Number.isInteger(size) && (size as number) >= 1 && (size as number) <= 5 ? String(size) : '5';
}

/** threeDIframeSize when given, else the challenge window's size. */
export function frameSize(options: Pick<ResolvedOptions, 'browser' | 'threeDIframeSize'>): FrameSize {
  if (options.threeDIframeSize) return options.threeDIframeSize;
  const size = EMV_SIZES[Number(challengeWindow(options)) - 1];
  return size ? { width: `${size[0]}px`, height: `${size[1]}px` } : FULL;
}
