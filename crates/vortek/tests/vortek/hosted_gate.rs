//! A presentation into the stand-in's window that waits for the host to show the frame before
//! it, while the client's other threads go on.

use crate::harness::{TempDir, Xvfb, have_jdk};
use crate::hosted::{FRAMES, run_client, standin_with_window};

/// A presentation that waits for the frame before it to be shown (the host holds the first
/// show back) does not hold up the client's other threads: a second thread's round trips on
/// its own stream go through meanwhile, and only they let the host show the first frame. Were
/// the wait made with the client's session lock held, the round trips would wait for the
/// show and the show for them, until the stand-in's gate gave up (`GATE timed out`).
#[test]
fn a_presentation_waiting_for_the_host_does_not_hold_up_other_threads() {
    if !have_jdk() {
        return;
    }
    let dir = TempDir::new("hosted-gate");
    let x = Xvfb::start();
    let gate = dir.0.join("gate");
    let standin = standin_with_window(&dir.0, &[("VORTEK_TEST_SHOW_GATE", &gate)]);
    let (ok, out, err) = run_client(
        &standin,
        &dir.0,
        &x.display,
        &[("HOSTED_TEST_GATE", gate.to_str().unwrap())],
    );
    assert!(ok, "the client failed:\n{out}\n{err}\n{}", standin.log());
    assert!(out.contains("SIDE done"), "{out}");
    let presents: Vec<&str> = out.lines().filter(|l| l.starts_with("PRESENT ")).collect();
    assert_eq!(presents.len(), FRAMES.len(), "{out}");
    assert!(presents.iter().all(|l| l.ends_with("Ok(false)")), "{out}");
    let shown = standin.out();
    assert!(shown.contains("GATE open"), "{shown}");
    assert!(!shown.contains("GATE timed out"), "{shown}");
}
