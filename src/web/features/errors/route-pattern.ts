/**
 * The page's route as the server's log may keep it: each parameter's value replaced by its name
 * ('/club/join/:token'), as an invitation's path is its token; the not-found page's any-path is '/*'.
 */
export function routeOf(pathname: string, params: Readonly<Record<string, string | undefined>>): string {
	if (params['*'] !== undefined) return '/*'
	const names = new Map(Object.entries(params).flatMap(([name, value]) => (value ? [[value, name]] : [])))
	return pathname
		.split('/')
		.map((segment) => {
			const name = names.get(decoded(segment))
			return name === undefined ? segment : `:${name}`
		})
		.join('/')
}

function decoded(segment: string) {
	try {
		return decodeURIComponent(segment)
	} catch {
		return segment
	}
}
