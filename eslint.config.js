// ESLint: the code rules. The import rules (layers, features, cycles) are dependency-cruiser's
// (dependency-cruiser.config.js); docs/decisions/0020-lint-and-import-rules.md says why.
import js from '@eslint/js'
import { defineConfig } from 'eslint/config'
import tseslint from 'typescript-eslint'

const noDefaultExport = [
	{ selector: 'ExportDefaultDeclaration', message: 'Export by name: a default export has no name to grep for.' },
	{
		selector: 'ExportSpecifier[exported.name="default"]',
		message: 'Export by name: a default export has no name to grep for.',
	},
]

export default defineConfig(
	{ ignores: ['dist/', 'node_modules/', '.test-output/', 'test-results/', 'playwright-report/'] },
	js.configs.recommended,
	// Without type information: a type-aware pass builds the whole program again, as long as `tsc -p .` (the
	// type check runs beside the lint anyway).
	tseslint.configs.recommended,
	{
		linterOptions: { reportUnusedDisableDirectives: 'error' },
		rules: {
			'@typescript-eslint/no-explicit-any': 'error',
			'@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true, caughtErrors: 'none' }],
			// Playwright reads a fixture's dependencies from its first parameter's pattern, `{}` when it has none.
			'no-empty-pattern': ['error', { allowObjectPatternsAsParameters: true }],
			// Our control characters are deliberate: text is cleaned of them (shared/text.ts) or tested for them.
			'no-control-regex': 'off',
			'no-restricted-syntax': ['error', ...noDefaultExport],
		},
	},
	{
		// Tools find these by their default export: configuration, and Playwright's global teardown.
		files: ['*.config.ts', '*.config.js', 'tests/e2e/support/csp-teardown.ts'],
		rules: { 'no-restricted-syntax': 'off' },
	},
)
