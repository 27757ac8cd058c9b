//! `vkrelay-renderer timeline … --plot FILE.svg`: the phases of a timeline report as a bar
//! chart (with the `plotters` crate): one row per phase, its median per frame as a bar and
//! the 25th–75th percentiles as a whisker; with a native run, the native bar beside the one
//! through vkrelay.

use std::path::Path;

use plotters::prelude::*;
use plotters::style::text_anchor::{HPos, Pos, VPos};

use super::Phase;

/// One row of the chart: a phase's name, and its spans in up to two runs.
#[derive(Debug, Clone, Copy)]
pub struct Row<'a> {
    /// The phase's name.
    pub name: &'static str,
    /// The native run's phase, if there is one.
    pub native: Option<&'a Phase>,
    /// The run through vkrelay.
    pub relay: &'a Phase,
}

/// The bar colours: native, through vkrelay.
const NATIVE: RGBColor = RGBColor(0x4c, 0x72, 0xb0);
const RELAY: RGBColor = RGBColor(0xdd, 0x84, 0x52);

fn us(ns: Option<u64>) -> f64 {
    ns.map_or(0.0, |n| n as f64 / 1e3)
}

/// Draws `rows` into an SVG file at `path`, titled `title`.
pub fn svg(path: &Path, title: &str, rows: &[Row<'_>]) -> Result<(), String> {
    let err = |e: DrawingAreaErrorKind<std::io::Error>| format!("{}: {e}", path.display());
    let with_native = rows.iter().any(|r| r.native.is_some());
    let height = 90 + 40 * rows.len().max(1) as u32;
    let root = SVGBackend::new(path, (960, height)).into_drawing_area();
    root.fill(&WHITE).map_err(err)?;
    let max = rows
        .iter()
        .flat_map(|r| {
            [
                r.native.and_then(|p| p.quantile(0.75)),
                r.relay.quantile(0.75),
            ]
        })
        .map(us)
        .fold(0.0, f64::max)
        .max(1.0)
        * 1.1;
    let n = rows.len().max(1) as f64;
    let mut chart = ChartBuilder::on(&root)
        .caption(title, ("sans-serif", 18))
        .margin(12)
        .x_label_area_size(52)
        .y_label_area_size(330)
        .build_cartesian_2d(0.0..max, 0.0..n)
        .map_err(err)?;
    chart
        .configure_mesh()
        .disable_y_mesh()
        .light_line_style(WHITE)
        .disable_y_axis()
        .x_desc("µs per frame (bar: median; whisker: 25th to 75th percentile)")
        .draw()
        .map_err(err)?;
    // The phases' names, right-aligned left of their rows (plotters puts axis labels at
    // round values, not at the rows' middles).
    let label = ("sans-serif", 12)
        .into_font()
        .color(&BLACK)
        .pos(Pos::new(HPos::Right, VPos::Center));
    for (k, r) in rows.iter().enumerate() {
        let (x, y) = chart.backend_coord(&(0.0, n - k as f64 - 0.5));
        root.draw(&Text::new(r.name, (x - 8, y), label.clone()))
            .map_err(err)?;
    }
    // Each row: up to two bars (native above, vkrelay below), each with its whisker.
    let mut bars = Vec::new();
    let mut whiskers = Vec::new();
    for (k, r) in rows.iter().enumerate() {
        let top = n - k as f64;
        let runs: Vec<(&Phase, RGBColor)> = match r.native {
            Some(p) => vec![(p, NATIVE), (r.relay, RELAY)],
            None => vec![(r.relay, RELAY)],
        };
        let h = 0.8 / runs.len() as f64;
        for (j, (p, colour)) in runs.into_iter().enumerate() {
            let y1 = top - 0.1 - h * j as f64;
            let y0 = y1 - h;
            bars.push(Rectangle::new(
                [(0.0, y0), (us(p.quantile(0.5)), y1)],
                colour.filled(),
            ));
            let mid = (y0 + y1) / 2.0;
            whiskers.push(PathElement::new(
                vec![(us(p.quantile(0.25)), mid), (us(p.quantile(0.75)), mid)],
                BLACK.stroke_width(1),
            ));
        }
    }
    chart.draw_series(bars).map_err(err)?;
    chart.draw_series(whiskers).map_err(err)?;
    if with_native {
        // The legend: two labelled swatches.
        for (label, colour) in [("native", NATIVE), ("through vkrelay", RELAY)] {
            chart
                .draw_series(std::iter::empty::<Rectangle<(f64, f64)>>())
                .map_err(err)?
                .label(label)
                .legend(move |(x, y)| {
                    Rectangle::new([(x, y - 5), (x + 12, y + 5)], colour.filled())
                });
        }
        chart
            .configure_series_labels()
            .background_style(WHITE.mix(0.8))
            .border_style(BLACK)
            .draw()
            .map_err(err)?;
    }
    root.present().map_err(err)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn phase(name: &'static str, spans: &[u64]) -> Phase {
        Phase::new(name, spans.to_vec())
    }

    #[test]
    fn the_chart_names_every_phase_and_draws_a_bar_per_run() {
        let dir = std::env::temp_dir().join(format!("vkrelay-plot-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("t.svg");
        let (a, b) = (
            phase("submit", &[1000, 2000, 3000]),
            phase("submit", &[1500, 2500, 3500]),
        );
        let (c, d) = (phase("wait", &[10_000]), phase("wait", &[12_000]));
        let rows = [
            Row {
                name: "submit",
                native: Some(&a),
                relay: &b,
            },
            Row {
                name: "wait",
                native: Some(&c),
                relay: &d,
            },
        ];
        svg(&path, "test", &rows).unwrap();
        let s = std::fs::read_to_string(&path).unwrap();
        for label in ["submit", "wait", "native", "through vkrelay"] {
            assert!(s.contains(&format!("\n{label}\n")), "{label} missing");
        }
        // Four bars (two phases × two runs), in the two colours, widths in proportion to
        // the medians (2.0, 2.5, 10, 12 µs).
        let widths: Vec<f64> = s
            .lines()
            .filter(|l| l.starts_with("<rect") && (l.contains("#4C72B0") || l.contains("#DD8452")))
            .filter(|l| !l.contains("height=\"10\""))
            .map(|l| {
                let w = l
                    .split("width=\"")
                    .nth(1)
                    .unwrap()
                    .split('"')
                    .next()
                    .unwrap();
                w.parse().unwrap()
            })
            .collect();
        assert_eq!(widths.len(), 4, "{s}");
        let ratio = widths[3] / widths[1];
        assert!((ratio - 12.0 / 2.5).abs() < 0.15, "{widths:?}");
        let _ = std::fs::remove_dir_all(&dir);
    }
}
