// An event's title as the timeline answers it: the sentence (`titleKey`) and its values, for the
// inspector's page to say in its language, and the English title made of them, for the API's
// callers and for a page that does not know the sentence.
import { en } from '../../spec/i18n/inspector/en';
import type { TimelineEvent } from '../../spec/timeline-event';
import { type TimelineTitleKey, timelineTitle } from '../../spec/timeline-title';

export type Titled = Pick<TimelineEvent, 'title' | 'titleKey' | 'values'>;

export function titled(titleKey: TimelineTitleKey, values?: Record<string, string>): Titled {
  return { title: timelineTitle(en, titleKey, values) ?? titleKey, titleKey, ...(values ? { values } : {}) };
}
