import type { ButtonHTMLAttributes, Ref } from 'react'

type Variant = 'primary' | 'secondary' | 'quiet' | 'danger'

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
	variant?: Variant
	busy?: boolean
	ref?: Ref<HTMLButtonElement>
}

/**
 * A real <button>; `busy` keeps it focusable and says why it does nothing (aria-disabled, not disabled). An
 * aria-disabled button (a move past the end of a list) likewise keeps the focus and does nothing.
 */
export function Button({
	variant = 'primary',
	busy = false,
	className,
	type = 'button',
	onClick,
	...rest
}: ButtonProps) {
	const inert = busy || rest['aria-disabled'] === true
	return (
		<button
			{...rest}
			type={type}
			aria-disabled={inert || undefined}
			aria-busy={busy || undefined}
			className={['button', `button--${variant}`, className].filter(Boolean).join(' ')}
			onClick={(event) => {
				if (inert) event.preventDefault()
				else onClick?.(event)
			}}
		/>
	)
}
