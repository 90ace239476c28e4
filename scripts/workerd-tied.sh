#!/bin/sh
# workerd for miniflare (see scripts/processes.mjs). miniflare writes workerd's config to its stdin; it is
# read here, given the V8 flags of scripts/workerdConfig.mjs (a bounded heap per isolate), and handed to
# workerd as its stdin. Where setpriv exists (Linux), workerd is then killed by the kernel when the process
# that spawned it dies, even by SIGKILL. exec keeps one process with workerd's PID, so miniflare's own kill
# still works.
set -e
received=$(mktemp "${TMPDIR:-/tmp}/wildroot-workerd-config.XXXXXX")
flagged=$(mktemp "${TMPDIR:-/tmp}/wildroot-workerd-config.XXXXXX")
cat > "$received"
# A config this cannot read still starts workerd, as miniflare wrote it (without the flags).
if ! "$WILDROOT_NODE" "$WILDROOT_WORKERD_CONFIG" "$received" "$flagged"; then
  cp "$received" "$flagged"
fi
exec < "$flagged"
rm -f "$received" "$flagged"
if [ -n "$WILDROOT_SETPRIV" ]; then
  exec "$WILDROOT_SETPRIV" --pdeathsig KILL -- "$WILDROOT_WORKERD_BIN" "$@"
fi
exec "$WILDROOT_WORKERD_BIN" "$@"
