/** Replaced at build time with package.json's version (vite.config.ts). */
declare const __APP_VERSION__: string
