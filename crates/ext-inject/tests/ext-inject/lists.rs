//! Extension-list editing: units and a proptest against a naive model.

use std::ffi::{CStr, CString, c_char};

use ash::vk;
use ext_inject::extensions::{MAX_NAMES, edit_device_extensions, make_property, names_from_raw};
use ext_inject::{ListEdit, NameError, edit_list};
use proptest::prelude::*;

fn c(s: &str) -> CString {
    CString::new(s).unwrap()
}

fn props(names: &[&str]) -> Vec<vk::ExtensionProperties> {
    names
        .iter()
        .map(|n| make_property(&c(n), 1).unwrap())
        .collect()
}

fn strs(list: &[CString]) -> Vec<&str> {
    list.iter().map(|n| n.to_str().unwrap()).collect()
}

#[test]
fn remove_then_add_dedup_order_kept() {
    let available = props(&["A", "B", "C", "D"]);
    let req = [c("B"), c("A"), c("B"), c("X"), c("C")];
    let req: Vec<&CStr> = req.iter().map(|n| n.as_c_str()).collect();
    let edit = ListEdit {
        remove: vec![c("C")],
        add: vec![c("D"), c("A"), c("Y"), c("E")],
        emulated: vec![c("E")],
        only: None,
        drop_unsupported: true,
    };
    let (list, report) = edit_list(&req, &available, &edit);
    assert_eq!(strs(list.names()), ["B", "A", "D", "E"]);
    assert_eq!(strs(&report.duplicates), ["B"]);
    assert_eq!(strs(&report.unsupported), ["X"]);
    assert_eq!(strs(&report.removed), ["C"]);
    assert_eq!(strs(&report.added), ["D", "E"]);
    assert_eq!(strs(&report.not_added), ["Y"]);
    // The pointer array matches the owned names, and survives moving the list.
    let moved = Box::new(list.clone());
    drop(list);
    for (p, n) in moved.as_ptrs().iter().zip(moved.names()) {
        // SAFETY: the pointers point into `moved`'s names, which are alive.
        assert_eq!(unsafe { CStr::from_ptr(*p) }, n.as_c_str());
    }
}

#[test]
fn allowlist_removes_the_rest() {
    let available = props(&["A", "B"]);
    let req = [c("A"), c("B")];
    let req: Vec<&CStr> = req.iter().map(|n| n.as_c_str()).collect();
    let edit = ListEdit {
        only: Some(vec![c("B")]),
        ..Default::default()
    };
    let (list, report) = edit_list(&req, &available, &edit);
    assert_eq!(strs(list.names()), ["B"]);
    assert_eq!(strs(&report.removed), ["A"]);
}

#[test]
fn raw_names_are_checked() {
    let a = c("VK_KHR_swapchain");
    let ptrs: [*const c_char; 2] = [a.as_ptr(), std::ptr::null()];
    // SAFETY: two pointers, the first a live string, the second null.
    let err = unsafe { names_from_raw(ptrs.as_ptr(), 2) }.unwrap_err();
    assert_eq!(err, NameError::Null { index: 1 });
    // SAFETY: null array; never dereferenced.
    let err = unsafe { names_from_raw(std::ptr::null(), 3) }.unwrap_err();
    assert_eq!(err, NameError::NullArray { count: 3 });
    // SAFETY: the count is rejected before the array is read.
    let err = unsafe { names_from_raw(ptrs.as_ptr(), MAX_NAMES + 1) }.unwrap_err();
    assert!(matches!(err, NameError::TooMany { .. }));

    let one = [a.as_ptr()];
    let info = vk::DeviceCreateInfo::default().enabled_extension_names(&one);
    // SAFETY: `info` points at `one`, which points at `a`; both alive.
    let (list, report) = unsafe {
        edit_device_extensions(&info, &props(&["VK_KHR_swapchain"]), &ListEdit::default())
    }
    .unwrap();
    assert_eq!(strs(list.names()), ["VK_KHR_swapchain"]);
    assert!(report.is_empty());
}

/// The model: an independent, obviously-correct statement of the rules.
fn model(
    req: &[String],
    avail: &[String],
    remove: &[String],
    add: &[String],
    emulated: &[String],
    drop: bool,
) -> Vec<String> {
    let ok = |n: &String| avail.contains(n) || emulated.contains(n);
    let mut seen: Vec<&String> = Vec::new();
    let mut out: Vec<String> = Vec::new();
    for r in req {
        if seen.contains(&r) {
            continue;
        }
        seen.push(r);
        if remove.contains(r) || (drop && !ok(r)) {
            continue;
        }
        out.push(r.clone());
    }
    for a in add {
        if !out.contains(a) && ok(a) {
            out.push(a.clone());
        }
    }
    out
}

fn name() -> impl Strategy<Value = String> {
    proptest::sample::select(vec!["A", "B", "C", "D", "E", "F", "G", "H"]).prop_map(str::to_string)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]
    #[test]
    fn edit_matches_model(
        req in prop::collection::vec(name(), 0..12),
        avail in prop::collection::vec(name(), 0..8),
        remove in prop::collection::vec(name(), 0..4),
        add in prop::collection::vec(name(), 0..5),
        emulated in prop::collection::vec(name(), 0..3),
        drop in any::<bool>(),
    ) {
        let reqc: Vec<CString> = req.iter().map(|n| c(n)).collect();
        let reqs: Vec<&CStr> = reqc.iter().map(|n| n.as_c_str()).collect();
        let avail_refs: Vec<&str> = avail.iter().map(String::as_str).collect();
        let edit = ListEdit {
            remove: remove.iter().map(|n| c(n)).collect(),
            add: add.iter().map(|n| c(n)).collect(),
            emulated: emulated.iter().map(|n| c(n)).collect(),
            only: None,
            drop_unsupported: drop,
        };
        let (list, report) = edit_list(&reqs, &props(&avail_refs), &edit);
        let got: Vec<String> = list.names().iter().map(|n| n.to_str().unwrap().to_string()).collect();
        prop_assert_eq!(&got, &model(&req, &avail, &remove, &add, &emulated, drop));
        // No duplicates; every dropped name is accounted for in the report.
        for (i, n) in got.iter().enumerate() {
            prop_assert!(!got[..i].contains(n));
        }
        for r in &req {
            let r = c(r);
            prop_assert!(
                list.contains(&r)
                    || report.removed.contains(&r)
                    || report.unsupported.contains(&r)
            );
        }
        prop_assert_eq!(list.as_ptrs().len(), list.len());
    }
}
