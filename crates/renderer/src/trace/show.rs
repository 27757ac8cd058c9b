//! `vkrelay-renderer trace info FILE` and `trace dump FILE`: a capture read back.
//!
//! Both read the file with [`vk_trace::Reader`] and print every record it yields; a file cut
//! short or corrupt ends the output with one line that says so (`truncated: …`,
//! `corrupt: …`) after what was readable, and they return `false`.

use std::io::{self, Write};
use std::path::Path;

use vk_trace::{Reader, Record};
use vk_wire::{FLAG_REPLY, HEADER_SIZE, Header, relay};

/// Counts of one frame.
#[derive(Debug, Default, Clone, Copy)]
struct Counts {
    requests: u64,
    /// Vulkan commands: a batch's recorded commands each, an `ASYNC` message's one, any
    /// other Vulkan request one (the renderer's private messages none).
    commands: u64,
    request_bytes: u64,
    replies: u64,
    reply_bytes: u64,
    writes: u64,
    write_bytes: u64,
}

impl Counts {
    fn add(&mut self, r: &Record) {
        match r {
            Record::Request { bytes, .. } => {
                self.requests += 1;
                self.request_bytes += bytes.len() as u64;
                self.commands += commands_in(bytes);
            }
            Record::Reply { bytes, .. } => {
                self.replies += 1;
                self.reply_bytes += bytes.len() as u64;
            }
            Record::MemoryWrite { bytes, .. } => {
                self.writes += 1;
                self.write_bytes += bytes.len() as u64;
            }
            _ => {}
        }
    }

    fn line(&self) -> String {
        format!(
            "{} requests ({} bytes, {} Vulkan commands), {} replies ({} bytes), {} memory \
             writes ({} bytes)",
            self.requests,
            self.request_bytes,
            self.commands,
            self.replies,
            self.reply_bytes,
            self.writes,
            self.write_bytes
        )
    }
}

/// The Vulkan commands a request message carries (0 for one that does not decode).
fn commands_in(bytes: &[u8]) -> u64 {
    let Ok(h) = Header::read(bytes) else {
        return 0;
    };
    let payload = bytes.get(HEADER_SIZE..).unwrap_or_default();
    match h.command {
        relay::BATCH => {
            let mut n = 0;
            let mut rest = payload;
            while let Ok((_, _, r)) = vk_wire::next_message(rest) {
                n += 1;
                if r.is_empty() {
                    break;
                }
                rest = r;
            }
            n
        }
        relay::ASYNC => 1,
        c => u64::from(vk_wire::command(c).is_some()),
    }
}

/// The records of the trace at `path`, each handed to `each`; then the line that says why
/// reading stopped early, if it did.
fn read(path: &Path, mut each: impl FnMut(Record) -> io::Result<()>) -> io::Result<Option<String>> {
    let file = match std::fs::File::open(path) {
        Ok(f) => f,
        Err(e) => return Ok(Some(format!("error: cannot open {}: {e}", path.display()))),
    };
    for r in Reader::new(io::BufReader::new(file)) {
        match r {
            Ok(r) => each(r)?,
            Err(e) => return Ok(Some(stopped(&e))),
        }
    }
    Ok(None)
}

/// The line for a reader error.
fn stopped(e: &vk_trace::Error) -> String {
    match e {
        vk_trace::Error::Truncated { after_records } => format!(
            "truncated: the file ends inside a chunk after {after_records} records (the records \
             above are all that was whole)"
        ),
        vk_trace::Error::Corrupt { .. } | vk_trace::Error::LimitExceeded { .. } => {
            format!("corrupt: {e} (the records above are all that was readable)")
        }
        e => format!("error: {e}"),
    }
}

