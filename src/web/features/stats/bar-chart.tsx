import type { CSSProperties } from 'react'
import { count } from './stats-format.ts'

export type Bar = { key: string; label: string; short: string; value: number }

type BarChartProps = {
	title: string
	bars: readonly Bar[]
	/** The counted thing, singular and plural ('book', 'books'). */
	unit: readonly [string, string]
	/** What the label column is ('Month', 'Rating'). */
	labelHeading: string
	summary: string
	/** Numbers above the bars; off for pages, whose thousands do not fit a phone's bar. */
	showValues?: boolean
}

/**
 * Bars drawn with CSS, hidden from screen readers, which get the same numbers as a table and a one-line
 * summary instead. Heights are relative to the largest bar; an empty bar keeps its place so months line up.
 */
export function BarChart({ title, bars, unit, labelHeading, summary, showValues = true }: BarChartProps) {
	const max = Math.max(1, ...bars.map((b) => b.value))
	return (
		<figure className="stats-chart">
			<figcaption className="stats-chart__title">{title}</figcaption>
			<p className="stats-chart__summary">{summary}</p>
			<div className="stats-bars" aria-hidden="true" style={{ '--bar-count': bars.length } as CSSProperties}>
				{bars.map((bar) => (
					<div
						className="stats-bars__column"
						key={bar.key}
						title={`${bar.label}: ${count(bar.value, unit[0], unit[1])}`}
					>
						<span className="stats-bars__value">
							{showValues && bar.value > 0 ? bar.value.toLocaleString('en-US') : ''}
						</span>
						<span className="stats-bars__track">
							<span className="stats-bars__fill" style={{ blockSize: `${(bar.value / max) * 100}%` }} />
						</span>
						<span className="stats-bars__label">{bar.short}</span>
					</div>
				))}
			</div>
			<table className="visually-hidden">
				<caption>{title}</caption>
				<thead>
					<tr>
						<th scope="col">{labelHeading}</th>
						<th scope="col">{unit[1][0]!.toUpperCase() + unit[1].slice(1)}</th>
					</tr>
				</thead>
				<tbody>
					{bars.map((bar) => (
						<tr key={bar.key}>
							<th scope="row">{bar.label}</th>
							<td>{bar.value.toLocaleString('en-US')}</td>
						</tr>
					))}
				</tbody>
			</table>
		</figure>
	)
}
