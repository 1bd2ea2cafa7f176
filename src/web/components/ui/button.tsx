import type { ButtonHTMLAttributes, Ref } from 'react'

type Variant = 'primary' | 'secondary' | 'quiet' | 'danger'

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
	variant?: Variant
	busy?: boolean
	ref?: Ref<HTMLButtonElement>
}

/** A real <button>; `busy` keeps it focusable and says why it does nothing (aria-disabled, not disabled). */
export function Button({
	variant = 'primary',
	busy = false,
	className,
	type = 'button',
	onClick,
	...rest
}: ButtonProps) {
	return (
		<button
			{...rest}
			type={type}
			aria-disabled={busy || undefined}
			aria-busy={busy || undefined}
			className={['button', `button--${variant}`, className].filter(Boolean).join(' ')}
			onClick={(event) => {
				if (busy) event.preventDefault()
				else onClick?.(event)
			}}
		/>
	)
}
