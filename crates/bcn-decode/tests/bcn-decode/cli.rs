//! The DDS → PNG path of the CLI: its conversion module is compiled in here, and with the
//! `cli` feature the binary itself runs on a DDS file written by the test.

#[path = "../../src/bin/bcn-decode/convert.rs"]
#[allow(dead_code)]
mod convert;

use crate::common::noise;
use bcn_decode::{Decoder, Format, Output};
use ddsfile::{AlphaMode, D3D10ResourceDimension, Dds, DxgiFormat, NewDxgiParams};

/// A DDS of 16x8 pixels, 2 mips, 2 layers, random blocks. (ddsfile sizes mips as a quarter
/// of the level above, which is only right when the block counts divide evenly.)
fn dds_bytes(format: DxgiFormat, bb: usize) -> (Vec<u8>, Vec<u8>) {
    let mut dds = Dds::new_dxgi(NewDxgiParams {
        height: 8,
        width: 16,
        depth: None,
        format,
        mipmap_levels: Some(2),
        array_layers: Some(2),
        caps2: None,
        is_cubemap: false,
        resource_dimension: D3D10ResourceDimension::Texture2D,
        alpha_mode: AlphaMode::Straight,
    })
    .unwrap();
    // Per layer: 4x2 blocks + 2x1 blocks.
    let data = noise(2 * 10 * bb, 42);
    assert_eq!(dds.data.len(), data.len());
    dds.data.copy_from_slice(&data);
    let mut out = Vec::new();
    dds.write(&mut out).unwrap();
    (out, data)
}

fn read_png(bytes: &[u8]) -> (u32, u32, Vec<u8>) {
    let mut r = png::Decoder::new(bytes).read_info().unwrap();
    let mut buf = vec![0; r.output_buffer_size()];
    let info = r.next_frame(&mut buf).unwrap();
    buf.truncate(info.buffer_size());
    (info.width, info.height, buf)
}

#[test]
fn dds_to_png_round_trip() {
    let (dds, data) = dds_bytes(DxgiFormat::BC7_UNorm_sRGB, 16);
    // Layer 1, mip 1 (8x4): after layer 0 (10 blocks) and layer 1's mip 0 (8 blocks).
    let pic = convert::decode_dds(&dds, 1, 1).unwrap();
    let (w, h, px) = read_png(&convert::encode_png(&pic).unwrap());
    assert_eq!((w, h), (8, 4));
    let mut want = vec![0u8; 8 * 4 * 4];
    Decoder::new()
        .decode_image(
            Format::Bc7,
            Output::Rgba8,
            &data[18 * 16..20 * 16],
            8,
            4,
            &mut want,
            32,
        )
        .unwrap();
    assert_eq!(px, want);
    assert!(convert::decode_dds(&dds, 2, 0).is_err());
    assert!(convert::decode_dds(&dds[..dds.len() - 1], 1, 1).is_err());
    assert!(convert::decode_dds(b"not a dds", 0, 0).is_err());
}

#[test]
fn dds_formats_map_to_decoders() {
    for (dxgi, bb, f) in [
        (DxgiFormat::BC1_UNorm, 8, Format::Bc1Rgba),
        (DxgiFormat::BC3_UNorm_sRGB, 16, Format::Bc3),
        (DxgiFormat::BC4_SNorm, 8, Format::Bc4Snorm),
        (DxgiFormat::BC5_UNorm, 16, Format::Bc5Unorm),
        (DxgiFormat::BC6H_SF16, 16, Format::Bc6hSfloat),
    ] {
        let (dds, _) = dds_bytes(dxgi, bb);
        assert_eq!(convert::dds_format(&Dds::read(&dds[..]).unwrap()), Some(f));
        let pic = convert::decode_dds(&dds, 0, 0).unwrap();
        assert_eq!((pic.width, pic.height), (16, 8));
        convert::encode_png(&pic).unwrap();
    }
}

#[cfg(feature = "cli")]
#[test]
fn cli_binary_writes_a_png() {
    let dir = std::env::temp_dir().join(format!("bcn-decode-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let (dds, _) = dds_bytes(DxgiFormat::BC1_UNorm, 8);
    let (input, output) = (dir.join("in.dds"), dir.join("out.png"));
    std::fs::write(&input, &dds).unwrap();
    let st = std::process::Command::new(env!("CARGO_BIN_EXE_bcn-decode"))
        .args([&input, &output])
        .args(["--layer", "1"])
        .status()
        .unwrap();
    assert!(st.success());
    let (w, h, px) = read_png(&std::fs::read(&output).unwrap());
    assert_eq!((w, h), (16, 8));
    let pic = convert::decode_dds(&dds, 1, 0).unwrap();
    assert_eq!(px, pic.data);
    let bad = std::process::Command::new(env!("CARGO_BIN_EXE_bcn-decode"))
        .arg("/nonexistent.dds")
        .arg(&output)
        .status()
        .unwrap();
    assert!(!bad.success());
    std::fs::remove_dir_all(&dir).unwrap();
}
