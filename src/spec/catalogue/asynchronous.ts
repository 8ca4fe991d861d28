import { url } from './format-builders';
import type { ParamSpec } from './types';

// Document 3, section 2.3 "Asynchronous payments" (request side).
export const ASYNCHRONOUS: readonly ParamSpec[] = [
  { name: 'shopperResultUrl', format: url(6, 2048) },
  { name: 'notificationUrl', format: url(6, 2048) },
];
