//! Exhaustive interleaving check of the wait/wake protocol of `shm_ring::wait`.
//!
//! The waiter and the waker are written as small step machines that mirror `Wait::until`
//! and `notify` one shared-memory access per step; a depth-first search visits every
//! interleaving. The accesses that matter are all SeqCst in the real code (the waker's
//! counter store and status load; the waiter's status read-modify-write and fence), so they
//! are sequentially consistent among themselves, and the model runs them in program order.
//! The `WakerRelaxed` mutant adds what a cheaper waker would allow: its counter store sits in
//! a store buffer (drained at any later step, or by a read-modify-write) while its status
//! load goes ahead, which is what a Release store followed by a Relaxed load permits on x86
//! (TSO) and weaker machines. Futex semantics are modelled exactly: `wait(seq)`
//! sleeps only if the word still equals `seq`, `wake` wakes every sleeper, and a sleeper may
//! also time out spuriously at any moment (the liveness slice).
//!
//! Property (no lost wake-up): no reachable state has the waiter asleep, the waker finished
//! and the waiter's condition true; and no state is stuck with the waiter unfinished.
//! Mutants of the protocol (no re-check after announcing, the waker reading the waiting
//! bit before publishing, or the waker's store→load order left to the store buffer) must be
//! caught, which shows the search has teeth.

use std::collections::HashSet;

#[derive(Clone, Copy, PartialEq, Eq)]
enum Mutant {
    None,
    NoRecheck,
    WakerChecksFirst,
    WakerRelaxed,
}

#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
struct State {
    // Shared memory.
    head: u8,
    closed: bool,
    waiting_bit: bool,
    seq: u8,
    // Waiter (reader): wants `target` items or a close.
    r_pc: u8,
    r_seq: u8,
    consumed: u8,
    asleep: bool,
    // Waker (writer): publishes `target` items, then (optionally) closes.
    w_pc: u8,
    w_done: u8,
    w_saw_bit: bool,
    /// `WakerRelaxed` only: a published item still in the waker's store buffer (not yet
    /// visible in `head`).
    w_buffered: bool,
}

struct Model {
    items: u8,
    close_after: bool,
    mutant: Mutant,
}

impl Model {
    fn ready(&self, s: &State) -> bool {
        s.head > s.consumed || s.closed
    }

    fn reader_finished(&self, s: &State) -> bool {
        s.r_pc == 99
    }

    fn writer_finished(&self, s: &State) -> bool {
        s.w_pc == 99
    }

    /// Successor states of one step by the reader.
    fn step_reader(&self, s: &State, out: &mut Vec<State>) {
        if s.asleep {
            // Only a wake or a spurious timeout (the liveness slice) moves a sleeper; the
            // timeout goes back to the loop top.
            let mut t = *s;
            t.asleep = false;
            t.r_pc = 1;
            out.push(t);
            return;
        }
        let mut n = *s;
        match s.r_pc {
            // Top of `until`: the first ready() check (spinning collapses to this check).
            0 => {
                if self.ready(s) {
                    n.r_pc = 5; // consume
                } else {
                    n.r_pc = 1;
                }
            }
            // seq = word.load()
            1 => {
                n.r_seq = s.seq;
                n.r_pc = 2;
            }
            // status.fetch_or(WAITING); fence
            2 => {
                n.waiting_bit = true;
                n.r_pc = if self.mutant == Mutant::NoRecheck {
                    4
                } else {
                    3
                };
            }
            // re-check; if ready: clear the bit and return
            3 => {
                if self.ready(s) {
                    n.waiting_bit = false;
                    n.r_pc = 5;
                } else {
                    n.r_pc = 4;
                }
            }
            // futex_wait(word, seq)
            4 => {
                if s.seq == s.r_seq {
                    n.asleep = true;
                } else {
                    n.r_pc = 1;
                }
            }
            // consume everything readable, or finish on close
            5 => {
                if s.head > s.consumed {
                    n.consumed = s.head;
                    n.r_pc = if n.consumed == self.items && !self.close_after {
                        99
                    } else {
                        0
                    };
                } else {
                    // closed and empty
                    n.r_pc = 99;
                }
            }
            _ => return,
        }
        out.push(n);
    }

