import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { AuthMessages, SignInInput, SignUpInput } from '../../shared/schemas/auth.ts'
import { ApiError } from './api.ts'
import { fieldErrorsFrom, formErrorsFromFailure } from './form-errors.ts'

const errorsFor = (schema: typeof SignUpInput | typeof SignInInput, input: unknown) => {
	const parsed = schema.safeParse(input)
	assert.equal(parsed.success, false)
	return fieldErrorsFrom(parsed.error!)
}

describe('fieldErrorsFrom', () => {
	it('keeps the original order and the first message per field', () => {
		const errors = errorsFor(SignUpInput, {
			username: '',
			email: '',
			password: '',
			repeatPassword: '',
			acceptTerms: false,
		})
		assert.deepEqual(Object.keys(errors), ['username', 'email', 'password', 'repeatPassword', 'acceptTerms'])
		assert.equal(errors.username, AuthMessages.usernameRequired)
		assert.equal(errors.password, AuthMessages.passwordRequired)
		assert.equal(errors.acceptTerms, AuthMessages.terms)
	})

	it('reports a mismatched repeat once everything else is right', () => {
		const errors = errorsFor(SignUpInput, {
			username: 'ada',
			email: 'ada@example.org',
			password: 'long enough',
			repeatPassword: 'different',
			acceptTerms: true,
		})
		assert.deepEqual(errors, { repeatPassword: AuthMessages.repeatMismatch })
	})

	it('uses the login wording on the sign-in form', () => {
		const errors = errorsFor(SignInInput, { email: '', password: '', acceptTerms: false })
		assert.deepEqual(errors, {
			email: AuthMessages.loginEmail,
			password: AuthMessages.loginPassword,
			acceptTerms: AuthMessages.terms,
		})
	})
})

describe('formErrorsFromFailure', () => {
	it('puts field messages next to fields and nothing at form level', () => {
		const failure = new ApiError(409, 'conflict', 'Taken', { username: AuthMessages.usernameTaken })
		assert.deepEqual(formErrorsFromFailure(failure), { fields: { username: AuthMessages.usernameTaken }, form: null })
	})

	it('shows a message without fields for the whole form', () => {
		const failure = new ApiError(401, 'invalid_credentials', AuthMessages.loginFailed)
		assert.deepEqual(formErrorsFromFailure(failure), { fields: {}, form: AuthMessages.loginFailed })
	})

	it('never leaks an unexpected error into the page', () => {
		assert.deepEqual(formErrorsFromFailure(new TypeError('x is undefined')), {
			fields: {},
			form: 'Something went wrong. Please try again.',
		})
	})
})
