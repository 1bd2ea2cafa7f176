import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'

const TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim())

/**
 * The CPU time a process on this machine has used so far, user and system, in ms (Linux: /proc/<pid>/stat,
 * fields 14 and 15, after the command name, which may itself hold spaces and parentheses).
 */
export function processCpuMs(pid: number): number {
	const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
	const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
	return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND
}
