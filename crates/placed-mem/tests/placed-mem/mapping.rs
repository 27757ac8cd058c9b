//! The mapping side, without a GPU: placed mappings, reservations and the errors of bad input.

use std::fs::File;
use std::os::fd::AsFd;

use placed_mem::{MapError, Reservation, fd_size, map_fd, map_fd_at, memfd, page_size};

fn file(pages: usize) -> File {
    File::from(memfd(pages * page_size()).unwrap())
}

/// Whether `addr` is mapped at all (msync answers ENOMEM for unmapped pages).
fn is_mapped(addr: usize) -> bool {
    // SAFETY: msync with MS_ASYNC only inspects the page tables for this range.
    unsafe { libc::msync(addr as *mut _, page_size(), libc::MS_ASYNC) == 0 }
}

#[test]
fn placed_mapping_below_4g_shares_pages_with_a_second_mapping() {
    let _guard = crate::shared_address_space();
    let pg = page_size();
    let f = file(4);
    assert_eq!(fd_size(f.as_fd()).unwrap(), Some(4 * pg as u64));
    let res = Reservation::below_4g(64 * pg).unwrap();
    assert!(res.base() as u64 + res.len() as u64 <= 1 << 32);
    assert!(res.base() as u64 >= 0x1_0000);
    assert_eq!(res.len(), 64 * pg);
    let at = res.base() + 8 * pg;
    let placed = res.place(at, f.as_fd(), pg as u64, 3 * pg).unwrap();
    assert_eq!(placed.addr(), at);
    let other = map_fd(f.as_fd(), 0, 4 * pg).unwrap();
    // SAFETY: both mappings are ours and live; writes and reads do not overlap in time.
    unsafe {
        placed.as_ptr().write_bytes(0xab, 3 * pg);
        assert!(other.as_slice()[..pg].iter().all(|&b| b == 0));
        assert!(other.as_slice()[pg..].iter().all(|&b| b == 0xab));
    }
    // place_anywhere avoids the placed range.
    let next = res.place_anywhere(f.as_fd(), 0, pg).unwrap();
    assert_eq!(next.addr(), res.base());
    let third = res.place_anywhere(f.as_fd(), 0, 8 * pg);
    assert!(matches!(third, Err(MapError::PastEnd { .. })), "{third:?}");
    let fourth = res.place_anywhere(f.as_fd(), 0, 4 * pg).unwrap();
    assert_eq!(fourth.addr(), res.base() + pg);
}

#[test]
fn unmapping_returns_the_range_to_the_reservation() {
    let _guard = crate::exclusive_address_space();
    let pg = page_size();
    let f = file(2);
    let res = Reservation::anywhere(16 * pg).unwrap();
    let at = res.base() + 4 * pg;
    let m = res.place(at, f.as_fd(), 0, 2 * pg).unwrap();
    m.unmap().unwrap();
    // The pages are reserved again: still mapped (PROT_NONE), so nothing else can take them ...
    assert!(is_mapped(at));
    assert!(matches!(
        map_fd_at(f.as_fd(), 0, pg, at),
        Err(MapError::AlreadyMapped { .. })
    ));
    // ... but the reservation can place there again.
    let again = res.place(at, f.as_fd(), 0, 2 * pg).unwrap();
    drop(again);
    let base = res.base();
    drop(res);
    // The last handle is gone: the whole range is free.
    assert!(!is_mapped(base));
    assert!(!is_mapped(at));
}

#[test]
fn a_reservation_outlives_its_handle_while_mappings_live() {
    let _guard = crate::exclusive_address_space();
    let pg = page_size();
    let f = file(1);
    let res = Reservation::anywhere(4 * pg).unwrap();
    let base = res.base();
    let m = res.place(base, f.as_fd(), 0, pg).unwrap();
    drop(res);
    assert!(is_mapped(base + pg));
    // SAFETY: the placed mapping is live.
    unsafe { m.as_ptr().write(7) };
    drop(m);
    assert!(!is_mapped(base));
}