/// `trace info`: the environment, the streams, each frame's requests, replies and memory
/// writes, and the totals. `Ok(false)` when the file was not read to its end.
pub fn info(path: &Path, out: &mut impl Write) -> io::Result<bool> {
    let size = std::fs::metadata(path).map(|m| m.len()).ok();
    let mut streams: Vec<(u32, u32, bool)> = Vec::new();
    let mut frames: Vec<(u64, Counts)> = Vec::new();
    let mut before = Counts::default();
    let mut total = Counts::default();
    let mut records = 0u64;
    let mut env = Vec::new();
    let stop = read(path, |r| {
        records += 1;
        total.add(&r);
        match &r {
            Record::Environment {
                renderer_version,
                driver_name,
                driver_version,
                device_name,
                config,
            } => env.push(format!(
                "renderer: {renderer_version}\ndriver: {driver_name} {driver_version}\n\
                 device: {device_name}\nconfig: {config}"
            )),
            Record::StreamOpened { client, stream } => streams.push((*client, *stream, false)),
            Record::StreamClosed { client, stream } => {
                if let Some(s) = streams
                    .iter_mut()
                    .rev()
                    .find(|s| (s.0, s.1) == (*client, *stream))
                {
                    s.2 = true;
                }
            }
            Record::Frame { number } => frames.push((*number, Counts::default())),
            _ => match frames.last_mut() {
                Some((_, c)) => c.add(&r),
                None => before.add(&r),
            },
        }
        Ok(())
    })?;
    match size {
        Some(n) => writeln!(out, "file: {} ({n} bytes)", path.display())?,
        None => writeln!(out, "file: {}", path.display())?,
    }
    for e in &env {
        writeln!(out, "{e}")?;
    }
    writeln!(out, "streams: {}", streams.len())?;
    for (client, stream, closed) in &streams {
        let state = if *closed { "opened, closed" } else { "opened" };
        writeln!(out, "  client {client} stream {stream}: {state}")?;
    }
    writeln!(out, "frames: {}", frames.len())?;
    if before.requests + before.replies + before.writes > 0 {
        writeln!(out, "  before the first frame: {}", before.line())?;
    }
    for (n, c) in &frames {
        writeln!(out, "  frame {n}: {}", c.line())?;
    }
    writeln!(
        out,
        "total: {records} records, {} frames, {}",
        frames.len(),
        total.line()
    )?;
    if let Some(line) = &stop {
        writeln!(out, "{line}")?;
    }
    Ok(stop.is_none())
}

/// The text of one request message: its decoded call through [`vk_wire::dump`], then for a
/// batch each recorded command on a line of its own; `Err` with the decoder's message when it
/// does not decode.
fn request_lines(bytes: &[u8]) -> Result<Vec<String>, String> {
    let h = Header::read(bytes).map_err(|e| e.to_string())?;
    let payload = bytes.get(HEADER_SIZE..).unwrap_or_default();
    let words = || {
        (0..payload.len() / 8)
            .filter_map(|i| relay::word(payload, i))
            .map(|w| w.to_string())
            .collect::<Vec<_>>()
            .join(", ")
    };
    let one = |m: &[u8]| {
        vk_wire::dump(m)
            .map(|s| s.trim_end().to_owned())
            .map_err(|e| e.to_string())
    };
    let line = match h.command {
        relay::BATCH => {
            let mut lines = vec![String::new()];
            let mut rest = payload;
            while !rest.is_empty() {
                let (_, m, r) = vk_wire::next_message(rest).map_err(|e| e.to_string())?;
                rest = r;
                lines.push(one(m)?);
            }
            lines[0] = format!("vkrelay:Batch ({} commands)", lines.len() - 1);
            return Ok(lines);
        }
        relay::ASYNC => format!("vkrelay:Async {}", one(payload)?),
        relay::SESSION => "vkrelay:Session".into(),
        relay::ATTACH => format!("vkrelay:Attach [{}]", words()),
        relay::AFTER => format!("vkrelay:After [{}]", words()),
        relay::MAP_MEMORY => format!("vkrelay:MapMemory [{}]", words()),
        relay::FEEDBACK => "vkrelay:Feedback".into(),
        relay::WATCH => format!("vkrelay:Watch [{}]", words()),
        relay::EVENT_SLOTS => format!("vkrelay:EventSlots [{}]", words()),
        _ => one(bytes)?,
    };
    Ok(vec![line])
}

