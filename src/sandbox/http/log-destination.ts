import { basename, dirname } from 'node:path';
import type { Writable } from 'node:stream';
import { createStream } from 'rotating-file-stream';

/** SANDBOX_LOG_FILE: where the log goes instead of stdout, rotated by size. */
export interface LogFile {
  path: string;
  /** The file is rotated once it holds this many bytes. */
  maxBytes: number;
  /** Rotated files kept besides the one being written; older ones are deleted. */
  keep: number;
}

export const LOG_FILE_DEFAULTS = { maxBytes: 10 * 1024 * 1024, keep: 5 };

/**
 * A size-rotated log file (rotating-file-stream, logrotate style): the log is always written to
 * `data/sandbox.log`; a full one becomes `data/sandbox.log.1`, the one before `.2`, … up to
 * `keep`, and older ones are deleted. Mode 0600: a log is no one else's business either. A write
 * that fails (a full disk) is reported once on stderr and never stops the sandbox.
 */
export function rotatingLogFile(file: LogFile): Writable {
  const stream = createStream(basename(file.path), {
    path: dirname(file.path),
    size: `${file.maxBytes}B`,
    rotate: file.keep,
    mode: 0o600,
  });
  let reported = false;
  const report = (error: Error) => {
    if (!reported) console.error(`sandbox log file ${file.path}: ${error.message}`);
    reported = true;
  };
  stream.on('error', report);
  stream.on('warning', report);
  return stream;
}
