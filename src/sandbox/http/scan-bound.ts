// A filtered list (the request log, the inspector's checkouts) reads its rows newest first through
// a merchant's index and keeps those its filter lets through. A filter that matches few of them
// would read every row the merchant has: at 100,000 logged requests 0.2 s of the request thread,
// in which the gateway answers nothing else. So one read looks through at most this many rows; a
// page it could not fill answers what it found (maybe nothing) and the cursor of where it stopped,
// and the next page goes on from there.

/** Rows one filtered list read looks through at most: some milliseconds even on a cold cache. */
export const LIST_SCAN = 2_000;
