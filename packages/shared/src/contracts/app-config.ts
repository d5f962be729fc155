import { z } from 'zod';
import { APP_VARIANTS } from '../domain/enums.js';

/**
 * Deployment settings the server hands to the web app in index.html as
 * `<meta name="lms-config" content="{json}">` (`APP_CONFIG_META_NAME`; no inline script, so the
 * CSP stays strict).
 */
export const appConfig = z.object({
  /** Always starts and ends with "/". */
  basePath: z.string(),
  variant: z.enum(APP_VARIANTS),
  /** Version-2 site for the switch link; null when not configured (the link is hidden). */
  v2Url: z.string().nullable(),
  /** Contact-us page; null when not configured (the link is hidden). */
  contactUrl: z.string().nullable(),
  /**
   * The pages the product's labels imply (SPEC §1): the school's subscription, the privacy
   * notice, the cookie notice and the terms of use, each null when not configured (hidden).
   */
  links: z.object({
    subscription: z.string().nullable(),
    privacy: z.string().nullable(),
    cookies: z.string().nullable(),
    terms: z.string().nullable(),
  }),
});
export type AppLinks = AppConfig['links'];
export type AppConfig = z.infer<typeof appConfig>;
