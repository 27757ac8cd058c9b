//! Reading `vk.xml` into a small model: types with their members, commands, enum values,
//! and the selection of features and extensions that vk-wire covers.

use anyhow::{Context, Result, anyhow, bail};
use std::collections::{BTreeMap, BTreeSet, HashMap};

/// One `<member>` or `<param>`.
#[derive(Debug, Clone)]
pub struct Member {
    pub name: String,
    pub ty: String,
    /// Number of `*`.
    pub ptr: u8,
    /// `const` before the type (the outermost pointee is const).
    pub is_const: bool,
    /// Fixed array dimensions (`[4]`, `[VK_UUID_SIZE]`).
    pub array: Vec<u32>,
    /// Bitfield width (`:24`).
    pub bits: Option<u32>,
    pub len: Option<String>,
    pub optional: bool,
    pub values: Option<String>,
    /// Union members: the values of the selecting enum that choose this member.
    pub selection: Option<String>,
    /// A union member of a structure: the sibling enum that selects the union's member.
    pub selector: Option<String>,
}

#[derive(Debug, Clone)]
pub struct TypeDef {
    pub category: String,
    pub members: Vec<Member>,
    pub alias: Option<String>,
    /// For basetypes and bitmasks: the underlying type (`uint32_t`, `VkFlags64`...).
    pub underlying: Option<String>,
    /// `typedef void* X` basetypes.
    pub underlying_ptr: bool,
    pub objtype: Option<String>,
    /// Structures this one may extend through their `pNext` chain (`structextends`).
    pub extends: Vec<String>,
}

#[derive(Debug, Clone)]
pub struct Command {
    pub ret: String,
    pub params: Vec<Member>,
}

#[derive(Debug)]
pub struct Registry {
    pub version: String,
    pub types: BTreeMap<String, TypeDef>,
    pub commands: BTreeMap<String, Command>,
    /// alias name -> target name
    pub command_aliases: BTreeMap<String, String>,
    /// enumerant -> value
    pub enum_values: HashMap<String, i64>,
    /// enum type names whose bitwidth is 64
    pub enums64: BTreeSet<String>,
    /// Selected commands (names, aliases included), in a stable order.
    pub selected_commands: BTreeSet<String>,
    /// Selected types (from `<require>` blocks of selected features/extensions).
    pub selected_types: BTreeSet<String>,
    /// Canonical command name -> what provides it or one of its aliases: core versions and
    /// extensions (every Vulkan extension, selected or not), deduplicated, in registry order.
    pub providers: BTreeMap<String, Vec<Provider>>,
    /// Every Vulkan extension that provides a command: name -> whether it is a device
    /// extension (`type="device"`).
    pub extension_types: BTreeMap<String, bool>,
}

/// What makes a command available (`<require>` blocks of `vk.xml`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Provider {
    /// A core version, `(major, minor)`.
    Version(u32, u32),
    /// An extension, by name.
    Extension(String),
}

fn text_of(node: roxmltree::Node) -> String {
    let mut s = String::new();
    for d in node.descendants() {
        if d.is_text() {
            if d.parent().is_some_and(|p| p.has_tag_name("comment")) {
                continue;
            }
            s.push_str(d.text().unwrap_or(""));
        }
    }
    s
}

fn api_ok(n: roxmltree::Node) -> bool {
    match n.attribute("api") {
        None => true,
        Some(a) => a.split(',').any(|x| x == "vulkan"),
    }
}

fn parse_member(n: roxmltree::Node, consts: &HashMap<String, i64>) -> Result<Member> {
    let name = n
        .children()
        .find(|c| c.has_tag_name("name"))
        .and_then(|c| c.text())
        .ok_or_else(|| anyhow!("member without name"))?
        .to_string();
    let ty = n
        .children()
        .find(|c| c.has_tag_name("type"))
        .and_then(|c| c.text())
        .ok_or_else(|| anyhow!("member {name} without type"))?
        .to_string();
    let full = text_of(n);
    let (before, after) = full
        .split_once(&ty)
        .ok_or_else(|| anyhow!("member {name}: type not in text"))?;
    let is_const = before.contains("const");
    let (mid, tail) = after.split_once(name.as_str()).unwrap_or((after, ""));
    let ptr = mid.matches('*').count() as u8;
    let mut array = Vec::new();
    let mut rest = tail.trim();
    while let Some(r) = rest.strip_prefix('[') {
        let (inner, r2) = r
            .split_once(']')
            .ok_or_else(|| anyhow!("bad array in {name}"))?;
        let inner = inner.trim();
        let v = match inner.parse::<u32>() {
            Ok(v) => v,
            Err(_) => *consts
                .get(inner)
                .ok_or_else(|| anyhow!("unknown constant {inner}"))? as u32,
        };
        array.push(v);
        rest = r2.trim();
    }
    let bits = rest
        .strip_prefix(':')
        .map(|b| b.trim().parse::<u32>())
        .transpose()
        .with_context(|| format!("bitfield {name}"))?;
    let len = n
        .attribute("altlen")
        .or(n.attribute("len"))
        .map(str::to_string);
    let optional = n
        .attribute("optional")
        .is_some_and(|o| o.split(',').next() == Some("true"));
    Ok(Member {
        name,
        ty,
        ptr,
        is_const,
        array,
        bits,
        len,
        optional,
        values: n.attribute("values").map(str::to_string),
        selection: n.attribute("selection").map(str::to_string),
        selector: n.attribute("selector").map(str::to_string),
    })
}

