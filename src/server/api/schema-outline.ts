type JsonSchema = {
	type?: string | string[]
	anyOf?: JsonSchema[]
	enum?: unknown[]
	const?: unknown
	properties?: Record<string, JsonSchema>
	required?: string[]
	items?: JsonSchema
	additionalProperties?: boolean | JsonSchema
	default?: unknown
	minimum?: number
	maximum?: number
	minLength?: number
	maxLength?: number
	minItems?: number
	maxItems?: number
}

// z.int() bounds every integer by the safe range, which says nothing a reader needs.
const bound = (n: number | undefined) => (n === undefined || Math.abs(n) >= Number.MAX_SAFE_INTEGER ? undefined : n)

/** Limits and defaults worth a reader's eye: '1–100, default 30'. */
export function schemaNotes(schema: JsonSchema): string {
	const parts: string[] = []
	const range = (low: number | undefined, high: number | undefined, unit: string) => {
		;[low, high] = [bound(low), bound(high)]
		if (low !== undefined && high !== undefined) parts.push(`${low}–${high}${unit}`)
		else if (high !== undefined) parts.push(`at most ${high}${unit}`)
		else if (low !== undefined && low > 0) parts.push(`at least ${low}${unit}`)
	}
	range(schema.minimum, schema.maximum, '')
	range(schema.minLength, schema.maxLength, ' characters')
	range(schema.minItems, schema.maxItems, ' items')
	if (schema.default !== undefined) parts.push(`default ${JSON.stringify(schema.default)}`)
	return parts.join(', ')
}

const comment = (schema: JsonSchema) => {
	const notes = schemaNotes(schema)
	return notes ? `  // ${notes}` : ''
}

/**
 * A JSON Schema as a TypeScript-like outline for the API docs page: `{ id: string, rating: number | null }`,
 * optional fields with `?`, enums as their values. Easier to read than the schema, and made from it.
 */
export function outline(schema: JsonSchema, indent = ''): string {
	if (schema.anyOf) return schema.anyOf.map((s) => outline(s, indent)).join(' | ')
	if (schema.enum) return schema.enum.map((v) => JSON.stringify(v)).join(' | ')
	if (schema.const !== undefined) return JSON.stringify(schema.const)
	const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : []
	if (types.length > 1) return types.map((type) => outline({ ...schema, type }, indent)).join(' | ')
	const [type = 'any'] = types
	if (type === 'array') {
		const item = outline(schema.items ?? {}, indent)
		return item.includes(' | ') ? `(${item})[]` : `${item}[]`
	}
	if (type === 'object' && schema.properties) {
		const required = new Set(schema.required ?? [])
		const inner = `${indent}  `
		const lines = Object.entries(schema.properties).map(
			([name, property]) =>
				`${inner}${name}${required.has(name) ? '' : '?'}: ${outline(property, inner)}${comment(property)}`,
		)
		return `{\n${lines.join('\n')}\n${indent}}`
	}
	if (type === 'object')
		return typeof schema.additionalProperties === 'object'
			? `{ [key: string]: ${outline(schema.additionalProperties, indent)} }`
			: 'object'
	return type === 'integer' ? 'integer' : type
}
