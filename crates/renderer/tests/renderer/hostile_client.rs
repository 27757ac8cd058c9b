//! The hostile client's connection: raw rings, ids chosen by the test, the well-behaved
//! prefixes and the probe that tells a dropped client from an accepted message.

use std::path::Path;
use std::time::{Duration, Instant};

use ash::vk::{self, Handle};
use shm_ring::handshake::{self, Connection, HandshakeConfig};
use vk_wire::{CommandArgs, FLAG_REPLY, HEADER_SIZE, Header, args, relay};

use super::{A_CMD, A_DEVICE, A_FREED, A_INSTANCE, A_POOL, A_QUEUE, Bad, Prefix};

/// What the renderer did with a hostile message.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) enum Outcome {
    /// The client was dropped (its rings closed) before the probe was answered.
    Dropped,
    /// The renderer replied to the bad message (it ran it).
    Replied(i64),
    /// The renderer answered the probe: it took the bad message as valid.
    Accepted,
    /// Neither within the limit.
    Hung,
}

/// A raw client connection.
pub(super) struct Raw {
    conn: Connection,
    payload: Vec<u8>,
}

/// The renderer closed the connection.
#[derive(Debug)]
struct Gone;

impl Raw {
    pub(super) fn connect(socket: &Path) -> Raw {
        Raw {
            conn: handshake::connect(&HandshakeConfig::new(socket)).unwrap(),
            payload: Vec::new(),
        }
    }

    /// The next frame within `limit`: `Ok(None)` on a timeout.
    fn next(&mut self, limit: Duration) -> Result<Option<(u32, u32)>, Gone> {
        let start = Instant::now();
        loop {
            match self.conn.reader.wait_timeout(1, Duration::from_millis(50)) {
                Ok(Some(_)) => break,
                Ok(None) if start.elapsed() > limit => return Ok(None),
                Ok(None) => {}
                Err(_) => return Err(Gone),
            }
        }
        let h = self
            .conn
            .reader
            .recv(1 << 24, &mut self.payload)
            .map_err(|_| Gone)?;
        Ok(Some((h.command, h.flags)))
    }

    /// Sends `a` and, for a command with a reply, decodes it into `a`'s outputs.
    pub(super) fn call<A: CommandArgs>(&mut self, a: &A) -> i32 {
        let msg = crate::gating::encode(a);
        self.conn
            .writer
            .send(A::ID, 0, &msg[HEADER_SIZE..])
            .unwrap();
        if !vk_wire::command(A::ID).unwrap().reply {
            return 0;
        }
        let (command, flags) = self
            .next(Duration::from_secs(30))
            .expect("the renderer dropped a well-behaved call")
            .expect("no reply to a well-behaved call");
        assert_eq!((command, flags), (A::ID, FLAG_REPLY));
        let mut msg = vec![0u8; HEADER_SIZE];
        Header {
            command,
            flags,
            size: self.payload.len() as u32,
        }
        .write(&mut msg)
        .unwrap();
        msg.extend_from_slice(&self.payload);
        // SAFETY: `a`'s output pointers are live and writable (the callers' locals).
        let r = unsafe { vk_wire::decode_reply(&msg, a, &mut vk_wire::IdentityIds) }.unwrap();
        r as u32 as i32
    }

    /// Asks for the client's feedback page (its descriptor is left unread on the socket).
    pub(super) fn feedback(&mut self) {
        self.conn.writer.send(relay::FEEDBACK, 0, &[]).unwrap();
        let got = self
            .next(Duration::from_secs(30))
            .expect("dropped at FEEDBACK");
        assert_eq!(got, Some((relay::FEEDBACK, FLAG_REPLY)));
        assert_eq!(relay::word(&self.payload, 0), Some(0), "no feedback page");
    }

    /// Asks for the event slots of `device` (`EVENT_SLOTS`; the descriptor is left unread on
    /// the socket).
    pub(super) fn event_slots(&mut self, device: u64) {
        let words = device.to_le_bytes();
        self.conn
            .writer
            .send(relay::EVENT_SLOTS, 0, &words)
            .unwrap();
        let got = self
            .next(Duration::from_secs(30))
            .expect("dropped at EVENT_SLOTS");
        assert_eq!(got, Some((relay::EVENT_SLOTS, FLAG_REPLY)));
        assert_eq!(relay::word(&self.payload, 0), Some(0), "no event slots");
    }

    /// Shares memory `memory` of device `device` (`MAP_MEMORY`, as the ICD maps it; the
    /// descriptor is left unread on the socket); the reply's flags word.
    pub(super) fn map_memory(&mut self, device: u64, memory: u64) -> u64 {
        let words: Vec<u8> = [device, memory]
            .iter()
            .flat_map(|w| w.to_le_bytes())
            .collect();
        self.conn.writer.send(relay::MAP_MEMORY, 0, &words).unwrap();
        let got = self
            .next(Duration::from_secs(30))
            .expect("dropped at MAP_MEMORY");
        assert_eq!(got, Some((relay::MAP_MEMORY, FLAG_REPLY)));
        assert_eq!(relay::word(&self.payload, 0), Some(0), "MAP_MEMORY failed");
        relay::word(&self.payload, 3).unwrap_or(0)
    }

