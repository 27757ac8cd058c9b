#!/bin/bash
# H200 run: every fuzz target for a fixed time, two libFuzzer workers each (-fork=2), all
# targets at once on the host's 16 cores, each starting from its committed corpus
# (fuzz/corpus/<target>/, copied). Expects the targets, built here with
# `cargo +nightly fuzz build -O` (AddressSanitizer; no debug assertions without `-a`), stripped of debug
# information, under .devbin/fuzz/. Prints each target's last status line (executions after
# `#`, `cov:` edges, `ft:` features, `crash`/`oom`/`timeout` counts) and brings back the grown
# corpora and any crash inputs in $OUT/fuzz.tgz.
#
# WORKERS gives some targets another count of workers than 2 ("target=n ...").
#
#   SECONDS_EACH=480 WORKERS="bcn_decode_blocks=4" bash tools/h200/fuzz.sh
set -u
T=${SECONDS_EACH:-480}
workers() { for kv in ${WORKERS:-}; do [ "${kv%%=*}" = "$1" ] && { echo "${kv#*=}"; return; }; done; echo 2; }
W=/tmp/fuzz; rm -rf $W; mkdir -p $W
for b in .devbin/fuzz/*; do
  t=$(basename $b)
  mkdir -p $W/$t/corpus $W/$t/artifacts
  [ -d fuzz/corpus/$t ] && cp fuzz/corpus/$t/* $W/$t/corpus/ 2>/dev/null
  (cd $W/$t && timeout $((T + 60)) $OLDPWD/$b corpus -fork=$(workers $t) -ignore_crashes=1 -max_total_time=$T \
     -rss_limit_mb=4096 -timeout=10 -artifact_prefix=artifacts/ > log 2>&1) &
done
wait
for d in $W/*/; do
  t=$(basename $d)
  last=$(grep -E "^#[0-9]+" $d/log | tail -1)
  echo "$t: $last | corpus $(ls $d/corpus | wc -l) | artifacts $(ls $d/artifacts | wc -l)"
  grep -m3 -E "ERROR: (libFuzzer|AddressSanitizer)|panicked at" $d/log | cut -c1-240
done
(cd $W && tar czf $OUT/fuzz.tgz */corpus */artifacts */log)
