//! Per-client counters: calls, bytes and round trips, per command, and the summary printed
//! when a client leaves (`stats = true` / `--stats`).
//!
//! ```
//! use vkrelay_renderer::stats::Stats;
//!
//! let mut s = Stats::default();
//! s.request("vkCreateInstance", 64);
//! s.reply(24);
//! s.request("vkCmdDraw", 32);
//! assert_eq!(
//!     s.summary(),
//!     "2 calls, 1 round trip, 96 bytes in, 24 bytes out\n\
//!      top commands by count:\n\
//!      \x20      1  vkCmdDraw\n\
//!      \x20      1  vkCreateInstance"
//! );
//! ```

use std::collections::BTreeMap;
use std::fmt::Write;

/// How many commands [`Stats::summary`] lists.
pub const TOP_COMMANDS: usize = 10;

/// Counters of one client.
#[derive(Debug, Default, Clone)]
pub struct Stats {
    /// Requests handled.
    pub calls: u64,
    /// Whether the client reached its object limit (warned once).
    pub object_limit_hit: bool,
    /// Requests that got a reply (a round trip for the client).
    pub round_trips: u64,
    /// Request bytes received (headers included).
    pub bytes_in: u64,
    /// Reply bytes sent (headers included).
    pub bytes_out: u64,
    /// Requests per command id (index), with the command's name: the per-call path, an index
    /// instead of a name lookup.
    by_id: Vec<(&'static str, u64)>,
    /// Requests counted by name only (the renderer's private messages).
    by_name: BTreeMap<&'static str, u64>,
    /// Streams (connections) the client opened: one per thread that called concurrently,
    /// up to the ICD's cap.
    pub streams: u64,
    /// Ordering waits across streams (`AFTER` messages: a call that had to run after
    /// another thread's unanswered messages).
    pub ordering_waits: u64,
    /// Batches of recorded commands received (a recording ships in one or more).
    pub batches: u64,
    /// What the repairs did ([`crate::repair`]).
    pub repairs: RepairStats,
    /// What the pipeline cache on disk did ([`crate::pipeline_cache`]).
    pub pipeline_cache: PipelineCacheStats,
    /// The most messages the client sent in one second ([`crate::rate`]).
    pub peak_message_rate: u64,
    /// Seconds in which the client was slowed for its message rate (`max_message_rate`).
    pub slowed_seconds: u64,
    /// What the swapchains the renderer showed in the client's windows did
    /// ([`crate::present`]).
    pub present: PresentStats,
    /// How the fences and timeline semaphores fed to the client's feedback page were
    /// completed ([`crate::feedback`]).
    pub feedback: FeedbackStats,
}

/// Fences and timeline semaphores fed to a client's feedback page, by who published their
/// completion (each object once per submission that completed it).
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq, serde::Serialize)]
pub struct FeedbackStats {
    /// By the stream thread that ran the submission: the driver had completed it when
    /// `vkQueueSubmit` returned (lavapipe does for an empty submission).
    pub at_submission: u64,
    /// By a watcher thread, after waiting on the driver (or when a queue or device wait
    /// settled it).
    pub by_watcher: u64,
    /// By a stream thread in the idle class that polled the driver after the submission's
    /// message (`wait_poll_us`).
    pub polled: u64,
}

/// What the swapchains the renderer shows in one client's windows did
/// (`VKRELAY_PRESENT=renderer`); swapchains the ICD presents are not seen here.
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq, serde::Serialize)]
pub struct PresentStats {
    /// Swapchains made.
    pub swapchains: u64,
    /// Presentations shown in the client's windows.
    pub presentations: u64,
    /// Copies of a presentation's pixels the renderer made with the CPU: none where the X
    /// server maps the image's memory (MIT-SHM), one per `PutImage` presentation (two when
    /// its rows had to be packed first). The X server's own copy is not counted.
    pub copies: u64,
    /// Copies of a presentation into a buffer the X server reads, made by the device.
    pub blits: u64,
}

impl PresentStats {
    /// Adds one swapchain's counts (not the swapchain itself).
    pub fn add(&mut self, c: wsi_ahb::present::Counts) {
        self.presentations += c.shown;
        self.copies += c.copies;
        self.blits += c.blits;
    }
}