/// `trace dump`: every record as a line of text; requests decoded (`SEQUENCE sSTREAM call`),
/// a batch's recorded commands on their own lines (`SEQUENCE.K sSTREAM vkCmd…`). A request
/// that does not decode is shown as `undecodable` with the decoder's reason. `Ok(false)`
/// when the file was not read to its end.
pub fn dump(path: &Path, out: &mut impl Write) -> io::Result<bool> {
    let stop = read(path, |r| match r {
        Record::Environment {
            renderer_version,
            driver_name,
            driver_version,
            device_name,
            config,
        } => writeln!(
            out,
            "environment renderer {renderer_version}, driver {driver_name} \
                 {driver_version}, device {device_name}, config {config}"
        ),
        Record::StreamOpened { client, stream } => {
            writeln!(out, "stream opened: client {client} stream {stream}")
        }
        Record::StreamClosed { client, stream } => {
            writeln!(out, "stream closed: client {client} stream {stream}")
        }
        Record::Request {
            stream,
            sequence,
            bytes,
        } => match request_lines(&bytes) {
            Ok(lines) => {
                for (k, l) in lines.iter().enumerate() {
                    if k == 0 {
                        writeln!(out, "{sequence} s{stream} {l}")?;
                    } else {
                        writeln!(out, "{sequence}.{} s{stream} {l}", k - 1)?;
                    }
                }
                Ok(())
            }
            Err(e) => writeln!(
                out,
                "{sequence} s{stream} undecodable ({e}): {} bytes",
                bytes.len()
            ),
        },
        Record::Reply {
            stream,
            sequence,
            bytes,
        } => {
            let ok = Header::read(&bytes).is_ok_and(|h| h.flags & FLAG_REPLY != 0);
            let what = if ok {
                "reply"
            } else {
                "reply (no reply header)"
            };
            writeln!(out, "{sequence} s{stream} {what}: {} bytes", bytes.len())
        }
        Record::MemoryWrite {
            client,
            memory,
            offset,
            bytes,
        } => writeln!(
            out,
            "memory write: client {client} memory #{memory} offset {offset}: {} bytes",
            bytes.len()
        ),
        Record::Frame { number } => writeln!(out, "frame {number}"),
        Record::OpaqueAddress {
            client,
            object,
            id,
            address,
        } => writeln!(
            out,
            "opaque address: client {client} {object:?} #{id} at {address:#x}"
        ),
        _ => writeln!(out, "(a record of a kind this renderer does not know)"),
    })?;
    if let Some(line) = &stop {
        writeln!(out, "{line}")?;
    }
    Ok(stop.is_none())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn message(command: u32, payload: &[u8]) -> Vec<u8> {
        let mut m = vec![0u8; HEADER_SIZE];
        Header {
            command,
            flags: 0,
            size: payload.len() as u32,
        }
        .write(&mut m)
        .unwrap();
        m.extend_from_slice(payload);
        m
    }

    #[test]
    fn a_batch_counts_its_recorded_commands() {
        let draw = message(vk_wire::id::CMD_DRAW, &[0; 24]);
        let mut inner = draw.clone();
        inner.extend_from_slice(&draw);
        inner.extend_from_slice(&message(vk_wire::id::CMD_DRAW, &[0; 24]));
        assert_eq!(commands_in(&message(relay::BATCH, &inner)), 3);
        assert_eq!(commands_in(&message(relay::BATCH, &[])), 0);
        assert_eq!(commands_in(&message(relay::ASYNC, &draw)), 1);
        assert_eq!(commands_in(&draw), 1);
        assert_eq!(commands_in(&message(relay::SESSION, &[])), 0);
        assert_eq!(commands_in(&[1, 2, 3]), 0);
    }
}
