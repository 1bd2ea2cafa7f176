/** A shelf of spines with one dog-eared book: decoration only, so it is hidden from assistive technology. */
export function HeroArt() {
	const spines = [
		{ x: 20, w: 34, h: 150, fill: 'var(--art-1)' },
		{ x: 58, w: 26, h: 128, fill: 'var(--art-2)' },
		{ x: 88, w: 40, h: 160, fill: 'var(--art-3)' },
		{ x: 132, w: 30, h: 138, fill: 'var(--art-4)' },
	]
	return (
		<svg className="hero-art" viewBox="0 0 320 200" aria-hidden="true" focusable="false">
			<rect x="8" y="182" width="304" height="8" rx="2" fill="var(--art-shelf)" />
			{spines.map((s) => (
				<g key={s.x}>
					<rect x={s.x} y={182 - s.h} width={s.w} height={s.h} rx="3" fill={s.fill} />
					<rect x={s.x + 6} y={182 - s.h + 16} width={s.w - 12} height="4" rx="2" fill="var(--art-band)" />
					<rect x={s.x + 6} y={182 - s.h + 26} width={s.w - 12} height="4" rx="2" fill="var(--art-band)" />
				</g>
			))}
			{/* A leaning open book with its corner folded down. */}
			<g transform="rotate(-8 240 120)">
				<path
					d="M176 64h112v118H176z"
					fill="var(--surface)"
					stroke="var(--text)"
					strokeWidth="3"
					strokeLinejoin="round"
				/>
				<path d="M262 64h26v26z" fill="var(--accent)" stroke="var(--text)" strokeWidth="3" strokeLinejoin="round" />
				<path
					d="M190 96h84M190 110h84M190 124h84M190 138h60"
					stroke="var(--muted)"
					strokeWidth="3"
					strokeLinecap="round"
				/>
				<path d="M196 160l6 -10 6 10h-12z" fill="var(--accent)" />
				<path d="M214 160l6 -10 6 10h-12z" fill="var(--accent)" />
				<path d="M232 160l6 -10 6 10h-12z" fill="var(--accent)" />
			</g>
		</svg>
	)
}
