//! Turning the registry into vk-wire descriptors: the status of every structure and
//! command (the C layout is in `layout`, member kinds in `classify`).

use crate::layout::round;
use crate::registry::{Member, Registry};
use crate::rules::{
    add_pads, ash_mismatch, by_hand_command, by_hand_struct, driver_string, precise_reason,
};
use std::collections::{BTreeSet, HashMap};

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Status {
    Wire,
    ByHand(String),
    Unsupported(String),
}

impl Status {
    pub fn emit(&self) -> String {
        match self {
            Status::Wire => "Status::Wire".into(),
            Status::ByHand(r) => format!("Status::ByHand({r:?})"),
            Status::Unsupported(r) => format!("Status::Unsupported({r:?})"),
        }
    }
    pub(crate) fn worse(self, other: Status) -> Status {
        match (&self, &other) {
            (Status::Wire, _) => other,
            _ => self,
        }
    }
}

#[derive(Debug, Clone)]
pub struct MDesc {
    pub name: String,
    pub off: u32,
    /// Rust expression of the `Kind`.
    pub kind: String,
    /// Referenced structure (pointer, inline, output) for status propagation.
    pub refs: Vec<String>,
    pub special: bool,
    pub flat: bool,
    pub output: bool,
}

#[derive(Debug, Clone)]
pub struct SDesc {
    pub name: String,
    pub stype: Option<i64>,
    pub size: u32,
    pub pod: bool,
    pub flat: bool,
    pub status: Status,
    pub members: Vec<MDesc>,
}

#[derive(Debug, Clone)]
pub struct CDesc {
    pub name: String,
    pub ret: &'static str,
    pub reply: bool,
    pub status: Status,
    pub args: SDesc,
    pub params: Vec<Member>,
}

pub struct Model<'r> {
    pub reg: &'r Registry,
    /// Structures, sorted by name; index = position.
    pub structs: Vec<SDesc>,
    pub index: HashMap<String, usize>,
    pub commands: Vec<CDesc>,
    pub(crate) layouts: HashMap<String, Result<(u32, u32), String>>,
}

