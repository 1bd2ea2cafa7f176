import type { Browser, BrowserContext, BrowserContextOptions, Page } from '@playwright/test'

// A page the server rendered can be read at once but answers taps only once the app has taken it over, a moment
// later (src/web/main.tsx; docs/decisions/0014-server-rendered-first-paint.md). A reader looks first; a journey
// would tap at once and be lost. So opening a page in a journey waits for the app as well, which says it has the
// page by removing the answers the page came with.
const TAKEN_OVER = () => !document.getElementById('dogear-state')

function waitOnOpen(page: Page) {
	for (const name of ['goto', 'reload', 'goBack', 'goForward'] as const) {
		const open = page[name].bind(page) as (...args: unknown[]) => ReturnType<Page['goto']>
		Object.assign(page, {
			[name]: async (...args: unknown[]) => {
				const response = await open(...args)
				await page.waitForFunction(TAKEN_OVER, undefined, { timeout: 15_000 })
				return response
			},
		})
	}
}

/** Every page of the context, opened by address, is handed back once the app has taken it over. */
export function waitForTakeOver(context: BrowserContext) {
	for (const page of context.pages()) waitOnOpen(page)
	context.on('page', waitOnOpen)
}

/** browser.newContext, with its pages handed back once the app has taken them over. */
export async function newAppContext(browser: Browser, options?: BrowserContextOptions): Promise<BrowserContext> {
	const context = await browser.newContext(options)
	waitForTakeOver(context)
	return context
}