    /// Creates fences without waiting (`ASYNC`, as the ICD does) on [`A_DEVICE`] until one
    /// is past the renderer's `--max-objects` (at most 64): the client's device is lost.
    pub(super) fn lose_device(&mut self) {
        let info = vk::FenceCreateInfo::default();
        for id in 0x100..0x140u64 {
            let mut f = vk::Fence::from_raw(id);
            let msg = crate::gating::encode(&args::CreateFence {
                device: vk::Device::from_raw(A_DEVICE),
                p_create_info: (&raw const info).cast(),
                p_allocator: std::ptr::null(),
                p_fence: &mut f,
            });
            self.conn.writer.send(relay::ASYNC, 0, &msg).unwrap();
        }
    }

    fn session(&mut self) {
        self.conn.writer.send(relay::SESSION, 0, &[]).unwrap();
        let got = self
            .next(Duration::from_secs(30))
            .expect("dropped at SESSION");
        assert_eq!(got, Some((relay::SESSION, FLAG_REPLY)));
    }

    /// An instance with id `id` and its first physical device's id.
    pub(super) fn instance(&mut self, id: u64) -> u64 {
        let app = vk::ApplicationInfo::default().api_version(vk::API_VERSION_1_3);
        let info = vk::InstanceCreateInfo::default().application_info(&app);
        let mut inst = vk::Instance::from_raw(id);
        let r = self.call(&args::CreateInstance {
            p_create_info: (&raw const info).cast(),
            p_allocator: std::ptr::null(),
            p_instance: &mut inst,
        });
        assert_eq!(r, 0, "vkCreateInstance");
        let mut n = 1u32;
        let mut pd = vk::PhysicalDevice::null();
        let r = self.call(&args::EnumeratePhysicalDevices {
            instance: inst,
            p_physical_device_count: &mut n,
            p_physical_devices: &mut pd,
        });
        assert!(r == 0 || r == vk::Result::INCOMPLETE.as_raw(), "{r}");
        assert!(!pd.is_null(), "no physical device");
        pd.as_raw()
    }

    fn device(&mut self, pd: u64) {
        let prio = [1.0f32];
        let q = [vk::DeviceQueueCreateInfo::default()
            .queue_family_index(0)
            .queue_priorities(&prio)];
        let info = vk::DeviceCreateInfo::default().queue_create_infos(&q);
        let mut device = vk::Device::from_raw(A_DEVICE);
        let r = self.call(&args::CreateDevice {
            physical_device: vk::PhysicalDevice::from_raw(pd),
            p_create_info: (&raw const info).cast(),
            p_allocator: std::ptr::null(),
            p_device: &mut device,
        });
        assert_eq!(r, 0, "vkCreateDevice");
        let mut queue = vk::Queue::from_raw(A_QUEUE);
        self.call(&args::GetDeviceQueue {
            device,
            queue_family_index: 0,
            queue_index: 0,
            p_queue: &mut queue,
        });
        let pool_info = vk::CommandPoolCreateInfo::default();
        let mut pool = vk::CommandPool::from_raw(A_POOL);
        let r = self.call(&args::CreateCommandPool {
            device,
            p_create_info: (&raw const pool_info).cast(),
            p_allocator: std::ptr::null(),
            p_command_pool: &mut pool,
        });
        assert_eq!(r, 0, "vkCreateCommandPool");
        let alloc = vk::CommandBufferAllocateInfo::default()
            .command_pool(pool)
            .level(vk::CommandBufferLevel::PRIMARY)
            .command_buffer_count(1);
        let mut cb = vk::CommandBuffer::from_raw(A_CMD);
        let r = self.call(&args::AllocateCommandBuffers {
            device,
            p_allocate_info: (&raw const alloc).cast(),
            p_command_buffers: &mut cb,
        });
        assert_eq!(r, 0, "vkAllocateCommandBuffers");
        let begin = vk::CommandBufferBeginInfo::default();
        let r = self.call(&args::BeginCommandBuffer {
            command_buffer: cb,
            p_begin_info: (&raw const begin).cast(),
        });
        assert_eq!(r, 0, "vkBeginCommandBuffer");
    }

    /// Sends `bad` and the probe; what the renderer did.
    pub(super) fn attack(&mut self, bad: &Bad, limit: Duration) -> Outcome {
        if self
            .conn
            .writer
            .send(bad.command, bad.flags, &bad.payload)
            .is_err()
        {
            return Outcome::Dropped;
        }
        if self.conn.writer.send(relay::SESSION, 0, &[]).is_err() {
            return Outcome::Dropped;
        }
        let mut replied = None;
        loop {
            match self.next(limit) {
                Err(Gone) => return replied.map_or(Outcome::Dropped, Outcome::Replied),
                Ok(None) => return Outcome::Hung,
                Ok(Some((relay::SESSION, _))) => {
                    return replied.map_or(Outcome::Accepted, Outcome::Replied);
                }
                Ok(Some(_)) => {
                    let r = relay::word(&self.payload, 0).unwrap_or(0) as i64;
                    replied = Some(r);
                }
            }
        }
    }
}

/// The prefix's physical device (0 without one).
pub(super) fn behave(raw: &mut Raw, prefix: Prefix) -> u64 {
    match prefix {
        Prefix::Session => {
            raw.session();
            0
        }
        Prefix::Freed => {
            raw.instance(A_FREED);
            raw.call(&args::DestroyInstance {
                instance: vk::Instance::from_raw(A_FREED),
                p_allocator: std::ptr::null(),
            });
            raw.session();
            0
        }
        Prefix::Device => {
            let pd = raw.instance(A_INSTANCE);
            raw.device(pd);
            pd
        }
    }
}
