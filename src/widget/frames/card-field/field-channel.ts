// The card iframes share the gateway origin, so the card-number frame gets the other frames'
// values over a BroadcastChannel named after the page's key: the CVV, and with
// enableSAQACompliance the expiry and the holder. None of them passes through the merchant page.
import { isFrameToFrame } from '../../frame-protocol/guards';
import { channelName, type FrameToFrame, type SecureFieldName } from '../../frame-protocol/protocol';

export type FieldValue = Extract<FrameToFrame, { type: 'value' }>;
export type ValueAnswer = Pick<FieldValue, 'params' | 'valid' | 'empty'>;

/** In a value frame: answers every valueRequest on the key's channel (null = refuse). Returns a closer. */
export function answerValueRequests(
  key: string,
  field: SecureFieldName,
  answer: () => ValueAnswer | null,
): () => void {
  const channel = new BroadcastChannel(channelName(key));
  channel.onmessage = (event) => {
    const data: unknown = event.data;
    if (!isFrameToFrame(data) || data.type !== 'valueRequest') return;
    const value = answer();
    const { requestId } = data;
    const reply: FrameToFrame = value
      ? { type: 'value', requestId, field, ...value }
      : { type: 'refused', requestId };
    channel.postMessage(reply);
  };
  return () => channel.close();
}

/**
 * In the card-number frame: asks for the values of `fields`; 'refused' as soon as one frame
 * refuses, null when not all of them answer in time.
 */
export function requestValues(
  key: string,
  requestId: string,
  fields: readonly SecureFieldName[],
  timeoutMs = 3000,
): Promise<FieldValue[] | 'refused' | null> {
  return new Promise((resolve) => {
    const channel = new BroadcastChannel(channelName(key));
    const values: Partial<Record<SecureFieldName, FieldValue>> = {};
    const finish = (answer: FieldValue[] | 'refused' | null): void => {
      clearTimeout(timer);
      channel.close();
      resolve(answer);
    };
    const timer = setTimeout(() => finish(null), timeoutMs);
    channel.onmessage = (event) => {
      const data: unknown = event.data;
      if (!isFrameToFrame(data) || data.requestId !== requestId) return;
      if (data.type === 'refused') return finish('refused');
      if (data.type !== 'value') return;
      values[data.field] = data;
      const all = fields.map((field) => values[field]);
      if (all.every(Boolean)) finish(all as FieldValue[]);
    };
    const request: FrameToFrame = { type: 'valueRequest', requestId };
    channel.postMessage(request);
  });
}