    fn step_writer(&self, s: &State, out: &mut Vec<State>) {
        if s.w_buffered {
            // The store buffer drains on its own, at any step.
            let mut t = *s;
            t.head += 1;
            t.w_buffered = false;
            out.push(t);
        }
        let mut n = *s;
        // A read-modify-write (close's fetch_or, the sequence bump) drains the buffer first.
        let drain = |n: &mut State| {
            if n.w_buffered {
                n.head += 1;
                n.w_buffered = false;
            }
        };
        let check_first = self.mutant == Mutant::WakerChecksFirst;
        match s.w_pc {
            // publish (head store) — or, in the mutant, read the bit first
            0 => {
                if s.w_done == self.items {
                    if self.close_after {
                        // close: status |= CLOSED, then wake_all (bump + wake)
                        drain(&mut n);
                        n.closed = true;
                        n.w_pc = 10;
                    } else {
                        n.w_pc = 99;
                    }
                } else if check_first {
                    n.w_saw_bit = s.waiting_bit;
                    n.w_pc = 1;
                } else if self.mutant == Mutant::WakerRelaxed {
                    // Release store: into the store buffer.
                    n.w_buffered = true;
                    n.w_done += 1;
                    n.w_pc = 1;
                } else {
                    // SeqCst store: visible before the status load that follows.
                    n.head += 1;
                    n.w_done += 1;
                    n.w_pc = 1;
                }
            }
            // fence; status.load() & WAITING
            1 => {
                if check_first {
                    n.head += 1;
                    n.w_done += 1;
                } else {
                    n.w_saw_bit = s.waiting_bit;
                }
                n.w_pc = if n.w_saw_bit { 2 } else { 0 };
            }
            // status.fetch_and(!WAITING)
            2 => {
                drain(&mut n);
                n.waiting_bit = false;
                n.w_pc = 3;
            }
            // word.fetch_add(1)
            3 | 10 => {
                drain(&mut n);
                n.seq = s.seq.wrapping_add(1);
                n.w_pc = if s.w_pc == 3 { 4 } else { 11 };
            }
            // futex_wake
            4 | 11 => {
                if s.asleep {
                    n.asleep = false;
                    n.r_pc = 1;
                }
                n.w_pc = if s.w_pc == 4 { 0 } else { 99 };
            }
            _ => return,
        }
        out.push(n);
    }

    /// Explores everything; `Err(description)` on the first violation.
    fn check(&self) -> Result<usize, String> {
        let init = State {
            head: 0,
            closed: false,
            waiting_bit: false,
            seq: 0,
            r_pc: 0,
            r_seq: 0,
            consumed: 0,
            asleep: false,
            w_pc: 0,
            w_done: 0,
            w_saw_bit: false,
            w_buffered: false,
        };
        let mut seen = HashSet::new();
        let mut stack = vec![init];
        let mut next = Vec::new();
        while let Some(s) = stack.pop() {
            if !seen.insert(s) {
                continue;
            }
            if s.asleep && self.writer_finished(&s) && self.ready(&s) {
                return Err(format!("lost wake-up: {s:?}"));
            }
            next.clear();
            self.step_reader(&s, &mut next);
            self.step_writer(&s, &mut next);
            // A sleeper's only way forward without a wake is a timeout; a state whose only
            // successors are timeouts with the writer finished is a hang.
            if next.is_empty() && !self.reader_finished(&s) {
                return Err(format!("stuck: {s:?}"));
            }
            stack.extend(next.iter().copied());
        }
        Ok(seen.len())
    }
}

#[test]
fn protocol_has_no_lost_wakeups() {
    for items in 1..=3 {
        for close_after in [false, true] {
            let m = Model {
                items,
                close_after,
                mutant: Mutant::None,
            };
            let states = m
                .check()
                .unwrap_or_else(|e| panic!("items {items} close {close_after}: {e}"));
            assert!(states > 20, "search too small: {states}");
        }
    }
}

#[test]
fn search_catches_a_missing_recheck() {
    let m = Model {
        items: 1,
        close_after: false,
        mutant: Mutant::NoRecheck,
    };
    assert!(m.check().unwrap_err().contains("lost wake-up"));
}

#[test]
fn search_catches_a_waker_that_reads_the_bit_before_publishing() {
    let m = Model {
        items: 1,
        close_after: false,
        mutant: Mutant::WakerChecksFirst,
    };
    assert!(m.check().unwrap_err().contains("lost wake-up"));
}

#[test]
fn search_catches_a_waker_without_store_load_order() {
    let m = Model {
        items: 1,
        close_after: false,
        mutant: Mutant::WakerRelaxed,
    };
    assert!(m.check().unwrap_err().contains("lost wake-up"));
}
