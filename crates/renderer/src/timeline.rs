//! Where a frame's time goes between an application and the renderer: reads the two
//! processes' timelines (see [`shm_ring::timeline`]; recorded when `VKRELAY_TIMELINE` is set
//! in both) and lines their events up into per-frame phases.
//!
//! A frame is the span between two returns of the application's host waits (the frame loop of
//! zink, vkcube or the bundled example waits once per frame). Each phase pairs an event of one
//! process with the first (or last) matching event of the other, on the same clock. With
//! several waits per frame, or waits that overlap submissions of other frames, the phases
//! still describe the waits, not whole frames.

use std::fmt;

pub mod plot;

use shm_ring::timeline::{Event, Record};

/// One phase's durations (ns).
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Phase {
    /// What it measures.
    pub name: &'static str,
    /// Every measured span, ns, sorted.
    pub spans: Vec<u64>,
}

impl Phase {
    fn new(name: &'static str, mut spans: Vec<u64>) -> Phase {
        spans.sort_unstable();
        Phase { name, spans }
    }

    /// The `q`-quantile (0 ≤ q ≤ 1), ns; `None` when empty.
    pub fn quantile(&self, q: f64) -> Option<u64> {
        let last = self.spans.len().checked_sub(1)?;
        self.spans
            .get(((last as f64) * q.clamp(0.0, 1.0)).round() as usize)
            .copied()
    }

    /// The mean, ns; `None` when empty.
    pub fn mean(&self) -> Option<f64> {
        (!self.spans.is_empty())
            .then(|| self.spans.iter().map(|&s| s as f64).sum::<f64>() / self.spans.len() as f64)
    }
}

/// The phases of the frames found in two timelines.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Report {
    /// The phases, in frame order.
    pub phases: Vec<Phase>,
    /// Application waits whose reply came while the thread polled after a paced sleep.
    pub paced_polling: usize,
    /// Application waits whose reply ended a paced sleep early.
    pub paced_early: usize,
    /// Application waits that were not paced.
    pub unpaced: usize,
    /// Application wait returns that no renderer reply precedes (a sign that the files do not
    /// belong together, or that the renderer's timeline was saved before the application
    /// finished).
    pub unmatched: usize,
}

fn times(r: &[Record], e: Event) -> Vec<u64> {
    r.iter().filter(|x| x.event == e).map(|x| x.time).collect()
}

/// The first of the sorted `v` at or after `t`.
fn first_from(v: &[u64], t: u64) -> Option<u64> {
    v.get(v.partition_point(|&x| x < t)).copied()
}

/// The last of the sorted `v` at or before `t`.
fn last_until(v: &[u64], t: u64) -> Option<u64> {
    v.partition_point(|&x| x <= t)
        .checked_sub(1)
        .and_then(|i| v.get(i))
        .copied()
}

/// How many of the first frames are left out (start-up: shader compiles, first allocations).
pub const WARM_UP: usize = 10;