impl<'r> Model<'r> {
    pub fn new(reg: &'r Registry) -> Model<'r> {
        let mut m = Model {
            reg,
            structs: Vec::new(),
            index: HashMap::new(),
            commands: Vec::new(),
            layouts: HashMap::new(),
        };
        m.build();
        m
    }

    pub(crate) fn idx(&self, t: &str) -> Result<usize, Status> {
        self.index
            .get(t)
            .copied()
            .ok_or_else(|| Status::Unsupported(format!("structure {t} outside the selection")))
    }

    pub(crate) fn structs_flat(&self, t: &str) -> bool {
        self.index.get(t).is_some_and(|&i| self.structs[i].flat)
    }

    fn build(&mut self) {
        let reg = self.reg;
        // Closure of structure types.
        let mut todo: Vec<String> = reg
            .selected_types
            .iter()
            .filter(|t| matches!(self.category(t), "struct"))
            .cloned()
            .collect();
        for c in &reg.selected_commands {
            if let Some(cmd) = reg.commands.get(reg.resolve_command(c)) {
                todo.extend(cmd.params.iter().map(|p| p.ty.clone()));
            }
        }
        let mut names = BTreeSet::new();
        while let Some(t) = todo.pop() {
            let t = reg.resolve(&t).to_string();
            if self.category(&t) != "struct" && self.category(&t) != "union" {
                continue;
            }
            if self.category(&t) == "struct" && !names.insert(t.clone()) {
                continue;
            }
            if let Some(def) = reg.types.get(&t) {
                todo.extend(def.members.iter().map(|m| m.ty.clone()));
            }
        }
        for (i, n) in names.iter().enumerate() {
            self.index.insert(n.clone(), i);
            self.structs.push(SDesc {
                name: n.clone(),
                stype: None,
                size: 0,
                pod: true,
                flat: true,
                status: Status::Wire,
                members: Vec::new(),
            });
        }
        // Flatness depends on inner structures: iterate to a fixed point (nesting is shallow).
        for _ in 0..6 {
            for i in 0..self.structs.len() {
                let name = self.structs[i].name.clone();
                let s = self.describe_struct(&name);
                self.structs[i] = s;
            }
        }
        // Propagate statuses through pointers and inline members (not through pNext).
        for _ in 0..6 {
            for i in 0..self.structs.len() {
                let mut st = self.structs[i].status.clone();
                for m in &self.structs[i].members {
                    for r in &m.refs {
                        if let Some(&j) = self.index.get(r)
                            && j != i
                        {
                            st = st.worse(self.inherited(j));
                        }
                    }
                }
                self.structs[i].status = st;
            }
        }
        let cmds: Vec<String> = reg
            .selected_commands
            .iter()
            .filter(|c| !reg.command_aliases.contains_key(*c))
            .cloned()
            .collect();
        for c in cmds {
            let cd = self.describe_command(&c);
            self.commands.push(cd);
        }
    }

    pub(crate) fn inherited(&self, j: usize) -> Status {
        match &self.structs[j].status {
            Status::Wire => Status::Wire,
            Status::ByHand(r) => Status::ByHand(format!("{}: {r}", self.structs[j].name)),
            Status::Unsupported(r) => Status::Unsupported(format!("{}: {r}", self.structs[j].name)),
        }
    }

    fn describe_struct(&mut self, name: &str) -> SDesc {
        let def = self.reg.types[name].clone();
        let mut s = SDesc {
            name: name.to_string(),
            stype: None,
            size: 0,
            pod: true,
            flat: true,
            status: Status::Wire,
            members: Vec::new(),
        };
        if let Some(r) = by_hand_struct(name) {
            s.status = Status::ByHand(r.into());
        }
        if let Some(v) = def
            .members
            .iter()
            .find(|m| m.name == "sType")
            .and_then(|m| m.values.as_ref())
        {
            s.stype = self.reg.enum_values.get(v).copied();
        }
        if let Some(r) = ash_mismatch(name) {
            s.status = Status::Unsupported(r.into());
            return s;
        }
        match self.layout(name) {
            Ok((size, _)) => s.size = size,
            Err(e) => {
                s.status = Status::Unsupported(e);
                return s;
            }
        }
        let offs = match self.offsets(&def.members, false) {
            Ok(o) => o,
            Err(e) => {
                s.status = Status::Unsupported(e);
                return s;
            }
        };
        for (i, m) in def.members.iter().enumerate() {
            if m.name == "sType"
                && let Some(v) = &m.values
            {
                s.stype = self.reg.enum_values.get(v).copied();
            }
            let classified = match self.arg_sized(&s.name, m) {
                Some(r) => r,
                None if driver_string(&s.name, &m.name) => Ok(MDesc {
                    name: m.name.clone(),
                    off: 0,
                    kind: "Kind::OutStr".into(),
                    refs: Vec::new(),
                    special: true,
                    flat: true,
                    output: true,
                }),
                None => self.classify(m, &def.members, &offs, false, &BTreeSet::new()),
            };
            match classified {
                Ok(mut d) => {
                    d.off = offs[i];
                    s.pod &= !d.special;
                    s.flat &= d.flat;
                    s.members.push(d);
                }
                Err(st) => {
                    s.status = s.status.worse(st);
                    s.flat = false;
                    s.pod = false;
                    s.members.push(MDesc {
                        name: m.name.clone(),
                        off: offs[i],
                        kind: "Kind::Pod(0)".into(),
                        refs: Vec::new(),
                        special: true,
                        flat: false,
                        output: false,
                    });
                }
            }
        }
        if name == "VkWriteDescriptorSet" {
            self.select_descriptor_arrays(&mut s, &def.members, &offs);
        }
        self.select_ignored_arrays(&mut s, &def.members, &offs);
        let union = def.category == "union";
        if !union {
            let sizes: Vec<u32> = def
                .members
                .iter()
                .map(|m| self.member_layout(m).map(|l| l.0).unwrap_or(0))
                .collect();
            add_pads(&mut s, &sizes);
        }
        s
    }

    fn describe_command(&mut self, name: &str) -> CDesc {
        let cmd = self.reg.commands[name].clone();
        let ret: &'static str = match cmd.ret.as_str() {
            "void" => "Ret::Void",
            "VkResult" => "Ret::Result",
            "uint32_t" | "VkBool32" => "Ret::U32",
            "uint64_t" | "VkDeviceAddress" | "VkDeviceSize" => "Ret::U64",
            _ => "Ret::Pfn",
        };
        let mut status = Status::Wire;
        if let Some(r) = by_hand_command(name) {
            status = Status::ByHand(r.into());
        }
        if ret == "Ret::Pfn" && status == Status::Wire {
            status = Status::Unsupported(format!("return type {}", cmd.ret));
        }
        let mut out_counts = BTreeSet::new();
        for p in &cmd.params {
            if let Some(l) = &p.len {
                let first = l.split(',').next().unwrap_or("");
                if cmd
                    .params
                    .iter()
                    .any(|q| q.name == first && q.ptr == 1 && !q.is_const)
                {
                    out_counts.insert(first.to_string());
                }
            }
        }
        let mut args = SDesc {
            name: name.to_string(),
            stype: None,
            size: 0,
            pod: false,
            flat: false,
            status: Status::Wire,
            members: Vec::new(),
        };

        // Every parameter is at most 8 bytes and 8-aligned in the generated args structs
        // (by-value structures larger than 8 bytes are checked below).
        let mut off = 0u32;
        let mut real_offs = Vec::new();
        for p in &cmd.params {
            let (s, a) = match self.member_layout(&Member {
                array: vec![],
                ..p.clone()
            }) {
                Ok(l) => l,
                Err(e) => {
                    status = status.worse(Status::Unsupported(e));
                    (8, 8)
                }
            };
            let (s, a) = if p.array.is_empty() { (s, a) } else { (8, 8) };
            off = round(off, a);
            real_offs.push(off);
            off += s;
        }

        args.size = round(off.max(1), 8);
        let mut reply = ret != "Ret::Void";
        for (i, p) in cmd.params.iter().enumerate() {
            let template = cmd
                .params
                .iter()
                .position(|q| q.ty == "VkDescriptorUpdateTemplate");
            if let (Some(t), "pData", true) = (template, p.name.as_str(), p.ty == "void") {
                // Laid out by the template's entries (the caller's tables know them).
                args.members.push(MDesc {
                    name: p.name.clone(),
                    off: real_offs[i],
                    kind: format!("Kind::TemplateData {{ template: {} }}", real_offs[t]),
                    refs: Vec::new(),
                    special: true,
                    flat: false,
                    output: false,
                });
                continue;
            }
            match self.classify(p, &cmd.params, &real_offs, true, &out_counts) {
                Ok(mut d) => {
                    d.off = real_offs[i];
                    if d.output && !d.kind.starts_with("Kind::NewHandles") {
                        reply = true;
                    }
                    for r in &d.refs {
                        if let Some(&j) = self.index.get(r) {
                            status = status.worse(self.inherited(j));
                        }
                    }
                    args.members.push(d);
                }
                Err(st) => {
                    status = status.worse(st);
                    args.members.push(MDesc {
                        name: p.name.clone(),
                        off: real_offs[i],
                        kind: "Kind::Pod(0)".into(),
                        refs: Vec::new(),
                        special: true,
                        flat: false,
                        output: false,
                    });
                }
            }
        }
        let sizes: Vec<u32> = cmd
            .params
            .iter()
            .map(|p| {
                if p.array.is_empty() {
                    self.member_layout(p).map(|l| l.0).unwrap_or(8)
                } else {
                    8
                }
            })
            .collect();
        add_pads(&mut args, &sizes);
        if let (Status::Unsupported(_), Some(r)) = (&status, precise_reason(name)) {
            status = Status::Unsupported(r.into());
        }
        args.status = status.clone();
        CDesc {
            name: name.to_string(),
            ret,
            reply,
            status,
            args,
            params: cmd.params,
        }
    }
}
