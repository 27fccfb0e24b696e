/** The id of the page's copy of its runtime config (RUNTIME_CONFIG_ELEMENT_ID of @kyubos/webpack-config/serve). */
export const RUNTIME_CONFIG_ELEMENT_ID = 'kyubos-runtime-config';

/**
 * The runtime config the static server wrote into the page, as sent (validated by the portal), in
 * `{ config }`; undefined when the page carries none or it does not parse (the file then decides).
 */
export function readConfigInPage(): { config: unknown } | undefined {
  const text = document.getElementById(RUNTIME_CONFIG_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    return { config: JSON.parse(text) as unknown };
  } catch {
    return undefined;
  }
}