impl Report {
    /// Lines the application's timeline `app` up with the renderer's `renderer` (both sorted
    /// by time, as [`shm_ring::timeline::parse`] returns them).
    pub fn new(app: &[Record], renderer: &[Record]) -> Report {
        let times_of_app = AppTimes::new(app);
        let AppTimes {
            wait_call,
            wait_ret,
            ends,
            submits,
            end_passes,
        } = &times_of_app;
        // Frames and recording as in `app_phases` (the comparison's first two phases).
        let [frame, cpu, ..] = times_of_app.phases();
        let polling = times(app, Event::PacedPoll);
        let early = times(app, Event::PacedEarly);
        let r_end = times(renderer, Event::EndDone);
        let r_submit = times(renderer, Event::SubmitDone);
        let r_batch_end = times(renderer, Event::BatchEnd);
        let r_wait_call = times(renderer, Event::WaitDriverCall);
        let r_wait_ret = times(renderer, Event::WaitDriverReturn);
        let r_reply = times(renderer, Event::ReplySent);

        let mut rep = Report::default();
        let mut gpu = Vec::new();
        let mut driver_wait = Vec::new();
        let mut reply = Vec::new();
        let mut wake = Vec::new();
        let mut app_wait = Vec::new();
        let skip = WARM_UP.min(wait_ret.len());
        for &ret in wait_ret.iter().skip(skip) {
            let Some(call) = last_until(wait_call, ret) else {
                continue;
            };
            app_wait.push(ret - call);
            let within = |v: &[u64]| first_from(v, call).is_some_and(|t| t <= ret);
            if within(&polling) {
                rep.paced_polling += 1;
            } else if within(&early) {
                rep.paced_early += 1;
            } else {
                rep.unpaced += 1;
            }
            let Some(sent) = last_until(&r_reply, ret).filter(|&s| s >= call) else {
                rep.unmatched += 1;
                continue;
            };
            wake.push(ret - sent);
            if let Some(dret) = last_until(&r_wait_ret, sent).filter(|&d| d >= call) {
                reply.push(sent - dret);
                if let Some(dcall) = last_until(&r_wait_call, dret) {
                    driver_wait.push(dret - dcall);
                }
                if let Some(sub) = last_until(&r_submit, dret) {
                    gpu.push(dret - sub);
                }
            }
        }
        let after = |from: &[u64], to: &[u64]| -> Vec<u64> {
            from.iter()
                .skip(WARM_UP.min(from.len()))
                .filter_map(|&t| first_from(to, t).map(|u| u - t))
                .collect()
        };
        let end_lag = after(ends, &r_end);
        let submit_lag = after(submits, &r_submit);
        let pass_lag = after(end_passes, &r_batch_end);
        let end_to_submit = after(ends, submits);
        rep.phases = vec![
            Phase::new("frame (application wait return to the next)", frame.spans),
            Phase::new(
                "application: wait return -> vkEndCommandBuffer (recording)",
                cpu.spans,
            ),
            Phase::new(
                "application: vkEndCommandBuffer -> vkQueueSubmit",
                end_to_submit,
            ),
            Phase::new(
                "application vkCmdEndRendering -> renderer replayed it",
                pass_lag,
            ),
            Phase::new(
                "application vkEndCommandBuffer -> renderer's returned",
                end_lag,
            ),
            Phase::new(
                "application vkQueueSubmit -> renderer's returned",
                submit_lag,
            ),
            Phase::new(
                "renderer: vkQueueSubmit return -> host wait return (GPU)",
                gpu,
            ),
            Phase::new("renderer: host wait in the driver", driver_wait),
            Phase::new("renderer: host wait return -> reply sent", reply),
            Phase::new("reply sent -> application wait return", wake),
            Phase::new("application: host wait, request to reply", app_wait),
        ];
        rep
    }

    /// The phase called `name`.
    pub fn phase(&self, name: &str) -> Option<&Phase> {
        self.phases.iter().find(|p| p.name == name)
    }
}

/// The application-side phases of one timeline alone: what a native run through the timing
/// layer (`libvkrelay_timing_layer.so`) records, and what the ICD records through vkrelay, so
/// the two compare phase by phase ([`Comparison`]). Frames are as in [`Report`]; the first
/// [`WARM_UP`] are left out.
pub fn app_phases(app: &[Record]) -> Vec<Phase> {
    AppTimes::new(app).phases().into()
}

/// The times of an application timeline's events, by kind.
struct AppTimes {
    wait_call: Vec<u64>,
    wait_ret: Vec<u64>,
    ends: Vec<u64>,
    submits: Vec<u64>,
    end_passes: Vec<u64>,
}

impl AppTimes {
    fn new(app: &[Record]) -> AppTimes {
        AppTimes {
            wait_call: times(app, Event::WaitCall),
            wait_ret: times(app, Event::WaitReturn),
            ends: times(app, Event::EndCommandBuffer),
            submits: times(app, Event::Submit),
            end_passes: times(app, Event::EndRendering),
        }
    }

    /// See [`app_phases`].
    fn phases(&self) -> [Phase; 6] {
        let [
            mut frame,
            mut cpu,
            mut pass,
            mut end_submit,
            mut submit_wait,
            mut wait,
        ] = std::array::from_fn(|_| Vec::new());
        let skip = WARM_UP.min(self.wait_ret.len());
        for (i, &ret) in self.wait_ret.iter().enumerate().skip(skip) {
            let Some(&next) = self.wait_ret.get(i + 1) else {
                break;
            };
            frame.push(next - ret);
            let within = |v: &[u64], from: u64| first_from(v, from).filter(|&t| t < next);
            let Some(end) = within(&self.ends, ret) else {
                continue;
            };
            cpu.push(end - ret);
            if let Some(p) = last_until(&self.end_passes, end).filter(|&p| p > ret) {
                pass.push(end - p);
            }
            let Some(submit) = within(&self.submits, end) else {
                continue;
            };
            end_submit.push(submit - end);
            if let Some(call) = last_until(&self.wait_call, next).filter(|&c| c >= submit) {
                submit_wait.push(call - submit);
                wait.push(next - call);
            }
        }
        [
            Phase::new("frame (wait return to the next)", frame),
            Phase::new("wait return -> vkEndCommandBuffer (recording)", cpu),
            Phase::new("end of the last render pass -> vkEndCommandBuffer", pass),
            Phase::new("vkEndCommandBuffer -> vkQueueSubmit", end_submit),
            Phase::new("vkQueueSubmit -> host wait call", submit_wait),
            Phase::new("host wait call -> return", wait),
        ]
    }
}

