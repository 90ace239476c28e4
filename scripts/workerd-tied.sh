#!/bin/sh
# workerd for miniflare, killed by the kernel when the process that spawned it dies, even by SIGKILL
# (see scripts/processes.mjs). exec keeps one process with workerd's PID, so miniflare's own kill still works.
exec "$WILDROOT_SETPRIV" --pdeathsig KILL -- "$WILDROOT_WORKERD_BIN" "$@"
