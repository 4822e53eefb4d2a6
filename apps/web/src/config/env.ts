// Deployment settings read at build time (Vite `VITE_*` variables), with the product's defaults.

/** The footer's "about" link: the provider's institutional site (spec: external link). */
export const ABOUT_URL: string = import.meta.env.VITE_ABOUT_URL || 'https://www.eluminer.com.br/';

/** Whether the development mailbox (`/dev/mailbox`) is linked; the API decides whether it serves it. */
export const SHOW_DEV_TOOLS: boolean = import.meta.env.DEV;
