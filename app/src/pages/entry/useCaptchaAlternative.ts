import { solveProofOfWork } from '@platform/api-client';
import type { CaptchaAlternative, CaptchaAlternativeState } from '@platform/ui';
import { useEffect, useRef, useState } from 'react';
import { useApiClient } from '../../boot/AppRuntimeContext.tsx';

/**
 * The accessible alternative to the captcha image: fetch the device's proof-of-work challenge, solve it here and
 * hand the number to the form as its captcha answer.
 *
 * The challenge replaces the device's image answer on the server, and an image replaces the challenge's, so the
 * two must not cross (issue 21 item 7):
 * - a tap while an image is still loading waits for that image, then asks for the challenge: the image that
 *   arrives after the tap can neither undo the member's step on screen nor overwrite the answer on the server;
 * - only a new image asked for after the step started (tapped, or after a refused attempt) returns this to `idle`,
 *   since that image's answer is now the one the server expects.
 */
export function useCaptchaAlternative(
  imageLoading: boolean,
  onSolved: (answer: string) => void,
): CaptchaAlternative {
  const client = useApiClient();
  const [state, setState] = useState<CaptchaAlternativeState>('idle');
  // Tapped while an image was loading: the challenge is asked for once it has arrived.
  const [waitingForImage, setWaitingForImage] = useState(false);
  const running = useRef<AbortController | null>(null);
  const solved = useRef(onSolved);
  solved.current = onSolved;
  const wasLoading = useRef(imageLoading);

  useEffect(() => {
    const newImageRequested = imageLoading && !wasLoading.current;
    wasLoading.current = imageLoading;
    if (newImageRequested && !waitingForImage) {
      running.current?.abort();
      setState('idle');
    }
  }, [imageLoading, waitingForImage]);
  useEffect(() => () => running.current?.abort(), []);

  const solve = () => {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    void client.api
      .captchaProofOfWork({ signal: controller.signal })
      .then((challenge) => solveProofOfWork(challenge, controller.signal))
      .then(
        (answer) => {
          if (controller.signal.aborted) return;
          solved.current(answer);
          setState('solved');
        },
        () => {
          if (!controller.signal.aborted) setState('failed');
        },
      );
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the awaited image has arrived, once.
  useEffect(() => {
    if (!waitingForImage || imageLoading) return;
    setWaitingForImage(false);
    solve();
  }, [waitingForImage, imageLoading]);

  const onStart = () => {
    setState('solving');
    if (imageLoading) setWaitingForImage(true);
    else solve();
  };
  return { state, onStart };
}
