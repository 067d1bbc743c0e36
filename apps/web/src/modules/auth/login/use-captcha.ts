import { useCallback, useState } from 'react';
import { captchaCheck, newCaptcha } from './login.api.ts';

export interface CaptchaState {
  captchaId: string;
  image: string;
}

/** Whether the captcha field shows, and its current image (each image is single-use). */
export function useCaptcha() {
  const [captcha, setCaptcha] = useState<CaptchaState | null>(null);

  /** Asks the server whether this username needs a captcha now (on blur and after a failure). */
  const check = useCallback(async (username: string) => {
    if (!username) return;
    try {
      const r = await captchaCheck(username);
      setCaptcha(r.required ? (r.captcha ?? (await newCaptcha())) : null);
    } catch {
      /* the request layer already reported it */
    }
  }, []);

  const refresh = useCallback(async () => {
    try {
      setCaptcha(await newCaptcha());
    } catch {
      /* reported */
    }
  }, []);

  return { captcha, check, refresh };
}