/// The application-side phases of a native run and of a run through vkrelay, side by side.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Comparison {
    /// [`app_phases`] of the native run.
    pub native: Vec<Phase>,
    /// [`app_phases`] of the run through vkrelay.
    pub relay: Vec<Phase>,
}

impl Comparison {
    /// Compares the native application timeline `native` with `relay`, recorded through
    /// vkrelay.
    pub fn new(native: &[Record], relay: &[Record]) -> Comparison {
        Comparison {
            native: app_phases(native),
            relay: app_phases(relay),
        }
    }
}

impl fmt::Display for Comparison {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(
            f,
            "{:<52} {:>8} {:>8} {:>9} {:>9} {:>9}",
            "application phase, medians (µs)", "native", "vkrelay", "native", "vkrelay", "vkrelay-"
        )?;
        writeln!(
            f,
            "{:<52} {:>8} {:>8} {:>9} {:>9} {:>9}",
            "", "count", "count", "", "", "native"
        )?;
        for (n, r) in self.native.iter().zip(&self.relay) {
            let (a, b) = (n.quantile(0.5), r.quantile(0.5));
            let us =
                |x: Option<u64>| x.map_or("-".to_string(), |v| format!("{:.2}", v as f64 / 1e3));
            let diff = match (a, b) {
                (Some(a), Some(b)) => format!("{:+.2}", (b as f64 - a as f64) / 1e3),
                _ => "-".to_string(),
            };
            writeln!(
                f,
                "{:<52} {:>8} {:>8} {:>9} {:>9} {:>9}",
                n.name,
                n.spans.len(),
                r.spans.len(),
                us(a),
                us(b),
                diff
            )?;
        }
        Ok(())
    }
}

