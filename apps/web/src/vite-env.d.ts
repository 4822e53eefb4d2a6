/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** External "about" page linked from the footer. */
  readonly VITE_ABOUT_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
