#!/bin/bash
# Makes, on a Debian 12 machine with the CI's packages and x11-apps (xwd) installed, what `repairs.sh` carries to a
# host that has NVIDIA's driver and nothing else: the X server, Mesa's zink, glretrace,
# vulkaninfo, vkd3d-triangle, xwd, spirv-val and the validation layer, with every library
# they load (glibc's own excepted; libstdc++ and libgcc_s only where the host lacks them),
# split into two archives that each fit one call's 64 MiB (`.nvxa/`: LLVM, ICU's data and z3;
# `.nvxb/`: the rest), and the apitrace traces of glmark2 and glxgears, recorded on llvmpipe.
set -eu
T=${TMPDIR:-/tmp}/gl-bundle; rm -rf $T; mkdir -p $T/nvx/{bin,lib/dri,fb,layers} $T/nvxa/lib
bins="Xvfb xkbcomp glretrace vulkaninfo vkd3d-triangle xwd spirv-val"
dri=/usr/lib/x86_64-linux-gnu/dri/zink_dri.so
extra="/usr/lib/x86_64-linux-gnu/libGLX_mesa.so.0 /usr/lib/x86_64-linux-gnu/libglapi.so.0 /usr/lib/x86_64-linux-gnu/libVkLayer_khronos_validation.so"
for b in $bins; do cp -L "$(command -v $b)" $T/nvx/bin/; done
cp -L $dri $T/nvx/lib/dri/; ln $T/nvx/lib/dri/zink_dri.so $T/nvx/lib/dri/swrast_dri.so
cp -L $extra $T/nvx/lib/
for l in $(ldd $(for b in $bins; do command -v $b; done) $dri $extra | awk '$3 ~ /^\// {print $3}' | sort -u); do
  case $(basename $l) in
    libc.so.*|libm.so.*|libdl.so.*|libpthread.so.*|librt.so.*|ld-linux*) ;;
    libstdc++.so.*|libgcc_s.so.*) cp -L $l $T/nvx/fb/ ;;
    libLLVM-*|libicudata.so.*|libz3.so.*) cp -L $l $T/nvxa/lib/ ;;
    *) [ -e $T/nvx/lib/$(basename $l) ] || cp -L $l $T/nvx/lib/ ;;
  esac
done
cp -r /usr/share/X11/xkb $T/nvx/xkb
cp /usr/share/vulkan/explicit_layer.d/VkLayer_khronos_validation.json $T/nvx/layers/
mkdir -p .nvxa .nvxb
tar cf - -C $T nvxa | zstd -19 --long=27 -T0 -q -f -o .nvxa/nvxa.tar.zst
tar cf - -C $T nvx | zstd -19 --long=27 -T0 -q -f -o .nvxb/nvxb.tar.zst
# The traces: glmark2 scenes and glxgears on llvmpipe under a private X server.
Xvfb :77 -screen 0 1024x768x24 -noreset > /dev/null 2>&1 & XP=$!; sleep 1
export DISPLAY=:77 LIBGL_ALWAYS_SOFTWARE=1 GALLIUM_DRIVER=llvmpipe
(cd $T && apitrace trace -o glmark2.trace glmark2 --size 160x120 -b build:duration=0.7 \
  -b texture:duration=0.7 -b shading:shading=phong:duration=0.7 -b terrain:duration=0.7 \
  -b jellyfish:duration=0.7 > /dev/null)
(cd $T && timeout 3 apitrace trace -o gears.trace glxgears -geometry 160x120 > /dev/null 2>&1 || true)
kill $XP
zstd -19 -q -f $T/glmark2.trace -o .nvxb/glmark2.trace.zst
zstd -19 -q -f $T/gears.trace -o .nvxb/gears.trace.zst
# The host has no zstd: a copy travels with each archive.
for d in .nvxa .nvxb; do mkdir -p $d/z; cp /usr/bin/zstd $(ldd /usr/bin/zstd | awk '$3 ~ /^\// {print $3}' | grep -v -E 'libc.so|libm.so') $d/z/; done
du -sh .nvxa .nvxb