impl fmt::Display for Report {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(
            f,
            "{:<60} {:>7} {:>9} {:>9} {:>9} {:>9}",
            "phase (µs)", "count", "median", "p25", "p75", "mean"
        )?;
        let us = |ns: Option<u64>| ns.map_or("-".to_string(), |n| format!("{:.2}", n as f64 / 1e3));
        for p in &self.phases {
            writeln!(
                f,
                "{:<60} {:>7} {:>9} {:>9} {:>9} {:>9}",
                p.name,
                p.spans.len(),
                us(p.quantile(0.5)),
                us(p.quantile(0.25)),
                us(p.quantile(0.75)),
                p.mean()
                    .map_or("-".to_string(), |m| format!("{:.2}", m / 1e3)),
            )?;
        }
        writeln!(
            f,
            "application waits: reply while polling after a paced sleep {}, reply ended a paced \
             sleep {}, not paced {}",
            self.paced_polling, self.paced_early, self.unpaced
        )?;
        if self.unmatched > 0 {
            writeln!(
                f,
                "{} application wait returns have no renderer reply before them: are the two \
                 files from the same run?",
                self.unmatched
            )?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rec(time: u64, event: Event) -> Record {
        Record {
            time,
            thread: 1,
            event,
        }
    }

    /// A made-up application timeline: 20 frames of `frame` ns, recorded in `rec_ns`.
    fn app_only(frame: u64, rec_ns: u64) -> Vec<Record> {
        let mut app = Vec::new();
        for i in 0..20u64 {
            let t = i * frame;
            app.push(rec(t + rec_ns - 5_000, Event::EndRendering));
            app.push(rec(t + rec_ns, Event::EndCommandBuffer));
            app.push(rec(t + rec_ns + 1_000, Event::Submit));
            app.push(rec(t + rec_ns + 3_000, Event::WaitCall));
            app.push(rec(t + frame, Event::WaitReturn));
        }
        app
    }

    #[test]
    fn application_phases_compare_a_native_run_with_one_through_vkrelay() {
        let c = Comparison::new(&app_only(100_000, 20_000), &app_only(110_000, 24_000));
        let median = |v: &[Phase], name: &str| {
            v.iter()
                .find(|p| p.name == name)
                .and_then(|p| p.quantile(0.5))
        };
        // 20 wait returns, the first WARM_UP left out, the last has no next frame.
        assert!(
            c.native.iter().all(|p| p.spans.len() == 20 - WARM_UP - 1),
            "{c}"
        );
        let frame = "frame (wait return to the next)";
        assert_eq!(median(&c.native, frame), Some(100_000));
        assert_eq!(median(&c.relay, frame), Some(110_000));
        let rec_phase = "wait return -> vkEndCommandBuffer (recording)";
        assert_eq!(median(&c.native, rec_phase), Some(20_000));
        assert_eq!(median(&c.relay, rec_phase), Some(24_000));
        let pass = "end of the last render pass -> vkEndCommandBuffer";
        assert_eq!(median(&c.relay, pass), Some(5_000));
        assert_eq!(
            median(&c.relay, "vkQueueSubmit -> host wait call"),
            Some(2_000)
        );
        assert_eq!(
            median(&c.relay, "host wait call -> return"),
            Some(110_000 - 27_000)
        );
        let text = c.to_string();
        assert!(text.contains("+10.00"), "{text}");
    }

    /// A made-up run: 20 frames of 100 µs, each with its recording, submission and wait.
    #[test]
    fn phases_pair_events_across_the_two_timelines() {
        let mut app = Vec::new();
        let mut ren = Vec::new();
        for i in 0..20u64 {
            let t = i * 100_000;
            app.push(rec(t + 10_000, Event::EndRendering));
            ren.push(rec(t + 13_000, Event::BatchEnd));
            app.push(rec(t + 20_000, Event::EndCommandBuffer));
            ren.push(rec(t + 25_000, Event::EndDone));
            app.push(rec(t + 21_000, Event::Submit));
            app.push(rec(t + 22_000, Event::WaitCall));
            ren.push(rec(t + 23_000, Event::WaitDriverCall));
            ren.push(rec(t + 27_000, Event::SubmitDone));
            app.push(rec(t + 80_000, Event::PacedPoll));
            ren.push(rec(t + 97_000, Event::WaitDriverReturn));
            ren.push(rec(t + 98_000, Event::ReplySent));
            app.push(rec(t + 100_000, Event::WaitReturn));
        }
        app.sort_by_key(|r| r.time);
        ren.sort_by_key(|r| r.time);
        let r = Report::new(&app, &ren);
        let median = |name: &str| r.phase(name).and_then(|p| p.quantile(0.5));
        assert_eq!(
            median("frame (application wait return to the next)"),
            Some(100_000)
        );
        assert_eq!(
            median("application: wait return -> vkEndCommandBuffer (recording)"),
            Some(20_000)
        );
        assert_eq!(
            median("application vkEndCommandBuffer -> renderer's returned"),
            Some(5_000)
        );
        assert_eq!(
            median("application vkQueueSubmit -> renderer's returned"),
            Some(6_000)
        );
        assert_eq!(
            median("application vkCmdEndRendering -> renderer replayed it"),
            Some(3_000)
        );
        assert_eq!(
            median("renderer: vkQueueSubmit return -> host wait return (GPU)"),
            Some(70_000)
        );
        assert_eq!(median("renderer: host wait in the driver"), Some(74_000));
        assert_eq!(
            median("renderer: host wait return -> reply sent"),
            Some(1_000)
        );
        assert_eq!(median("reply sent -> application wait return"), Some(2_000));
        // The first WARM_UP frames are left out.
        assert_eq!(r.paced_polling, 20 - WARM_UP);
        assert_eq!((r.paced_early, r.unpaced, r.unmatched), (0, 0, 0));
        assert!(
            r.to_string()
                .contains("reply sent -> application wait return")
        );
    }

    #[test]
    fn waits_without_a_renderer_reply_are_counted() {
        let app: Vec<Record> = (0..15u64)
            .flat_map(|i| {
                [
                    rec(i * 10 + 1, Event::WaitCall),
                    rec(i * 10 + 5, Event::WaitReturn),
                ]
            })
            .collect();
        let r = Report::new(&app, &[]);
        assert_eq!(r.unmatched, 15 - WARM_UP);
        assert!(r.to_string().contains("same run"));
    }
}
