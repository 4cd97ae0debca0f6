#!/usr/bin/env bash
# Fault injection, the heavy form: the real program killed (SIGKILL) at random moments
# during scripted play under Xvfb, KILLS times (default 200); no completed move may be lost
# and every game file must stay whole. Prints the figures. Needs a built tree (build/).
# usage: scripts/kill-test.sh [KILLS] [SEED]
set -euo pipefail
cd "$(dirname "$0")/.."
KILLS="${1:-200}" exec bash tests/ui/e2e_kill_xvfb.sh build/src/ui/morphchess \
  build/morphchess-cli "${2:-$$}"
