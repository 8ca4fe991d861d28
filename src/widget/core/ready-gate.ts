/**
 * wpwlOptions.onReady fires once, when every part of the widget that was mounted (card fields,
 * bank frame, stored-details frame…) has said it is ready, so a page or a test that acts on
 * onReady never meets a form that is still loading or about to change size.
 */
export interface ReadyGate {
  /** Registers one part; call the returned function when that part is ready. */
  expect(): () => void;
  /** No more parts will register; fires onReady now if nothing is waiting. */
  seal(): void;
}

export function createReadyGate(onReady: () => void): ReadyGate {
  let waiting = 0;
  let sealed = false;
  let fired = false;
  const check = (): void => {
    if (!sealed || waiting > 0 || fired) return;
    fired = true;
    onReady();
  };
  return {
    expect() {
      waiting++;
      let done = false;
      return () => {
        if (done) return;
        done = true;
        waiting--;
        check();
      };
    },
    seal() {
      sealed = true;
      check();
    },
  };
}
