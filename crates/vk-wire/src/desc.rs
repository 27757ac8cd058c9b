//! Descriptor types: how the generated tables describe Vulkan structures and commands.
//!
//! The generator (`vk-wire-gen`) turns every selected structure of `vk.xml` into one
//! [`StructDesc`] and every command into one [`CommandDesc`]; the encoder, decoder, reply
//! codec and dump in this crate interpret these tables. Keeping the per-type code as data
//! keeps the crate small and quick to compile while covering the whole registry.

/// What the wire does with a structure or command.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Status {
    /// Fully described; encoded and decoded by this crate.
    Wire,
    /// Deliberately not carried by the generated code: the drivers handle it by hand
    /// (file descriptors, host pointers, callbacks, loader entry points, window systems).
    ByHand(&'static str),
    /// The generator cannot describe it yet (the reason names the construct). Encoding or
    /// decoding it gives an error, never garbage.
    Unsupported(&'static str),
}

/// A plain value copied as it is (little-endian, C layout).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Scalar {
    /// `uint8_t`, `char`.
    U8,
    /// `int8_t`.
    I8,
    /// `uint16_t`.
    U16,
    /// `int16_t`.
    I16,
    /// `uint32_t`, `VkBool32`, 32-bit flags, `VkSampleMask`.
    U32,
    /// `int32_t`, enums.
    I32,
    /// `uint64_t`, `VkDeviceSize`, `VkDeviceAddress`, 64-bit flags, `size_t`.
    U64,
    /// `int64_t`.
    I64,
    /// `float`.
    F32,
    /// `double`.
    F64,
}

impl Scalar {
    /// Size in bytes.
    pub const fn size(self) -> usize {
        match self {
            Scalar::U8 | Scalar::I8 => 1,
            Scalar::U16 | Scalar::I16 => 2,
            Scalar::U32 | Scalar::I32 | Scalar::F32 => 4,
            Scalar::U64 | Scalar::I64 | Scalar::F64 => 8,
        }
    }
}

/// How the element count of a pointer member is found.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Len {
    /// A single element (`const VkFoo* pFoo` without `len`).
    One,
    /// `n` elements, a constant (`2*VK_UUID_SIZE`).
    Const(u32),
    /// The value of an integer member at byte offset `off` of the same structure (or of
    /// the same command's arguments), `width` bytes wide, divided by `div`
    /// (`codeSize / 4` has `div == 4`).
    Member {
        /// Offset of the count member.
        off: u32,
        /// Its width in bytes (1, 2, 4 or 8).
        width: u8,
        /// Divisor (1 for a plain count).
        div: u8,
    },
    /// The member at `off` (`width` bytes) if the 32-bit enum member at `sel` has one of
    /// `values`, else 0: the pointer is ignored for other values and is never followed
    /// (`VkWriteDescriptorSet::pImageInfo` and friends, selected by `descriptorType`).
    Select {
        /// Offset of the count member.
        off: u32,
        /// Its width in bytes.
        width: u8,
        /// Offset of the selecting enum member.
        sel: u32,
        /// Values of the selector for which the pointer is used.
        values: &'static [i32],
    },
    /// `(samples + 31) / 32` where `samples` is the 32-bit member at `off`.
    SampleMask {
        /// Offset of the sample-count member.
        off: u32,
    },
    /// `pInfo->count`: the member at `off` (`width` bytes) of the structure that the
    /// pointer at `ptr` (in the same arguments) points to.
    Indirect {
        /// Offset of the pointer member.
        ptr: u32,
        /// Offset of the count inside the pointed-to structure.
        off: u32,
        /// Width of the count.
        width: u8,
    },
    /// The member at `off` (`width` bytes) of the structure that the *argument* at `ptr`
    /// points to: only for an output array of an output structure that an argument points to
    /// directly (`VkDeviceFaultInfoEXT`'s arrays, sized by `vkGetDeviceFaultInfoEXT`'s
    /// `pFaultCounts`). Evaluated against the command's arguments, never against the
    /// structure alone.
    Arg {
        /// Offset of the argument pointing to the counts structure.
        ptr: u32,
        /// Offset of the count inside that structure.
        off: u32,
        /// Width of the count.
        width: u8,
    },
    /// The count is the value that the in/out count pointer at `off` points to
    /// (two-call enumerations: `uint32_t* pCount`).
    OutCount {
        /// Offset of the count pointer.
        off: u32,
        /// Width of the pointed-to count (4 or 8).
        width: u8,
    },
}

