/**
 * The request for /config.json, started by the entry (main.js) before the shared chunks arrive, so the
 * config downloads alongside them instead of after them: one round trip less before the first page
 * renders. bootstrap.tsx hands it to loadConfig, which checks the answer and validates it.
 * A page from the render server carries its config in the boot script (BOOT_SCRIPT_ID in @niec/shared,
 * which this entry cannot import before the shared scope is ready), so it asks for nothing.
 */
export const configResponse: Promise<Response> | null = document.getElementById('niec-boot')
  ? null
  : fetch('/config.json', { headers: { Accept: 'application/json' }, cache: 'no-cache' });
// A network failure is reported by bootstrap.tsx once it awaits this; until then it is not "unhandled".
configResponse?.catch(() => undefined);
