//! The ICD's side of the objects a call makes or destroys: fresh handles written into the
//! application's output arrays before the request is encoded (and taken back if the call
//! fails), and dispatchable objects released with their destruction.

use ash::vk::{self, Handle};
use vk_wire::desc::{Kind, Len};
use vk_wire::{args, id};

use crate::handles;

/// The number of elements behind a new-handles pointer.
///
/// # Safety
/// `base` is a valid argument structure whose count members are valid.
unsafe fn new_count(len: Len, base: *const u8) -> usize {
    // SAFETY: caller; offsets come from the command table of this argument structure.
    unsafe {
        let read = |p: *const u8, width: u8| -> u64 {
            match width {
                1 => u64::from(p.read()),
                2 => u64::from(p.cast::<u16>().read_unaligned()),
                4 => u64::from(p.cast::<u32>().read_unaligned()),
                _ => p.cast::<u64>().read_unaligned(),
            }
        };
        match len {
            Len::One => 1,
            Len::Const(n) => n as usize,
            Len::Member { off, width, div } => {
                (read(base.add(off as usize), width) / u64::from(div.max(1))) as usize
            }
            Len::Indirect { ptr, off, width } => {
                let p = base.add(ptr as usize).cast::<*const u8>().read_unaligned();
                if p.is_null() {
                    0
                } else {
                    read(p.add(off as usize), width) as usize
                }
            }
            _ => 0,
        }
    }
}

/// New objects this call creates: their output arrays get fresh handles before encoding.
pub(super) struct Created {
    /// (array, count, dispatchable)
    arrays: Vec<(*mut u64, usize, bool)>,
}

impl Created {
    /// # Safety
    /// As [`exchange`](super::messages::exchange).
    pub(super) unsafe fn assign(cid: u32, base: *const u8) -> Created {
        let mut arrays = Vec::new();
        let Some(cmd) = vk_wire::command(cid) else {
            return Created { arrays };
        };
        for m in cmd.args.members {
            if let Kind::NewHandles { ty, len } = m.kind {
                let ty = vk::ObjectType::from_raw(ty);
                // SAFETY: caller; `m.off` is the offset of the output pointer.
                let ptr = unsafe { base.add(m.off as usize).cast::<*mut u64>().read_unaligned() };
                if ptr.is_null() {
                    continue;
                }
                // SAFETY: caller.
                let n = unsafe { new_count(len, base) };
                for k in 0..n {
                    // SAFETY: the application's output array holds `n` handles.
                    unsafe { ptr.add(k).write(handles::create(ty)) };
                }
                arrays.push((ptr, n, handles::is_dispatchable(ty)));
            }
        }
        Created { arrays }
    }

    /// The call failed: free dispatchable objects and null the outputs.
    ///
    /// # Safety
    /// The arrays are still the application's.
    pub(super) unsafe fn undo(&self) {
        for &(ptr, n, disp) in &self.arrays {
            for k in 0..n {
                // SAFETY: caller; element `k` of the array written by `assign`.
                unsafe {
                    if disp {
                        handles::release(ptr.add(k).read());
                    }
                    ptr.add(k).write(0);
                }
            }
        }
    }
}

/// Dispatchable objects that die with this call.
///
/// # Safety
/// As [`exchange`](super::messages::exchange).
pub(super) unsafe fn release_destroyed(cid: u32, base: *const u8) {
    // SAFETY: the id says which argument structure `base` is.
    unsafe {
        match cid {
            id::DESTROY_INSTANCE => handles::release(
                base.cast::<args::DestroyInstance>()
                    .read()
                    .instance
                    .as_raw(),
            ),
            id::DESTROY_DEVICE => {
                handles::release(base.cast::<args::DestroyDevice>().read().device.as_raw())
            }
            id::DESTROY_COMMAND_POOL => handles::release_pool(
                base.cast::<args::DestroyCommandPool>()
                    .read()
                    .command_pool
                    .as_raw(),
            ),
            id::FREE_COMMAND_BUFFERS => {
                let f = base.cast::<args::FreeCommandBuffers>().read();
                for k in 0..f.command_buffer_count as usize {
                    if !f.p_command_buffers.is_null() {
                        handles::release(f.p_command_buffers.add(k).read().as_raw());
                    }
                }
            }
            _ => {}
        }
    }
}