/// Extensions vk-wire covers: supported for Vulkan, not platform-specific, not video.
pub fn extension_selected(e: roxmltree::Node) -> bool {
    let supported = e.attribute("supported").unwrap_or("");
    let name = e.attribute("name").unwrap_or("").to_ascii_lowercase();
    supported.split(',').any(|s| s == "vulkan")
        && e.attribute("platform").is_none()
        && !name.contains("video")
}

pub fn parse(xml: &str) -> Result<Registry> {
    let doc = roxmltree::Document::parse(xml)?;
    let root = doc.root_element();

    // API constants first (array sizes).
    let mut consts = HashMap::new();
    for e in root.descendants().filter(|n| n.has_tag_name("enums")) {
        if e.attribute("name") == Some("API Constants") {
            for c in e.children().filter(|c| c.has_tag_name("enum")) {
                if let (Some(n), Some(v)) = (c.attribute("name"), c.attribute("value"))
                    && let Ok(v) = v.parse::<i64>()
                {
                    consts.insert(n.to_string(), v);
                }
            }
        }
    }

    let mut version = String::new();
    let mut types = BTreeMap::new();
    for t in root
        .descendants()
        .filter(|n| n.has_tag_name("type") && n.parent().is_some_and(|p| p.has_tag_name("types")))
    {
        if !api_ok(t) {
            continue;
        }
        let category = t.attribute("category").unwrap_or("").to_string();
        let name = match t.attribute("name") {
            Some(n) => n.to_string(),
            None => match t
                .children()
                .find(|c| c.has_tag_name("name"))
                .and_then(|c| c.text())
            {
                Some(n) => n.to_string(),
                None => continue,
            },
        };
        if name == "VK_HEADER_VERSION" {
            let full = text_of(t);
            version = full.split_whitespace().last().unwrap_or("").to_string();
        }
        let mut members = Vec::new();
        if category == "struct" || category == "union" {
            for m in t.children().filter(|c| c.has_tag_name("member")) {
                if api_ok(m) {
                    members.push(parse_member(m, &consts)?);
                }
            }
        }
        let inner_type = t
            .children()
            .find(|c| c.has_tag_name("type"))
            .and_then(|c| c.text());
        let full = text_of(t);
        types.insert(
            name,
            TypeDef {
                category: category.clone(),
                members,
                alias: t.attribute("alias").map(str::to_string),
                underlying: inner_type.map(str::to_string),
                underlying_ptr: category == "basetype" && full.contains('*'),
                objtype: t.attribute("objtypeenum").map(str::to_string),
                extends: t
                    .attribute("structextends")
                    .map(|e| e.split(',').map(str::to_string).collect())
                    .unwrap_or_default(),
            },
        );
    }
    if version.is_empty() {
        bail!("VK_HEADER_VERSION not found");
    }

    // Enum values.
    let mut enum_values: HashMap<String, i64> = HashMap::new();
    let mut aliases: Vec<(String, String)> = Vec::new();
    let mut enums64 = BTreeSet::new();
    for e in root.descendants().filter(|n| n.has_tag_name("enums")) {
        if e.attribute("bitwidth") == Some("64")
            && let Some(n) = e.attribute("name")
        {
            enums64.insert(n.to_string());
        }
    }
    for n in root.descendants().filter(|n| n.has_tag_name("enum")) {
        let Some(name) = n.attribute("name") else {
            continue;
        };
        if let Some(a) = n.attribute("alias") {
            aliases.push((name.to_string(), a.to_string()));
            continue;
        }
        let v = if let Some(v) = n.attribute("value") {
            let v = v.trim();
            if let Some(h) = v.strip_prefix("0x") {
                i64::from_str_radix(h, 16).ok()
            } else {
                v.parse::<i64>().ok()
            }
        } else if let Some(b) = n.attribute("bitpos") {
            b.parse::<u32>().ok().map(|b| 1i64 << b)
        } else if let Some(o) = n.attribute("offset") {
            let ext = n.attribute("extnumber").map(str::to_string).or_else(|| {
                n.ancestors()
                    .find(|a| a.has_tag_name("extension"))
                    .and_then(|a| a.attribute("number"))
                    .map(str::to_string)
            });
            match (ext.and_then(|e| e.parse::<i64>().ok()), o.parse::<i64>()) {
                (Some(e), Ok(o)) => {
                    let v = 1_000_000_000 + (e - 1) * 1000 + o;
                    Some(if n.attribute("dir") == Some("-") {
                        -v
                    } else {
                        v
                    })
                }
                _ => None,
            }
        } else {
            None
        };
        if let Some(v) = v {
            enum_values.insert(name.to_string(), v);
        }
    }
    for _ in 0..3 {
        for (n, a) in &aliases {
            if let Some(v) = enum_values.get(a).copied() {
                enum_values.insert(n.clone(), v);
            }
        }
    }

    // Commands.
    let mut commands = BTreeMap::new();
    let mut command_aliases = BTreeMap::new();
    for c in root.descendants().filter(|n| n.has_tag_name("command")) {
        if c.parent().is_none_or(|p| !p.has_tag_name("commands")) || !api_ok(c) {
            continue;
        }
        if let Some(alias) = c.attribute("alias") {
            let name = c
                .attribute("name")
                .ok_or_else(|| anyhow!("alias without name"))?;
            command_aliases.insert(name.to_string(), alias.to_string());
            continue;
        }
        let proto = c
            .children()
            .find(|p| p.has_tag_name("proto"))
            .ok_or_else(|| anyhow!("command without proto"))?;
        let pm = parse_member(proto, &consts)?;
        let mut params = Vec::new();
        for p in c.children().filter(|p| p.has_tag_name("param")) {
            if api_ok(p) {
                params.push(parse_member(p, &consts)?);
            }
        }
        let ret = if pm.ptr > 0 {
            format!("{}*", pm.ty)
        } else {
            pm.ty.clone()
        };
        commands.insert(pm.name, Command { ret, params });
    }

    // Selection.
    let mut selected_commands = BTreeSet::new();
    let mut selected_types = BTreeSet::new();
    let mut blocks = Vec::new();
    for f in root.children().filter(|n| n.has_tag_name("feature")) {
        let name = f.attribute("name").unwrap_or("");
        if api_ok(f)
            && [
                "VK_VERSION_1_0",
                "VK_VERSION_1_1",
                "VK_VERSION_1_2",
                "VK_VERSION_1_3",
            ]
            .contains(&name)
        {
            blocks.push(f);
        }
    }
    for exts in root.children().filter(|n| n.has_tag_name("extensions")) {
        for e in exts.children().filter(|n| n.has_tag_name("extension")) {
            if extension_selected(e) {
                blocks.push(e);
            }
        }
    }
    for b in blocks {
        for r in b
            .children()
            .filter(|n| n.has_tag_name("require") && api_ok(*n))
        {
            for i in r.children() {
                if let Some(n) = i.attribute("name") {
                    if i.has_tag_name("command") {
                        selected_commands.insert(n.to_string());
                    } else if i.has_tag_name("type") {
                        selected_types.insert(n.to_string());
                    }
                }
            }
        }
    }
    // Providers: every Vulkan feature and extension, selected or not.
    let mut providers: BTreeMap<String, Vec<Provider>> = BTreeMap::new();
    let mut extension_types = BTreeMap::new();
    let canonical = |n: &str| {
        let mut n = n.to_string();
        for _ in 0..8 {
            match command_aliases.get(&n) {
                Some(a) => n = a.clone(),
                None => break,
            }
        }
        n
    };
    let mut sources: Vec<(roxmltree::Node, Provider)> = Vec::new();
    for f in root.children().filter(|n| n.has_tag_name("feature")) {
        if !api_ok(f) {
            continue;
        }
        let number = f.attribute("number").unwrap_or("");
        let Some((major, minor)) = number.split_once('.') else {
            continue;
        };
        let (Ok(major), Ok(minor)) = (major.parse(), minor.parse()) else {
            continue;
        };
        sources.push((f, Provider::Version(major, minor)));
    }
    for exts in root.children().filter(|n| n.has_tag_name("extensions")) {
        for e in exts.children().filter(|n| n.has_tag_name("extension")) {
            let supported = e.attribute("supported").unwrap_or("");
            if !supported.split(',').any(|s| s == "vulkan") {
                continue;
            }
            let Some(name) = e.attribute("name") else {
                continue;
            };
            sources.push((e, Provider::Extension(name.to_string())));
        }
    }
    for (node, p) in sources {
        for r in node
            .children()
            .filter(|n| n.has_tag_name("require") && api_ok(*n))
        {
            for c in r.children().filter(|n| n.has_tag_name("command")) {
                let Some(n) = c.attribute("name") else {
                    continue;
                };
                let list: &mut Vec<Provider> = providers.entry(canonical(n)).or_default();
                if !list.contains(&p) {
                    list.push(p.clone());
                }
                if let Provider::Extension(ext) = &p {
                    extension_types.insert(ext.clone(), node.attribute("type") == Some("device"));
                }
            }
        }
    }
    Ok(Registry {
        version,
        types,
        commands,
        command_aliases,
        enum_values,
        enums64,
        selected_commands,
        selected_types,
        providers,
        extension_types,
    })
}

impl Registry {
    /// Follows type aliases to the defining type name.
    pub fn resolve<'a>(&'a self, mut name: &'a str) -> &'a str {
        for _ in 0..8 {
            match self.types.get(name).and_then(|t| t.alias.as_deref()) {
                Some(a) => name = a,
                None => break,
            }
        }
        name
    }

    pub fn resolve_command<'a>(&'a self, mut name: &'a str) -> &'a str {
        for _ in 0..8 {
            match self.command_aliases.get(name) {
                Some(a) => name = a,
                None => break,
            }
        }
        name
    }
}
