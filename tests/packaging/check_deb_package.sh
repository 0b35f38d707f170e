#!/usr/bin/env bash
# Runs CPack in the build directory into a scratch folder and checks the package lists
# what a user installs. Usage: check_deb_package.sh BUILD_DIR
set -euo pipefail
build_dir=$1
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
(cd "$build_dir" && cpack -G DEB -B "$out" >"$out/cpack.log" 2>&1) || { cat "$out/cpack.log"; exit 1; }
deb=$(ls "$out"/*.deb)
contents=$(dpkg-deb -c "$deb")
status=0
for expected in ./usr/bin/shardscope-cli ./usr/share/applications/shardscope.desktop \
                ./usr/share/metainfo/io.shardscope.ShardScope.metainfo.xml \
                ./usr/share/icons/hicolor/scalable/apps/shardscope.svg; do
  if grep -q " $expected\$" <<<"$contents"; then
    echo "ok: $expected"
  else
    echo "missing from $(basename "$deb"): $expected"; status=1
  fi
done
# Only the executables that were built are expected; the GUI joins when it exists.
if [ -x "$build_dir/bin/shardscope" ] && ! grep -q " ./usr/bin/shardscope\$" <<<"$contents"; then
  echo "missing from $(basename "$deb"): ./usr/bin/shardscope"; status=1
fi
dpkg-deb -f "$deb" Package Version Depends
exit $status
