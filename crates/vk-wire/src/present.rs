//! Swapchains the renderer owns: `vkCreateSwapchainKHR`, `vkDestroySwapchainKHR`,
//! `vkAcquireNextImageKHR`, `vkQueuePresentKHR` (with `VK_KHR_present_id`'s ids and
//! `VK_EXT_swapchain_maintenance1`'s present fences and modes), `vkWaitForPresentKHR` and
//! `vkReleaseSwapchainImagesEXT` for a surface the ICD presents through the renderer, carried
//! by hand as six driver-private messages (see [`crate::relay`]).
//!
//! Payloads are little-endian `u64` words. Object ids are the client's; 0 is a null handle
//! where Vulkan allows one (an acquire's semaphore or fence).
//!
//! | message | request words | reply words |
//! |---------|---------------|-------------|
//! | [`SWAPCHAIN_CREATE`] | device, queue, swapchain id, X window, format, width, height, usage, `n` images, `n` image ids, image create flags, `m` present modes, `m` modes, `v` view formats, `v` formats, display name length, its bytes zero-padded to 8 | result, [`REFUSED`] or 0 |
//! | [`SWAPCHAIN_DESTROY`] | swapchain id | result |
//! | [`SWAPCHAIN_ACQUIRE`] | swapchain id, timeout (ns), semaphore, fence | result, image index |
//! | [`SWAPCHAIN_PRESENT`] | queue, swapchain id, image index, present id (0 for none), present fence (0 for none), present mode (0 for none, else the mode + 1), `n` wait semaphores, `n` semaphore ids | result |
//! | [`SWAPCHAIN_WAIT`] | swapchain id, present id, timeout (ns) | result |
//! | [`SWAPCHAIN_RELEASE`] | swapchain id, `n` images, `n` image indices | result |
//!
//! A create's present modes are those a presentation may switch to
//! (`VkSwapchainPresentModesCreateInfoEXT`); none means only the one it was made with. Its
//! image create flags are `MUTABLE_FORMAT` or none, with the view formats of a mutable-format
//! swapchain (`VkImageFormatListCreateInfo`).
//!
//! The image ids are chosen by the client, like every other id: the renderer enters the
//! swapchain's images under them, so later commands that name them resolve. A create reply
//! of `[result, REFUSED]` says the renderer cannot present to that surface at all (no X
//! display it can reach, or not that window): the client presents through its own path
//! instead. Every decoder is total: any other payload is an error.
//!
//! ```
//! use vk_wire::present::{Create, Present};
//!
//! let c = Create {
//!     device: 1, queue: 2, swapchain: 3, window: 0x20_0001, format: 44,
//!     width: 96, height: 64, usage: 0x12, images: vec![4, 5, 6], flags: 0, modes: vec![0, 2],
//!     view_formats: vec![], display: ":7".into(),
//! };
//! let bytes: Vec<u8> = c.words().iter().flat_map(|w| w.to_le_bytes()).collect();
//! assert_eq!(Create::decode(&bytes)?, c);
//! let p = Present { queue: 2, swapchain: 3, index: 1, id: 12, fence: 0, mode: None, waits: vec![9] };
//! let bytes: Vec<u8> = p.words().iter().flat_map(|w| w.to_le_bytes()).collect();
//! assert_eq!(Present::decode(&bytes)?, p);
//! # Ok::<(), vk_wire::DecodeError>(())
//! ```

use crate::error::{DecodeError, DecodeErrorKind as K};
use crate::relay::{FIRST, word};

/// Creates a swapchain on the renderer.
pub const SWAPCHAIN_CREATE: u32 = FIRST + 0x11;
/// Destroys one (waiting for its presentations in flight).
pub const SWAPCHAIN_DESTROY: u32 = FIRST + 0x12;
/// Acquires an image.
pub const SWAPCHAIN_ACQUIRE: u32 = FIRST + 0x13;
/// Presents an image.
pub const SWAPCHAIN_PRESENT: u32 = FIRST + 0x14;
/// Waits for a present id to be shown (`vkWaitForPresentKHR`).
pub const SWAPCHAIN_WAIT: u32 = FIRST + 0x15;
/// Releases acquired images (`vkReleaseSwapchainImagesEXT`).
pub const SWAPCHAIN_RELEASE: u32 = FIRST + 0x16;

