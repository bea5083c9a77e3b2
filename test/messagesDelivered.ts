/**
 * Resolves once every message posted to `window` before this call has been handled, and a frame has been painted
 * after (messages are delivered in the order posted): how a test proves a message was ignored, by waiting for a
 * later one instead of for a fixed time.
 */
export async function messagesDelivered(target: Window = window): Promise<void> {
  const marker = `messages delivered ${crypto.randomUUID()}`;
  await new Promise<void>((resolve) => {
    const receive = (event: MessageEvent) => {
      if (event.data !== marker) return;
      target.removeEventListener('message', receive);
      resolve();
    };
    target.addEventListener('message', receive);
    target.postMessage(marker, target.location.origin);
  });
  await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
}