/// The element type a pointer points to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Elem {
    /// Plain bytes: `size` bytes per element, copied (numbers, POD structures, opaque data).
    Bytes(u32),
    /// A structure, index into [`crate::generated::STRUCTS`].
    Struct(u16),
    /// A handle of the given `VkObjectType` (sent as a 64-bit id).
    Handle(i32),
    /// A NUL-terminated UTF-8 string (`len="null-terminated"`).
    CStr,
    /// An array of NUL-terminated strings (`len="count,null-terminated"`).
    CStrArray,
    /// An array of pointers, each to one structure (`len="count,1"`:
    /// `VkAccelerationStructureBuildGeometryInfoKHR::ppGeometries`). On the wire each
    /// structure follows the count, encoded as a structure (fixed part, out-of-line data).
    StructPtrs(u16),
}

/// One member of a union whose member is chosen by an enum (`Kind::Union`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Arm {
    /// Selector values that choose this arm.
    pub values: &'static [i32],
    /// Bytes of the arm (the rest of the union is zero on the wire).
    pub size: u32,
    /// The arm as a member of the enclosing structure (offset of the union, the arm's kind).
    pub member: Member,
}

/// What one member (of a structure or of a command's arguments) is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    /// A scalar copied as it is.
    Scalar(Scalar),
    /// Bytes copied as they are: fixed arrays of numbers, unions of numbers, structures by
    /// value that hold no pointer or handle, device addresses.
    Pod(u32),
    /// A structure by value that holds pointers or handles (index into `STRUCTS`).
    Inline(u16),
    /// A hole in the C layout, `n` bytes: zero on the wire.
    Pad(u32),
    /// `sType` (checked by the decoder).
    SType,
    /// `pNext`: the extension chain. In an input structure the whole chain travels; in an
    /// output structure only the chain's sTypes travel and the contents come back.
    PNext,
    /// A handle, sent as a 64-bit id. `optional` allows `VK_NULL_HANDLE`.
    Handle {
        /// `VkObjectType` of the handle.
        ty: i32,
        /// Whether null is allowed.
        optional: bool,
    },
    /// A handle stored as `uint64_t` whose `VkObjectType` is the 32-bit member at `ty_off`
    /// (`objectHandle` of debug names and private data), sent as a 64-bit id.
    DynHandle {
        /// Offset of the `objectType` member.
        ty_off: u32,
    },
    /// A handle stored as `uint64_t` whose type is the 32-bit `VkDebugReportObjectTypeEXT`
    /// member at `ty_off` (`VK_EXT_debug_marker`, `vkDebugReportMessageEXT`), mapped through
    /// [`crate::generated::DEBUG_REPORT_OBJECT_TYPES`]; sent as a 64-bit id. With
    /// `VK_DEBUG_REPORT_OBJECT_TYPE_UNKNOWN_EXT` the value is undefined and travels as 0.
    DebugHandle {
        /// Offset of the `objectType` member.
        ty_off: u32,
    },
    /// A union by value whose member is chosen by the 32-bit enum member at `sel`
    /// (`VkAccelerationStructureGeometryDataKHR` by `geometryType`, `VkDescriptorDataEXT` by
    /// `type`). Its bytes are copied; the chosen arm is then treated as a member of the
    /// enclosing structure; the bytes past the arm are zero on the wire. A selector value no
    /// arm names is an error.
    Union {
        /// Offset of the selector.
        sel: u32,
        /// Bytes of the union.
        size: u32,
        /// The arms.
        arms: &'static [Arm],
    },
    /// An array of pointers to arrays of plain elements where array `i` has as many elements
    /// as the count member at `off` of element `i` of the info array at argument offset
    /// `infos` (`ppBuildRangeInfos` has `pInfos[i].geometryCount` elements). Request:
    /// `u64 n` in the slot (0 = null), then per array its bytes, padded.
    PerInfo {
        /// Bytes per element.
        elem: u32,
        /// Number of arrays (the outer count).
        len: Len,
        /// Offset of the info-array pointer argument.
        infos: u32,
        /// Size of one info structure.
        stride: u32,
        /// Offset of the count inside an info structure.
        off: u32,
        /// Width of the count.
        width: u8,
    },
    /// A fixed-size inline array of handles.
    HandleArray {
        /// `VkObjectType` of the handles.
        ty: i32,
        /// Number of handles.
        count: u32,
    },
    /// An input pointer.
    Ptr {
        /// What it points to.
        elem: Elem,
        /// How many.
        len: Len,
        /// Whether null is allowed.
        optional: bool,
    },
    /// `pData` of the descriptor-update-template commands: laid out by the entries of the
    /// template whose handle is the argument at `template` (the caller's [`crate::IdMap`] and
    /// [`crate::HandleTable`] supply them).
    TemplateData {
        /// Offset of the `VkDescriptorUpdateTemplate` argument.
        template: u32,
    },
    /// An optional opaque pointer of unknown size (`pShaderGroupCaptureReplayHandle`): only
    /// null is carried; the encoder refuses anything else.
    NullOnly,
    /// `const VkAllocationCallbacks*`: never forwarded, decoded as null.
    Allocator,
    /// An in/out count pointer of a two-call enumeration (`uint32_t* pCount`, width 4 or 8).
    OutCount(u8),
    /// An output pointer: the renderer provides storage, the reply brings the contents back.
    Out {
        /// What it points to.
        elem: Elem,
        /// How many.
        len: Len,
        /// Whether the pointer may be null (`vk.xml`'s `optional`). A null one-element output
        /// that is not optional is a decode error: the driver would write through it.
        optional: bool,
    },
    /// A `const char*` of an output structure pointing to a string the driver owns
    /// (`VkDisplayPropertiesKHR::displayName`). Request: nothing (the structure is rebuilt
    /// zeroed); reply: 0 in the fixed part, then `u64` length including the NUL (0 = null)
    /// and the bytes, padded. The client points the member at an interned copy that lives as
    /// long as the process (see the crate README).
    OutStr,
    /// An output pointer to new handles whose ids the client assigns in the request.
    NewHandles {
        /// `VkObjectType` of the new handles.
        ty: i32,
        /// How many.
        len: Len,
    },
}

