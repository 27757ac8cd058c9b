//! The handler table's checks and the generated calls.

use super::*;

#[test]
fn the_table_is_well_formed() {
    check(HANDLERS).unwrap();
    let kinds =
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../renderer/src/session/kinds");
    for e in HANDLERS {
        command(e.command).unwrap();
        let file = kinds.join(format!("{}.rs", e.kind));
        assert!(
            file.exists(),
            "{}: no kind file {}",
            e.command,
            file.display()
        );
    }
}

#[test]
fn malformed_tables_are_refused() {
    const TWICE: &[Handlers] = &[
        h("vkCreateDevice", "device", &[(Call, m("create_device"))]),
        h("vkCreateDevice", "device", &[(Keep, m("keep_device"))]),
    ];
    assert!(check(TWICE).unwrap_err().to_string().contains("twice"));
    const ORDER: &[Handlers] = &[h(
        "vkCreateDevice",
        "device",
        &[(Keep, m("keep_device")), (Call, m("create_device"))],
    )];
    assert!(check(ORDER).unwrap_err().to_string().contains("order"));
    const NAME: &[Handlers] = &[h("vkCreateDevice", "device", &[(Call, m("Create-Device"))])];
    assert!(check(NAME).unwrap_err().to_string().contains("method"));
    // `ret` and `held` are the after-call hook's alone.
    const RET: &[Handlers] = &[h(
        "vkCreateDevice",
        "device",
        &[(Keep, m("keep_device").ret())],
    )];
    const HELD: &[Handlers] = &[h(
        "vkCreateDevice",
        "device",
        &[(Call, m("create_device").held())],
    )];
    for table in [RET, HELD] {
        let e = check(table).unwrap_err().to_string();
        assert!(e.contains("does not give"), "{e}");
    }
    assert!(command("vkNoSuchCommand").is_err());
}

fn parsed_args() -> BTreeMap<u32, ArgsStruct> {
    let args_src = std::fs::read_to_string(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../vk-wire/src/generated/args.rs"),
    )
    .unwrap();
    crate::parse_args(&args_src).unwrap()
}

#[test]
fn each_listed_hook_gets_one_arm_with_its_cast() {
    let args = parsed_args();
    const TABLE: &[Handlers] = &[h(
        "vkCreateDevice",
        "device",
        &[(Policy, m("p_dev").cmd()), (Call, m("c_dev"))],
    )];
    let out = generate(&args, TABLE, "// header\n").unwrap();
    let id = command("vkCreateDevice").unwrap().id;
    assert_eq!(
        out.matches(&format!(
            "{id} => s.p_dev(cmd, &mut *a.cast::<args::CreateDevice>())"
        ))
        .count(),
        1
    );
    assert_eq!(
        out.matches(&format!(
            "{id} => s.c_dev(&mut *a.cast::<args::CreateDevice>(), pfn)"
        ))
        .count(),
        1
    );
    // Hooks without a handler still exist, with the default only.
    assert!(out.contains("pub(crate) unsafe fn keep("));
    assert_eq!(out.matches(" => s.").count(), 2);
}

#[test]
fn handlers_get_only_what_they_take() {
    let args = parsed_args();
    const TABLE: &[Handlers] = &[
        h(
            "vkCreateDevice",
            "device",
            &[(After, m("a_dev").ret().held())],
        ),
        h("vkDestroyDevice", "device", &[(After, m("a_destroy"))]),
        h(
            "vkCreateImage",
            "image",
            &[(After, m("a_image").cmd().ret())],
        ),
    ];
    let out = generate(&args, TABLE, "// header\n").unwrap();
    let id = |n| command(n).unwrap().id;
    for arm in [
        format!(
            "{} => s.a_dev(&mut *a.cast::<args::CreateDevice>(), ret, held)",
            id("vkCreateDevice")
        ),
        format!(
            "{} => s.a_destroy(&mut *a.cast::<args::DestroyDevice>())",
            id("vkDestroyDevice")
        ),
        format!(
            "{} => s.a_image(cmd, &mut *a.cast::<args::CreateImage>(), ret)",
            id("vkCreateImage")
        ),
    ] {
        assert_eq!(out.matches(&arm).count(), 1, "{arm}");
    }
    // A parameter no handler takes is still the hook's, marked used.
    const ALONE: &[Handlers] = &[h("vkDestroyDevice", "device", &[(After, m("a_destroy"))])];
    let out = generate(&args, ALONE, "// header\n").unwrap();
    assert_eq!(out.matches("let _ = (ret, held);").count(), 1);
}
