// The two iframes share the gateway origin, so the card-number frame gets the CVV over a
// BroadcastChannel named after the page's key; the CVV never passes through the merchant page.
import { isFrameToFrame } from '../../frame-protocol/guards';
import { channelName, type FrameToFrame } from '../../frame-protocol/protocol';

export type CvvAnswer = Extract<FrameToFrame, { type: 'cvvResponse' }>;

/** In the cvv frame: answers every cvvRequest on the key's channel (null = refuse). Returns a closer. */
export function answerCvvRequests(
  key: string,
  answer: () => Omit<CvvAnswer, 'type' | 'requestId'> | null,
): () => void {
  const channel = new BroadcastChannel(channelName(key));
  channel.onmessage = (event) => {
    const data: unknown = event.data;
    if (!isFrameToFrame(data) || data.type !== 'cvvRequest') return;
    const value = answer();
    const { requestId } = data;
    const reply: FrameToFrame = value
      ? { type: 'cvvResponse', requestId, ...value }
      : { type: 'cvvRefused', requestId };
    channel.postMessage(reply);
  };
  return () => channel.close();
}

/** In the card-number frame: asks for the CVV; null when the cvv frame does not answer in time. */
export function requestCvv(
  key: string,
  requestId: string,
  timeoutMs = 3000,
): Promise<CvvAnswer | 'refused' | null> {
  return new Promise((resolve) => {
    const channel = new BroadcastChannel(channelName(key));
    const finish = (answer: CvvAnswer | 'refused' | null): void => {
      clearTimeout(timer);
      channel.close();
      resolve(answer);
    };
    const timer = setTimeout(() => finish(null), timeoutMs);
    channel.onmessage = (event) => {
      const data: unknown = event.data;
      if (!isFrameToFrame(data) || data.requestId !== requestId) return;
      if (data.type === 'cvvResponse') finish(data);
      else if (data.type === 'cvvRefused') finish('refused');
    };
    const request: FrameToFrame = { type: 'cvvRequest', requestId };
    channel.postMessage(request);
  });
}
