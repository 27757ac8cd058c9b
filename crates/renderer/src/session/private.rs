//! The driver-private messages ([`vk_wire::relay`]) that `Session::handle` hands over: shared
//! memory, the feedback page and event slots, watches, capture's reports and descriptor
//! data, and the renderer-owned swapchains.

use ash::vk;
use vk_wire::{HEADER_SIZE, Header};

use super::{Local, Session, SessionError};

impl Session {
    /// A driver-private message ([`vk_wire::relay`]).
    pub(super) fn private(
        &mut self,
        local: &mut Local,
        h: Header,
        payload: &[u8],
        out: &mut Vec<u8>,
    ) -> Result<Option<usize>, SessionError> {
        use vk_wire::relay;
        let bad = |what| vk_wire::DecodeError::new(vk_wire::DecodeErrorKind::BadSize, what);
        match h.command {
            relay::MAP_MEMORY => {
                self.stats
                    .request("vkrelay:MapMemory", HEADER_SIZE + payload.len());
                let (Some(_device), Some(memory), None) = (
                    relay::word(payload, 0),
                    relay::word(payload, 1),
                    relay::word(payload, 2),
                ) else {
                    return Err(bad("MapMemory").into());
                };
                use vk_wire::HandleTable;
                let raw = self.objects.handle(vk::ObjectType::DEVICE_MEMORY, memory)?;
                let words = match self.memory.share(raw) {
                    Ok(s) => {
                        local.pending_fd = Some(s.fd);
                        if let Some(t) = &mut self.trace {
                            t.mapped(memory, raw, &s);
                            // Under capture the client reports what the application writes.
                            vec![0, s.size, s.offset, relay::MAP_REPORT_WRITES]
                        } else {
                            vec![0, s.size, s.offset]
                        }
                    }
                    Err(r) => vec![r.as_raw() as i64 as u64, 0, 0],
                };
                *out = relay::message(relay::MAP_MEMORY, vk_wire::FLAG_REPLY, &words);
                Ok(Some(out.len()))
            }
            relay::FEEDBACK => {
                self.stats
                    .request("vkrelay:Feedback", HEADER_SIZE + payload.len());
                if !payload.is_empty() {
                    return Err(bad("Feedback").into());
                }
                let words = match self.feedback.page_fd() {
                    Ok(fd) => {
                        local.pending_fd = Some(fd);
                        [0]
                    }
                    Err(e) => {
                        tracing::warn!("cannot make the client's feedback page: {e}");
                        [vk::Result::ERROR_INITIALIZATION_FAILED.as_raw() as i64 as u64]
                    }
                };
                *out = relay::message(relay::FEEDBACK, vk_wire::FLAG_REPLY, &words);
                Ok(Some(out.len()))
            }
            relay::EVENT_SLOTS => {
                self.stats
                    .request("vkrelay:EventSlots", HEADER_SIZE + payload.len());
                let (Some(device), None) = (relay::word(payload, 0), relay::word(payload, 1))
                else {
                    return Err(bad("EventSlots").into());
                };
                let words = match self.share_event_slots(device)? {
                    Ok((fd, offset, size)) => {
                        local.pending_fd = Some(fd);
                        vec![0, u64::from(crate::feedback::events::SLOTS), size, offset]
                    }
                    Err(why) => {
                        tracing::info!(
                            "no event slots for the device ({why}): its events' statuses go \
                             to the renderer while work that writes them is pending"
                        );
                        let r = vk::Result::ERROR_FEATURE_NOT_PRESENT.as_raw() as i64 as u64;
                        vec![r, 0, 0, 0]
                    }
                };
                *out = relay::message(relay::EVENT_SLOTS, vk_wire::FLAG_REPLY, &words);
                Ok(Some(out.len()))
            }
            relay::WRITTEN => {
                self.stats
                    .request("vkrelay:Written", HEADER_SIZE + payload.len());
                let entries = relay::written_entries(payload).ok_or_else(|| bad("Written"))?;
                // Only a client told to report (MAP_MEMORY under capture) sends it.
                let Some(t) = &mut self.trace else {
                    return Err(vk_wire::DecodeError::new(
                        vk_wire::DecodeErrorKind::UnknownCommand,
                        "Written without capture",
                    )
                    .into());
                };
                use vk_wire::HandleTable;
                for e in &entries {
                    // Memory another thread of the client freed meanwhile is not watched.
                    if let Ok(raw) = self.objects.handle(vk::ObjectType::DEVICE_MEMORY, e.memory) {
                        t.written(raw, e);
                    }
                }
                Ok(None)
            }
            relay::WATCH => {
                self.stats
                    .request("vkrelay:Watch", HEADER_SIZE + payload.len());
                self.watch(payload)?;
                Ok(None)
            }
            relay::CAPTURE_DESCRIPTOR_DATA => {
                self.stats
                    .request("vkrelay:CaptureDescriptorData", HEADER_SIZE + payload.len());
                // SAFETY: `self.instance` is null or the client's newest live instance, of
                // `self.driver`; the objects table holds the client's live devices.
                let n = unsafe {
                    crate::capture::handle(
                        &mut self.capture,
                        self.driver.entry(),
                        self.instance,
                        &mut self.objects,
                        self.lost.is_some(),
                        payload,
                        out,
                    )
                }?;
                Ok(Some(n))
            }
            relay::SWAPCHAIN_CREATE
            | relay::SWAPCHAIN_DESTROY
            | relay::SWAPCHAIN_ACQUIRE
            | relay::SWAPCHAIN_PRESENT
            | relay::SWAPCHAIN_WAIT
            | relay::SWAPCHAIN_RELEASE => {
                self.stats
                    .request("vkrelay:Swapchain", HEADER_SIZE + payload.len());
                let (gate, capture, memory) = (&self.gate, &self.capture, &self.memory);
                let families = &self.queue_families;
                let present = h.command == relay::SWAPCHAIN_PRESENT;
                let screenshot = self
                    .trace
                    .as_ref()
                    .filter(|_| present)
                    .and_then(|t| t.screenshot_path());
                let recorded = local.recorded_reply.take();
                let cx = crate::present::Context {
                    entry: self.driver.entry(),
                    instance: self.instance,
                    objects: &mut self.objects,
                    device_of: &|q| gate.device_of(q),
                    physical_of: &|d| capture.physical_of(d),
                    allocator_of: &|d| memory.allocator(d),
                    family_of: &|q| families.get(&q).copied(),
                    lost: self.lost.is_some(),
                    recorded: recorded.as_deref(),
                    screenshot: screenshot.as_deref(),
                };
                // SAFETY: `self.instance` is null or the client's newest live instance, of
                // `self.driver`; the objects table holds the client's live objects.
                let n = unsafe { self.swapchains.handle(cx, h.command, payload, out) }?;
                // Under capture, a presentation ends a frame; what the device writes is
                // recorded again from here on (an acquire or a present wait may tell the
                // client that submissions ended).
                local.frame_end |= present && self.trace.is_some();
                if let Some(t) = &self.trace {
                    t.drop_pending();
                }
                Ok(Some(n))
            }
            _ => Err(
                vk_wire::DecodeError::new(vk_wire::DecodeErrorKind::UnknownCommand, "header")
                    .into(),
            ),
        }
    }
}