/// What the pipeline cache on disk did for one client ([`crate::pipeline_cache`]).
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq, serde::Serialize)]
pub struct PipelineCacheStats {
    /// Files loaded into a device's cache (a device whose file held data).
    pub loads: u64,
    /// Bytes of driver data loaded.
    pub loaded_bytes: u64,
    /// Copies of a cache queued for writing.
    pub saves: u64,
    /// Bytes of driver data queued for writing.
    pub saved_bytes: u64,
    /// Files ignored (damaged, another version, another key or driver; each logged).
    pub ignored: u64,
    /// Application caches merged into the renderer's.
    pub merges: u64,
    /// Pipelines made through the renderer's cache (the application passed none).
    pub pipelines: u64,
}

/// What the repairs did for one client.
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq, serde::Serialize)]
pub struct RepairStats {
    /// Shader modules rewritten (each distinct rewrite once; cache hits not counted).
    pub modules_patched: u64,
    /// Graphics pipelines created with a rewritten stage or vertex format.
    pub pipelines_repaired: u64,
    /// Fragment stages added to pipelines that had none (clip or cull emulation).
    pub fragment_stages_added: u64,
    /// Requested features cleared before `vkCreateDevice` (emulated, only reported, or
    /// missing on the driver).
    pub features_cleared: u64,
    /// Features answered as present that the driver does not give the device (emulated or
    /// reported by `report_features`), counted per query that changed.
    pub features_faked: u64,
    /// Format-property answers that gained `VERTEX_BUFFER_BIT` for a repaired format.
    pub formats_faked: u64,
    /// Modules a DXVK shader fix changed (each fix counted once per module it changed).
    pub fixes_applied: u64,
    /// Shader stages a repair could not rewrite (passed to the driver as they were).
    pub refused: u64,
    /// BCn images created in a replacement format ([`crate::repair::bc`]).
    pub bc_images: u64,
    /// Recorded BCn uploads (copy regions) decoded on the CPU at a submission.
    pub bc_decoded: u64,
    /// Recorded BCn uploads submitted again whose source bytes had not changed (not decoded
    /// again).
    pub bc_unchanged: u64,
    /// Bytes of decoded texels written to staging memory.
    pub bc_decoded_bytes: u64,
    /// BCn commands or submissions refused (each logged).
    pub bc_refused: u64,
    /// Recorded BCn uploads (copy regions) decoded on the GPU, in the command buffer.
    pub bc_gpu_decoded: u64,
    /// Readbacks and image copies served from the blocks the BC repair keeps.
    pub bc_from_blocks: u64,
    /// Stage rewrites found in the rewritten-SPIR-V cache on disk instead of made (each
    /// distinct one once per device; not counted in `modules_patched`).
    pub rewrites_from_disk: u64,
    /// Clip and cull distance plans found on disk instead of made.
    pub plans_from_disk: u64,
    /// Entries (rewrites and plans) loaded from rewritten-SPIR-V files at device creation.
    pub disk_entries_loaded: u64,
    /// Rewritten-SPIR-V files ignored at device creation (damaged, another version; each
    /// logged).
    pub disk_files_ignored: u64,
}

impl RepairStats {
    /// Whether nothing was repaired.
    pub fn is_empty(&self) -> bool {
        *self == RepairStats::default()
    }
}

fn plural(n: u64, one: &str, many: &str) -> String {
    if n == 1 {
        format!("{n} {one}")
    } else {
        format!("{n} {many}")
    }
}

impl Stats {
    /// Counts one request of `name`, `bytes` long.
    pub fn request(&mut self, name: &'static str, bytes: usize) {
        self.calls += 1;
        self.bytes_in += bytes as u64;
        *self.by_name.entry(name).or_default() += 1;
    }

    /// Counts one request of the command with the small number `id` (its wire id) and `name`,
    /// `bytes` long; the same as [`Stats::request`], without a name lookup.
    pub fn command(&mut self, id: u32, name: &'static str, bytes: usize) {
        self.calls += 1;
        self.bytes_in += bytes as u64;
        let i = id as usize;
        if i >= self.by_id.len() {
            self.by_id.resize(i + 1, ("", 0));
        }
        let slot = &mut self.by_id[i];
        slot.0 = name;
        slot.1 += 1;
    }