/// One member of a structure or one parameter of a command.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Member {
    /// Name as in `vk.xml`.
    pub name: &'static str,
    /// Byte offset in the C layout (LP64).
    pub off: u32,
    /// What it is.
    pub kind: Kind,
}

/// One Vulkan structure (or a command's arguments, laid out as a `#[repr(C)]` structure).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct StructDesc {
    /// Name as in `vk.xml`.
    pub name: &'static str,
    /// `VkStructureType` value, if the structure has an `sType`.
    pub stype: Option<i32>,
    /// `size_of` the C structure (the ash structure; checked at compile time).
    pub size: u32,
    /// True when the structure holds no pointer, handle or `sType`: it is copied as bytes.
    pub pod: bool,
    /// True when the C layout has holes (`Kind::Pad` members), which the encoder zeroes.
    pub padded: bool,
    /// True when every member can be written back into an application's structure
    /// (no pointers other than `pNext`): such structures may be outputs.
    pub flat: bool,
    /// Whether the wire carries it.
    pub status: Status,
    /// Every member, in declaration order.
    pub members: &'static [Member],
    /// The members the codec has to look at (all but `Scalar` and `Pod`), in order.
    pub specials: &'static [Member],
}

/// What a command returns.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Ret {
    /// `void`.
    Void,
    /// `VkResult`.
    Result,
    /// A 32-bit value (`uint32_t`, `VkBool32`).
    U32,
    /// A 64-bit value (`uint64_t`, `VkDeviceAddress`, `VkDeviceSize`).
    U64,
    /// A function pointer (loader entry points only; never on the wire).
    Pfn,
}

/// One Vulkan command.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct CommandDesc {
    /// Name as in `vk.xml`.
    pub name: &'static str,
    /// Stable numeric id (see the crate README: ids are append-only).
    pub id: u32,
    /// Return type.
    pub ret: Ret,
    /// Whether the client waits for a reply (a non-void return or an output parameter).
    pub reply: bool,
    /// Whether the wire carries it.
    pub status: Status,
    /// The arguments, laid out as the generated `args` structure.
    pub args: StructDesc,
}

impl CommandDesc {
    /// Names of the output parameters (those whose contents come back in the reply, or whose
    /// new handles the client assigns).
    pub fn outputs(&self) -> impl Iterator<Item = &'static str> + '_ {
        self.args.members.iter().filter_map(|m| match m.kind {
            Kind::Out { .. } | Kind::OutCount(_) | Kind::NewHandles { .. } => Some(m.name),
            _ => None,
        })
    }
}

/// What makes a command available to an application (`vk.xml`'s `<require>` blocks of the
/// core versions and extensions that name the command or one of its aliases); see
/// [`crate::provided_by`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Provider {
    /// A core version, packed as `VK_MAKE_API_VERSION(0, major, minor, 0)`.
    Core(u32),
    /// An extension: index into [`crate::generated::EXTENSIONS`].
    Extension(u16),
}

/// One Vulkan extension that provides commands.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ExtensionDesc {
    /// Name as in `vk.xml` (`VK_EXT_line_rasterization`).
    pub name: &'static str,
    /// A device extension (`type="device"`); an instance extension otherwise.
    pub device: bool,
}
