/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** A same-origin path that receives analytics events by `navigator.sendBeacon`; unset keeps them in the console (development) or drops them. */
  readonly VITE_ANALYTICS_ENDPOINT?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
