// Zod compiles object schemas with `new Function` when it may, and finds out whether it may by trying: under our
// Content-Security-Policy (no 'unsafe-eval') that try is a violation the browser reports on every page. With
// jitless nothing is tried. Zod reads this object when it loads, and decides per schema as each is built, so it
// must be set before any module runs: a classic script in index.html does that (module scripts are deferred).
globalThis.__zod_globalConfig = { jitless: true }