#[test]
fn bad_inputs_are_errors() {
    let _guard = crate::shared_address_space();
    let pg = page_size();
    let f = file(2);
    let res = Reservation::anywhere(8 * pg).unwrap();
    let b = res.base();
    // Unaligned placed address, unaligned offset.
    assert!(matches!(
        res.place(b + 1, f.as_fd(), 0, pg),
        Err(MapError::Unaligned {
            what: "address",
            ..
        })
    ));
    assert!(matches!(
        res.place(b, f.as_fd(), 1, pg),
        Err(MapError::Unaligned {
            what: "fd offset",
            ..
        })
    ));
    assert!(matches!(
        map_fd_at(f.as_fd(), 0, pg, 0x1234_5001),
        Err(MapError::Unaligned { .. })
    ));
    // Size past the end of the fd.
    assert!(matches!(
        res.place(b, f.as_fd(), 0, 3 * pg),
        Err(MapError::PastEnd { .. })
    ));
    assert!(matches!(
        res.place(b, f.as_fd(), pg as u64, pg + 1),
        Err(MapError::PastEnd { .. })
    ));
    assert!(matches!(
        map_fd(f.as_fd(), 2 * pg as u64, 1),
        Err(MapError::PastEnd { .. })
    ));
    assert!(matches!(
        map_fd(f.as_fd(), !(pg as u64 - 1), pg),
        Err(MapError::PastEnd { .. })
    ));
    assert!(matches!(map_fd(f.as_fd(), 0, 0), Err(MapError::ZeroSize)));
    // Outside the reservation.
    assert!(matches!(
        res.place(b + 7 * pg, f.as_fd(), 0, 2 * pg),
        Err(MapError::OutsideReservation { .. })
    ));
    assert!(matches!(
        res.place(b.wrapping_sub(pg), f.as_fd(), 0, pg),
        Err(MapError::OutsideReservation { .. })
    ));
    // Already mapped: inside the reservation (overlapping a placed mapping) ...
    let m = res.place(b + 2 * pg, f.as_fd(), 0, 2 * pg).unwrap();
    assert!(matches!(
        res.place(b + 3 * pg, f.as_fd(), 0, pg),
        Err(MapError::AlreadyMapped { .. })
    ));
    assert!(matches!(
        res.place(b + pg, f.as_fd(), 0, 2 * pg),
        Err(MapError::AlreadyMapped { .. })
    ));
    // ... and outside any reservation: an exact map over live memory never clobbers it.
    assert!(matches!(
        map_fd_at(f.as_fd(), 0, pg, b),
        Err(MapError::AlreadyMapped { .. })
    ));
    let heap = Box::new([0u8; 8192]);
    let heap_page = (heap.as_ptr() as usize + pg - 1) & !(pg - 1);
    if heap_page + pg <= heap.as_ptr() as usize + heap.len() {
        assert!(matches!(
            map_fd_at(f.as_fd(), 0, pg, heap_page),
            Err(MapError::AlreadyMapped { .. })
        ));
        assert!(matches!(
            Reservation::at(heap_page, pg),
            Err(MapError::AlreadyMapped { .. })
        ));
    }
    // SAFETY: the placed mapping is still live; the failed attempts did not disturb it.
    unsafe { m.as_ptr().write(1) };
    // A pipe has no size to check against and cannot be mapped.
    let (r, _w) = std::io::pipe().unwrap();
    assert!(map_fd(r.as_fd(), 0, pg).is_err());
}

#[test]
fn map_fd_at_a_free_address_and_exact_reservations() {
    let _guard = crate::exclusive_address_space();
    let pg = page_size();
    let f = file(1);
    // Find a free address by reserving and releasing it.
    let res = Reservation::anywhere(4 * pg).unwrap();
    let at = res.base();
    drop(res);
    let m = map_fd_at(f.as_fd(), 0, pg, at).unwrap();
    assert_eq!(m.addr(), at);
    assert!(matches!(
        Reservation::at(at, pg),
        Err(MapError::AlreadyMapped { .. })
    ));
    drop(m);
    let r = Reservation::at(at, 2 * pg).unwrap();
    assert_eq!((r.base(), r.len()), (at, 2 * pg));
    assert!(matches!(
        Reservation::below(0x2_0000, 1 << 30, pg),
        Err(MapError::NoFreeRange { .. })
    ));
    assert!(matches!(Reservation::anywhere(0), Err(MapError::ZeroSize)));
}

#[test]
fn mapping_over_an_own_reservation_and_unmapping_with_reserve() {
    let _guard = crate::exclusive_address_space();
    let pg = page_size();
    let f = file(4);
    // The application's own reservation, as a 32-bit game under wow64 makes one.
    // SAFETY: a fresh anonymous PROT_NONE mapping replaces nothing.
    let base = unsafe {
        libc::mmap(
            std::ptr::null_mut(),
            8 * pg,
            libc::PROT_NONE,
            libc::MAP_PRIVATE | libc::MAP_ANONYMOUS | libc::MAP_NORESERVE,
            -1,
            0,
        )
    };
    assert_ne!(base, libc::MAP_FAILED);
    let at = base as usize + 2 * pg;
    // SAFETY: the range is inside our own reservation, used by nothing else.
    let m = unsafe { placed_mem::map_fd_replacing(f.as_fd(), pg as u64, 2 * pg, at) }.unwrap();
    assert_eq!(m.addr(), at);
    let other = map_fd(f.as_fd(), 0, 4 * pg).unwrap();
    // SAFETY: both mappings are ours; accesses do not overlap in time.
    unsafe {
        m.as_ptr().write_bytes(0x5a, 2 * pg);
        assert!(other.as_slice()[pg..3 * pg].iter().all(|&b| b == 0x5a));
        assert!(other.as_slice()[..pg].iter().all(|&b| b == 0));
    }
    // Unmapping with reserve leaves PROT_NONE space: nothing else can be placed there.
    m.unmap_reserve().unwrap();
    assert!(is_mapped(at));
    assert!(matches!(
        map_fd_at(f.as_fd(), 0, pg, at),
        Err(MapError::AlreadyMapped { .. })
    ));
    // Unaligned addresses are refused before anything is replaced.
    // SAFETY: refused before mmap.
    let bad = unsafe { placed_mem::map_fd_replacing(f.as_fd(), 0, pg, at + 1) };
    assert!(matches!(bad, Err(MapError::Unaligned { .. })), "{bad:?}");
    // A plain unmap leaves a hole.
    // SAFETY: as above.
    let m = unsafe { placed_mem::map_fd_replacing(f.as_fd(), 0, pg, at) }.unwrap();
    m.unmap().unwrap();
    assert!(!is_mapped(at));
    // SAFETY: the rest of our reservation.
    unsafe { libc::munmap(base, 8 * pg) };
}
