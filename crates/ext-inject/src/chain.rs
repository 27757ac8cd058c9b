//! Walking `pNext` chains without trusting them: a chain that loops, is absurdly long or holds
//! a misaligned pointer is an error, never followed forever.

use std::collections::HashSet;
use std::ffi::c_void;

use ash::vk;

use crate::error::ChainError;

/// The longest chain followed by default. Real chains are short; a query chain with every
/// feature structure of the registry has about 150 entries.
pub const DEFAULT_MAX_CHAIN_LEN: usize = 1024;

/// How far a chain may go.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ChainLimits {
    /// The most structures (the head included) that are followed.
    pub max_len: usize,
}

impl Default for ChainLimits {
    fn default() -> Self {
        ChainLimits {
            max_len: DEFAULT_MAX_CHAIN_LEN,
        }
    }
}

/// The structures of a chain, head first.
///
/// Returns an empty list for a null `head`. Stops with an error on a loop, on more than
/// `limits.max_len` structures, or on a pointer that is not aligned like a Vulkan structure.
///
/// # Safety
/// `head` is null or points to a readable structure that starts with `sType` and `pNext`;
/// every non-null `pNext` reached before an error points to such a structure too.
pub unsafe fn collect(
    head: *const c_void,
    limits: ChainLimits,
) -> Result<Vec<*mut vk::BaseOutStructure<'static>>, ChainError> {
    let mut out: Vec<*mut vk::BaseOutStructure<'static>> = Vec::new();
    let mut seen: HashSet<usize> = HashSet::new();
    let mut cur = head as *mut vk::BaseOutStructure<'static>;
    while !cur.is_null() {
        let index = out.len();
        if !cur.is_aligned() {
            return Err(ChainError::Misaligned {
                index,
                addr: cur as usize,
            });
        }
        if !seen.insert(cur as usize) {
            let index = out.iter().position(|p| *p == cur).unwrap_or(0);
            // SAFETY: `cur` was visited before, so it is a readable structure (caller's contract).
            let s_type = unsafe { (*cur).s_type };
            return Err(ChainError::Loop { index, s_type });
        }
        if index >= limits.max_len {
            return Err(ChainError::TooLong {
                limit: limits.max_len,
            });
        }
        out.push(cur);
        // SAFETY: `cur` is non-null, aligned and readable (caller's contract).
        cur = unsafe { (*cur).p_next };
    }
    Ok(out)
}

/// The `sType`s of a chain, head first (see [`collect`]).
///
/// # Safety
/// As for [`collect`].
pub unsafe fn s_types(
    head: *const c_void,
    limits: ChainLimits,
) -> Result<Vec<vk::StructureType>, ChainError> {
    // SAFETY: forwarded contract.
    let nodes = unsafe { collect(head, limits)? };
    // SAFETY: every node was checked readable by `collect` under the caller's contract.
    Ok(nodes.iter().map(|n| unsafe { (**n).s_type }).collect())
}

/// Removes the structures for which `drop` returns true from the chain that starts at
/// `*head`, relinking the rest in order. Returns the `sType`s removed.
///
/// # Safety
/// As for [`collect`], and every structure in the chain is writable.
pub unsafe fn unlink(
    head: &mut *const c_void,
    limits: ChainLimits,
    mut drop: impl FnMut(vk::StructureType) -> bool,
) -> Result<Vec<vk::StructureType>, ChainError> {
    // SAFETY: forwarded contract.
    let nodes = unsafe { collect(*head, limits)? };
    let mut removed = Vec::new();
    let mut kept: Vec<*mut vk::BaseOutStructure<'static>> = Vec::with_capacity(nodes.len());
    for n in nodes {
        // SAFETY: readable node (checked by `collect`).
        let s_type = unsafe { (*n).s_type };
        if drop(s_type) {
            removed.push(s_type);
        } else {
            kept.push(n);
        }
    }
    if removed.is_empty() {
        return Ok(removed);
    }
    *head = kept
        .first()
        .map_or(std::ptr::null(), |p| *p as *const c_void);
    for (i, n) in kept.iter().enumerate() {
        let next = kept.get(i + 1).copied().unwrap_or(std::ptr::null_mut());
        // SAFETY: the node is writable (caller's contract) and distinct from the others
        // (`collect` rejected loops).
        unsafe { (**n).p_next = next };
    }
    Ok(removed)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn loop_is_rejected() {
        let mut a = vk::BaseOutStructure {
            s_type: vk::StructureType::APPLICATION_INFO,
            ..Default::default()
        };
        let pa: *mut vk::BaseOutStructure<'static> = (&raw mut a).cast();
        // SAFETY: `pa` points to the live local `a`.
        unsafe { (*pa).p_next = pa };
        // SAFETY: `a` is a live local structure.
        let err = unsafe { collect(pa.cast(), ChainLimits::default()) }.unwrap_err();
        assert_eq!(
            err,
            ChainError::Loop {
                index: 0,
                s_type: vk::StructureType::APPLICATION_INFO
            }
        );
    }
}
