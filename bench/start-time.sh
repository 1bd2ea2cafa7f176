#!/usr/bin/env bash
# How long `npm start` takes to answer its first request (GET /, a page the server renders) when nothing changed
# since the last build, and the CPU its processes spent until then. Run in the project folder after one
# `npm start` or `npm run build`:  bash bench/start-time.sh [runs] [port]
set -euo pipefail
runs=${1:-5}
port=${2:-3555}
data=$(mktemp -d)
cpu() { # user+system seconds of a process group so far
	local ticks=0
	for stat in /proc/[0-9]*/stat; do
		line=$(cat "$stat" 2>/dev/null) || continue
		# After the command's name: state, parent, group, …; user and system time are the 12th and 13th.
		read -r -a f <<< "${line##*) }"
		if [ "${f[2]}" = "$1" ]; then ticks=$((ticks + f[11] + f[12])); fi
	done
	echo "scale=2; $ticks / $(getconf CLK_TCK)" | bc
}
for run in $(seq 1 "$runs"); do
	setsid env PORT="$port" DATA_DIR="$data" npm start > "$data/start.log" 2>&1 &
	group=$!
	started=$(date +%s%N)
	until curl -sf -o /dev/null "http://localhost:$port/"; do sleep 0.02; done
	echo "run $run: first answer after $(( ($(date +%s%N) - started) / 1000000 )) ms, $(cpu "$group") s of CPU, load $(cut -d' ' -f1-3 /proc/loadavg)"
	kill -- -"$group"
	while kill -0 "$group" 2>/dev/null; do sleep 0.1; done
done
rm -rf "$data"
