const pending = new Map<string, Promise<void>>();

/** Loads a third-party script once (CAPTCHA, payment popup); later calls share the same promise. */
export function loadScript(src: string, attributes: Record<string, string> = {}): Promise<void> {
  let promise = pending.get(src);
  if (promise) return promise;
  promise = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
    script.onload = () => resolve();
    script.onerror = () => {
      pending.delete(src);
      script.remove();
      reject(new Error(`Failed to load script ${src}`));
    };
    document.head.appendChild(script);
  });
  pending.set(src, promise);
  return promise;
}
