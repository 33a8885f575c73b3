/**
 * reCAPTCHA v3 (configuration CAPTCHA=recaptcha on the server): Google's
 * script loads only when a protected form first needs a token, never with
 * the page. Its origins must be allowed by the server's Content-Security-Policy
 * (script-src https://www.google.com https://www.gstatic.com, frame-src
 * https://www.google.com) when this provider is configured.
 */

interface Grecaptcha {
  ready: (callback: () => void) => void;
  execute: (siteKey: string, options: { action: string }) => Promise<string>;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

const scripts = new Map<string, Promise<Grecaptcha>>();

function loadScript(siteKey: string): Promise<Grecaptcha> {
  let loading = scripts.get(siteKey);
  if (!loading) {
    loading = new Promise<Grecaptcha>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`;
      script.async = true;
      script.onload = () => {
        const grecaptcha = window.grecaptcha;
        if (grecaptcha) grecaptcha.ready(() => resolve(grecaptcha));
        else reject(new Error('reCAPTCHA did not load'));
      };
      script.onerror = () => reject(new Error('reCAPTCHA did not load'));
      document.head.append(script);
    });
    // A failed load may be retried on the next submit.
    loading.catch(() => scripts.delete(siteKey));
    scripts.set(siteKey, loading);
  }
  return loading;
}

/** A reCAPTCHA v3 token for `action`, or null when Google's script cannot be loaded or refuses. */
export async function recaptchaToken(siteKey: string, action: string): Promise<string | null> {
  try {
    const grecaptcha = await loadScript(siteKey);
    return await grecaptcha.execute(siteKey, { action });
  } catch {
    return null;
  }
}
