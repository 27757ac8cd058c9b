//! Finding free address ranges (below 4 GiB for 32-bit guests) from `/proc/self/maps`.

/// Lowest address user space may map (`/proc/sys/vm/mmap_min_addr`, at least 64 KiB).
pub(crate) fn mmap_min_addr() -> u64 {
    std::fs::read_to_string("/proc/sys/vm/mmap_min_addr")
        .ok()
        .and_then(|s| s.trim().parse::<u64>().ok())
        .unwrap_or(0)
        .max(0x1_0000)
}

pub(crate) fn read_self_maps() -> Option<Vec<(u64, u64)>> {
    std::fs::read_to_string("/proc/self/maps")
        .ok()
        .map(|s| parse_maps(&s))
}

/// Parses the `start-end` column of `/proc/<pid>/maps` into sorted, merged ranges. Lines that
/// do not parse are skipped.
pub fn parse_maps(text: &str) -> Vec<(u64, u64)> {
    let mut v: Vec<(u64, u64)> = text
        .lines()
        .filter_map(|l| {
            let range = l.split_whitespace().next()?;
            let (a, b) = range.split_once('-')?;
            let a = u64::from_str_radix(a, 16).ok()?;
            let b = u64::from_str_radix(b, 16).ok()?;
            (a < b).then_some((a, b))
        })
        .collect();
    v.sort_unstable();
    let mut out: Vec<(u64, u64)> = Vec::with_capacity(v.len());
    for (a, b) in v {
        match out.last_mut() {
            Some(last) if a <= last.1 => last.1 = last.1.max(b),
            _ => out.push((a, b)),
        }
    }
    out
}

/// Candidate start addresses for `len` bytes aligned to `align` inside `[min, limit)` that do
/// not touch any of the sorted, merged `used` ranges; highest first (one per gap).
pub fn free_candidates(
    used: &[(u64, u64)],
    min: u64,
    limit: u64,
    len: usize,
    align: usize,
) -> Vec<usize> {
    let len = len as u64;
    let align = align as u64;
    let mut out = Vec::new();
    let mut gap_end = limit;
    // Walk the gaps from the top down.
    let mut iter = used.iter().rev().peekable();
    loop {
        // Skip ranges that start at or above the current gap end.
        while iter.peek().is_some_and(|r| r.0 >= gap_end) {
            let r = iter.next().copied().unwrap_or_default();
            gap_end = gap_end.min(r.0);
        }
        let gap_start = match iter.peek() {
            Some(r) => r.1.max(min),
            None => min,
        };
        if gap_end >= gap_start.saturating_add(len) {
            let start = (gap_end - len) & !(align - 1);
            if start >= gap_start && usize::try_from(start).is_ok() {
                out.push(start as usize);
            }
        }
        match iter.next() {
            Some(r) => gap_end = gap_end.min(r.0),
            None => break,
        }
        if gap_end <= min {
            break;
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parse_and_merge() {
        let t = "00400000-00452000 r-xp 00000000 08:02 173521 /usr/bin/x\n\
                 00651000-00652000 r--p 00051000 08:02 173521 /usr/bin/x\n\
                 00652000-00655000 rw-p 00052000 08:02 173521\n\
                 garbage\n\
                 7fff0000-7fff1000 rw-p 00000000 00:00 0 [stack]\n";
        assert_eq!(
            parse_maps(t),
            vec![
                (0x40_0000, 0x45_2000),
                (0x65_1000, 0x65_5000),
                (0x7fff_0000, 0x7fff_1000)
            ]
        );
    }

    #[test]
    fn candidates_highest_first_and_free() {
        let used = vec![
            (0x40_0000, 0x45_2000),
            (0x8000_0000, 0x8001_0000),
            (0xffff_0000, 0x1_0000_1000),
        ];
        let c = free_candidates(&used, 0x1_0000, 1 << 32, 0x1_0000, 0x1000);
        assert_eq!(c, vec![0xfffe_0000, 0x7fff_0000, 0x3f_0000]);
        for &a in &c {
            let (a, b) = (a as u64, a as u64 + 0x1_0000);
            assert!(used.iter().all(|&(s, e)| b <= s || a >= e));
        }
        // Nothing fits.
        assert!(free_candidates(&[(0, 1 << 32)], 0x1_0000, 1 << 32, 0x1000, 0x1000).is_empty());
        // Empty map: top of the range.
        assert_eq!(
            free_candidates(&[], 0x1_0000, 1 << 32, 0x2000, 0x1000),
            vec![0xffff_e000]
        );
    }
}
