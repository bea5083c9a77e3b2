import { solveProofOfWork } from '@platform/api-client';
import type { CaptchaAlternative, CaptchaAlternativeState } from '@platform/ui';
import { useEffect, useRef, useState } from 'react';
import { useApiClient } from '../../boot/AppRuntimeContext.tsx';

/**
 * The accessible alternative to the captcha image: fetch the device's proof-of-work challenge, solve it here and
 * hand the number to the form as its captcha answer. The challenge replaces the device's image answer on the
 * server, so a new image (`imageSrc` changes: tapped, or after a refused attempt) returns this to `idle`.
 */
export function useCaptchaAlternative(
  imageSrc: string | null | undefined,
  onSolved: (answer: string) => void,
): CaptchaAlternative {
  const client = useApiClient();
  const [state, setState] = useState<CaptchaAlternativeState>('idle');
  const running = useRef<AbortController | null>(null);
  const solved = useRef(onSolved);
  solved.current = onSolved;

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new image is exactly what resets the alternative.
  useEffect(() => {
    running.current?.abort();
    setState('idle');
  }, [imageSrc]);
  useEffect(() => () => running.current?.abort(), []);

  const onStart = () => {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    setState('solving');
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
  return { state, onStart };
}