/// The second word of a create reply when the renderer cannot present to the surface.
pub const REFUSED: u64 = 1;

/// The most images a swapchain may have on the wire.
pub const MAX_IMAGES: usize = 16;
/// The most wait semaphores of one presentation on the wire.
pub const MAX_WAITS: usize = 64;
/// The longest X display name.
pub const MAX_DISPLAY: usize = 256;
/// The most present modes a swapchain may switch among on the wire.
pub const MAX_MODES: usize = 8;
/// The most view formats of a mutable-format swapchain on the wire.
pub const MAX_VIEW_FORMATS: usize = 16;

fn bad(at: &'static str) -> DecodeError {
    DecodeError::new(K::BadSize, at)
}

/// The words of a payload whose length is a multiple of 8.
fn words(payload: &[u8], at: &'static str) -> Result<Vec<u64>, DecodeError> {
    if payload.len() % 8 != 0 {
        return Err(bad(at));
    }
    Ok((0..payload.len() / 8)
        .filter_map(|i| word(payload, i))
        .collect())
}

fn u32_of(w: u64, at: &'static str) -> Result<u32, DecodeError> {
    u32::try_from(w).map_err(|_| bad(at))
}

/// A [`SWAPCHAIN_CREATE`] request.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Create {
    /// The device id.
    pub device: u64,
    /// A queue of the device (the renderer signals acquire's semaphores and fences on it).
    pub queue: u64,
    /// The swapchain's id.
    pub swapchain: u64,
    /// The X window.
    pub window: u32,
    /// `VkFormat`.
    pub format: i32,
    /// Width in pixels.
    pub width: u32,
    /// Height in pixels.
    pub height: u32,
    /// `VkImageUsageFlags`.
    pub usage: u32,
    /// The images' ids (as many as the swapchain has images).
    pub images: Vec<u64>,
    /// The images' `VkImageCreateFlags` (`MUTABLE_FORMAT` or none).
    pub flags: u32,
    /// The present modes (`VkPresentModeKHR`) a presentation may switch to; empty for none.
    pub modes: Vec<i32>,
    /// The formats (`VkFormat`) views of a mutable-format swapchain's images may have.
    pub view_formats: Vec<i32>,
    /// The X display's name as the client's `DISPLAY` gives it.
    pub display: String,
}

impl Create {
    /// The request's words.
    pub fn words(&self) -> Vec<u64> {
        let mut w = vec![
            self.device,
            self.queue,
            self.swapchain,
            u64::from(self.window),
            self.format as u32 as u64,
            u64::from(self.width),
            u64::from(self.height),
            u64::from(self.usage),
            self.images.len() as u64,
        ];
        w.extend_from_slice(&self.images);
        w.push(u64::from(self.flags));
        w.push(self.modes.len() as u64);
        w.extend(self.modes.iter().map(|&m| u64::from(m as u32)));
        w.push(self.view_formats.len() as u64);
        w.extend(self.view_formats.iter().map(|&f| u64::from(f as u32)));
        w.push(self.display.len() as u64);
        for chunk in self.display.as_bytes().chunks(8) {
            let mut b = [0u8; 8];
            b[..chunk.len()].copy_from_slice(chunk);
            w.push(u64::from_le_bytes(b));
        }
        w
    }

