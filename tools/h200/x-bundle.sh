#!/bin/bash
# Makes, on a Debian 12 machine with the CI's packages, what `wsi-renderer.sh` carries to a
# host that has NVIDIA's driver and nothing else: Xvfb, xkbcomp and vkcube with every library
# they load (glibc's own excepted), and the XKB data, as `.nvxc/nvxc.tar.zst` with a zstd to
# unpack it.
set -eu
T=${TMPDIR:-/tmp}/x-bundle; rm -rf $T; mkdir -p $T/nvxc/{bin,lib}
bins="Xvfb xkbcomp vkcube"
for b in $bins; do cp -L "$(command -v $b)" $T/nvxc/bin/; done
for l in $(ldd $(for b in $bins; do command -v $b; done) | awk '$3 ~ /^\// {print $3}' | sort -u); do
  case $(basename $l) in
    libc.so.*|libm.so.*|libdl.so.*|libpthread.so.*|librt.so.*|ld-linux*|libvulkan.so.*) ;;
    *) [ -e $T/nvxc/lib/$(basename $l) ] || cp -L $l $T/nvxc/lib/ ;;
  esac
done
cp -r /usr/share/X11/xkb $T/nvxc/xkb
mkdir -p .nvxc/z
tar cf - -C $T nvxc | zstd -19 -T0 -q -f -o .nvxc/nvxc.tar.zst
cp /usr/bin/zstd $(ldd /usr/bin/zstd | awk '$3 ~ /^\// {print $3}' | grep -v -E 'libc.so|libm.so') .nvxc/z/
du -sh .nvxc
