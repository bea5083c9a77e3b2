import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useApiClient } from '../../boot/AppRuntimeContext.tsx';
import { captchaQuery } from '../../data/captcha.ts';

/** The captcha image of a form, and a new one on demand (tapping it, or after a refused attempt). */
export function useCaptchaImage() {
  const client = useApiClient();
  const [round, setRound] = useState(0);
  const captcha = useQuery(captchaQuery(client, round));
  return {
    imageSrc: captcha.data,
    loading: captcha.isFetching,
    refresh: () => setRound((current) => current + 1),
  };
}
