//! Prints the layer's JSON manifest for the library at the path given (default: the name
//! alone, for the loader's library search).

fn main() {
    let lib = std::env::args()
        .nth(1)
        .unwrap_or_else(|| "libvkrelay_timing_layer.so".into());
    print!(
        "{}",
        vkrelay_timing_layer::manifest(std::path::Path::new(&lib))
    );
}
