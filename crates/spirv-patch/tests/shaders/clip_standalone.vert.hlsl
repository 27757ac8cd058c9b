// HLSL vertex shader: glslang emits SV_ClipDistance/SV_CullDistance as standalone Output
// arrays (the form DXVK and vkd3d-proton produce), written element by element.
struct VsOut {
    float4 pos : SV_Position;
    float2 clip : SV_ClipDistance0;
    float cull : SV_CullDistance0;
};

VsOut main(float4 p : POSITION) {
    VsOut o;
    o.pos = p;
    o.clip = p.xy;
    o.cull = p.z;
    return o;
}