    /// Requests per command name.
    pub fn per_command(&self) -> BTreeMap<&'static str, u64> {
        let mut m = self.by_name.clone();
        for &(name, n) in &self.by_id {
            if n > 0 {
                *m.entry(name).or_default() += n;
            }
        }
        m
    }

    /// Counts one reply, `bytes` long.
    pub fn reply(&mut self, bytes: usize) {
        self.round_trips += 1;
        self.bytes_out += bytes as u64;
    }

    /// The `n` most frequent commands, most frequent first; equal counts in name order.
    pub fn top(&self, n: usize) -> Vec<(&'static str, u64)> {
        let mut v: Vec<(&'static str, u64)> = self.per_command().into_iter().collect();
        // `per_command` is in name order and the sort is stable, so ties keep name order.
        v.sort_by_key(|&(_, n)| std::cmp::Reverse(n));
        v.truncate(n);
        v
    }

    /// A readable, deterministic summary: totals on the first line, then up to
    /// [`TOP_COMMANDS`] commands by count (ties in name order), one per line.
    pub fn summary(&self) -> String {
        let mut s = format!(
            "{}, {}, {}, {}",
            plural(self.calls, "call", "calls"),
            plural(self.round_trips, "round trip", "round trips"),
            plural(self.bytes_in, "byte in", "bytes in"),
            plural(self.bytes_out, "byte out", "bytes out"),
        );
        if self.batches > 0 {
            // Writing to a String cannot fail.
            let _ = write!(
                s,
                ", {}",
                plural(self.batches, "recorded batch", "recorded batches")
            );
        }
        if self.peak_message_rate > 0 {
            // Writing to a String cannot fail.
            let _ = write!(s, ", at most {} messages a second", self.peak_message_rate);
        }
        if self.slowed_seconds > 0 {
            // Writing to a String cannot fail.
            let _ = write!(
                s,
                ", slowed in {} (max_message_rate)",
                plural(self.slowed_seconds, "second", "seconds")
            );
        }
        if self.streams > 1 {
            // Writing to a String cannot fail.
            let _ = write!(
                s,
                ", {} streams, {}",
                self.streams,
                plural(self.ordering_waits, "ordering wait", "ordering waits")
            );
        }
        let r = &self.repairs;
        if !r.is_empty() {
            // Writing to a String cannot fail.
            let _ = write!(
                s,
                "\nrepairs: {} patched, {} repaired, {} added, {} cleared, {} faked, {} \
                 faked, {} refused, {} by shader fixes",
                plural(r.modules_patched, "shader module", "shader modules"),
                plural(r.pipelines_repaired, "pipeline", "pipelines"),
                plural(r.fragment_stages_added, "fragment stage", "fragment stages"),
                plural(r.features_cleared, "feature request", "feature requests"),
                plural(r.features_faked, "feature answer", "feature answers"),
                plural(r.formats_faked, "format answer", "format answers"),
                plural(r.refused, "stage", "stages"),
                plural(r.fixes_applied, "module changed", "modules changed"),
            );
            if r.rewrites_from_disk + r.plans_from_disk + r.disk_entries_loaded > 0 {
                let _ = write!(
                    s,
                    "; from disk: {}, {} ({} loaded)",
                    plural(r.rewrites_from_disk, "rewrite", "rewrites"),
                    plural(r.plans_from_disk, "distance plan", "distance plans"),
                    plural(r.disk_entries_loaded, "entry", "entries"),
                );
            }
            if r.disk_files_ignored > 0 {
                let _ = write!(
                    s,
                    "; {} ignored",
                    plural(
                        r.disk_files_ignored,
                        "rewritten-SPIR-V file",
                        "rewritten-SPIR-V files"
                    ),
                );
            }
            if r.bc_images + r.bc_decoded + r.bc_gpu_decoded + r.bc_refused > 0 {
                let _ = write!(
                    s,
                    "\nbc: {} emulated, {} decoded ({} bytes), {} on the GPU, {} unchanged, {} \
                     refused, {} from the kept blocks",
                    plural(r.bc_images, "image", "images"),
                    plural(r.bc_decoded, "upload", "uploads"),
                    r.bc_decoded_bytes,
                    r.bc_gpu_decoded,
                    plural(r.bc_unchanged, "upload", "uploads"),
                    plural(r.bc_refused, "command", "commands"),
                    plural(r.bc_from_blocks, "copy", "copies"),
                );
            }
        }
        let p = &self.pipeline_cache;
        if *p != PipelineCacheStats::default() {
            // Writing to a String cannot fail.
            let _ = write!(
                s,
                "\npipeline cache: {} ({} bytes), {} ({} bytes), {} ignored, {} merged, {} \
                 made through it",
                plural(p.loads, "load", "loads"),
                p.loaded_bytes,
                plural(p.saves, "save", "saves"),
                p.saved_bytes,
                plural(p.ignored, "file", "files"),
                plural(p.merges, "application cache", "application caches"),
                plural(p.pipelines, "pipeline", "pipelines"),
            );
        }
        let p = &self.present;
        if p.swapchains > 0 {
            // Writing to a String cannot fail.
            let _ = write!(
                s,
                "\npresent: {} shown by the renderer, {}, {} copies of their pixels by the \
                 CPU, {} by the device",
                plural(p.swapchains, "swapchain", "swapchains"),
                plural(p.presentations, "presentation", "presentations"),
                p.copies,
                p.blits,
            );
        }
        let top = self.top(TOP_COMMANDS);
        if top.is_empty() {
            return s;
        }
        let more = self.per_command().len() - top.len();
        s.push_str("\ntop commands by count:");
        let width = top[0].1.to_string().len().max(8);
        for (name, n) in top {
            // Writing to a String cannot fail.
            let _ = write!(s, "\n{n:>width$}  {name}");
        }
        if more > 0 {
            let _ = write!(
                s,
                "\n{:>width$}  ({more} more {})",
                "...",
                if more == 1 { "command" } else { "commands" }
            );
        }
        s
    }

    /// The counters as one line of JSON, for scripts (`stats_json`): `pid`, `calls`,
    /// `round_trips`, `bytes_in`, `bytes_out`, `streams`, `ordering_waits`, `batches`,
    /// `peak_message_rate`, `slowed_seconds`, `commands` (every command's count, by name), `repairs` ([`RepairStats`]'s fields),
    /// `pipeline_cache` ([`PipelineCacheStats`]'s fields), `present` ([`PresentStats`]'s
    /// fields) and `feedback` ([`FeedbackStats`]'s fields).
    pub fn to_json(&self, pid: u32) -> String {
        let mut commands = serde_json::Map::new();
        for (name, n) in self.top(usize::MAX) {
            commands.insert(name.to_owned(), n.into());
        }
        serde_json::json!({
            "pid": pid,
            "calls": self.calls,
            "round_trips": self.round_trips,
            "bytes_in": self.bytes_in,
            "bytes_out": self.bytes_out,
            "streams": self.streams,
            "ordering_waits": self.ordering_waits,
            "batches": self.batches,
            "peak_message_rate": self.peak_message_rate,
            "slowed_seconds": self.slowed_seconds,
            "commands": commands,
            "repairs": self.repairs,
            "pipeline_cache": self.pipeline_cache,
            "present": self.present,
            "feedback": self.feedback,
        })
        .to_string()
    }

    /// Appends [`Stats::to_json`] and a newline to `path` in one write (so clients that leave
    /// at once do not interleave their lines); a failure is logged.
    pub fn append_json(&self, pid: u32, path: &std::path::Path) {
        use std::io::Write;
        let mut line = self.to_json(pid);
        line.push('\n');
        let r = std::fs::OpenOptions::new()
            .create(true)
            .append(true)
            .open(path)
            .and_then(|mut f| f.write_all(line.as_bytes()));
        if let Err(e) = r {
            tracing::warn!(
                pid,
                "cannot append the client's stats to {}: {e}",
                path.display()
            );
        }
    }

    /// Logs [`Stats::summary`] at info level and prints it to stderr, prefixed with the
    /// client's process id: what `serve` does when a client leaves with `stats` on.
    pub fn report(&self, pid: u32) {
        let summary = self.summary();
        tracing::info!(pid, "client stats: {summary}");
        eprintln!("vkrelay-renderer: client {pid} stats: {summary}");
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_idle_client() {
        assert_eq!(
            Stats::default().summary(),
            "0 calls, 0 round trips, 0 bytes in, 0 bytes out"
        );
    }

    #[test]
    fn counts_and_order_are_deterministic() {
        let mut s = Stats::default();
        // Inserted in an order unlike the expected output.
        for (name, n) in [("vkB", 3), ("vkA", 3), ("vkC", 7), ("vkD", 1)] {
            for _ in 0..n {
                s.request(name, 10);
            }
        }
        for _ in 0..4 {
            s.reply(100);
        }
        assert_eq!(s.calls, 14);
        assert_eq!(s.bytes_in, 140);
        assert_eq!(s.bytes_out, 400);
        assert_eq!(s.top(3), [("vkC", 7), ("vkA", 3), ("vkB", 3)]);
        assert_eq!(
            s.summary(),
            "14 calls, 4 round trips, 140 bytes in, 400 bytes out\n\
             top commands by count:\n       \
             7  vkC\n       \
             3  vkA\n       \
             3  vkB\n       \
             1  vkD"
        );
        assert_eq!(s.summary(), s.clone().summary());
    }

    #[test]
    fn only_the_top_ten_are_listed() {
        let mut s = Stats::default();
        let names: Vec<&'static str> = (0..13)
            .map(|i| &*Box::leak(format!("vkCmd{i:02}").into_boxed_str()))
            .collect();
        for (i, name) in names.iter().enumerate() {
            for _ in 0..=i {
                s.request(name, 1);
            }
        }
        s.request("vkCmd12", 123_456_789 - 91);
        let summary = s.summary();
        let lines: Vec<&str> = summary.lines().collect();
        assert_eq!(lines.len(), 2 + TOP_COMMANDS + 1, "{summary}");
        assert_eq!(lines[2], "      14  vkCmd12");
        assert_eq!(lines[11], "       4  vkCmd03");
        assert_eq!(lines[12], "     ...  (3 more commands)");
        assert!(lines[0].starts_with("92 calls, 0 round trips, 123456789 bytes in"));
    }

    #[test]
    fn by_id_and_by_name_add_up() {
        let mut s = Stats::default();
        s.command(7, "vkCmdDraw", 10);
        s.command(7, "vkCmdDraw", 10);
        s.command(3, "vkQueueSubmit", 5);
        s.request("vkCmdDraw", 1);
        s.request("vkrelay:MapMemory", 1);
        assert_eq!(s.calls, 5);
        assert_eq!(s.bytes_in, 27);
        assert_eq!(
            s.top(10),
            [
                ("vkCmdDraw", 3),
                ("vkQueueSubmit", 1),
                ("vkrelay:MapMemory", 1)
            ]
        );
    }

    #[test]
    fn the_json_line_holds_every_counter() {
        let mut s = Stats::default();
        s.command(7, "vkCmdDraw", 10);
        s.command(7, "vkCmdDraw", 10);
        s.request("vkrelay:MapMemory", 4);
        s.reply(30);
        s.streams = 2;
        s.repairs.bc_images = 3;
        s.repairs.rewrites_from_disk = 2;
        let v: serde_json::Value = serde_json::from_str(&s.to_json(42)).unwrap();
        assert_eq!(v["pid"], 42);
        assert_eq!(v["calls"], 3);
        assert_eq!(v["round_trips"], 1);
        assert_eq!(v["bytes_in"], 24);
        assert_eq!(v["bytes_out"], 30);
        assert_eq!(v["streams"], 2);
        assert_eq!(v["commands"]["vkCmdDraw"], 2);
        assert_eq!(v["commands"]["vkrelay:MapMemory"], 1);
        assert_eq!(v["repairs"]["bc_images"], 3);
        assert_eq!(v["repairs"]["modules_patched"], 0);
        assert_eq!(v["repairs"]["rewrites_from_disk"], 2);
        assert!(
            s.summary()
                .contains("; from disk: 2 rewrites, 0 distance plans (0 entries loaded)"),
            "{}",
            s.summary()
        );
        assert_eq!(v["pipeline_cache"]["loaded_bytes"], 0);
        assert_eq!(v["present"]["presentations"], 0);
        assert!(!s.summary().contains("present:"));
        s.present.swapchains = 1;
        s.present.add(wsi_ahb::present::Counts {
            shown: 3,
            copies: 3,
            blits: 0,
        });
        let v: serde_json::Value = serde_json::from_str(&s.to_json(42)).unwrap();
        assert_eq!(v["present"]["presentations"], 3);
        assert_eq!(v["present"]["copies"], 3);
        assert!(s.summary().contains(
            "\npresent: 1 swapchain shown by the renderer, 3 presentations, 3 copies of their \
             pixels by the CPU, 0 by the device"
        ));
        assert!(!s.to_json(42).contains('\n'));
    }

    #[test]
    fn wide_counts_stay_aligned() {
        let mut s = Stats::default();
        s.request("vkQueueSubmit", 1);
        *s.by_name.get_mut("vkQueueSubmit").unwrap() = 1_234_567_890;
        s.request("vkCmdDraw", 1);
        let summary = s.summary();
        assert!(
            summary.contains("\n1234567890  vkQueueSubmit\n         1  vkCmdDraw"),
            "{summary}"
        );
    }
}