    /// Decodes a request payload.
    pub fn decode(payload: &[u8]) -> Result<Create, DecodeError> {
        let w = words(payload, "SwapchainCreate")?;
        let at = |i: usize| w.get(i).copied().ok_or(bad("SwapchainCreate"));
        let n = at(8)? as usize;
        if n == 0 || n > MAX_IMAGES {
            return Err(bad("SwapchainCreate images"));
        }
        let images: Vec<u64> = (0..n).map(|i| at(9 + i)).collect::<Result<_, _>>()?;
        let flags = u32_of(at(9 + n)?, "SwapchainCreate flags")?;
        // A count, then that many 32-bit values, from word `at0` on.
        let list = |at0: usize, max: usize, what: &'static str| {
            let k = at(at0)? as usize;
            if k > max {
                return Err(bad(what));
            }
            (0..k)
                .map(|i| Ok(u32_of(at(at0 + 1 + i)?, what)? as i32))
                .collect::<Result<Vec<i32>, DecodeError>>()
        };
        let modes = list(10 + n, MAX_MODES, "SwapchainCreate modes")?;
        let m = modes.len();
        let view_formats = list(11 + n + m, MAX_VIEW_FORMATS, "SwapchainCreate view formats")?;
        let start = 13 + n + m + view_formats.len();
        let len = at(start - 1)? as usize;
        if len > MAX_DISPLAY || w.len() != start + len.div_ceil(8) {
            return Err(bad("SwapchainCreate display"));
        }
        let bytes = &payload[start * 8..start * 8 + len];
        let display = std::str::from_utf8(bytes)
            .map_err(|_| bad("SwapchainCreate display"))?
            .to_owned();
        if bytes[len..].iter().any(|&b| b != 0) || display.contains('\0') {
            return Err(bad("SwapchainCreate display"));
        }
        Ok(Create {
            device: at(0)?,
            queue: at(1)?,
            swapchain: at(2)?,
            window: u32_of(at(3)?, "SwapchainCreate window")?,
            format: u32_of(at(4)?, "SwapchainCreate format")? as i32,
            width: u32_of(at(5)?, "SwapchainCreate width")?,
            height: u32_of(at(6)?, "SwapchainCreate height")?,
            usage: u32_of(at(7)?, "SwapchainCreate usage")?,
            images,
            flags,
            modes,
            view_formats,
            display,
        })
    }
}

/// A [`SWAPCHAIN_ACQUIRE`] request.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Acquire {
    /// The swapchain's id.
    pub swapchain: u64,
    /// The timeout in nanoseconds.
    pub timeout: u64,
    /// The semaphore to signal, or 0.
    pub semaphore: u64,
    /// The fence to signal, or 0.
    pub fence: u64,
}

impl Acquire {
    /// The request's words.
    pub fn words(&self) -> [u64; 4] {
        [self.swapchain, self.timeout, self.semaphore, self.fence]
    }

    /// Decodes a request payload.
    pub fn decode(payload: &[u8]) -> Result<Acquire, DecodeError> {
        match words(payload, "SwapchainAcquire")?[..] {
            [swapchain, timeout, semaphore, fence] => Ok(Acquire {
                swapchain,
                timeout,
                semaphore,
                fence,
            }),
            _ => Err(bad("SwapchainAcquire")),
        }
    }
}

/// A [`SWAPCHAIN_PRESENT`] request: one swapchain's image.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Present {
    /// The presenting queue.
    pub queue: u64,
    /// The swapchain's id.
    pub swapchain: u64,
    /// The image's index.
    pub index: u32,
    /// The present id (`VkPresentIdKHR`), 0 for none.
    pub id: u64,
    /// The fence to signal once the image is shown (`VkSwapchainPresentFenceInfoEXT`), or 0.
    pub fence: u64,
    /// The present mode from this presentation on (`VkSwapchainPresentModeInfoEXT`).
    pub mode: Option<i32>,
    /// The semaphores to wait for before showing the image.
    pub waits: Vec<u64>,
}

impl Present {
    /// The request's words.
    pub fn words(&self) -> Vec<u64> {
        let mut w = vec![
            self.queue,
            self.swapchain,
            u64::from(self.index),
            self.id,
            self.fence,
            self.mode.map_or(0, |m| u64::from(m as u32) + 1),
            self.waits.len() as u64,
        ];
        w.extend_from_slice(&self.waits);
        w
    }

