#!/bin/bash
# Makes, on a Debian 12 machine with the CI's packages, what `contention.sh` carries to a host
# that has NVIDIA's driver and nothing else: Xvfb, glmark2 and its data, Mesa's zink and
# lavapipe, with every library they load (glibc's own excepted; libstdc++ and libgcc_s only
# where the host lacks them), split into two archives that each fit one call's 64 MiB:
# `.nvxa/` (LLVM, ICU's data and z3, unpacked to /tmp/nvxa by a first call) and `.nvxg/`
# (the rest), with a zstd to unpack them.
set -eu
T=${TMPDIR:-/tmp}/glmark-bundle; rm -rf $T; mkdir -p $T/nvg/{bin,lib/dri,fb,icd} $T/nvxa/lib
bins="Xvfb xkbcomp glmark2"
dri=/usr/lib/x86_64-linux-gnu/dri/zink_dri.so
lvp=/usr/lib/x86_64-linux-gnu/libvulkan_lvp.so
extra="/usr/lib/x86_64-linux-gnu/libGLX_mesa.so.0 /usr/lib/x86_64-linux-gnu/libglapi.so.0 $lvp"
for b in $bins; do cp -L "$(command -v $b)" $T/nvg/bin/; done
cp -L $dri $T/nvg/lib/dri/; ln $T/nvg/lib/dri/zink_dri.so $T/nvg/lib/dri/swrast_dri.so
cp -L $extra $T/nvg/lib/
sed "s|$lvp|/tmp/nvg/lib/libvulkan_lvp.so|" /usr/share/vulkan/icd.d/lvp_icd.x86_64.json > $T/nvg/icd/lvp_icd.json
for l in $(ldd $(for b in $bins; do command -v $b; done) $dri $extra | awk '$3 ~ /^\// {print $3}' | sort -u); do
  case $(basename $l) in
    libc.so.*|libm.so.*|libdl.so.*|libpthread.so.*|librt.so.*|ld-linux*) ;;
    libstdc++.so.*|libgcc_s.so.*) cp -L $l $T/nvg/fb/ ;;
    libLLVM-*|libicudata.so.*|libz3.so.*) cp -L $l $T/nvxa/lib/ ;;
    *) [ -e $T/nvg/lib/$(basename $l) ] || cp -L $l $T/nvg/lib/ ;;
  esac
done
cp -r /usr/share/X11/xkb $T/nvg/xkb
cp -r /usr/share/glmark2 $T/nvg/glmark2-data
mkdir -p .nvxa .nvxg
tar cf - -C $T nvxa | zstd -12 --long=27 -T0 -q -f -o .nvxa/nvxa.tar.zst
tar cf - -C $T nvg | zstd -12 --long=27 -T0 -q -f -o .nvxg/nvg.tar.zst
for d in .nvxa .nvxg; do mkdir -p $d/z; cp /usr/bin/zstd $(ldd /usr/bin/zstd | awk '$3 ~ /^\// {print $3}' | grep -v -E 'libc.so|libm.so') $d/z/; done
du -sh .nvxa .nvxg
