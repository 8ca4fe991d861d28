/**
 * Work the gateway does on its own when its time comes: pending payments expiring, schedules
 * running, webhooks going out (./gateway-clock.ts runs each in turn).
 */
export interface DueWork {
  name: string;
  /**
   * Does what is due now by the sandbox's clock and returns how much it started. `wait`: also waits
   * for what it started and does what that made due (tests, a clock moved by hand); without it,
   * slow work (a webhook's send) goes on in the background while the clock moves on.
   */
  runDue(wait: boolean): Promise<number>;
  /** Ends what is under way; what it did not finish is done again after the next start. */
  close?(): Promise<void>;
}