    /// Decodes a request payload.
    pub fn decode(payload: &[u8]) -> Result<Present, DecodeError> {
        let w = words(payload, "SwapchainPresent")?;
        if w.len() < 7 {
            return Err(bad("SwapchainPresent"));
        }
        let n = w[6] as usize;
        if n > MAX_WAITS || w.len() != 7 + n {
            return Err(bad("SwapchainPresent waits"));
        }
        let mode = match w[5] {
            0 => None,
            m => Some(u32_of(m - 1, "SwapchainPresent mode")? as i32),
        };
        Ok(Present {
            queue: w[0],
            swapchain: w[1],
            index: u32_of(w[2], "SwapchainPresent index")?,
            id: w[3],
            fence: w[4],
            mode,
            waits: w[7..].to_vec(),
        })
    }
}

/// A [`SWAPCHAIN_WAIT`] request.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Wait {
    /// The swapchain's id.
    pub swapchain: u64,
    /// The present id to wait for.
    pub id: u64,
    /// The timeout in nanoseconds.
    pub timeout: u64,
}

impl Wait {
    /// The request's words.
    pub fn words(&self) -> [u64; 3] {
        [self.swapchain, self.id, self.timeout]
    }

    /// Decodes a request payload.
    pub fn decode(payload: &[u8]) -> Result<Wait, DecodeError> {
        match words(payload, "SwapchainWait")?[..] {
            [swapchain, id, timeout] => Ok(Wait {
                swapchain,
                id,
                timeout,
            }),
            _ => Err(bad("SwapchainWait")),
        }
    }
}

/// A [`SWAPCHAIN_RELEASE`] request.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Release {
    /// The swapchain's id.
    pub swapchain: u64,
    /// The indices of the acquired images to release.
    pub indices: Vec<u32>,
}

impl Release {
    /// The request's words.
    pub fn words(&self) -> Vec<u64> {
        let mut w = vec![self.swapchain, self.indices.len() as u64];
        w.extend(self.indices.iter().map(|&i| u64::from(i)));
        w
    }

    /// Decodes a request payload.
    pub fn decode(payload: &[u8]) -> Result<Release, DecodeError> {
        let w = words(payload, "SwapchainRelease")?;
        let (Some(&swapchain), Some(&n)) = (w.first(), w.get(1)) else {
            return Err(bad("SwapchainRelease"));
        };
        if n as usize > MAX_IMAGES || w.len() != 2 + n as usize {
            return Err(bad("SwapchainRelease indices"));
        }
        let indices = w[2..]
            .iter()
            .map(|&i| u32_of(i, "SwapchainRelease index"))
            .collect::<Result<_, _>>()?;
        Ok(Release { swapchain, indices })
    }
}

/// Decodes a [`SWAPCHAIN_DESTROY`] request: the swapchain's id.
pub fn decode_destroy(payload: &[u8]) -> Result<u64, DecodeError> {
    match words(payload, "SwapchainDestroy")?[..] {
        [id] => Ok(id),
        _ => Err(bad("SwapchainDestroy")),
    }
}

/// A `VkResult` as a reply word (sign-extended).
pub fn result_word(r: ash::vk::Result) -> u64 {
    i64::from(r.as_raw()) as u64
}

/// A reply word as a `VkResult`; a word that is no 32-bit value is an error.
pub fn word_result(w: u64) -> Result<ash::vk::Result, DecodeError> {
    i32::try_from(w as i64)
        .map(ash::vk::Result::from_raw)
        .map_err(|_| bad("swapchain reply"))
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn bytes(w: &[u64]) -> Vec<u8> {
        w.iter().flat_map(|w| w.to_le_bytes()).collect()
    }

    fn create() -> Create {
        Create {
            device: 1,
            queue: 2,
            swapchain: 3,
            window: 7,
            format: 50,
            width: 640,
            height: 480,
            usage: 0x10,
            images: vec![10, 11, 12],
            flags: 8,
            modes: vec![0, 1000111000],
            view_formats: vec![44, 50],
            display: ":12.0".into(),
        }
    }

    #[test]
    fn requests_round_trip_and_bad_ones_are_refused() {
        let c = create();
        assert_eq!(Create::decode(&bytes(&c.words())).unwrap(), c);
        let mut w = c.words();
        w[8] = 0;
        assert!(Create::decode(&bytes(&w)).is_err());
        let mut w = c.words();
        w[8] = MAX_IMAGES as u64 + 1;
        assert!(Create::decode(&bytes(&w)).is_err());
        let mut w = c.words();
        w.push(0);
        assert!(Create::decode(&bytes(&w)).is_err());
        let mut w = c.words();
        w[3] = u64::MAX;
        assert!(Create::decode(&bytes(&w)).is_err());
        let a = Acquire {
            swapchain: 3,
            timeout: u64::MAX,
            semaphore: 0,
            fence: 9,
        };
        assert_eq!(Acquire::decode(&bytes(&a.words())).unwrap(), a);
        assert!(Acquire::decode(&bytes(&a.words()[..3])).is_err());
        let p = Present {
            queue: 2,
            swapchain: 3,
            index: 0,
            id: 0,
            fence: 0,
            mode: None,
            waits: vec![],
        };
        assert_eq!(Present::decode(&bytes(&p.words())).unwrap(), p);
        let p = Present {
            id: 7,
            fence: 8,
            mode: Some(0),
            waits: vec![4, 5],
            ..p
        };
        assert_eq!(Present::decode(&bytes(&p.words())).unwrap(), p);
        assert!(Present::decode(&bytes(&[2, 3, 0, 0, 0, 0, 2, 5])).is_err());
        assert!(Present::decode(&bytes(&[2, 3, 0, 0, 0, 1 << 33, 0])).is_err());
        let mut w = c.words();
        w[13] = MAX_MODES as u64 + 1;
        assert!(Create::decode(&bytes(&w)).is_err());
        let mut w = c.words();
        w[16] = MAX_VIEW_FORMATS as u64 + 1;
        assert!(Create::decode(&bytes(&w)).is_err());
        let mut w = c.words();
        w[12] = 1 << 32;
        assert!(Create::decode(&bytes(&w)).is_err());
        let wt = Wait {
            swapchain: 3,
            id: 9,
            timeout: 1,
        };
        assert_eq!(Wait::decode(&bytes(&wt.words())).unwrap(), wt);
        assert!(Wait::decode(&bytes(&[3, 9])).is_err());
        let r = Release {
            swapchain: 3,
            indices: vec![0, 2],
        };
        assert_eq!(Release::decode(&bytes(&r.words())).unwrap(), r);
        assert!(Release::decode(&bytes(&[3, 2, 0])).is_err());
        assert!(Release::decode(&bytes(&[3, 1, 1 << 32])).is_err());
        assert!(Release::decode(&bytes(&[3, MAX_IMAGES as u64 + 1])).is_err());
        assert_eq!(decode_destroy(&bytes(&[3])).unwrap(), 3);
        assert!(decode_destroy(&[1, 2, 3]).is_err());
        let r = ash::vk::Result::ERROR_OUT_OF_DATE_KHR;
        assert_eq!(word_result(result_word(r)).unwrap(), r);
        assert!(word_result(1 << 40).is_err());
    }

    proptest! {
        /// Any bytes decode or are an error, never a panic.
        #[test]
        fn hostile_payloads_never_panic(b in proptest::collection::vec(any::<u8>(), 0..400)) {
            let _ = Create::decode(&b);
            let _ = Acquire::decode(&b);
            let _ = Present::decode(&b);
            let _ = Wait::decode(&b);
            let _ = Release::decode(&b);
            let _ = decode_destroy(&b);
        }

        /// A create request with any display name round-trips.
        #[test]
        fn display_names_round_trip(d in "[ -~]{0,64}", n in 1usize..MAX_IMAGES) {
            let c = Create { display: d, images: (1..=n as u64).collect(), ..create() };
            prop_assert_eq!(Create::decode(&bytes(&c.words())).unwrap(), c);
        }
    }
}
