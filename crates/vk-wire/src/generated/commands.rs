// @generated DO NOT EDIT: written by vk-wire-gen from vk.xml 1.3.239 (VK_HEADER_VERSION 239).
//! The command table: every selected command with its stable id.

#![allow(clippy::all)]
use crate::desc::*;

const fn m(name: &'static str, off: u32, kind: Kind) -> Member {
    Member { name, off, kind }
}

/// Every selected command, sorted by id.
pub static COMMANDS: [CommandDesc; 485] = [
    CommandDesc {
        name: "vkAcquireDrmDisplayEXT",
        id: 1,
        ret: Ret::Result,
        reply: true,
        status: Status::ByHand("file descriptor: travels on the socket with SCM_RIGHTS"),
        args: StructDesc {
            name: "vkAcquireDrmDisplayEXT",
            stype: None,
            size: 24,
            pod: false,
            padded: true,
            flat: false,
            status: Status::ByHand("file descriptor: travels on the socket with SCM_RIGHTS"),
            members: &[
                m(
                    "physicalDevice",
                    0,
                    Kind::Handle {
                        ty: 2,
                        optional: false,
                    },
                ),
                m("drmFd", 8, Kind::Pod(0)),
                m(
                    "display",
                    16,
                    Kind::Handle {
                        ty: 1000002000,
                        optional: false,
                    },
                ),
                m("", 12, Kind::Pad(4)),
            ],
            specials: &[
                m(
                    "physicalDevice",
                    0,
                    Kind::Handle {
                        ty: 2,
                        optional: false,
                    },
                ),
                m(
                    "display",
                    16,
                    Kind::Handle {
                        ty: 1000002000,
                        optional: false,
                    },
                ),
                m("", 12, Kind::Pad(4)),
            ],
        },
    },
    CommandDesc {
        name: "vkAcquireNextImage2KHR",
        id: 2,
        ret: Ret::Result,
        reply: true,
        status: Status::Wire,
        args: StructDesc {
            name: "vkAcquireNextImage2KHR",
            stype: None,
            size: 24,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "pAcquireInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(22),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m(
                    "pImageIndex",
                    16,
                    Kind::Out {
                        elem: Elem::Bytes(4),
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
            specials: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "pAcquireInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(22),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m(
                    "pImageIndex",
                    16,
                    Kind::Out {
                        elem: Elem::Bytes(4),
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkAcquireNextImageKHR",
        id: 3,
        ret: Ret::Result,
        reply: true,
        status: Status::Wire,
        args: StructDesc {
            name: "vkAcquireNextImageKHR",
            stype: None,
            size: 48,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "swapchain",
                    8,
                    Kind::Handle {
                        ty: 1000001000,
                        optional: false,
                    },
                ),
                m("timeout", 16, Kind::Scalar(Scalar::U64)),
                m(
                    "semaphore",
                    24,
                    Kind::Handle {
                        ty: 5,
                        optional: true,
                    },
                ),
                m(
                    "fence",
                    32,
                    Kind::Handle {
                        ty: 7,
                        optional: true,
                    },
                ),
                m(
                    "pImageIndex",
                    40,
                    Kind::Out {
                        elem: Elem::Bytes(4),
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
            specials: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "swapchain",
                    8,
                    Kind::Handle {
                        ty: 1000001000,
                        optional: false,
                    },
                ),
                m(
                    "semaphore",
                    24,
                    Kind::Handle {
                        ty: 5,
                        optional: true,
                    },
                ),
                m(
                    "fence",
                    32,
                    Kind::Handle {
                        ty: 7,
                        optional: true,
                    },
                ),
                m(
                    "pImageIndex",
                    40,
                    Kind::Out {
                        elem: Elem::Bytes(4),
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkAcquirePerformanceConfigurationINTEL",
        id: 4,
        ret: Ret::Result,
        reply: true,
        status: Status::Wire,
        args: StructDesc {
            name: "vkAcquirePerformanceConfigurationINTEL",
            stype: None,
            size: 24,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "pAcquireInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(316),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m(
                    "pConfiguration",
                    16,
                    Kind::NewHandles {
                        ty: 1000210000,
                        len: Len::One,
                    },
                ),
            ],
            specials: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "pAcquireInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(316),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m(
                    "pConfiguration",
                    16,
                    Kind::NewHandles {
                        ty: 1000210000,
                        len: Len::One,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkAcquireProfilingLockKHR",
        id: 5,
        ret: Ret::Result,
        reply: true,
        status: Status::Wire,
        args: StructDesc {
            name: "vkAcquireProfilingLockKHR",
            stype: None,
            size: 16,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "pInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(23),
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
            specials: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "pInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(23),
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkAllocateCommandBuffers",
        id: 6,
        ret: Ret::Result,
        reply: true,
        status: Status::Wire,
        args: StructDesc {
            name: "vkAllocateCommandBuffers",
            stype: None,
            size: 24,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "pAllocateInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(72),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m(
                    "pCommandBuffers",
                    16,
                    Kind::NewHandles {
                        ty: 6,
                        len: Len::Indirect {
                            ptr: 8,
                            off: 28,
                            width: 4,
                        },
                    },
                ),
            ],
            specials: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "pAllocateInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(72),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m(
                    "pCommandBuffers",
                    16,
                    Kind::NewHandles {
                        ty: 6,
                        len: Len::Indirect {
                            ptr: 8,
                            off: 28,
                            width: 4,
                        },
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkAllocateDescriptorSets",
        id: 7,
        ret: Ret::Result,
        reply: true,
        status: Status::Wire,
        args: StructDesc {
            name: "vkAllocateDescriptorSets",
            stype: None,
            size: 24,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "pAllocateInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(126),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m(
                    "pDescriptorSets",
                    16,
                    Kind::NewHandles {
                        ty: 23,
                        len: Len::Indirect {
                            ptr: 8,
                            off: 24,
                            width: 4,
                        },
                    },
                ),
            ],
            specials: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "pAllocateInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(126),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m(
                    "pDescriptorSets",
                    16,
                    Kind::NewHandles {
                        ty: 23,
                        len: Len::Indirect {
                            ptr: 8,
                            off: 24,
                            width: 4,
                        },
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkAllocateMemory",
        id: 8,
        ret: Ret::Result,
        reply: true,
        status: Status::Wire,
        args: StructDesc {
            name: "vkAllocateMemory",
            stype: None,
            size: 32,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "pAllocateInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(279),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m("pAllocator", 16, Kind::Allocator),
                m(
                    "pMemory",
                    24,
                    Kind::NewHandles {
                        ty: 8,
                        len: Len::One,
                    },
                ),
            ],
            specials: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "pAllocateInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(279),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m("pAllocator", 16, Kind::Allocator),
                m(
                    "pMemory",
                    24,
                    Kind::NewHandles {
                        ty: 8,
                        len: Len::One,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkBeginCommandBuffer",
        id: 9,
        ret: Ret::Result,
        reply: true,
        status: Status::Wire,
        args: StructDesc {
            name: "vkBeginCommandBuffer",
            stype: None,
            size: 16,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m(
                    "pBeginInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(73),
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
            specials: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m(
                    "pBeginInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(73),
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkBindAccelerationStructureMemoryNV",
        id: 10,
        ret: Ret::Result,
        reply: true,
        status: Status::Wire,
        args: StructDesc {
            name: "vkBindAccelerationStructureMemoryNV",
            stype: None,
            size: 24,
            pod: false,
            padded: true,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m("bindInfoCount", 8, Kind::Scalar(Scalar::U32)),
                m(
                    "pBindInfos",
                    16,
                    Kind::Ptr {
                        elem: Elem::Struct(37),
                        len: Len::Member {
                            off: 8,
                            width: 4,
                            div: 1,
                        },
                        optional: false,
                    },
                ),
                m("", 12, Kind::Pad(4)),
            ],
            specials: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "pBindInfos",
                    16,
                    Kind::Ptr {
                        elem: Elem::Struct(37),
                        len: Len::Member {
                            off: 8,
                            width: 4,
                            div: 1,
                        },
                        optional: false,
                    },
                ),
                m("", 12, Kind::Pad(4)),
            ],
        },
    },
    CommandDesc {
        name: "vkBindBufferMemory",
        id: 11,
        ret: Ret::Result,
        reply: true,
        status: Status::Wire,
        args: StructDesc {
            name: "vkBindBufferMemory",
            stype: None,
            size: 32,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "buffer",
                    8,
                    Kind::Handle {
                        ty: 9,
                        optional: false,
                    },
                ),
                m(
                    "memory",
                    16,
                    Kind::Handle {
                        ty: 8,
                        optional: false,
                    },
                ),
                m("memoryOffset", 24, Kind::Scalar(Scalar::U64)),
            ],
            specials: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "buffer",
                    8,
                    Kind::Handle {
                        ty: 9,
                        optional: false,
                    },
                ),
                m(
                    "memory",
                    16,
                    Kind::Handle {
                        ty: 8,
                        optional: false,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkBindBufferMemory2",
        id: 12,
        ret: Ret::Result,
        reply: true,
        status: Status::Wire,
        args: StructDesc {
            name: "vkBindBufferMemory2",
            stype: None,
            size: 24,
            pod: false,
            padded: true,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m("bindInfoCount", 8, Kind::Scalar(Scalar::U32)),
                m(
                    "pBindInfos",
                    16,
                    Kind::Ptr {
                        elem: Elem::Struct(39),
                        len: Len::Member {
                            off: 8,
                            width: 4,
                            div: 1,
                        },
                        optional: false,
                    },
                ),
                m("", 12, Kind::Pad(4)),
            ],
            specials: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "pBindInfos",
                    16,
                    Kind::Ptr {
                        elem: Elem::Struct(39),
                        len: Len::Member {
                            off: 8,
                            width: 4,
                            div: 1,
                        },
                        optional: false,
                    },
                ),
                m("", 12, Kind::Pad(4)),
            ],
        },
    },
    CommandDesc {
        name: "vkBindImageMemory",
        id: 13,
        ret: Ret::Result,
        reply: true,
        status: Status::Wire,
        args: StructDesc {
            name: "vkBindImageMemory",
            stype: None,
            size: 32,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "image",
                    8,
                    Kind::Handle {
                        ty: 10,
                        optional: false,
                    },
                ),
                m(
                    "memory",
                    16,
                    Kind::Handle {
                        ty: 8,
                        optional: false,
                    },
                ),
                m("memoryOffset", 24, Kind::Scalar(Scalar::U64)),
            ],
            specials: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "image",
                    8,
                    Kind::Handle {
                        ty: 10,
                        optional: false,
                    },
                ),
                m(
                    "memory",
                    16,
                    Kind::Handle {
                        ty: 8,
                        optional: false,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkBindImageMemory2",
        id: 14,
        ret: Ret::Result,
        reply: true,
        status: Status::Wire,
        args: StructDesc {
            name: "vkBindImageMemory2",
            stype: None,
            size: 24,
            pod: false,
            padded: true,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m("bindInfoCount", 8, Kind::Scalar(Scalar::U32)),
                m(
                    "pBindInfos",
                    16,
                    Kind::Ptr {
                        elem: Elem::Struct(41),
                        len: Len::Member {
                            off: 8,
                            width: 4,
                            div: 1,
                        },
                        optional: false,
                    },
                ),
                m("", 12, Kind::Pad(4)),
            ],
            specials: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "pBindInfos",
                    16,
                    Kind::Ptr {
                        elem: Elem::Struct(41),
                        len: Len::Member {
                            off: 8,
                            width: 4,
                            div: 1,
                        },
                        optional: false,
                    },
                ),
                m("", 12, Kind::Pad(4)),
            ],
        },
    },
    CommandDesc {
        name: "vkBindOpticalFlowSessionImageNV",
        id: 15,
        ret: Ret::Result,
        reply: true,
        status: Status::Wire,
        args: StructDesc {
            name: "vkBindOpticalFlowSessionImageNV",
            stype: None,
            size: 40,
            pod: false,
            padded: true,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "session",
                    8,
                    Kind::Handle {
                        ty: 1000464000,
                        optional: false,
                    },
                ),
                m("bindingPoint", 16, Kind::Scalar(Scalar::I32)),
                m(
                    "view",
                    24,
                    Kind::Handle {
                        ty: 14,
                        optional: true,
                    },
                ),
                m("layout", 32, Kind::Scalar(Scalar::I32)),
                m("", 20, Kind::Pad(4)),
                m("", 36, Kind::Pad(4)),
            ],
            specials: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "session",
                    8,
                    Kind::Handle {
                        ty: 1000464000,
                        optional: false,
                    },
                ),
                m(
                    "view",
                    24,
                    Kind::Handle {
                        ty: 14,
                        optional: true,
                    },
                ),
                m("", 20, Kind::Pad(4)),
                m("", 36, Kind::Pad(4)),
            ],
        },
    },
    CommandDesc {
        name: "vkBuildAccelerationStructuresKHR",
        id: 16,
        ret: Ret::Result,
        reply: true,
        status: Status::ByHand(
            "host-address command: cannot cross a process boundary (left out by design)",
        ),
        args: StructDesc {
            name: "vkBuildAccelerationStructuresKHR",
            stype: None,
            size: 40,
            pod: false,
            padded: true,
            flat: false,
            status: Status::ByHand(
                "host-address command: cannot cross a process boundary (left out by design)",
            ),
            members: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "deferredOperation",
                    8,
                    Kind::Handle {
                        ty: 1000268000,
                        optional: true,
                    },
                ),
                m("infoCount", 16, Kind::Scalar(Scalar::U32)),
                m(
                    "pInfos",
                    24,
                    Kind::Ptr {
                        elem: Elem::Struct(1),
                        len: Len::Member {
                            off: 16,
                            width: 4,
                            div: 1,
                        },
                        optional: false,
                    },
                ),
                m(
                    "ppBuildRangeInfos",
                    32,
                    Kind::PerInfo {
                        elem: 16,
                        len: Len::Member {
                            off: 16,
                            width: 4,
                            div: 1,
                        },
                        infos: 24,
                        stride: 80,
                        off: 48,
                        width: 4,
                    },
                ),
                m("", 20, Kind::Pad(4)),
            ],
            specials: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "deferredOperation",
                    8,
                    Kind::Handle {
                        ty: 1000268000,
                        optional: true,
                    },
                ),
                m(
                    "pInfos",
                    24,
                    Kind::Ptr {
                        elem: Elem::Struct(1),
                        len: Len::Member {
                            off: 16,
                            width: 4,
                            div: 1,
                        },
                        optional: false,
                    },
                ),
                m(
                    "ppBuildRangeInfos",
                    32,
                    Kind::PerInfo {
                        elem: 16,
                        len: Len::Member {
                            off: 16,
                            width: 4,
                            div: 1,
                        },
                        infos: 24,
                        stride: 80,
                        off: 48,
                        width: 4,
                    },
                ),
                m("", 20, Kind::Pad(4)),
            ],
        },
    },
    CommandDesc {
        name: "vkBuildMicromapsEXT",
        id: 17,
        ret: Ret::Result,
        reply: true,
        status: Status::ByHand(
            "host-address command: cannot cross a process boundary (left out by design)",
        ),
        args: StructDesc {
            name: "vkBuildMicromapsEXT",
            stype: None,
            size: 32,
            pod: false,
            padded: true,
            flat: false,
            status: Status::ByHand(
                "host-address command: cannot cross a process boundary (left out by design)",
            ),
            members: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "deferredOperation",
                    8,
                    Kind::Handle {
                        ty: 1000268000,
                        optional: true,
                    },
                ),
                m("infoCount", 16, Kind::Scalar(Scalar::U32)),
                m(
                    "pInfos",
                    24,
                    Kind::Ptr {
                        elem: Elem::Struct(294),
                        len: Len::Member {
                            off: 16,
                            width: 4,
                            div: 1,
                        },
                        optional: false,
                    },
                ),
                m("", 20, Kind::Pad(4)),
            ],
            specials: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "deferredOperation",
                    8,
                    Kind::Handle {
                        ty: 1000268000,
                        optional: true,
                    },
                ),
                m(
                    "pInfos",
                    24,
                    Kind::Ptr {
                        elem: Elem::Struct(294),
                        len: Len::Member {
                            off: 16,
                            width: 4,
                            div: 1,
                        },
                        optional: false,
                    },
                ),
                m("", 20, Kind::Pad(4)),
            ],
        },
    },
    CommandDesc {
        name: "vkCmdBeginConditionalRenderingEXT",
        id: 18,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCmdBeginConditionalRenderingEXT",
            stype: None,
            size: 16,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m(
                    "pConditionalRenderingBegin",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(83),
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
            specials: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m(
                    "pConditionalRenderingBegin",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(83),
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkCmdBeginDebugUtilsLabelEXT",
        id: 19,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCmdBeginDebugUtilsLabelEXT",
            stype: None,
            size: 16,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m(
                    "pLabelInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(107),
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
            specials: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m(
                    "pLabelInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(107),
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkCmdBeginQuery",
        id: 20,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCmdBeginQuery",
            stype: None,
            size: 24,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m(
                    "queryPool",
                    8,
                    Kind::Handle {
                        ty: 12,
                        optional: false,
                    },
                ),
                m("query", 16, Kind::Scalar(Scalar::U32)),
                m("flags", 20, Kind::Scalar(Scalar::U32)),
            ],
            specials: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m(
                    "queryPool",
                    8,
                    Kind::Handle {
                        ty: 12,
                        optional: false,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkCmdBeginQueryIndexedEXT",
        id: 21,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCmdBeginQueryIndexedEXT",
            stype: None,
            size: 32,
            pod: false,
            padded: true,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m(
                    "queryPool",
                    8,
                    Kind::Handle {
                        ty: 12,
                        optional: false,
                    },
                ),
                m("query", 16, Kind::Scalar(Scalar::U32)),
                m("flags", 20, Kind::Scalar(Scalar::U32)),
                m("index", 24, Kind::Scalar(Scalar::U32)),
                m("", 28, Kind::Pad(4)),
            ],
            specials: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m(
                    "queryPool",
                    8,
                    Kind::Handle {
                        ty: 12,
                        optional: false,
                    },
                ),
                m("", 28, Kind::Pad(4)),
            ],
        },
    },
    CommandDesc {
        name: "vkCmdBeginRenderPass",
        id: 22,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCmdBeginRenderPass",
            stype: None,
            size: 24,
            pod: false,
            padded: true,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m(
                    "pRenderPassBegin",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(637),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m("contents", 16, Kind::Scalar(Scalar::I32)),
                m("", 20, Kind::Pad(4)),
            ],
            specials: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m(
                    "pRenderPassBegin",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(637),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m("", 20, Kind::Pad(4)),
            ],
        },
    },
    CommandDesc {
        name: "vkCmdBeginRenderPass2",
        id: 23,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCmdBeginRenderPass2",
            stype: None,
            size: 24,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m(
                    "pRenderPassBegin",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(637),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m(
                    "pSubpassBeginInfo",
                    16,
                    Kind::Ptr {
                        elem: Elem::Struct(695),
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
            specials: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m(
                    "pRenderPassBegin",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(637),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m(
                    "pSubpassBeginInfo",
                    16,
                    Kind::Ptr {
                        elem: Elem::Struct(695),
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkCmdBeginRendering",
        id: 24,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCmdBeginRendering",
            stype: None,
            size: 16,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m(
                    "pRenderingInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(653),
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
            specials: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m(
                    "pRenderingInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(653),
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkCmdBeginTransformFeedbackEXT",
        id: 25,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCmdBeginTransformFeedbackEXT",
            stype: None,
            size: 32,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m("firstCounterBuffer", 8, Kind::Scalar(Scalar::U32)),
                m("counterBufferCount", 12, Kind::Scalar(Scalar::U32)),
                m(
                    "pCounterBuffers",
                    16,
                    Kind::Ptr {
                        elem: Elem::Handle(9),
                        len: Len::Member {
                            off: 12,
                            width: 4,
                            div: 1,
                        },
                        optional: false,
                    },
                ),
                m(
                    "pCounterBufferOffsets",
                    24,
                    Kind::Ptr {
                        elem: Elem::Bytes(8),
                        len: Len::Member {
                            off: 12,
                            width: 4,
                            div: 1,
                        },
                        optional: true,
                    },
                ),
            ],
            specials: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m(
                    "pCounterBuffers",
                    16,
                    Kind::Ptr {
                        elem: Elem::Handle(9),
                        len: Len::Member {
                            off: 12,
                            width: 4,
                            div: 1,
                        },
                        optional: false,
                    },
                ),
                m(
                    "pCounterBufferOffsets",
                    24,
                    Kind::Ptr {
                        elem: Elem::Bytes(8),
                        len: Len::Member {
                            off: 12,
                            width: 4,
                            div: 1,
                        },
                        optional: true,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkCmdBindDescriptorBufferEmbeddedSamplersEXT",
        id: 26,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCmdBindDescriptorBufferEmbeddedSamplersEXT",
            stype: None,
            size: 32,
            pod: false,
            padded: true,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m("pipelineBindPoint", 8, Kind::Scalar(Scalar::I32)),
                m(
                    "layout",
                    16,
                    Kind::Handle {
                        ty: 17,
                        optional: false,
                    },
                ),
                m("set", 24, Kind::Scalar(Scalar::U32)),
                m("", 12, Kind::Pad(4)),
                m("", 28, Kind::Pad(4)),
            ],
            specials: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m(
                    "layout",
                    16,
                    Kind::Handle {
                        ty: 17,
                        optional: false,
                    },
                ),
                m("", 12, Kind::Pad(4)),
                m("", 28, Kind::Pad(4)),
            ],
        },
    },
    CommandDesc {
        name: "vkCmdBindDescriptorBuffersEXT",
        id: 27,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCmdBindDescriptorBuffersEXT",
            stype: None,
            size: 24,
            pod: false,
            padded: true,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m("bufferCount", 8, Kind::Scalar(Scalar::U32)),
                m(
                    "pBindingInfos",
                    16,
                    Kind::Ptr {
                        elem: Elem::Struct(118),
                        len: Len::Member {
                            off: 8,
                            width: 4,
                            div: 1,
                        },
                        optional: false,
                    },
                ),
                m("", 12, Kind::Pad(4)),
            ],
            specials: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m(
                    "pBindingInfos",
                    16,
                    Kind::Ptr {
                        elem: Elem::Struct(118),
                        len: Len::Member {
                            off: 8,
                            width: 4,
                            div: 1,
                        },
                        optional: false,
                    },
                ),
                m("", 12, Kind::Pad(4)),
            ],
        },
    },
    CommandDesc {
        name: "vkCmdBindDescriptorSets",
        id: 28,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCmdBindDescriptorSets",
            stype: None,
            size: 56,
            pod: false,
            padded: true,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m("pipelineBindPoint", 8, Kind::Scalar(Scalar::I32)),
                m(
                    "layout",
                    16,
                    Kind::Handle {
                        ty: 17,
                        optional: false,
                    },
                ),
                m("firstSet", 24, Kind::Scalar(Scalar::U32)),
                m("descriptorSetCount", 28, Kind::Scalar(Scalar::U32)),
                m(
                    "pDescriptorSets",
                    32,
                    Kind::Ptr {
                        elem: Elem::Handle(23),
                        len: Len::Member {
                            off: 28,
                            width: 4,
                            div: 1,
                        },
                        optional: false,
                    },
                ),
                m("dynamicOffsetCount", 40, Kind::Scalar(Scalar::U32)),
                m(
                    "pDynamicOffsets",
                    48,
                    Kind::Ptr {
                        elem: Elem::Bytes(4),
                        len: Len::Member {
                            off: 40,
                            width: 4,
                            div: 1,
                        },
                        optional: false,
                    },
                ),
                m("", 12, Kind::Pad(4)),
                m("", 44, Kind::Pad(4)),
            ],
            specials: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m(
                    "layout",
                    16,
                    Kind::Handle {
                        ty: 17,
                        optional: false,
                    },
                ),
                m(
                    "pDescriptorSets",
                    32,
                    Kind::Ptr {
                        elem: Elem::Handle(23),
                        len: Len::Member {
                            off: 28,
                            width: 4,
                            div: 1,
                        },
                        optional: false,
                    },
                ),
                m(
                    "pDynamicOffsets",
                    48,
                    Kind::Ptr {
                        elem: Elem::Bytes(4),
                        len: Len::Member {
                            off: 40,
                            width: 4,
                            div: 1,
                        },
                        optional: false,
                    },
                ),
                m("", 12, Kind::Pad(4)),
                m("", 44, Kind::Pad(4)),
            ],
        },
    },
    CommandDesc {
        name: "vkCmdBindIndexBuffer",
        id: 29,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCmdBindIndexBuffer",
            stype: None,
            size: 32,
            pod: false,
            padded: true,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m(
                    "buffer",
                    8,
                    Kind::Handle {
                        ty: 9,
                        optional: false,
                    },
                ),
                m("offset", 16, Kind::Scalar(Scalar::U64)),
                m("indexType", 24, Kind::Scalar(Scalar::I32)),
                m("", 28, Kind::Pad(4)),
            ],
            specials: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m(
                    "buffer",
                    8,
                    Kind::Handle {
                        ty: 9,
                        optional: false,
                    },
                ),
                m("", 28, Kind::Pad(4)),
            ],
        },
    },
    CommandDesc {
        name: "vkCmdBindInvocationMaskHUAWEI",
        id: 30,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCmdBindInvocationMaskHUAWEI",
            stype: None,
            size: 24,
            pod: false,
            padded: true,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m(
                    "imageView",
                    8,
                    Kind::Handle {
                        ty: 14,
                        optional: true,
                    },
                ),
                m("imageLayout", 16, Kind::Scalar(Scalar::I32)),
                m("", 20, Kind::Pad(4)),
            ],
            specials: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m(
                    "imageView",
                    8,
                    Kind::Handle {
                        ty: 14,
                        optional: true,
                    },
                ),
                m("", 20, Kind::Pad(4)),
            ],
        },
    },
    CommandDesc {
        name: "vkCmdBindPipeline",
        id: 31,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCmdBindPipeline",
            stype: None,
            size: 24,
            pod: false,
            padded: true,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m("pipelineBindPoint", 8, Kind::Scalar(Scalar::I32)),
                m(
                    "pipeline",
                    16,
                    Kind::Handle {
                        ty: 19,
                        optional: false,
                    },
                ),
                m("", 12, Kind::Pad(4)),
            ],
            specials: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m(
                    "pipeline",
                    16,
                    Kind::Handle {
                        ty: 19,
                        optional: false,
                    },
                ),
                m("", 12, Kind::Pad(4)),
            ],
        },
    },
    CommandDesc {
        name: "vkCmdBindPipelineShaderGroupNV",
        id: 32,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCmdBindPipelineShaderGroupNV",
            stype: None,
            size: 32,
            pod: false,
            padded: true,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m("pipelineBindPoint", 8, Kind::Scalar(Scalar::I32)),
                m(
                    "pipeline",
                    16,
                    Kind::Handle {
                        ty: 19,
                        optional: false,
                    },
                ),
                m("groupIndex", 24, Kind::Scalar(Scalar::U32)),
                m("", 12, Kind::Pad(4)),
                m("", 28, Kind::Pad(4)),
            ],
            specials: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m(
                    "pipeline",
                    16,
                    Kind::Handle {
                        ty: 19,
                        optional: false,
                    },
                ),
                m("", 12, Kind::Pad(4)),
                m("", 28, Kind::Pad(4)),
            ],
        },
    },
    CommandDesc {
        name: "vkCmdBindShadingRateImageNV",
        id: 33,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCmdBindShadingRateImageNV",
            stype: None,
            size: 24,
            pod: false,
            padded: true,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m(
                    "imageView",
                    8,
                    Kind::Handle {
                        ty: 14,
                        optional: true,
                    },
                ),
                m("imageLayout", 16, Kind::Scalar(Scalar::I32)),
                m("", 20, Kind::Pad(4)),
            ],
            specials: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m(
                    "imageView",
                    8,
                    Kind::Handle {
                        ty: 14,
                        optional: true,
                    },
                ),
                m("", 20, Kind::Pad(4)),
            ],
        },
    },
    CommandDesc {
        name: "vkCmdBindTransformFeedbackBuffersEXT",
        id: 34,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCmdBindTransformFeedbackBuffersEXT",
            stype: None,
            size: 40,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m("firstBinding", 8, Kind::Scalar(Scalar::U32)),
                m("bindingCount", 12, Kind::Scalar(Scalar::U32)),
                m(
                    "pBuffers",
                    16,
                    Kind::Ptr {
                        elem: Elem::Handle(9),
                        len: Len::Member {
                            off: 12,
                            width: 4,
                            div: 1,
                        },
                        optional: false,
                    },
                ),
                m(
                    "pOffsets",
                    24,
                    Kind::Ptr {
                        elem: Elem::Bytes(8),
                        len: Len::Member {
                            off: 12,
                            width: 4,
                            div: 1,
                        },
                        optional: false,
                    },
                ),
                m(
                    "pSizes",
                    32,
                    Kind::Ptr {
                        elem: Elem::Bytes(8),
                        len: Len::Member {
                            off: 12,
                            width: 4,
                            div: 1,
                        },
                        optional: true,
                    },
                ),
            ],
            specials: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m(
                    "pBuffers",
                    16,
                    Kind::Ptr {
                        elem: Elem::Handle(9),
                        len: Len::Member {
                            off: 12,
                            width: 4,
                            div: 1,
                        },
                        optional: false,
                    },
                ),
                m(
                    "pOffsets",
                    24,
                    Kind::Ptr {
                        elem: Elem::Bytes(8),
                        len: Len::Member {
                            off: 12,
                            width: 4,
                            div: 1,
                        },
                        optional: false,
                    },
                ),
                m(
                    "pSizes",
                    32,
                    Kind::Ptr {
                        elem: Elem::Bytes(8),
                        len: Len::Member {
                            off: 12,
                            width: 4,
                            div: 1,
                        },
                        optional: true,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkCmdBindVertexBuffers",
        id: 35,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCmdBindVertexBuffers",
            stype: None,
            size: 32,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m("firstBinding", 8, Kind::Scalar(Scalar::U32)),
                m("bindingCount", 12, Kind::Scalar(Scalar::U32)),
                m(
                    "pBuffers",
                    16,
                    Kind::Ptr {
                        elem: Elem::Handle(9),
                        len: Len::Member {
                            off: 12,
                            width: 4,
                            div: 1,
                        },
                        optional: false,
                    },
                ),
                m(
                    "pOffsets",
                    24,
                    Kind::Ptr {
                        elem: Elem::Bytes(8),
                        len: Len::Member {
                            off: 12,
                            width: 4,
                            div: 1,
                        },
                        optional: false,
                    },
                ),
            ],
            specials: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m(
                    "pBuffers",
                    16,
                    Kind::Ptr {
                        elem: Elem::Handle(9),
                        len: Len::Member {
                            off: 12,
                            width: 4,
                            div: 1,
                        },
                        optional: false,
                    },
                ),
                m(
                    "pOffsets",
                    24,
                    Kind::Ptr {
                        elem: Elem::Bytes(8),
                        len: Len::Member {
                            off: 12,
                            width: 4,
                            div: 1,
                        },
                        optional: false,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkCmdBindVertexBuffers2",
        id: 36,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCmdBindVertexBuffers2",
            stype: None,
            size: 48,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m("firstBinding", 8, Kind::Scalar(Scalar::U32)),
                m("bindingCount", 12, Kind::Scalar(Scalar::U32)),
                m(
                    "pBuffers",
                    16,
                    Kind::Ptr {
                        elem: Elem::Handle(9),
                        len: Len::Member {
                            off: 12,
                            width: 4,
                            div: 1,
                        },
                        optional: false,
                    },
                ),
                m(
                    "pOffsets",
                    24,
                    Kind::Ptr {
                        elem: Elem::Bytes(8),
                        len: Len::Member {
                            off: 12,
                            width: 4,
                            div: 1,
                        },
                        optional: false,
                    },
                ),
                m(
                    "pSizes",
                    32,
                    Kind::Ptr {
                        elem: Elem::Bytes(8),
                        len: Len::Member {
                            off: 12,
                            width: 4,
                            div: 1,
                        },
                        optional: true,
                    },
                ),
                m(
                    "pStrides",
                    40,
                    Kind::Ptr {
                        elem: Elem::Bytes(8),
                        len: Len::Member {
                            off: 12,
                            width: 4,
                            div: 1,
                        },
                        optional: true,
                    },
                ),
            ],
            specials: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m(
                    "pBuffers",
                    16,
                    Kind::Ptr {
                        elem: Elem::Handle(9),
                        len: Len::Member {
                            off: 12,
                            width: 4,
                            div: 1,
                        },
                        optional: false,
                    },
                ),
                m(
                    "pOffsets",
                    24,
                    Kind::Ptr {
                        elem: Elem::Bytes(8),
                        len: Len::Member {
                            off: 12,
                            width: 4,
                            div: 1,
                        },
                        optional: false,
                    },
                ),
                m(
                    "pSizes",
                    32,
                    Kind::Ptr {
                        elem: Elem::Bytes(8),
                        len: Len::Member {
                            off: 12,
                            width: 4,
                            div: 1,
                        },
                        optional: true,
                    },
                ),
                m(
                    "pStrides",
                    40,
                    Kind::Ptr {
                        elem: Elem::Bytes(8),
                        len: Len::Member {
                            off: 12,
                            width: 4,
                            div: 1,
                        },
                        optional: true,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkCmdBlitImage",
        id: 37,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCmdBlitImage",
            stype: None,
            size: 56,
            pod: false,
            padded: true,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m(
                    "srcImage",
                    8,
                    Kind::Handle {
                        ty: 10,
                        optional: false,
                    },
                ),
                m("srcImageLayout", 16, Kind::Scalar(Scalar::I32)),
                m(
                    "dstImage",
                    24,
                    Kind::Handle {
                        ty: 10,
                        optional: false,
                    },
                ),
                m("dstImageLayout", 32, Kind::Scalar(Scalar::I32)),
                m("regionCount", 36, Kind::Scalar(Scalar::U32)),
                m(
                    "pRegions",
                    40,
                    Kind::Ptr {
                        elem: Elem::Struct(231),
                        len: Len::Member {
                            off: 36,
                            width: 4,
                            div: 1,
                        },
                        optional: false,
                    },
                ),
                m("filter", 48, Kind::Scalar(Scalar::I32)),
                m("", 20, Kind::Pad(4)),
                m("", 52, Kind::Pad(4)),
            ],
            specials: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m(
                    "srcImage",
                    8,
                    Kind::Handle {
                        ty: 10,
                        optional: false,
                    },
                ),
                m(
                    "dstImage",
                    24,
                    Kind::Handle {
                        ty: 10,
                        optional: false,
                    },
                ),
                m(
                    "pRegions",
                    40,
                    Kind::Ptr {
                        elem: Elem::Struct(231),
                        len: Len::Member {
                            off: 36,
                            width: 4,
                            div: 1,
                        },
                        optional: false,
                    },
                ),
                m("", 20, Kind::Pad(4)),
                m("", 52, Kind::Pad(4)),
            ],
        },
    },
    CommandDesc {
        name: "vkCmdBlitImage2",
        id: 38,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCmdBlitImage2",
            stype: None,
            size: 16,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m(
                    "pBlitImageInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(48),
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
            specials: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m(
                    "pBlitImageInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(48),
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkCmdBuildAccelerationStructureNV",
        id: 39,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCmdBuildAccelerationStructureNV",
            stype: None,
            size: 72,
            pod: false,
            padded: true,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m(
                    "pInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(13),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m(
                    "instanceData",
                    16,
                    Kind::Handle {
                        ty: 9,
                        optional: true,
                    },
                ),
                m("instanceOffset", 24, Kind::Scalar(Scalar::U64)),
                m("update", 32, Kind::Scalar(Scalar::U32)),
                m(
                    "dst",
                    40,
                    Kind::Handle {
                        ty: 1000165000,
                        optional: false,
                    },
                ),
                m(
                    "src",
                    48,
                    Kind::Handle {
                        ty: 1000165000,
                        optional: true,
                    },
                ),
                m(
                    "scratch",
                    56,
                    Kind::Handle {
                        ty: 9,
                        optional: false,
                    },
                ),
                m("scratchOffset", 64, Kind::Scalar(Scalar::U64)),
                m("", 36, Kind::Pad(4)),
            ],
            specials: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m(
                    "pInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(13),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m(
                    "instanceData",
                    16,
                    Kind::Handle {
                        ty: 9,
                        optional: true,
                    },
                ),
                m(
                    "dst",
                    40,
                    Kind::Handle {
                        ty: 1000165000,
                        optional: false,
                    },
                ),
                m(
                    "src",
                    48,
                    Kind::Handle {
                        ty: 1000165000,
                        optional: true,
                    },
                ),
                m(
                    "scratch",
                    56,
                    Kind::Handle {
                        ty: 9,
                        optional: false,
                    },
                ),
                m("", 36, Kind::Pad(4)),
            ],
        },
    },
    CommandDesc {
        name: "vkCmdBuildAccelerationStructuresIndirectKHR",
        id: 40,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCmdBuildAccelerationStructuresIndirectKHR",
            stype: None,
            size: 48,
            pod: false,
            padded: true,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m("infoCount", 8, Kind::Scalar(Scalar::U32)),
                m(
                    "pInfos",
                    16,
                    Kind::Ptr {
                        elem: Elem::Struct(1),
                        len: Len::Member {
                            off: 8,
                            width: 4,
                            div: 1,
                        },
                        optional: false,
                    },
                ),
                m(
                    "pIndirectDeviceAddresses",
                    24,
                    Kind::Ptr {
                        elem: Elem::Bytes(8),
                        len: Len::Member {
                            off: 8,
                            width: 4,
                            div: 1,
                        },
                        optional: false,
                    },
                ),
                m(
                    "pIndirectStrides",
                    32,
                    Kind::Ptr {
                        elem: Elem::Bytes(4),
                        len: Len::Member {
                            off: 8,
                            width: 4,
                            div: 1,
                        },
                        optional: false,
                    },
                ),
                m(
                    "ppMaxPrimitiveCounts",
                    40,
                    Kind::PerInfo {
                        elem: 4,
                        len: Len::Member {
                            off: 8,
                            width: 4,
                            div: 1,
                        },
                        infos: 16,
                        stride: 80,
                        off: 48,
                        width: 4,
                    },
                ),
                m("", 12, Kind::Pad(4)),
            ],
            specials: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m(
                    "pInfos",
                    16,
                    Kind::Ptr {
                        elem: Elem::Struct(1),
                        len: Len::Member {
                            off: 8,
                            width: 4,
                            div: 1,
                        },
                        optional: false,
                    },
                ),
                m(
                    "pIndirectDeviceAddresses",
                    24,
                    Kind::Ptr {
                        elem: Elem::Bytes(8),
                        len: Len::Member {
                            off: 8,
                            width: 4,
                            div: 1,
                        },
                        optional: false,
                    },
                ),
                m(
                    "pIndirectStrides",
                    32,
                    Kind::Ptr {
                        elem: Elem::Bytes(4),
                        len: Len::Member {
                            off: 8,
                            width: 4,
                            div: 1,
                        },
                        optional: false,
                    },
                ),
                m(
                    "ppMaxPrimitiveCounts",
                    40,
                    Kind::PerInfo {
                        elem: 4,
                        len: Len::Member {
                            off: 8,
                            width: 4,
                            div: 1,
                        },
                        infos: 16,
                        stride: 80,
                        off: 48,
                        width: 4,
                    },
                ),
                m("", 12, Kind::Pad(4)),
            ],
        },
    },
    CommandDesc {
        name: "vkCmdBuildAccelerationStructuresKHR",
        id: 41,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCmdBuildAccelerationStructuresKHR",
            stype: None,
            size: 32,
            pod: false,
            padded: true,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m("infoCount", 8, Kind::Scalar(Scalar::U32)),
                m(
                    "pInfos",
                    16,
                    Kind::Ptr {
                        elem: Elem::Struct(1),
                        len: Len::Member {
                            off: 8,
                            width: 4,
                            div: 1,
                        },
                        optional: false,
                    },
                ),
                m(
                    "ppBuildRangeInfos",
                    24,
                    Kind::PerInfo {
                        elem: 16,
                        len: Len::Member {
                            off: 8,
                            width: 4,
                            div: 1,
                        },
                        infos: 16,
                        stride: 80,
                        off: 48,
                        width: 4,
                    },
                ),
                m("", 12, Kind::Pad(4)),
            ],
            specials: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m(
                    "pInfos",
                    16,
                    Kind::Ptr {
                        elem: Elem::Struct(1),
                        len: Len::Member {
                            off: 8,
                            width: 4,
                            div: 1,
                        },
                        optional: false,
                    },
                ),
                m(
                    "ppBuildRangeInfos",
                    24,
                    Kind::PerInfo {
                        elem: 16,
                        len: Len::Member {
                            off: 8,
                            width: 4,
                            div: 1,
                        },
                        infos: 16,
                        stride: 80,
                        off: 48,
                        width: 4,
                    },
                ),
                m("", 12, Kind::Pad(4)),
            ],
        },
    },
    CommandDesc {
        name: "vkCmdBuildMicromapsEXT",
        id: 42,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCmdBuildMicromapsEXT",
            stype: None,
            size: 24,
            pod: false,
            padded: true,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m("infoCount", 8, Kind::Scalar(Scalar::U32)),
                m(
                    "pInfos",
                    16,
                    Kind::Ptr {
                        elem: Elem::Struct(294),
                        len: Len::Member {
                            off: 8,
                            width: 4,
                            div: 1,
                        },
                        optional: false,
                    },
                ),
                m("", 12, Kind::Pad(4)),
            ],
            specials: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m(
                    "pInfos",
                    16,
                    Kind::Ptr {
                        elem: Elem::Struct(294),
                        len: Len::Member {
                            off: 8,
                            width: 4,
                            div: 1,
                        },
                        optional: false,
                    },
                ),
                m("", 12, Kind::Pad(4)),
            ],
        },
    },
    CommandDesc {
        name: "vkCmdClearAttachments",
        id: 43,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCmdClearAttachments",
            stype: None,
            size: 40,
            pod: false,
            padded: true,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m("attachmentCount", 8, Kind::Scalar(Scalar::U32)),
                m(
                    "pAttachments",
                    16,
                    Kind::Ptr {
                        elem: Elem::Struct(65),
                        len: Len::Member {
                            off: 8,
                            width: 4,
                            div: 1,
                        },
                        optional: false,
                    },
                ),
                m("rectCount", 24, Kind::Scalar(Scalar::U32)),
                m(
                    "pRects",
                    32,
                    Kind::Ptr {
                        elem: Elem::Struct(67),
                        len: Len::Member {
                            off: 24,
                            width: 4,
                            div: 1,
                        },
                        optional: false,
                    },
                ),
                m("", 12, Kind::Pad(4)),
                m("", 28, Kind::Pad(4)),
            ],
            specials: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m(
                    "pAttachments",
                    16,
                    Kind::Ptr {
                        elem: Elem::Struct(65),
                        len: Len::Member {
                            off: 8,
                            width: 4,
                            div: 1,
                        },
                        optional: false,
                    },
                ),
                m(
                    "pRects",
                    32,
                    Kind::Ptr {
                        elem: Elem::Struct(67),
                        len: Len::Member {
                            off: 24,
                            width: 4,
                            div: 1,
                        },
                        optional: false,
                    },
                ),
                m("", 12, Kind::Pad(4)),
                m("", 28, Kind::Pad(4)),
            ],
        },
    },
    CommandDesc {
        name: "vkCmdClearColorImage",
        id: 44,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCmdClearColorImage",
            stype: None,
            size: 48,
            pod: false,
            padded: true,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m(
                    "image",
                    8,
                    Kind::Handle {
                        ty: 10,
                        optional: false,
                    },
                ),
                m("imageLayout", 16, Kind::Scalar(Scalar::I32)),
                m(
                    "pColor",
                    24,
                    Kind::Ptr {
                        elem: Elem::Bytes(16),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m("rangeCount", 32, Kind::Scalar(Scalar::U32)),
                m(
                    "pRanges",
                    40,
                    Kind::Ptr {
                        elem: Elem::Struct(256),
                        len: Len::Member {
                            off: 32,
                            width: 4,
                            div: 1,
                        },
                        optional: false,
                    },
                ),
                m("", 20, Kind::Pad(4)),
                m("", 36, Kind::Pad(4)),
            ],
            specials: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m(
                    "image",
                    8,
                    Kind::Handle {
                        ty: 10,
                        optional: false,
                    },
                ),
                m(
                    "pColor",
                    24,
                    Kind::Ptr {
                        elem: Elem::Bytes(16),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m(
                    "pRanges",
                    40,
                    Kind::Ptr {
                        elem: Elem::Struct(256),
                        len: Len::Member {
                            off: 32,
                            width: 4,
                            div: 1,
                        },
                        optional: false,
                    },
                ),
                m("", 20, Kind::Pad(4)),
                m("", 36, Kind::Pad(4)),
            ],
        },
    },
    CommandDesc {
        name: "vkCmdClearDepthStencilImage",
        id: 45,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCmdClearDepthStencilImage",
            stype: None,
            size: 48,
            pod: false,
            padded: true,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m(
                    "image",
                    8,
                    Kind::Handle {
                        ty: 10,
                        optional: false,
                    },
                ),
                m("imageLayout", 16, Kind::Scalar(Scalar::I32)),
                m(
                    "pDepthStencil",
                    24,
                    Kind::Ptr {
                        elem: Elem::Struct(66),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m("rangeCount", 32, Kind::Scalar(Scalar::U32)),
                m(
                    "pRanges",
                    40,
                    Kind::Ptr {
                        elem: Elem::Struct(256),
                        len: Len::Member {
                            off: 32,
                            width: 4,
                            div: 1,
                        },
                        optional: false,
                    },
                ),
                m("", 20, Kind::Pad(4)),
                m("", 36, Kind::Pad(4)),
            ],
            specials: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m(
                    "image",
                    8,
                    Kind::Handle {
                        ty: 10,
                        optional: false,
                    },
                ),
                m(
                    "pDepthStencil",
                    24,
                    Kind::Ptr {
                        elem: Elem::Struct(66),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m(
                    "pRanges",
                    40,
                    Kind::Ptr {
                        elem: Elem::Struct(256),
                        len: Len::Member {
                            off: 32,
                            width: 4,
                            div: 1,
                        },
                        optional: false,
                    },
                ),
                m("", 20, Kind::Pad(4)),
                m("", 36, Kind::Pad(4)),
            ],
        },
    },
    CommandDesc {
        name: "vkCmdCopyAccelerationStructureKHR",
        id: 46,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCmdCopyAccelerationStructureKHR",
            stype: None,
            size: 16,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m(
                    "pInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(86),
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
            specials: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m(
                    "pInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(86),
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkCmdCopyAccelerationStructureNV",
        id: 47,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCmdCopyAccelerationStructureNV",
            stype: None,
            size: 32,
            pod: false,
            padded: true,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m(
                    "dst",
                    8,
                    Kind::Handle {
                        ty: 1000165000,
                        optional: false,
                    },
                ),
                m(
                    "src",
                    16,
                    Kind::Handle {
                        ty: 1000165000,
                        optional: false,
                    },
                ),
                m("mode", 24, Kind::Scalar(Scalar::I32)),
                m("", 28, Kind::Pad(4)),
            ],
            specials: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m(
                    "dst",
                    8,
                    Kind::Handle {
                        ty: 1000165000,
                        optional: false,
                    },
                ),
                m(
                    "src",
                    16,
                    Kind::Handle {
                        ty: 1000165000,
                        optional: false,
                    },
                ),
                m("", 28, Kind::Pad(4)),
            ],
        },
    },
    CommandDesc {
        name: "vkCmdCopyAccelerationStructureToMemoryKHR",
        id: 48,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCmdCopyAccelerationStructureToMemoryKHR",
            stype: None,
            size: 16,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m(
                    "pInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(87),
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
            specials: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m(
                    "pInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(87),
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkCmdCopyBuffer",
        id: 49,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCmdCopyBuffer",
            stype: None,
            size: 40,
            pod: false,
            padded: true,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m(
                    "srcBuffer",
                    8,
                    Kind::Handle {
                        ty: 9,
                        optional: false,
                    },
                ),
                m(
                    "dstBuffer",
                    16,
                    Kind::Handle {
                        ty: 9,
                        optional: false,
                    },
                ),
                m("regionCount", 24, Kind::Scalar(Scalar::U32)),
                m(
                    "pRegions",
                    32,
                    Kind::Ptr {
                        elem: Elem::Struct(50),
                        len: Len::Member {
                            off: 24,
                            width: 4,
                            div: 1,
                        },
                        optional: false,
                    },
                ),
                m("", 28, Kind::Pad(4)),
            ],
            specials: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m(
                    "srcBuffer",
                    8,
                    Kind::Handle {
                        ty: 9,
                        optional: false,
                    },
                ),
                m(
                    "dstBuffer",
                    16,
                    Kind::Handle {
                        ty: 9,
                        optional: false,
                    },
                ),
                m(
                    "pRegions",
                    32,
                    Kind::Ptr {
                        elem: Elem::Struct(50),
                        len: Len::Member {
                            off: 24,
                            width: 4,
                            div: 1,
                        },
                        optional: false,
                    },
                ),
                m("", 28, Kind::Pad(4)),
            ],
        },
    },
    CommandDesc {
        name: "vkCmdCopyBuffer2",
        id: 50,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCmdCopyBuffer2",
            stype: None,
            size: 16,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m(
                    "pCopyBufferInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(88),
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
            specials: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m(
                    "pCopyBufferInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(88),
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkCmdCopyBufferToImage",
        id: 51,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCmdCopyBufferToImage",
            stype: None,
            size: 40,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m(
                    "srcBuffer",
                    8,
                    Kind::Handle {
                        ty: 9,
                        optional: false,
                    },
                ),
                m(
                    "dstImage",
                    16,
                    Kind::Handle {
                        ty: 10,
                        optional: false,
                    },
                ),
                m("dstImageLayout", 24, Kind::Scalar(Scalar::I32)),
                m("regionCount", 28, Kind::Scalar(Scalar::U32)),
                m(
                    "pRegions",
                    32,
                    Kind::Ptr {
                        elem: Elem::Struct(55),
                        len: Len::Member {
                            off: 28,
                            width: 4,
                            div: 1,
                        },
                        optional: false,
                    },
                ),
            ],
            specials: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m(
                    "srcBuffer",
                    8,
                    Kind::Handle {
                        ty: 9,
                        optional: false,
                    },
                ),
                m(
                    "dstImage",
                    16,
                    Kind::Handle {
                        ty: 10,
                        optional: false,
                    },
                ),
                m(
                    "pRegions",
                    32,
                    Kind::Ptr {
                        elem: Elem::Struct(55),
                        len: Len::Member {
                            off: 28,
                            width: 4,
                            div: 1,
                        },
                        optional: false,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkCmdCopyBufferToImage2",
        id: 52,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCmdCopyBufferToImage2",
            stype: None,
            size: 16,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m(
                    "pCopyBufferToImageInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(89),
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
            specials: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m(
                    "pCopyBufferToImageInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(89),
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkCmdCopyImage",
        id: 53,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCmdCopyImage",
            stype: None,
            size: 48,
            pod: false,
            padded: true,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m(
                    "srcImage",
                    8,
                    Kind::Handle {
                        ty: 10,
                        optional: false,
                    },
                ),
                m("srcImageLayout", 16, Kind::Scalar(Scalar::I32)),
                m(
                    "dstImage",
                    24,
                    Kind::Handle {
                        ty: 10,
                        optional: false,
                    },
                ),
                m("dstImageLayout", 32, Kind::Scalar(Scalar::I32)),
                m("regionCount", 36, Kind::Scalar(Scalar::U32)),
                m(
                    "pRegions",
                    40,
                    Kind::Ptr {
                        elem: Elem::Struct(236),
                        len: Len::Member {
                            off: 36,
                            width: 4,
                            div: 1,
                        },
                        optional: false,
                    },
                ),
                m("", 20, Kind::Pad(4)),
            ],
            specials: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m(
                    "srcImage",
                    8,
                    Kind::Handle {
                        ty: 10,
                        optional: false,
                    },
                ),
                m(
                    "dstImage",
                    24,
                    Kind::Handle {
                        ty: 10,
                        optional: false,
                    },
                ),
                m(
                    "pRegions",
                    40,
                    Kind::Ptr {
                        elem: Elem::Struct(236),
                        len: Len::Member {
                            off: 36,
                            width: 4,
                            div: 1,
                        },
                        optional: false,
                    },
                ),
                m("", 20, Kind::Pad(4)),
            ],
        },
    },
    CommandDesc {
        name: "vkCmdCopyImage2",
        id: 54,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCmdCopyImage2",
            stype: None,
            size: 16,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m(
                    "pCopyImageInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(92),
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
            specials: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m(
                    "pCopyImageInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(92),
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkCmdCopyImageToBuffer",
        id: 55,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCmdCopyImageToBuffer",
            stype: None,
            size: 48,
            pod: false,
            padded: true,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m(
                    "srcImage",
                    8,
                    Kind::Handle {
                        ty: 10,
                        optional: false,
                    },
                ),
                m("srcImageLayout", 16, Kind::Scalar(Scalar::I32)),
                m(
                    "dstBuffer",
                    24,
                    Kind::Handle {
                        ty: 9,
                        optional: false,
                    },
                ),
                m("regionCount", 32, Kind::Scalar(Scalar::U32)),
                m(
                    "pRegions",
                    40,
                    Kind::Ptr {
                        elem: Elem::Struct(55),
                        len: Len::Member {
                            off: 32,
                            width: 4,
                            div: 1,
                        },
                        optional: false,
                    },
                ),
                m("", 20, Kind::Pad(4)),
                m("", 36, Kind::Pad(4)),
            ],
            specials: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m(
                    "srcImage",
                    8,
                    Kind::Handle {
                        ty: 10,
                        optional: false,
                    },
                ),
                m(
                    "dstBuffer",
                    24,
                    Kind::Handle {
                        ty: 9,
                        optional: false,
                    },
                ),
                m(
                    "pRegions",
                    40,
                    Kind::Ptr {
                        elem: Elem::Struct(55),
                        len: Len::Member {
                            off: 32,
                            width: 4,
                            div: 1,
                        },
                        optional: false,
                    },
                ),
                m("", 20, Kind::Pad(4)),
                m("", 36, Kind::Pad(4)),
            ],
        },
    },
    CommandDesc {
        name: "vkCmdCopyImageToBuffer2",
        id: 56,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCmdCopyImageToBuffer2",
            stype: None,
            size: 16,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m(
                    "pCopyImageToBufferInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(93),
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
            specials: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m(
                    "pCopyImageToBufferInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(93),
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkCmdCopyMemoryIndirectNV",
        id: 57,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCmdCopyMemoryIndirectNV",
            stype: None,
            size: 24,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m("copyBufferAddress", 8, Kind::Scalar(Scalar::U64)),
                m("copyCount", 16, Kind::Scalar(Scalar::U32)),
                m("stride", 20, Kind::Scalar(Scalar::U32)),
            ],
            specials: &[m(
                "commandBuffer",
                0,
                Kind::Handle {
                    ty: 6,
                    optional: false,
                },
            )],
        },
    },
    CommandDesc {
        name: "vkCmdCopyMemoryToAccelerationStructureKHR",
        id: 58,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCmdCopyMemoryToAccelerationStructureKHR",
            stype: None,
            size: 16,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m(
                    "pInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(95),
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
            specials: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m(
                    "pInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(95),
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkCmdCopyMemoryToImageIndirectNV",
        id: 59,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCmdCopyMemoryToImageIndirectNV",
            stype: None,
            size: 48,
            pod: false,
            padded: true,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m("copyBufferAddress", 8, Kind::Scalar(Scalar::U64)),
                m("copyCount", 16, Kind::Scalar(Scalar::U32)),
                m("stride", 20, Kind::Scalar(Scalar::U32)),
                m(
                    "dstImage",
                    24,
                    Kind::Handle {
                        ty: 10,
                        optional: false,
                    },
                ),
                m("dstImageLayout", 32, Kind::Scalar(Scalar::I32)),
                m(
                    "pImageSubresources",
                    40,
                    Kind::Ptr {
                        elem: Elem::Struct(255),
                        len: Len::Member {
                            off: 16,
                            width: 4,
                            div: 1,
                        },
                        optional: false,
                    },
                ),
                m("", 36, Kind::Pad(4)),
            ],
            specials: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m(
                    "dstImage",
                    24,
                    Kind::Handle {
                        ty: 10,
                        optional: false,
                    },
                ),
                m(
                    "pImageSubresources",
                    40,
                    Kind::Ptr {
                        elem: Elem::Struct(255),
                        len: Len::Member {
                            off: 16,
                            width: 4,
                            div: 1,
                        },
                        optional: false,
                    },
                ),
                m("", 36, Kind::Pad(4)),
            ],
        },
    },
    CommandDesc {
        name: "vkCmdCopyMemoryToMicromapEXT",
        id: 60,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCmdCopyMemoryToMicromapEXT",
            stype: None,
            size: 16,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m(
                    "pInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(97),
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
            specials: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m(
                    "pInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(97),
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkCmdCopyMicromapEXT",
        id: 61,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCmdCopyMicromapEXT",
            stype: None,
            size: 16,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m(
                    "pInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(98),
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
            specials: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m(
                    "pInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(98),
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkCmdCopyMicromapToMemoryEXT",
        id: 62,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCmdCopyMicromapToMemoryEXT",
            stype: None,
            size: 16,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m(
                    "pInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(99),
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
            specials: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m(
                    "pInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(99),
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkCmdCopyQueryPoolResults",
        id: 63,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCmdCopyQueryPoolResults",
            stype: None,
            size: 56,
            pod: false,
            padded: true,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m(
                    "queryPool",
                    8,
                    Kind::Handle {
                        ty: 12,
                        optional: false,
                    },
                ),
                m("firstQuery", 16, Kind::Scalar(Scalar::U32)),
                m("queryCount", 20, Kind::Scalar(Scalar::U32)),
                m(
                    "dstBuffer",
                    24,
                    Kind::Handle {
                        ty: 9,
                        optional: false,
                    },
                ),
                m("dstOffset", 32, Kind::Scalar(Scalar::U64)),
                m("stride", 40, Kind::Scalar(Scalar::U64)),
                m("flags", 48, Kind::Scalar(Scalar::U32)),
                m("", 52, Kind::Pad(4)),
            ],
            specials: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m(
                    "queryPool",
                    8,
                    Kind::Handle {
                        ty: 12,
                        optional: false,
                    },
                ),
                m(
                    "dstBuffer",
                    24,
                    Kind::Handle {
                        ty: 9,
                        optional: false,
                    },
                ),
                m("", 52, Kind::Pad(4)),
            ],
        },
    },
    CommandDesc {
        name: "vkCmdCuLaunchKernelNVX",
        id: 64,
        ret: Ret::Void,
        reply: false,
        status: Status::Unsupported(
            "VkCuLaunchInfoNVX: kernel parameters are pointers to values whose sizes only the CUDA kernel signature knows",
        ),
        args: StructDesc {
            name: "vkCmdCuLaunchKernelNVX",
            stype: None,
            size: 16,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Unsupported(
                "VkCuLaunchInfoNVX: kernel parameters are pointers to values whose sizes only the CUDA kernel signature knows",
            ),
            members: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m(
                    "pLaunchInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(101),
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
            specials: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m(
                    "pLaunchInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(101),
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkCmdDebugMarkerBeginEXT",
        id: 65,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCmdDebugMarkerBeginEXT",
            stype: None,
            size: 16,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m(
                    "pMarkerInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(103),
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
            specials: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m(
                    "pMarkerInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(103),
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkCmdDebugMarkerEndEXT",
        id: 66,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCmdDebugMarkerEndEXT",
            stype: None,
            size: 8,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[m(
                "commandBuffer",
                0,
                Kind::Handle {
                    ty: 6,
                    optional: false,
                },
            )],
            specials: &[m(
                "commandBuffer",
                0,
                Kind::Handle {
                    ty: 6,
                    optional: false,
                },
            )],
        },
    },
    CommandDesc {
        name: "vkCmdDebugMarkerInsertEXT",
        id: 67,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCmdDebugMarkerInsertEXT",
            stype: None,
            size: 16,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m(
                    "pMarkerInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(103),
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
            specials: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m(
                    "pMarkerInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(103),
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkCmdDecompressMemoryIndirectCountNV",
        id: 68,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCmdDecompressMemoryIndirectCountNV",
            stype: None,
            size: 32,
            pod: false,
            padded: true,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m("indirectCommandsAddress", 8, Kind::Scalar(Scalar::U64)),
                m(
                    "indirectCommandsCountAddress",
                    16,
                    Kind::Scalar(Scalar::U64),
                ),
                m("stride", 24, Kind::Scalar(Scalar::U32)),
                m("", 28, Kind::Pad(4)),
            ],
            specials: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m("", 28, Kind::Pad(4)),
            ],
        },
    },
    CommandDesc {
        name: "vkCmdDecompressMemoryNV",
        id: 69,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCmdDecompressMemoryNV",
            stype: None,
            size: 24,
            pod: false,
            padded: true,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m("decompressRegionCount", 8, Kind::Scalar(Scalar::U32)),
                m(
                    "pDecompressMemoryRegions",
                    16,
                    Kind::Ptr {
                        elem: Elem::Struct(112),
                        len: Len::Member {
                            off: 8,
                            width: 4,
                            div: 1,
                        },
                        optional: false,
                    },
                ),
                m("", 12, Kind::Pad(4)),
            ],
            specials: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m(
                    "pDecompressMemoryRegions",
                    16,
                    Kind::Ptr {
                        elem: Elem::Struct(112),
                        len: Len::Member {
                            off: 8,
                            width: 4,
                            div: 1,
                        },
                        optional: false,
                    },
                ),
                m("", 12, Kind::Pad(4)),
            ],
        },
    },
    CommandDesc {
        name: "vkCmdDispatch",
        id: 70,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCmdDispatch",
            stype: None,
            size: 24,
            pod: false,
            padded: true,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m("groupCountX", 8, Kind::Scalar(Scalar::U32)),
                m("groupCountY", 12, Kind::Scalar(Scalar::U32)),
                m("groupCountZ", 16, Kind::Scalar(Scalar::U32)),
                m("", 20, Kind::Pad(4)),
            ],
            specials: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m("", 20, Kind::Pad(4)),
            ],
        },
    },
    CommandDesc {
        name: "vkCmdDispatchBase",
        id: 71,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCmdDispatchBase",
            stype: None,
            size: 32,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m("baseGroupX", 8, Kind::Scalar(Scalar::U32)),
                m("baseGroupY", 12, Kind::Scalar(Scalar::U32)),
                m("baseGroupZ", 16, Kind::Scalar(Scalar::U32)),
                m("groupCountX", 20, Kind::Scalar(Scalar::U32)),
                m("groupCountY", 24, Kind::Scalar(Scalar::U32)),
                m("groupCountZ", 28, Kind::Scalar(Scalar::U32)),
            ],
            specials: &[m(
                "commandBuffer",
                0,
                Kind::Handle {
                    ty: 6,
                    optional: false,
                },
            )],
        },
    },
    CommandDesc {
        name: "vkCmdDispatchIndirect",
        id: 72,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCmdDispatchIndirect",
            stype: None,
            size: 24,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m(
                    "buffer",
                    8,
                    Kind::Handle {
                        ty: 9,
                        optional: false,
                    },
                ),
                m("offset", 16, Kind::Scalar(Scalar::U64)),
            ],
            specials: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m(
                    "buffer",
                    8,
                    Kind::Handle {
                        ty: 9,
                        optional: false,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkCmdDraw",
        id: 73,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCmdDraw",
            stype: None,
            size: 24,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m("vertexCount", 8, Kind::Scalar(Scalar::U32)),
                m("instanceCount", 12, Kind::Scalar(Scalar::U32)),
                m("firstVertex", 16, Kind::Scalar(Scalar::U32)),
                m("firstInstance", 20, Kind::Scalar(Scalar::U32)),
            ],
            specials: &[m(
                "commandBuffer",
                0,
                Kind::Handle {
                    ty: 6,
                    optional: false,
                },
            )],
        },
    },
    CommandDesc {
        name: "vkCmdDrawClusterHUAWEI",
        id: 74,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCmdDrawClusterHUAWEI",
            stype: None,
            size: 24,
            pod: false,
            padded: true,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m("groupCountX", 8, Kind::Scalar(Scalar::U32)),
                m("groupCountY", 12, Kind::Scalar(Scalar::U32)),
                m("groupCountZ", 16, Kind::Scalar(Scalar::U32)),
                m("", 20, Kind::Pad(4)),
            ],
            specials: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m("", 20, Kind::Pad(4)),
            ],
        },
    },
    CommandDesc {
        name: "vkCmdDrawClusterIndirectHUAWEI",
        id: 75,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCmdDrawClusterIndirectHUAWEI",
            stype: None,
            size: 24,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m(
                    "buffer",
                    8,
                    Kind::Handle {
                        ty: 9,
                        optional: false,
                    },
                ),
                m("offset", 16, Kind::Scalar(Scalar::U64)),
            ],
            specials: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m(
                    "buffer",
                    8,
                    Kind::Handle {
                        ty: 9,
                        optional: false,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkCmdDrawIndexed",
        id: 76,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCmdDrawIndexed",
            stype: None,
            size: 32,
            pod: false,
            padded: true,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m("indexCount", 8, Kind::Scalar(Scalar::U32)),
                m("instanceCount", 12, Kind::Scalar(Scalar::U32)),
                m("firstIndex", 16, Kind::Scalar(Scalar::U32)),
                m("vertexOffset", 20, Kind::Scalar(Scalar::I32)),
                m("firstInstance", 24, Kind::Scalar(Scalar::U32)),
                m("", 28, Kind::Pad(4)),
            ],
            specials: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m("", 28, Kind::Pad(4)),
            ],
        },
    },
    CommandDesc {
        name: "vkCmdDrawIndexedIndirect",
        id: 77,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCmdDrawIndexedIndirect",
            stype: None,
            size: 32,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m(
                    "buffer",
                    8,
                    Kind::Handle {
                        ty: 9,
                        optional: false,
                    },
                ),
                m("offset", 16, Kind::Scalar(Scalar::U64)),
                m("drawCount", 24, Kind::Scalar(Scalar::U32)),
                m("stride", 28, Kind::Scalar(Scalar::U32)),
            ],
            specials: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m(
                    "buffer",
                    8,
                    Kind::Handle {
                        ty: 9,
                        optional: false,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkCmdDrawIndexedIndirectCount",
        id: 78,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCmdDrawIndexedIndirectCount",
            stype: None,
            size: 48,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m(
                    "buffer",
                    8,
                    Kind::Handle {
                        ty: 9,
                        optional: false,
                    },
                ),
                m("offset", 16, Kind::Scalar(Scalar::U64)),
                m(
                    "countBuffer",
                    24,
                    Kind::Handle {
                        ty: 9,
                        optional: false,
                    },
                ),
                m("countBufferOffset", 32, Kind::Scalar(Scalar::U64)),
                m("maxDrawCount", 40, Kind::Scalar(Scalar::U32)),
                m("stride", 44, Kind::Scalar(Scalar::U32)),
            ],
            specials: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m(
                    "buffer",
                    8,
                    Kind::Handle {
                        ty: 9,
                        optional: false,
                    },
                ),
                m(
                    "countBuffer",
                    24,
                    Kind::Handle {
                        ty: 9,
                        optional: false,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkCmdDrawIndirect",
        id: 79,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCmdDrawIndirect",
            stype: None,
            size: 32,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m(
                    "buffer",
                    8,
                    Kind::Handle {
                        ty: 9,
                        optional: false,
                    },
                ),
                m("offset", 16, Kind::Scalar(Scalar::U64)),
                m("drawCount", 24, Kind::Scalar(Scalar::U32)),
                m("stride", 28, Kind::Scalar(Scalar::U32)),
            ],
            specials: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m(
                    "buffer",
                    8,
                    Kind::Handle {
                        ty: 9,
                        optional: false,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkCmdDrawIndirectByteCountEXT",
        id: 80,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCmdDrawIndirectByteCountEXT",
            stype: None,
            size: 40,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m("instanceCount", 8, Kind::Scalar(Scalar::U32)),
                m("firstInstance", 12, Kind::Scalar(Scalar::U32)),
                m(
                    "counterBuffer",
                    16,
                    Kind::Handle {
                        ty: 9,
                        optional: false,
                    },
                ),
                m("counterBufferOffset", 24, Kind::Scalar(Scalar::U64)),
                m("counterOffset", 32, Kind::Scalar(Scalar::U32)),
                m("vertexStride", 36, Kind::Scalar(Scalar::U32)),
            ],
            specials: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m(
                    "counterBuffer",
                    16,
                    Kind::Handle {
                        ty: 9,
                        optional: false,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkCmdDrawIndirectCount",
        id: 81,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCmdDrawIndirectCount",
            stype: None,
            size: 48,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m(
                    "buffer",
                    8,
                    Kind::Handle {
                        ty: 9,
                        optional: false,
                    },
                ),
                m("offset", 16, Kind::Scalar(Scalar::U64)),
                m(
                    "countBuffer",
                    24,
                    Kind::Handle {
                        ty: 9,
                        optional: false,
                    },
                ),
                m("countBufferOffset", 32, Kind::Scalar(Scalar::U64)),
                m("maxDrawCount", 40, Kind::Scalar(Scalar::U32)),
                m("stride", 44, Kind::Scalar(Scalar::U32)),
            ],
            specials: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m(
                    "buffer",
                    8,
                    Kind::Handle {
                        ty: 9,
                        optional: false,
                    },
                ),
                m(
                    "countBuffer",
                    24,
                    Kind::Handle {
                        ty: 9,
                        optional: false,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkCmdDrawMeshTasksEXT",
        id: 82,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCmdDrawMeshTasksEXT",
            stype: None,
            size: 24,
            pod: false,
            padded: true,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m("groupCountX", 8, Kind::Scalar(Scalar::U32)),
                m("groupCountY", 12, Kind::Scalar(Scalar::U32)),
                m("groupCountZ", 16, Kind::Scalar(Scalar::U32)),
                m("", 20, Kind::Pad(4)),
            ],
            specials: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m("", 20, Kind::Pad(4)),
            ],
        },
    },
    CommandDesc {
        name: "vkCmdDrawMeshTasksIndirectCountEXT",
        id: 83,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCmdDrawMeshTasksIndirectCountEXT",
            stype: None,
            size: 48,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m(
                    "buffer",
                    8,
                    Kind::Handle {
                        ty: 9,
                        optional: false,
                    },
                ),
                m("offset", 16, Kind::Scalar(Scalar::U64)),
                m(
                    "countBuffer",
                    24,
                    Kind::Handle {
                        ty: 9,
                        optional: false,
                    },
                ),
                m("countBufferOffset", 32, Kind::Scalar(Scalar::U64)),
                m("maxDrawCount", 40, Kind::Scalar(Scalar::U32)),
                m("stride", 44, Kind::Scalar(Scalar::U32)),
            ],
            specials: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m(
                    "buffer",
                    8,
                    Kind::Handle {
                        ty: 9,
                        optional: false,
                    },
                ),
                m(
                    "countBuffer",
                    24,
                    Kind::Handle {
                        ty: 9,
                        optional: false,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkCmdDrawMeshTasksIndirectCountNV",
        id: 84,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCmdDrawMeshTasksIndirectCountNV",
            stype: None,
            size: 48,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m(
                    "buffer",
                    8,
                    Kind::Handle {
                        ty: 9,
                        optional: false,
                    },
                ),
                m("offset", 16, Kind::Scalar(Scalar::U64)),
                m(
                    "countBuffer",
                    24,
                    Kind::Handle {
                        ty: 9,
                        optional: false,
                    },
                ),
                m("countBufferOffset", 32, Kind::Scalar(Scalar::U64)),
                m("maxDrawCount", 40, Kind::Scalar(Scalar::U32)),
                m("stride", 44, Kind::Scalar(Scalar::U32)),
            ],
            specials: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m(
                    "buffer",
                    8,
                    Kind::Handle {
                        ty: 9,
                        optional: false,
                    },
                ),
                m(
                    "countBuffer",
                    24,
                    Kind::Handle {
                        ty: 9,
                        optional: false,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkCmdDrawMeshTasksIndirectEXT",
        id: 85,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCmdDrawMeshTasksIndirectEXT",
            stype: None,
            size: 32,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m(
                    "buffer",
                    8,
                    Kind::Handle {
                        ty: 9,
                        optional: false,
                    },
                ),
                m("offset", 16, Kind::Scalar(Scalar::U64)),
                m("drawCount", 24, Kind::Scalar(Scalar::U32)),
                m("stride", 28, Kind::Scalar(Scalar::U32)),
            ],
            specials: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m(
                    "buffer",
                    8,
                    Kind::Handle {
                        ty: 9,
                        optional: false,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkCmdDrawMeshTasksIndirectNV",
        id: 86,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCmdDrawMeshTasksIndirectNV",
            stype: None,
            size: 32,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m(
                    "buffer",
                    8,
                    Kind::Handle {
                        ty: 9,
                        optional: false,
                    },
                ),
                m("offset", 16, Kind::Scalar(Scalar::U64)),
                m("drawCount", 24, Kind::Scalar(Scalar::U32)),
                m("stride", 28, Kind::Scalar(Scalar::U32)),
            ],
            specials: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m(
                    "buffer",
                    8,
                    Kind::Handle {
                        ty: 9,
                        optional: false,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkCmdDrawMeshTasksNV",
        id: 87,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCmdDrawMeshTasksNV",
            stype: None,
            size: 16,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m("taskCount", 8, Kind::Scalar(Scalar::U32)),
                m("firstTask", 12, Kind::Scalar(Scalar::U32)),
            ],
            specials: &[m(
                "commandBuffer",
                0,
                Kind::Handle {
                    ty: 6,
                    optional: false,
                },
            )],
        },
    },
    CommandDesc {
        name: "vkCmdDrawMultiEXT",
        id: 88,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCmdDrawMultiEXT",
            stype: None,
            size: 40,
            pod: false,
            padded: true,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m("drawCount", 8, Kind::Scalar(Scalar::U32)),
                m(
                    "pVertexInfo",
                    16,
                    Kind::Ptr {
                        elem: Elem::Struct(301),
                        len: Len::Member {
                            off: 8,
                            width: 4,
                            div: 1,
                        },
                        optional: false,
                    },
                ),
                m("instanceCount", 24, Kind::Scalar(Scalar::U32)),
                m("firstInstance", 28, Kind::Scalar(Scalar::U32)),
                m("stride", 32, Kind::Scalar(Scalar::U32)),
                m("", 12, Kind::Pad(4)),
                m("", 36, Kind::Pad(4)),
            ],
            specials: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m(
                    "pVertexInfo",
                    16,
                    Kind::Ptr {
                        elem: Elem::Struct(301),
                        len: Len::Member {
                            off: 8,
                            width: 4,
                            div: 1,
                        },
                        optional: false,
                    },
                ),
                m("", 12, Kind::Pad(4)),
                m("", 36, Kind::Pad(4)),
            ],
        },
    },
    CommandDesc {
        name: "vkCmdDrawMultiIndexedEXT",
        id: 89,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCmdDrawMultiIndexedEXT",
            stype: None,
            size: 48,
            pod: false,
            padded: true,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m("drawCount", 8, Kind::Scalar(Scalar::U32)),
                m(
                    "pIndexInfo",
                    16,
                    Kind::Ptr {
                        elem: Elem::Struct(300),
                        len: Len::Member {
                            off: 8,
                            width: 4,
                            div: 1,
                        },
                        optional: false,
                    },
                ),
                m("instanceCount", 24, Kind::Scalar(Scalar::U32)),
                m("firstInstance", 28, Kind::Scalar(Scalar::U32)),
                m("stride", 32, Kind::Scalar(Scalar::U32)),
                m(
                    "pVertexOffset",
                    40,
                    Kind::Ptr {
                        elem: Elem::Bytes(4),
                        len: Len::One,
                        optional: true,
                    },
                ),
                m("", 12, Kind::Pad(4)),
                m("", 36, Kind::Pad(4)),
            ],
            specials: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m(
                    "pIndexInfo",
                    16,
                    Kind::Ptr {
                        elem: Elem::Struct(300),
                        len: Len::Member {
                            off: 8,
                            width: 4,
                            div: 1,
                        },
                        optional: false,
                    },
                ),
                m(
                    "pVertexOffset",
                    40,
                    Kind::Ptr {
                        elem: Elem::Bytes(4),
                        len: Len::One,
                        optional: true,
                    },
                ),
                m("", 12, Kind::Pad(4)),
                m("", 36, Kind::Pad(4)),
            ],
        },
    },
    CommandDesc {
        name: "vkCmdEndConditionalRenderingEXT",
        id: 90,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCmdEndConditionalRenderingEXT",
            stype: None,
            size: 8,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[m(
                "commandBuffer",
                0,
                Kind::Handle {
                    ty: 6,
                    optional: false,
                },
            )],
            specials: &[m(
                "commandBuffer",
                0,
                Kind::Handle {
                    ty: 6,
                    optional: false,
                },
            )],
        },
    },
    CommandDesc {
        name: "vkCmdEndDebugUtilsLabelEXT",
        id: 91,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCmdEndDebugUtilsLabelEXT",
            stype: None,
            size: 8,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[m(
                "commandBuffer",
                0,
                Kind::Handle {
                    ty: 6,
                    optional: false,
                },
            )],
            specials: &[m(
                "commandBuffer",
                0,
                Kind::Handle {
                    ty: 6,
                    optional: false,
                },
            )],
        },
    },
    CommandDesc {
        name: "vkCmdEndQuery",
        id: 92,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCmdEndQuery",
            stype: None,
            size: 24,
            pod: false,
            padded: true,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m(
                    "queryPool",
                    8,
                    Kind::Handle {
                        ty: 12,
                        optional: false,
                    },
                ),
                m("query", 16, Kind::Scalar(Scalar::U32)),
                m("", 20, Kind::Pad(4)),
            ],
            specials: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m(
                    "queryPool",
                    8,
                    Kind::Handle {
                        ty: 12,
                        optional: false,
                    },
                ),
                m("", 20, Kind::Pad(4)),
            ],
        },
    },
    CommandDesc {
        name: "vkCmdEndQueryIndexedEXT",
        id: 93,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCmdEndQueryIndexedEXT",
            stype: None,
            size: 24,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m(
                    "queryPool",
                    8,
                    Kind::Handle {
                        ty: 12,
                        optional: false,
                    },
                ),
                m("query", 16, Kind::Scalar(Scalar::U32)),
                m("index", 20, Kind::Scalar(Scalar::U32)),
            ],
            specials: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m(
                    "queryPool",
                    8,
                    Kind::Handle {
                        ty: 12,
                        optional: false,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkCmdEndRenderPass",
        id: 94,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCmdEndRenderPass",
            stype: None,
            size: 8,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[m(
                "commandBuffer",
                0,
                Kind::Handle {
                    ty: 6,
                    optional: false,
                },
            )],
            specials: &[m(
                "commandBuffer",
                0,
                Kind::Handle {
                    ty: 6,
                    optional: false,
                },
            )],
        },
    },
    CommandDesc {
        name: "vkCmdEndRenderPass2",
        id: 95,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCmdEndRenderPass2",
            stype: None,
            size: 16,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m(
                    "pSubpassEndInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(701),
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
            specials: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m(
                    "pSubpassEndInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(701),
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkCmdEndRendering",
        id: 96,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCmdEndRendering",
            stype: None,
            size: 8,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[m(
                "commandBuffer",
                0,
                Kind::Handle {
                    ty: 6,
                    optional: false,
                },
            )],
            specials: &[m(
                "commandBuffer",
                0,
                Kind::Handle {
                    ty: 6,
                    optional: false,
                },
            )],
        },
    },
    CommandDesc {
        name: "vkCmdEndTransformFeedbackEXT",
        id: 97,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCmdEndTransformFeedbackEXT",
            stype: None,
            size: 32,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m("firstCounterBuffer", 8, Kind::Scalar(Scalar::U32)),
                m("counterBufferCount", 12, Kind::Scalar(Scalar::U32)),
                m(
                    "pCounterBuffers",
                    16,
                    Kind::Ptr {
                        elem: Elem::Handle(9),
                        len: Len::Member {
                            off: 12,
                            width: 4,
                            div: 1,
                        },
                        optional: false,
                    },
                ),
                m(
                    "pCounterBufferOffsets",
                    24,
                    Kind::Ptr {
                        elem: Elem::Bytes(8),
                        len: Len::Member {
                            off: 12,
                            width: 4,
                            div: 1,
                        },
                        optional: true,
                    },
                ),
            ],
            specials: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m(
                    "pCounterBuffers",
                    16,
                    Kind::Ptr {
                        elem: Elem::Handle(9),
                        len: Len::Member {
                            off: 12,
                            width: 4,
                            div: 1,
                        },
                        optional: false,
                    },
                ),
                m(
                    "pCounterBufferOffsets",
                    24,
                    Kind::Ptr {
                        elem: Elem::Bytes(8),
                        len: Len::Member {
                            off: 12,
                            width: 4,
                            div: 1,
                        },
                        optional: true,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkCmdExecuteCommands",
        id: 98,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCmdExecuteCommands",
            stype: None,
            size: 24,
            pod: false,
            padded: true,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m("commandBufferCount", 8, Kind::Scalar(Scalar::U32)),
                m(
                    "pCommandBuffers",
                    16,
                    Kind::Ptr {
                        elem: Elem::Handle(6),
                        len: Len::Member {
                            off: 8,
                            width: 4,
                            div: 1,
                        },
                        optional: false,
                    },
                ),
                m("", 12, Kind::Pad(4)),
            ],
            specials: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m(
                    "pCommandBuffers",
                    16,
                    Kind::Ptr {
                        elem: Elem::Handle(6),
                        len: Len::Member {
                            off: 8,
                            width: 4,
                            div: 1,
                        },
                        optional: false,
                    },
                ),
                m("", 12, Kind::Pad(4)),
            ],
        },
    },
    CommandDesc {
        name: "vkCmdExecuteGeneratedCommandsNV",
        id: 99,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCmdExecuteGeneratedCommandsNV",
            stype: None,
            size: 24,
            pod: false,
            padded: true,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m("isPreprocessed", 8, Kind::Scalar(Scalar::U32)),
                m(
                    "pGeneratedCommandsInfo",
                    16,
                    Kind::Ptr {
                        elem: Elem::Struct(219),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m("", 12, Kind::Pad(4)),
            ],
            specials: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m(
                    "pGeneratedCommandsInfo",
                    16,
                    Kind::Ptr {
                        elem: Elem::Struct(219),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m("", 12, Kind::Pad(4)),
            ],
        },
    },
    CommandDesc {
        name: "vkCmdFillBuffer",
        id: 100,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCmdFillBuffer",
            stype: None,
            size: 40,
            pod: false,
            padded: true,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m(
                    "dstBuffer",
                    8,
                    Kind::Handle {
                        ty: 9,
                        optional: false,
                    },
                ),
                m("dstOffset", 16, Kind::Scalar(Scalar::U64)),
                m("size", 24, Kind::Scalar(Scalar::U64)),
                m("data", 32, Kind::Scalar(Scalar::U32)),
                m("", 36, Kind::Pad(4)),
            ],
            specials: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m(
                    "dstBuffer",
                    8,
                    Kind::Handle {
                        ty: 9,
                        optional: false,
                    },
                ),
                m("", 36, Kind::Pad(4)),
            ],
        },
    },
    CommandDesc {
        name: "vkCmdInsertDebugUtilsLabelEXT",
        id: 101,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCmdInsertDebugUtilsLabelEXT",
            stype: None,
            size: 16,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m(
                    "pLabelInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(107),
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
            specials: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m(
                    "pLabelInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(107),
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkCmdNextSubpass",
        id: 102,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCmdNextSubpass",
            stype: None,
            size: 16,
            pod: false,
            padded: true,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m("contents", 8, Kind::Scalar(Scalar::I32)),
                m("", 12, Kind::Pad(4)),
            ],
            specials: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m("", 12, Kind::Pad(4)),
            ],
        },
    },
    CommandDesc {
        name: "vkCmdNextSubpass2",
        id: 103,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCmdNextSubpass2",
            stype: None,
            size: 24,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m(
                    "pSubpassBeginInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(695),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m(
                    "pSubpassEndInfo",
                    16,
                    Kind::Ptr {
                        elem: Elem::Struct(701),
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
            specials: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m(
                    "pSubpassBeginInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(695),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m(
                    "pSubpassEndInfo",
                    16,
                    Kind::Ptr {
                        elem: Elem::Struct(701),
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkCmdOpticalFlowExecuteNV",
        id: 104,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCmdOpticalFlowExecuteNV",
            stype: None,
            size: 24,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m(
                    "session",
                    8,
                    Kind::Handle {
                        ty: 1000464000,
                        optional: false,
                    },
                ),
                m(
                    "pExecuteInfo",
                    16,
                    Kind::Ptr {
                        elem: Elem::Struct(310),
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
            specials: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m(
                    "session",
                    8,
                    Kind::Handle {
                        ty: 1000464000,
                        optional: false,
                    },
                ),
                m(
                    "pExecuteInfo",
                    16,
                    Kind::Ptr {
                        elem: Elem::Struct(310),
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkCmdPipelineBarrier",
        id: 105,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCmdPipelineBarrier",
            stype: None,
            size: 64,
            pod: false,
            padded: true,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m("srcStageMask", 8, Kind::Scalar(Scalar::U32)),
                m("dstStageMask", 12, Kind::Scalar(Scalar::U32)),
                m("dependencyFlags", 16, Kind::Scalar(Scalar::U32)),
                m("memoryBarrierCount", 20, Kind::Scalar(Scalar::U32)),
                m(
                    "pMemoryBarriers",
                    24,
                    Kind::Ptr {
                        elem: Elem::Struct(280),
                        len: Len::Member {
                            off: 20,
                            width: 4,
                            div: 1,
                        },
                        optional: false,
                    },
                ),
                m("bufferMemoryBarrierCount", 32, Kind::Scalar(Scalar::U32)),
                m(
                    "pBufferMemoryBarriers",
                    40,
                    Kind::Ptr {
                        elem: Elem::Struct(57),
                        len: Len::Member {
                            off: 32,
                            width: 4,
                            div: 1,
                        },
                        optional: false,
                    },
                ),
                m("imageMemoryBarrierCount", 48, Kind::Scalar(Scalar::U32)),
                m(
                    "pImageMemoryBarriers",
                    56,
                    Kind::Ptr {
                        elem: Elem::Struct(245),
                        len: Len::Member {
                            off: 48,
                            width: 4,
                            div: 1,
                        },
                        optional: false,
                    },
                ),
                m("", 36, Kind::Pad(4)),
                m("", 52, Kind::Pad(4)),
            ],
            specials: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m(
                    "pMemoryBarriers",
                    24,
                    Kind::Ptr {
                        elem: Elem::Struct(280),
                        len: Len::Member {
                            off: 20,
                            width: 4,
                            div: 1,
                        },
                        optional: false,
                    },
                ),
                m(
                    "pBufferMemoryBarriers",
                    40,
                    Kind::Ptr {
                        elem: Elem::Struct(57),
                        len: Len::Member {
                            off: 32,
                            width: 4,
                            div: 1,
                        },
                        optional: false,
                    },
                ),
                m(
                    "pImageMemoryBarriers",
                    56,
                    Kind::Ptr {
                        elem: Elem::Struct(245),
                        len: Len::Member {
                            off: 48,
                            width: 4,
                            div: 1,
                        },
                        optional: false,
                    },
                ),
                m("", 36, Kind::Pad(4)),
                m("", 52, Kind::Pad(4)),
            ],
        },
    },
    CommandDesc {
        name: "vkCmdPipelineBarrier2",
        id: 106,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCmdPipelineBarrier2",
            stype: None,
            size: 16,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m(
                    "pDependencyInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(116),
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
            specials: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m(
                    "pDependencyInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(116),
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkCmdPreprocessGeneratedCommandsNV",
        id: 107,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCmdPreprocessGeneratedCommandsNV",
            stype: None,
            size: 16,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m(
                    "pGeneratedCommandsInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(219),
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
            specials: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m(
                    "pGeneratedCommandsInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(219),
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkCmdPushConstants",
        id: 108,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCmdPushConstants",
            stype: None,
            size: 40,
            pod: false,
            padded: true,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m(
                    "layout",
                    8,
                    Kind::Handle {
                        ty: 17,
                        optional: false,
                    },
                ),
                m("stageFlags", 16, Kind::Scalar(Scalar::U32)),
                m("offset", 20, Kind::Scalar(Scalar::U32)),
                m("size", 24, Kind::Scalar(Scalar::U32)),
                m(
                    "pValues",
                    32,
                    Kind::Ptr {
                        elem: Elem::Bytes(1),
                        len: Len::Member {
                            off: 24,
                            width: 4,
                            div: 1,
                        },
                        optional: false,
                    },
                ),
                m("", 28, Kind::Pad(4)),
            ],
            specials: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m(
                    "layout",
                    8,
                    Kind::Handle {
                        ty: 17,
                        optional: false,
                    },
                ),
                m(
                    "pValues",
                    32,
                    Kind::Ptr {
                        elem: Elem::Bytes(1),
                        len: Len::Member {
                            off: 24,
                            width: 4,
                            div: 1,
                        },
                        optional: false,
                    },
                ),
                m("", 28, Kind::Pad(4)),
            ],
        },
    },
    CommandDesc {
        name: "vkCmdPushDescriptorSetKHR",
        id: 109,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCmdPushDescriptorSetKHR",
            stype: None,
            size: 40,
            pod: false,
            padded: true,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m("pipelineBindPoint", 8, Kind::Scalar(Scalar::I32)),
                m(
                    "layout",
                    16,
                    Kind::Handle {
                        ty: 17,
                        optional: false,
                    },
                ),
                m("set", 24, Kind::Scalar(Scalar::U32)),
                m("descriptorWriteCount", 28, Kind::Scalar(Scalar::U32)),
                m(
                    "pDescriptorWrites",
                    32,
                    Kind::Ptr {
                        elem: Elem::Struct(743),
                        len: Len::Member {
                            off: 28,
                            width: 4,
                            div: 1,
                        },
                        optional: false,
                    },
                ),
                m("", 12, Kind::Pad(4)),
            ],
            specials: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m(
                    "layout",
                    16,
                    Kind::Handle {
                        ty: 17,
                        optional: false,
                    },
                ),
                m(
                    "pDescriptorWrites",
                    32,
                    Kind::Ptr {
                        elem: Elem::Struct(743),
                        len: Len::Member {
                            off: 28,
                            width: 4,
                            div: 1,
                        },
                        optional: false,
                    },
                ),
                m("", 12, Kind::Pad(4)),
            ],
        },
    },
    CommandDesc {
        name: "vkCmdPushDescriptorSetWithTemplateKHR",
        id: 110,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCmdPushDescriptorSetWithTemplateKHR",
            stype: None,
            size: 40,
            pod: false,
            padded: true,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m(
                    "descriptorUpdateTemplate",
                    8,
                    Kind::Handle {
                        ty: 1000085000,
                        optional: false,
                    },
                ),
                m(
                    "layout",
                    16,
                    Kind::Handle {
                        ty: 17,
                        optional: false,
                    },
                ),
                m("set", 24, Kind::Scalar(Scalar::U32)),
                m("pData", 32, Kind::TemplateData { template: 8 }),
                m("", 28, Kind::Pad(4)),
            ],
            specials: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m(
                    "descriptorUpdateTemplate",
                    8,
                    Kind::Handle {
                        ty: 1000085000,
                        optional: false,
                    },
                ),
                m(
                    "layout",
                    16,
                    Kind::Handle {
                        ty: 17,
                        optional: false,
                    },
                ),
                m("pData", 32, Kind::TemplateData { template: 8 }),
                m("", 28, Kind::Pad(4)),
            ],
        },
    },
    CommandDesc {
        name: "vkCmdResetEvent",
        id: 111,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCmdResetEvent",
            stype: None,
            size: 24,
            pod: false,
            padded: true,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m(
                    "event",
                    8,
                    Kind::Handle {
                        ty: 11,
                        optional: false,
                    },
                ),
                m("stageMask", 16, Kind::Scalar(Scalar::U32)),
                m("", 20, Kind::Pad(4)),
            ],
            specials: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m(
                    "event",
                    8,
                    Kind::Handle {
                        ty: 11,
                        optional: false,
                    },
                ),
                m("", 20, Kind::Pad(4)),
            ],
        },
    },
    CommandDesc {
        name: "vkCmdResetEvent2",
        id: 112,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCmdResetEvent2",
            stype: None,
            size: 24,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m(
                    "event",
                    8,
                    Kind::Handle {
                        ty: 11,
                        optional: false,
                    },
                ),
                m("stageMask", 16, Kind::Scalar(Scalar::U64)),
            ],
            specials: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m(
                    "event",
                    8,
                    Kind::Handle {
                        ty: 11,
                        optional: false,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkCmdResetQueryPool",
        id: 113,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCmdResetQueryPool",
            stype: None,
            size: 24,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m(
                    "queryPool",
                    8,
                    Kind::Handle {
                        ty: 12,
                        optional: false,
                    },
                ),
                m("firstQuery", 16, Kind::Scalar(Scalar::U32)),
                m("queryCount", 20, Kind::Scalar(Scalar::U32)),
            ],
            specials: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m(
                    "queryPool",
                    8,
                    Kind::Handle {
                        ty: 12,
                        optional: false,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkCmdResolveImage",
        id: 114,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCmdResolveImage",
            stype: None,
            size: 48,
            pod: false,
            padded: true,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m(
                    "srcImage",
                    8,
                    Kind::Handle {
                        ty: 10,
                        optional: false,
                    },
                ),
                m("srcImageLayout", 16, Kind::Scalar(Scalar::I32)),
                m(
                    "dstImage",
                    24,
                    Kind::Handle {
                        ty: 10,
                        optional: false,
                    },
                ),
                m("dstImageLayout", 32, Kind::Scalar(Scalar::I32)),
                m("regionCount", 36, Kind::Scalar(Scalar::U32)),
                m(
                    "pRegions",
                    40,
                    Kind::Ptr {
                        elem: Elem::Struct(249),
                        len: Len::Member {
                            off: 36,
                            width: 4,
                            div: 1,
                        },
                        optional: false,
                    },
                ),
                m("", 20, Kind::Pad(4)),
            ],
            specials: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m(
                    "srcImage",
                    8,
                    Kind::Handle {
                        ty: 10,
                        optional: false,
                    },
                ),
                m(
                    "dstImage",
                    24,
                    Kind::Handle {
                        ty: 10,
                        optional: false,
                    },
                ),
                m(
                    "pRegions",
                    40,
                    Kind::Ptr {
                        elem: Elem::Struct(249),
                        len: Len::Member {
                            off: 36,
                            width: 4,
                            div: 1,
                        },
                        optional: false,
                    },
                ),
                m("", 20, Kind::Pad(4)),
            ],
        },
    },
    CommandDesc {
        name: "vkCmdResolveImage2",
        id: 115,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCmdResolveImage2",
            stype: None,
            size: 16,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m(
                    "pResolveImageInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(654),
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
            specials: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m(
                    "pResolveImageInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(654),
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkCmdSetAlphaToCoverageEnableEXT",
        id: 116,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCmdSetAlphaToCoverageEnableEXT",
            stype: None,
            size: 16,
            pod: false,
            padded: true,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m("alphaToCoverageEnable", 8, Kind::Scalar(Scalar::U32)),
                m("", 12, Kind::Pad(4)),
            ],
            specials: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m("", 12, Kind::Pad(4)),
            ],
        },
    },
    CommandDesc {
        name: "vkCmdSetAlphaToOneEnableEXT",
        id: 117,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCmdSetAlphaToOneEnableEXT",
            stype: None,
            size: 16,
            pod: false,
            padded: true,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m("alphaToOneEnable", 8, Kind::Scalar(Scalar::U32)),
                m("", 12, Kind::Pad(4)),
            ],
            specials: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m("", 12, Kind::Pad(4)),
            ],
        },
    },
    CommandDesc {
        name: "vkCmdSetBlendConstants",
        id: 118,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCmdSetBlendConstants",
            stype: None,
            size: 16,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m(
                    "blendConstants",
                    8,
                    Kind::Ptr {
                        elem: Elem::Bytes(16),
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
            specials: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m(
                    "blendConstants",
                    8,
                    Kind::Ptr {
                        elem: Elem::Bytes(16),
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkCmdSetCheckpointNV",
        id: 119,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCmdSetCheckpointNV",
            stype: None,
            size: 16,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m("pCheckpointMarker", 8, Kind::Pod(8)),
            ],
            specials: &[m(
                "commandBuffer",
                0,
                Kind::Handle {
                    ty: 6,
                    optional: false,
                },
            )],
        },
    },
    CommandDesc {
        name: "vkCmdSetCoarseSampleOrderNV",
        id: 120,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCmdSetCoarseSampleOrderNV",
            stype: None,
            size: 24,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m("sampleOrderType", 8, Kind::Scalar(Scalar::I32)),
                m("customSampleOrderCount", 12, Kind::Scalar(Scalar::U32)),
                m(
                    "pCustomSampleOrders",
                    16,
                    Kind::Ptr {
                        elem: Elem::Struct(69),
                        len: Len::Member {
                            off: 12,
                            width: 4,
                            div: 1,
                        },
                        optional: false,
                    },
                ),
            ],
            specials: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m(
                    "pCustomSampleOrders",
                    16,
                    Kind::Ptr {
                        elem: Elem::Struct(69),
                        len: Len::Member {
                            off: 12,
                            width: 4,
                            div: 1,
                        },
                        optional: false,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkCmdSetColorBlendAdvancedEXT",
        id: 121,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCmdSetColorBlendAdvancedEXT",
            stype: None,
            size: 24,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m("firstAttachment", 8, Kind::Scalar(Scalar::U32)),
                m("attachmentCount", 12, Kind::Scalar(Scalar::U32)),
                m(
                    "pColorBlendAdvanced",
                    16,
                    Kind::Ptr {
                        elem: Elem::Struct(70),
                        len: Len::Member {
                            off: 12,
                            width: 4,
                            div: 1,
                        },
                        optional: false,
                    },
                ),
            ],
            specials: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m(
                    "pColorBlendAdvanced",
                    16,
                    Kind::Ptr {
                        elem: Elem::Struct(70),
                        len: Len::Member {
                            off: 12,
                            width: 4,
                            div: 1,
                        },
                        optional: false,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkCmdSetColorBlendEnableEXT",
        id: 122,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCmdSetColorBlendEnableEXT",
            stype: None,
            size: 24,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m("firstAttachment", 8, Kind::Scalar(Scalar::U32)),
                m("attachmentCount", 12, Kind::Scalar(Scalar::U32)),
                m(
                    "pColorBlendEnables",
                    16,
                    Kind::Ptr {
                        elem: Elem::Bytes(4),
                        len: Len::Member {
                            off: 12,
                            width: 4,
                            div: 1,
                        },
                        optional: false,
                    },
                ),
            ],
            specials: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m(
                    "pColorBlendEnables",
                    16,
                    Kind::Ptr {
                        elem: Elem::Bytes(4),
                        len: Len::Member {
                            off: 12,
                            width: 4,
                            div: 1,
                        },
                        optional: false,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkCmdSetColorBlendEquationEXT",
        id: 123,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCmdSetColorBlendEquationEXT",
            stype: None,
            size: 24,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m("firstAttachment", 8, Kind::Scalar(Scalar::U32)),
                m("attachmentCount", 12, Kind::Scalar(Scalar::U32)),
                m(
                    "pColorBlendEquations",
                    16,
                    Kind::Ptr {
                        elem: Elem::Struct(71),
                        len: Len::Member {
                            off: 12,
                            width: 4,
                            div: 1,
                        },
                        optional: false,
                    },
                ),
            ],
            specials: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m(
                    "pColorBlendEquations",
                    16,
                    Kind::Ptr {
                        elem: Elem::Struct(71),
                        len: Len::Member {
                            off: 12,
                            width: 4,
                            div: 1,
                        },
                        optional: false,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkCmdSetColorWriteEnableEXT",
        id: 124,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCmdSetColorWriteEnableEXT",
            stype: None,
            size: 24,
            pod: false,
            padded: true,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m("attachmentCount", 8, Kind::Scalar(Scalar::U32)),
                m(
                    "pColorWriteEnables",
                    16,
                    Kind::Ptr {
                        elem: Elem::Bytes(4),
                        len: Len::Member {
                            off: 8,
                            width: 4,
                            div: 1,
                        },
                        optional: false,
                    },
                ),
                m("", 12, Kind::Pad(4)),
            ],
            specials: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m(
                    "pColorWriteEnables",
                    16,
                    Kind::Ptr {
                        elem: Elem::Bytes(4),
                        len: Len::Member {
                            off: 8,
                            width: 4,
                            div: 1,
                        },
                        optional: false,
                    },
                ),
                m("", 12, Kind::Pad(4)),
            ],
        },
    },
    CommandDesc {
        name: "vkCmdSetColorWriteMaskEXT",
        id: 125,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCmdSetColorWriteMaskEXT",
            stype: None,
            size: 24,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m("firstAttachment", 8, Kind::Scalar(Scalar::U32)),
                m("attachmentCount", 12, Kind::Scalar(Scalar::U32)),
                m(
                    "pColorWriteMasks",
                    16,
                    Kind::Ptr {
                        elem: Elem::Bytes(4),
                        len: Len::Member {
                            off: 12,
                            width: 4,
                            div: 1,
                        },
                        optional: false,
                    },
                ),
            ],
            specials: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m(
                    "pColorWriteMasks",
                    16,
                    Kind::Ptr {
                        elem: Elem::Bytes(4),
                        len: Len::Member {
                            off: 12,
                            width: 4,
                            div: 1,
                        },
                        optional: false,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkCmdSetConservativeRasterizationModeEXT",
        id: 126,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCmdSetConservativeRasterizationModeEXT",
            stype: None,
            size: 16,
            pod: false,
            padded: true,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m(
                    "conservativeRasterizationMode",
                    8,
                    Kind::Scalar(Scalar::I32),
                ),
                m("", 12, Kind::Pad(4)),
            ],
            specials: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m("", 12, Kind::Pad(4)),
            ],
        },
    },
    CommandDesc {
        name: "vkCmdSetCoverageModulationModeNV",
        id: 127,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCmdSetCoverageModulationModeNV",
            stype: None,
            size: 16,
            pod: false,
            padded: true,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m("coverageModulationMode", 8, Kind::Scalar(Scalar::I32)),
                m("", 12, Kind::Pad(4)),
            ],
            specials: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m("", 12, Kind::Pad(4)),
            ],
        },
    },
    CommandDesc {
        name: "vkCmdSetCoverageModulationTableEnableNV",
        id: 128,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCmdSetCoverageModulationTableEnableNV",
            stype: None,
            size: 16,
            pod: false,
            padded: true,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m(
                    "coverageModulationTableEnable",
                    8,
                    Kind::Scalar(Scalar::U32),
                ),
                m("", 12, Kind::Pad(4)),
            ],
            specials: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m("", 12, Kind::Pad(4)),
            ],
        },
    },
    CommandDesc {
        name: "vkCmdSetCoverageModulationTableNV",
        id: 129,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCmdSetCoverageModulationTableNV",
            stype: None,
            size: 24,
            pod: false,
            padded: true,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m("coverageModulationTableCount", 8, Kind::Scalar(Scalar::U32)),
                m(
                    "pCoverageModulationTable",
                    16,
                    Kind::Ptr {
                        elem: Elem::Bytes(4),
                        len: Len::Member {
                            off: 8,
                            width: 4,
                            div: 1,
                        },
                        optional: false,
                    },
                ),
                m("", 12, Kind::Pad(4)),
            ],
            specials: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m(
                    "pCoverageModulationTable",
                    16,
                    Kind::Ptr {
                        elem: Elem::Bytes(4),
                        len: Len::Member {
                            off: 8,
                            width: 4,
                            div: 1,
                        },
                        optional: false,
                    },
                ),
                m("", 12, Kind::Pad(4)),
            ],
        },
    },
    CommandDesc {
        name: "vkCmdSetCoverageReductionModeNV",
        id: 130,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCmdSetCoverageReductionModeNV",
            stype: None,
            size: 16,
            pod: false,
            padded: true,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m("coverageReductionMode", 8, Kind::Scalar(Scalar::I32)),
                m("", 12, Kind::Pad(4)),
            ],
            specials: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m("", 12, Kind::Pad(4)),
            ],
        },
    },
    CommandDesc {
        name: "vkCmdSetCoverageToColorEnableNV",
        id: 131,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCmdSetCoverageToColorEnableNV",
            stype: None,
            size: 16,
            pod: false,
            padded: true,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m("coverageToColorEnable", 8, Kind::Scalar(Scalar::U32)),
                m("", 12, Kind::Pad(4)),
            ],
            specials: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m("", 12, Kind::Pad(4)),
            ],
        },
    },
    CommandDesc {
        name: "vkCmdSetCoverageToColorLocationNV",
        id: 132,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCmdSetCoverageToColorLocationNV",
            stype: None,
            size: 16,
            pod: false,
            padded: true,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m("coverageToColorLocation", 8, Kind::Scalar(Scalar::U32)),
                m("", 12, Kind::Pad(4)),
            ],
            specials: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m("", 12, Kind::Pad(4)),
            ],
        },
    },
    CommandDesc {
        name: "vkCmdSetCullMode",
        id: 133,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCmdSetCullMode",
            stype: None,
            size: 16,
            pod: false,
            padded: true,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m("cullMode", 8, Kind::Scalar(Scalar::U32)),
                m("", 12, Kind::Pad(4)),
            ],
            specials: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m("", 12, Kind::Pad(4)),
            ],
        },
    },
    CommandDesc {
        name: "vkCmdSetDepthBias",
        id: 134,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCmdSetDepthBias",
            stype: None,
            size: 24,
            pod: false,
            padded: true,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m("depthBiasConstantFactor", 8, Kind::Scalar(Scalar::F32)),
                m("depthBiasClamp", 12, Kind::Scalar(Scalar::F32)),
                m("depthBiasSlopeFactor", 16, Kind::Scalar(Scalar::F32)),
                m("", 20, Kind::Pad(4)),
            ],
            specials: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m("", 20, Kind::Pad(4)),
            ],
        },
    },
    CommandDesc {
        name: "vkCmdSetDepthBiasEnable",
        id: 135,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCmdSetDepthBiasEnable",
            stype: None,
            size: 16,
            pod: false,
            padded: true,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m("depthBiasEnable", 8, Kind::Scalar(Scalar::U32)),
                m("", 12, Kind::Pad(4)),
            ],
            specials: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m("", 12, Kind::Pad(4)),
            ],
        },
    },
    CommandDesc {
        name: "vkCmdSetDepthBounds",
        id: 136,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCmdSetDepthBounds",
            stype: None,
            size: 16,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m("minDepthBounds", 8, Kind::Scalar(Scalar::F32)),
                m("maxDepthBounds", 12, Kind::Scalar(Scalar::F32)),
            ],
            specials: &[m(
                "commandBuffer",
                0,
                Kind::Handle {
                    ty: 6,
                    optional: false,
                },
            )],
        },
    },
    CommandDesc {
        name: "vkCmdSetDepthBoundsTestEnable",
        id: 137,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCmdSetDepthBoundsTestEnable",
            stype: None,
            size: 16,
            pod: false,
            padded: true,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m("depthBoundsTestEnable", 8, Kind::Scalar(Scalar::U32)),
                m("", 12, Kind::Pad(4)),
            ],
            specials: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m("", 12, Kind::Pad(4)),
            ],
        },
    },
    CommandDesc {
        name: "vkCmdSetDepthClampEnableEXT",
        id: 138,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCmdSetDepthClampEnableEXT",
            stype: None,
            size: 16,
            pod: false,
            padded: true,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m("depthClampEnable", 8, Kind::Scalar(Scalar::U32)),
                m("", 12, Kind::Pad(4)),
            ],
            specials: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m("", 12, Kind::Pad(4)),
            ],
        },
    },
    CommandDesc {
        name: "vkCmdSetDepthClipEnableEXT",
        id: 139,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCmdSetDepthClipEnableEXT",
            stype: None,
            size: 16,
            pod: false,
            padded: true,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m("depthClipEnable", 8, Kind::Scalar(Scalar::U32)),
                m("", 12, Kind::Pad(4)),
            ],
            specials: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m("", 12, Kind::Pad(4)),
            ],
        },
    },
    CommandDesc {
        name: "vkCmdSetDepthClipNegativeOneToOneEXT",
        id: 140,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCmdSetDepthClipNegativeOneToOneEXT",
            stype: None,
            size: 16,
            pod: false,
            padded: true,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m("negativeOneToOne", 8, Kind::Scalar(Scalar::U32)),
                m("", 12, Kind::Pad(4)),
            ],
            specials: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m("", 12, Kind::Pad(4)),
            ],
        },
    },
    CommandDesc {
        name: "vkCmdSetDepthCompareOp",
        id: 141,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCmdSetDepthCompareOp",
            stype: None,
            size: 16,
            pod: false,
            padded: true,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m("depthCompareOp", 8, Kind::Scalar(Scalar::I32)),
                m("", 12, Kind::Pad(4)),
            ],
            specials: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m("", 12, Kind::Pad(4)),
            ],
        },
    },
    CommandDesc {
        name: "vkCmdSetDepthTestEnable",
        id: 142,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCmdSetDepthTestEnable",
            stype: None,
            size: 16,
            pod: false,
            padded: true,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m("depthTestEnable", 8, Kind::Scalar(Scalar::U32)),
                m("", 12, Kind::Pad(4)),
            ],
            specials: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m("", 12, Kind::Pad(4)),
            ],
        },
    },
    CommandDesc {
        name: "vkCmdSetDepthWriteEnable",
        id: 143,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCmdSetDepthWriteEnable",
            stype: None,
            size: 16,
            pod: false,
            padded: true,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m("depthWriteEnable", 8, Kind::Scalar(Scalar::U32)),
                m("", 12, Kind::Pad(4)),
            ],
            specials: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m("", 12, Kind::Pad(4)),
            ],
        },
    },
    CommandDesc {
        name: "vkCmdSetDescriptorBufferOffsetsEXT",
        id: 144,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCmdSetDescriptorBufferOffsetsEXT",
            stype: None,
            size: 48,
            pod: false,
            padded: true,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m("pipelineBindPoint", 8, Kind::Scalar(Scalar::I32)),
                m(
                    "layout",
                    16,
                    Kind::Handle {
                        ty: 17,
                        optional: false,
                    },
                ),
                m("firstSet", 24, Kind::Scalar(Scalar::U32)),
                m("setCount", 28, Kind::Scalar(Scalar::U32)),
                m(
                    "pBufferIndices",
                    32,
                    Kind::Ptr {
                        elem: Elem::Bytes(4),
                        len: Len::Member {
                            off: 28,
                            width: 4,
                            div: 1,
                        },
                        optional: false,
                    },
                ),
                m(
                    "pOffsets",
                    40,
                    Kind::Ptr {
                        elem: Elem::Bytes(8),
                        len: Len::Member {
                            off: 28,
                            width: 4,
                            div: 1,
                        },
                        optional: false,
                    },
                ),
                m("", 12, Kind::Pad(4)),
            ],
            specials: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m(
                    "layout",
                    16,
                    Kind::Handle {
                        ty: 17,
                        optional: false,
                    },
                ),
                m(
                    "pBufferIndices",
                    32,
                    Kind::Ptr {
                        elem: Elem::Bytes(4),
                        len: Len::Member {
                            off: 28,
                            width: 4,
                            div: 1,
                        },
                        optional: false,
                    },
                ),
                m(
                    "pOffsets",
                    40,
                    Kind::Ptr {
                        elem: Elem::Bytes(8),
                        len: Len::Member {
                            off: 28,
                            width: 4,
                            div: 1,
                        },
                        optional: false,
                    },
                ),
                m("", 12, Kind::Pad(4)),
            ],
        },
    },
    CommandDesc {
        name: "vkCmdSetDeviceMask",
        id: 145,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCmdSetDeviceMask",
            stype: None,
            size: 16,
            pod: false,
            padded: true,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m("deviceMask", 8, Kind::Scalar(Scalar::U32)),
                m("", 12, Kind::Pad(4)),
            ],
            specials: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m("", 12, Kind::Pad(4)),
            ],
        },
    },
    CommandDesc {
        name: "vkCmdSetDiscardRectangleEXT",
        id: 146,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCmdSetDiscardRectangleEXT",
            stype: None,
            size: 24,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m("firstDiscardRectangle", 8, Kind::Scalar(Scalar::U32)),
                m("discardRectangleCount", 12, Kind::Scalar(Scalar::U32)),
                m(
                    "pDiscardRectangles",
                    16,
                    Kind::Ptr {
                        elem: Elem::Struct(632),
                        len: Len::Member {
                            off: 12,
                            width: 4,
                            div: 1,
                        },
                        optional: false,
                    },
                ),
            ],
            specials: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m(
                    "pDiscardRectangles",
                    16,
                    Kind::Ptr {
                        elem: Elem::Struct(632),
                        len: Len::Member {
                            off: 12,
                            width: 4,
                            div: 1,
                        },
                        optional: false,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkCmdSetEvent",
        id: 147,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCmdSetEvent",
            stype: None,
            size: 24,
            pod: false,
            padded: true,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m(
                    "event",
                    8,
                    Kind::Handle {
                        ty: 11,
                        optional: false,
                    },
                ),
                m("stageMask", 16, Kind::Scalar(Scalar::U32)),
                m("", 20, Kind::Pad(4)),
            ],
            specials: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m(
                    "event",
                    8,
                    Kind::Handle {
                        ty: 11,
                        optional: false,
                    },
                ),
                m("", 20, Kind::Pad(4)),
            ],
        },
    },
    CommandDesc {
        name: "vkCmdSetEvent2",
        id: 148,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCmdSetEvent2",
            stype: None,
            size: 24,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m(
                    "event",
                    8,
                    Kind::Handle {
                        ty: 11,
                        optional: false,
                    },
                ),
                m(
                    "pDependencyInfo",
                    16,
                    Kind::Ptr {
                        elem: Elem::Struct(116),
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
            specials: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m(
                    "event",
                    8,
                    Kind::Handle {
                        ty: 11,
                        optional: false,
                    },
                ),
                m(
                    "pDependencyInfo",
                    16,
                    Kind::Ptr {
                        elem: Elem::Struct(116),
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkCmdSetExclusiveScissorNV",
        id: 149,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCmdSetExclusiveScissorNV",
            stype: None,
            size: 24,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m("firstExclusiveScissor", 8, Kind::Scalar(Scalar::U32)),
                m("exclusiveScissorCount", 12, Kind::Scalar(Scalar::U32)),
                m(
                    "pExclusiveScissors",
                    16,
                    Kind::Ptr {
                        elem: Elem::Struct(632),
                        len: Len::Member {
                            off: 12,
                            width: 4,
                            div: 1,
                        },
                        optional: false,
                    },
                ),
            ],
            specials: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m(
                    "pExclusiveScissors",
                    16,
                    Kind::Ptr {
                        elem: Elem::Struct(632),
                        len: Len::Member {
                            off: 12,
                            width: 4,
                            div: 1,
                        },
                        optional: false,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkCmdSetExtraPrimitiveOverestimationSizeEXT",
        id: 150,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCmdSetExtraPrimitiveOverestimationSizeEXT",
            stype: None,
            size: 16,
            pod: false,
            padded: true,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m(
                    "extraPrimitiveOverestimationSize",
                    8,
                    Kind::Scalar(Scalar::F32),
                ),
                m("", 12, Kind::Pad(4)),
            ],
            specials: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m("", 12, Kind::Pad(4)),
            ],
        },
    },
    CommandDesc {
        name: "vkCmdSetFragmentShadingRateEnumNV",
        id: 151,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCmdSetFragmentShadingRateEnumNV",
            stype: None,
            size: 24,
            pod: false,
            padded: true,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m("shadingRate", 8, Kind::Scalar(Scalar::I32)),
                m(
                    "combinerOps",
                    16,
                    Kind::Ptr {
                        elem: Elem::Bytes(8),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m("", 12, Kind::Pad(4)),
            ],
            specials: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m(
                    "combinerOps",
                    16,
                    Kind::Ptr {
                        elem: Elem::Bytes(8),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m("", 12, Kind::Pad(4)),
            ],
        },
    },
    CommandDesc {
        name: "vkCmdSetFragmentShadingRateKHR",
        id: 152,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCmdSetFragmentShadingRateKHR",
            stype: None,
            size: 24,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m(
                    "pFragmentSize",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(197),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m(
                    "combinerOps",
                    16,
                    Kind::Ptr {
                        elem: Elem::Bytes(8),
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
            specials: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m(
                    "pFragmentSize",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(197),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m(
                    "combinerOps",
                    16,
                    Kind::Ptr {
                        elem: Elem::Bytes(8),
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkCmdSetFrontFace",
        id: 153,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCmdSetFrontFace",
            stype: None,
            size: 16,
            pod: false,
            padded: true,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m("frontFace", 8, Kind::Scalar(Scalar::I32)),
                m("", 12, Kind::Pad(4)),
            ],
            specials: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m("", 12, Kind::Pad(4)),
            ],
        },
    },
    CommandDesc {
        name: "vkCmdSetLineRasterizationModeEXT",
        id: 154,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCmdSetLineRasterizationModeEXT",
            stype: None,
            size: 16,
            pod: false,
            padded: true,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m("lineRasterizationMode", 8, Kind::Scalar(Scalar::I32)),
                m("", 12, Kind::Pad(4)),
            ],
            specials: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m("", 12, Kind::Pad(4)),
            ],
        },
    },
    CommandDesc {
        name: "vkCmdSetLineStippleEXT",
        id: 155,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCmdSetLineStippleEXT",
            stype: None,
            size: 16,
            pod: false,
            padded: true,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m("lineStippleFactor", 8, Kind::Scalar(Scalar::U32)),
                m("lineStipplePattern", 12, Kind::Scalar(Scalar::U16)),
                m("", 14, Kind::Pad(2)),
            ],
            specials: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m("", 14, Kind::Pad(2)),
            ],
        },
    },
    CommandDesc {
        name: "vkCmdSetLineStippleEnableEXT",
        id: 156,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCmdSetLineStippleEnableEXT",
            stype: None,
            size: 16,
            pod: false,
            padded: true,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m("stippledLineEnable", 8, Kind::Scalar(Scalar::U32)),
                m("", 12, Kind::Pad(4)),
            ],
            specials: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m("", 12, Kind::Pad(4)),
            ],
        },
    },
    CommandDesc {
        name: "vkCmdSetLineWidth",
        id: 157,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCmdSetLineWidth",
            stype: None,
            size: 16,
            pod: false,
            padded: true,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m("lineWidth", 8, Kind::Scalar(Scalar::F32)),
                m("", 12, Kind::Pad(4)),
            ],
            specials: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m("", 12, Kind::Pad(4)),
            ],
        },
    },
    CommandDesc {
        name: "vkCmdSetLogicOpEXT",
        id: 158,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCmdSetLogicOpEXT",
            stype: None,
            size: 16,
            pod: false,
            padded: true,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m("logicOp", 8, Kind::Scalar(Scalar::I32)),
                m("", 12, Kind::Pad(4)),
            ],
            specials: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m("", 12, Kind::Pad(4)),
            ],
        },
    },
    CommandDesc {
        name: "vkCmdSetLogicOpEnableEXT",
        id: 159,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCmdSetLogicOpEnableEXT",
            stype: None,
            size: 16,
            pod: false,
            padded: true,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m("logicOpEnable", 8, Kind::Scalar(Scalar::U32)),
                m("", 12, Kind::Pad(4)),
            ],
            specials: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m("", 12, Kind::Pad(4)),
            ],
        },
    },
    CommandDesc {
        name: "vkCmdSetPatchControlPointsEXT",
        id: 160,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCmdSetPatchControlPointsEXT",
            stype: None,
            size: 16,
            pod: false,
            padded: true,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m("patchControlPoints", 8, Kind::Scalar(Scalar::U32)),
                m("", 12, Kind::Pad(4)),
            ],
            specials: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m("", 12, Kind::Pad(4)),
            ],
        },
    },
    CommandDesc {
        name: "vkCmdSetPerformanceMarkerINTEL",
        id: 161,
        ret: Ret::Result,
        reply: true,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCmdSetPerformanceMarkerINTEL",
            stype: None,
            size: 16,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m(
                    "pMarkerInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(319),
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
            specials: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m(
                    "pMarkerInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(319),
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkCmdSetPerformanceOverrideINTEL",
        id: 162,
        ret: Ret::Result,
        reply: true,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCmdSetPerformanceOverrideINTEL",
            stype: None,
            size: 16,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m(
                    "pOverrideInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(320),
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
            specials: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m(
                    "pOverrideInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(320),
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkCmdSetPerformanceStreamMarkerINTEL",
        id: 163,
        ret: Ret::Result,
        reply: true,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCmdSetPerformanceStreamMarkerINTEL",
            stype: None,
            size: 16,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m(
                    "pMarkerInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(322),
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
            specials: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m(
                    "pMarkerInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(322),
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkCmdSetPolygonModeEXT",
        id: 164,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCmdSetPolygonModeEXT",
            stype: None,
            size: 16,
            pod: false,
            padded: true,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m("polygonMode", 8, Kind::Scalar(Scalar::I32)),
                m("", 12, Kind::Pad(4)),
            ],
            specials: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m("", 12, Kind::Pad(4)),
            ],
        },
    },
    CommandDesc {
        name: "vkCmdSetPrimitiveRestartEnable",
        id: 165,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCmdSetPrimitiveRestartEnable",
            stype: None,
            size: 16,
            pod: false,
            padded: true,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m("primitiveRestartEnable", 8, Kind::Scalar(Scalar::U32)),
                m("", 12, Kind::Pad(4)),
            ],
            specials: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m("", 12, Kind::Pad(4)),
            ],
        },
    },
    CommandDesc {
        name: "vkCmdSetPrimitiveTopology",
        id: 166,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCmdSetPrimitiveTopology",
            stype: None,
            size: 16,
            pod: false,
            padded: true,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m("primitiveTopology", 8, Kind::Scalar(Scalar::I32)),
                m("", 12, Kind::Pad(4)),
            ],
            specials: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m("", 12, Kind::Pad(4)),
            ],
        },
    },
    CommandDesc {
        name: "vkCmdSetProvokingVertexModeEXT",
        id: 167,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCmdSetProvokingVertexModeEXT",
            stype: None,
            size: 16,
            pod: false,
            padded: true,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m("provokingVertexMode", 8, Kind::Scalar(Scalar::I32)),
                m("", 12, Kind::Pad(4)),
            ],
            specials: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m("", 12, Kind::Pad(4)),
            ],
        },
    },
    CommandDesc {
        name: "vkCmdSetRasterizationSamplesEXT",
        id: 168,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCmdSetRasterizationSamplesEXT",
            stype: None,
            size: 16,
            pod: false,
            padded: true,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m("rasterizationSamples", 8, Kind::Scalar(Scalar::I32)),
                m("", 12, Kind::Pad(4)),
            ],
            specials: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m("", 12, Kind::Pad(4)),
            ],
        },
    },
    CommandDesc {
        name: "vkCmdSetRasterizationStreamEXT",
        id: 169,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCmdSetRasterizationStreamEXT",
            stype: None,
            size: 16,
            pod: false,
            padded: true,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m("rasterizationStream", 8, Kind::Scalar(Scalar::U32)),
                m("", 12, Kind::Pad(4)),
            ],
            specials: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m("", 12, Kind::Pad(4)),
            ],
        },
    },
    CommandDesc {
        name: "vkCmdSetRasterizerDiscardEnable",
        id: 170,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCmdSetRasterizerDiscardEnable",
            stype: None,
            size: 16,
            pod: false,
            padded: true,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m("rasterizerDiscardEnable", 8, Kind::Scalar(Scalar::U32)),
                m("", 12, Kind::Pad(4)),
            ],
            specials: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m("", 12, Kind::Pad(4)),
            ],
        },
    },
    CommandDesc {
        name: "vkCmdSetRayTracingPipelineStackSizeKHR",
        id: 171,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCmdSetRayTracingPipelineStackSizeKHR",
            stype: None,
            size: 16,
            pod: false,
            padded: true,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m("pipelineStackSize", 8, Kind::Scalar(Scalar::U32)),
                m("", 12, Kind::Pad(4)),
            ],
            specials: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m("", 12, Kind::Pad(4)),
            ],
        },
    },
    CommandDesc {
        name: "vkCmdSetRepresentativeFragmentTestEnableNV",
        id: 172,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCmdSetRepresentativeFragmentTestEnableNV",
            stype: None,
            size: 16,
            pod: false,
            padded: true,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m(
                    "representativeFragmentTestEnable",
                    8,
                    Kind::Scalar(Scalar::U32),
                ),
                m("", 12, Kind::Pad(4)),
            ],
            specials: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m("", 12, Kind::Pad(4)),
            ],
        },
    },
    CommandDesc {
        name: "vkCmdSetSampleLocationsEXT",
        id: 173,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCmdSetSampleLocationsEXT",
            stype: None,
            size: 16,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m(
                    "pSampleLocationsInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(657),
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
            specials: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m(
                    "pSampleLocationsInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(657),
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkCmdSetSampleLocationsEnableEXT",
        id: 174,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCmdSetSampleLocationsEnableEXT",
            stype: None,
            size: 16,
            pod: false,
            padded: true,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m("sampleLocationsEnable", 8, Kind::Scalar(Scalar::U32)),
                m("", 12, Kind::Pad(4)),
            ],
            specials: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m("", 12, Kind::Pad(4)),
            ],
        },
    },
    CommandDesc {
        name: "vkCmdSetSampleMaskEXT",
        id: 175,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCmdSetSampleMaskEXT",
            stype: None,
            size: 24,
            pod: false,
            padded: true,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m("samples", 8, Kind::Scalar(Scalar::I32)),
                m(
                    "pSampleMask",
                    16,
                    Kind::Ptr {
                        elem: Elem::Bytes(4),
                        len: Len::SampleMask { off: 8 },
                        optional: false,
                    },
                ),
                m("", 12, Kind::Pad(4)),
            ],
            specials: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m(
                    "pSampleMask",
                    16,
                    Kind::Ptr {
                        elem: Elem::Bytes(4),
                        len: Len::SampleMask { off: 8 },
                        optional: false,
                    },
                ),
                m("", 12, Kind::Pad(4)),
            ],
        },
    },
    CommandDesc {
        name: "vkCmdSetScissor",
        id: 176,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCmdSetScissor",
            stype: None,
            size: 24,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m("firstScissor", 8, Kind::Scalar(Scalar::U32)),
                m("scissorCount", 12, Kind::Scalar(Scalar::U32)),
                m(
                    "pScissors",
                    16,
                    Kind::Ptr {
                        elem: Elem::Struct(632),
                        len: Len::Member {
                            off: 12,
                            width: 4,
                            div: 1,
                        },
                        optional: false,
                    },
                ),
            ],
            specials: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m(
                    "pScissors",
                    16,
                    Kind::Ptr {
                        elem: Elem::Struct(632),
                        len: Len::Member {
                            off: 12,
                            width: 4,
                            div: 1,
                        },
                        optional: false,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkCmdSetScissorWithCount",
        id: 177,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCmdSetScissorWithCount",
            stype: None,
            size: 24,
            pod: false,
            padded: true,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m("scissorCount", 8, Kind::Scalar(Scalar::U32)),
                m(
                    "pScissors",
                    16,
                    Kind::Ptr {
                        elem: Elem::Struct(632),
                        len: Len::Member {
                            off: 8,
                            width: 4,
                            div: 1,
                        },
                        optional: false,
                    },
                ),
                m("", 12, Kind::Pad(4)),
            ],
            specials: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m(
                    "pScissors",
                    16,
                    Kind::Ptr {
                        elem: Elem::Struct(632),
                        len: Len::Member {
                            off: 8,
                            width: 4,
                            div: 1,
                        },
                        optional: false,
                    },
                ),
                m("", 12, Kind::Pad(4)),
            ],
        },
    },
    CommandDesc {
        name: "vkCmdSetShadingRateImageEnableNV",
        id: 178,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCmdSetShadingRateImageEnableNV",
            stype: None,
            size: 16,
            pod: false,
            padded: true,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m("shadingRateImageEnable", 8, Kind::Scalar(Scalar::U32)),
                m("", 12, Kind::Pad(4)),
            ],
            specials: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m("", 12, Kind::Pad(4)),
            ],
        },
    },
    CommandDesc {
        name: "vkCmdSetStencilCompareMask",
        id: 179,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCmdSetStencilCompareMask",
            stype: None,
            size: 16,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m("faceMask", 8, Kind::Scalar(Scalar::U32)),
                m("compareMask", 12, Kind::Scalar(Scalar::U32)),
            ],
            specials: &[m(
                "commandBuffer",
                0,
                Kind::Handle {
                    ty: 6,
                    optional: false,
                },
            )],
        },
    },
    CommandDesc {
        name: "vkCmdSetStencilOp",
        id: 180,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCmdSetStencilOp",
            stype: None,
            size: 32,
            pod: false,
            padded: true,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m("faceMask", 8, Kind::Scalar(Scalar::U32)),
                m("failOp", 12, Kind::Scalar(Scalar::I32)),
                m("passOp", 16, Kind::Scalar(Scalar::I32)),
                m("depthFailOp", 20, Kind::Scalar(Scalar::I32)),
                m("compareOp", 24, Kind::Scalar(Scalar::I32)),
                m("", 28, Kind::Pad(4)),
            ],
            specials: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m("", 28, Kind::Pad(4)),
            ],
        },
    },
    CommandDesc {
        name: "vkCmdSetStencilReference",
        id: 181,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCmdSetStencilReference",
            stype: None,
            size: 16,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m("faceMask", 8, Kind::Scalar(Scalar::U32)),
                m("reference", 12, Kind::Scalar(Scalar::U32)),
            ],
            specials: &[m(
                "commandBuffer",
                0,
                Kind::Handle {
                    ty: 6,
                    optional: false,
                },
            )],
        },
    },
    CommandDesc {
        name: "vkCmdSetStencilTestEnable",
        id: 182,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCmdSetStencilTestEnable",
            stype: None,
            size: 16,
            pod: false,
            padded: true,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m("stencilTestEnable", 8, Kind::Scalar(Scalar::U32)),
                m("", 12, Kind::Pad(4)),
            ],
            specials: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m("", 12, Kind::Pad(4)),
            ],
        },
    },
    CommandDesc {
        name: "vkCmdSetStencilWriteMask",
        id: 183,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCmdSetStencilWriteMask",
            stype: None,
            size: 16,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m("faceMask", 8, Kind::Scalar(Scalar::U32)),
                m("writeMask", 12, Kind::Scalar(Scalar::U32)),
            ],
            specials: &[m(
                "commandBuffer",
                0,
                Kind::Handle {
                    ty: 6,
                    optional: false,
                },
            )],
        },
    },
    CommandDesc {
        name: "vkCmdSetTessellationDomainOriginEXT",
        id: 184,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCmdSetTessellationDomainOriginEXT",
            stype: None,
            size: 16,
            pod: false,
            padded: true,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m("domainOrigin", 8, Kind::Scalar(Scalar::I32)),
                m("", 12, Kind::Pad(4)),
            ],
            specials: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m("", 12, Kind::Pad(4)),
            ],
        },
    },
    CommandDesc {
        name: "vkCmdSetVertexInputEXT",
        id: 185,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCmdSetVertexInputEXT",
            stype: None,
            size: 40,
            pod: false,
            padded: true,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m(
                    "vertexBindingDescriptionCount",
                    8,
                    Kind::Scalar(Scalar::U32),
                ),
                m(
                    "pVertexBindingDescriptions",
                    16,
                    Kind::Ptr {
                        elem: Elem::Struct(738),
                        len: Len::Member {
                            off: 8,
                            width: 4,
                            div: 1,
                        },
                        optional: false,
                    },
                ),
                m(
                    "vertexAttributeDescriptionCount",
                    24,
                    Kind::Scalar(Scalar::U32),
                ),
                m(
                    "pVertexAttributeDescriptions",
                    32,
                    Kind::Ptr {
                        elem: Elem::Struct(736),
                        len: Len::Member {
                            off: 24,
                            width: 4,
                            div: 1,
                        },
                        optional: false,
                    },
                ),
                m("", 12, Kind::Pad(4)),
                m("", 28, Kind::Pad(4)),
            ],
            specials: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m(
                    "pVertexBindingDescriptions",
                    16,
                    Kind::Ptr {
                        elem: Elem::Struct(738),
                        len: Len::Member {
                            off: 8,
                            width: 4,
                            div: 1,
                        },
                        optional: false,
                    },
                ),
                m(
                    "pVertexAttributeDescriptions",
                    32,
                    Kind::Ptr {
                        elem: Elem::Struct(736),
                        len: Len::Member {
                            off: 24,
                            width: 4,
                            div: 1,
                        },
                        optional: false,
                    },
                ),
                m("", 12, Kind::Pad(4)),
                m("", 28, Kind::Pad(4)),
            ],
        },
    },
    CommandDesc {
        name: "vkCmdSetViewport",
        id: 186,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCmdSetViewport",
            stype: None,
            size: 24,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m("firstViewport", 8, Kind::Scalar(Scalar::U32)),
                m("viewportCount", 12, Kind::Scalar(Scalar::U32)),
                m(
                    "pViewports",
                    16,
                    Kind::Ptr {
                        elem: Elem::Struct(740),
                        len: Len::Member {
                            off: 12,
                            width: 4,
                            div: 1,
                        },
                        optional: false,
                    },
                ),
            ],
            specials: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m(
                    "pViewports",
                    16,
                    Kind::Ptr {
                        elem: Elem::Struct(740),
                        len: Len::Member {
                            off: 12,
                            width: 4,
                            div: 1,
                        },
                        optional: false,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkCmdSetViewportShadingRatePaletteNV",
        id: 187,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCmdSetViewportShadingRatePaletteNV",
            stype: None,
            size: 24,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m("firstViewport", 8, Kind::Scalar(Scalar::U32)),
                m("viewportCount", 12, Kind::Scalar(Scalar::U32)),
                m(
                    "pShadingRatePalettes",
                    16,
                    Kind::Ptr {
                        elem: Elem::Struct(678),
                        len: Len::Member {
                            off: 12,
                            width: 4,
                            div: 1,
                        },
                        optional: false,
                    },
                ),
            ],
            specials: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m(
                    "pShadingRatePalettes",
                    16,
                    Kind::Ptr {
                        elem: Elem::Struct(678),
                        len: Len::Member {
                            off: 12,
                            width: 4,
                            div: 1,
                        },
                        optional: false,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkCmdSetViewportSwizzleNV",
        id: 188,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCmdSetViewportSwizzleNV",
            stype: None,
            size: 24,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m("firstViewport", 8, Kind::Scalar(Scalar::U32)),
                m("viewportCount", 12, Kind::Scalar(Scalar::U32)),
                m(
                    "pViewportSwizzles",
                    16,
                    Kind::Ptr {
                        elem: Elem::Struct(741),
                        len: Len::Member {
                            off: 12,
                            width: 4,
                            div: 1,
                        },
                        optional: false,
                    },
                ),
            ],
            specials: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m(
                    "pViewportSwizzles",
                    16,
                    Kind::Ptr {
                        elem: Elem::Struct(741),
                        len: Len::Member {
                            off: 12,
                            width: 4,
                            div: 1,
                        },
                        optional: false,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkCmdSetViewportWScalingEnableNV",
        id: 189,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCmdSetViewportWScalingEnableNV",
            stype: None,
            size: 16,
            pod: false,
            padded: true,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m("viewportWScalingEnable", 8, Kind::Scalar(Scalar::U32)),
                m("", 12, Kind::Pad(4)),
            ],
            specials: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m("", 12, Kind::Pad(4)),
            ],
        },
    },
    CommandDesc {
        name: "vkCmdSetViewportWScalingNV",
        id: 190,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCmdSetViewportWScalingNV",
            stype: None,
            size: 24,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m("firstViewport", 8, Kind::Scalar(Scalar::U32)),
                m("viewportCount", 12, Kind::Scalar(Scalar::U32)),
                m(
                    "pViewportWScalings",
                    16,
                    Kind::Ptr {
                        elem: Elem::Struct(742),
                        len: Len::Member {
                            off: 12,
                            width: 4,
                            div: 1,
                        },
                        optional: false,
                    },
                ),
            ],
            specials: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m(
                    "pViewportWScalings",
                    16,
                    Kind::Ptr {
                        elem: Elem::Struct(742),
                        len: Len::Member {
                            off: 12,
                            width: 4,
                            div: 1,
                        },
                        optional: false,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkCmdSetViewportWithCount",
        id: 191,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCmdSetViewportWithCount",
            stype: None,
            size: 24,
            pod: false,
            padded: true,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m("viewportCount", 8, Kind::Scalar(Scalar::U32)),
                m(
                    "pViewports",
                    16,
                    Kind::Ptr {
                        elem: Elem::Struct(740),
                        len: Len::Member {
                            off: 8,
                            width: 4,
                            div: 1,
                        },
                        optional: false,
                    },
                ),
                m("", 12, Kind::Pad(4)),
            ],
            specials: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m(
                    "pViewports",
                    16,
                    Kind::Ptr {
                        elem: Elem::Struct(740),
                        len: Len::Member {
                            off: 8,
                            width: 4,
                            div: 1,
                        },
                        optional: false,
                    },
                ),
                m("", 12, Kind::Pad(4)),
            ],
        },
    },
    CommandDesc {
        name: "vkCmdSubpassShadingHUAWEI",
        id: 192,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCmdSubpassShadingHUAWEI",
            stype: None,
            size: 8,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[m(
                "commandBuffer",
                0,
                Kind::Handle {
                    ty: 6,
                    optional: false,
                },
            )],
            specials: &[m(
                "commandBuffer",
                0,
                Kind::Handle {
                    ty: 6,
                    optional: false,
                },
            )],
        },
    },
    CommandDesc {
        name: "vkCmdTraceRaysIndirect2KHR",
        id: 193,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCmdTraceRaysIndirect2KHR",
            stype: None,
            size: 16,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m("indirectDeviceAddress", 8, Kind::Scalar(Scalar::U64)),
            ],
            specials: &[m(
                "commandBuffer",
                0,
                Kind::Handle {
                    ty: 6,
                    optional: false,
                },
            )],
        },
    },
    CommandDesc {
        name: "vkCmdTraceRaysIndirectKHR",
        id: 194,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCmdTraceRaysIndirectKHR",
            stype: None,
            size: 48,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m(
                    "pRaygenShaderBindingTable",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(692),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m(
                    "pMissShaderBindingTable",
                    16,
                    Kind::Ptr {
                        elem: Elem::Struct(692),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m(
                    "pHitShaderBindingTable",
                    24,
                    Kind::Ptr {
                        elem: Elem::Struct(692),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m(
                    "pCallableShaderBindingTable",
                    32,
                    Kind::Ptr {
                        elem: Elem::Struct(692),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m("indirectDeviceAddress", 40, Kind::Scalar(Scalar::U64)),
            ],
            specials: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m(
                    "pRaygenShaderBindingTable",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(692),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m(
                    "pMissShaderBindingTable",
                    16,
                    Kind::Ptr {
                        elem: Elem::Struct(692),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m(
                    "pHitShaderBindingTable",
                    24,
                    Kind::Ptr {
                        elem: Elem::Struct(692),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m(
                    "pCallableShaderBindingTable",
                    32,
                    Kind::Ptr {
                        elem: Elem::Struct(692),
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkCmdTraceRaysKHR",
        id: 195,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCmdTraceRaysKHR",
            stype: None,
            size: 56,
            pod: false,
            padded: true,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m(
                    "pRaygenShaderBindingTable",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(692),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m(
                    "pMissShaderBindingTable",
                    16,
                    Kind::Ptr {
                        elem: Elem::Struct(692),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m(
                    "pHitShaderBindingTable",
                    24,
                    Kind::Ptr {
                        elem: Elem::Struct(692),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m(
                    "pCallableShaderBindingTable",
                    32,
                    Kind::Ptr {
                        elem: Elem::Struct(692),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m("width", 40, Kind::Scalar(Scalar::U32)),
                m("height", 44, Kind::Scalar(Scalar::U32)),
                m("depth", 48, Kind::Scalar(Scalar::U32)),
                m("", 52, Kind::Pad(4)),
            ],
            specials: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m(
                    "pRaygenShaderBindingTable",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(692),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m(
                    "pMissShaderBindingTable",
                    16,
                    Kind::Ptr {
                        elem: Elem::Struct(692),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m(
                    "pHitShaderBindingTable",
                    24,
                    Kind::Ptr {
                        elem: Elem::Struct(692),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m(
                    "pCallableShaderBindingTable",
                    32,
                    Kind::Ptr {
                        elem: Elem::Struct(692),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m("", 52, Kind::Pad(4)),
            ],
        },
    },
    CommandDesc {
        name: "vkCmdTraceRaysNV",
        id: 196,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCmdTraceRaysNV",
            stype: None,
            size: 112,
            pod: false,
            padded: true,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m(
                    "raygenShaderBindingTableBuffer",
                    8,
                    Kind::Handle {
                        ty: 9,
                        optional: false,
                    },
                ),
                m("raygenShaderBindingOffset", 16, Kind::Scalar(Scalar::U64)),
                m(
                    "missShaderBindingTableBuffer",
                    24,
                    Kind::Handle {
                        ty: 9,
                        optional: true,
                    },
                ),
                m("missShaderBindingOffset", 32, Kind::Scalar(Scalar::U64)),
                m("missShaderBindingStride", 40, Kind::Scalar(Scalar::U64)),
                m(
                    "hitShaderBindingTableBuffer",
                    48,
                    Kind::Handle {
                        ty: 9,
                        optional: true,
                    },
                ),
                m("hitShaderBindingOffset", 56, Kind::Scalar(Scalar::U64)),
                m("hitShaderBindingStride", 64, Kind::Scalar(Scalar::U64)),
                m(
                    "callableShaderBindingTableBuffer",
                    72,
                    Kind::Handle {
                        ty: 9,
                        optional: true,
                    },
                ),
                m("callableShaderBindingOffset", 80, Kind::Scalar(Scalar::U64)),
                m("callableShaderBindingStride", 88, Kind::Scalar(Scalar::U64)),
                m("width", 96, Kind::Scalar(Scalar::U32)),
                m("height", 100, Kind::Scalar(Scalar::U32)),
                m("depth", 104, Kind::Scalar(Scalar::U32)),
                m("", 108, Kind::Pad(4)),
            ],
            specials: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m(
                    "raygenShaderBindingTableBuffer",
                    8,
                    Kind::Handle {
                        ty: 9,
                        optional: false,
                    },
                ),
                m(
                    "missShaderBindingTableBuffer",
                    24,
                    Kind::Handle {
                        ty: 9,
                        optional: true,
                    },
                ),
                m(
                    "hitShaderBindingTableBuffer",
                    48,
                    Kind::Handle {
                        ty: 9,
                        optional: true,
                    },
                ),
                m(
                    "callableShaderBindingTableBuffer",
                    72,
                    Kind::Handle {
                        ty: 9,
                        optional: true,
                    },
                ),
                m("", 108, Kind::Pad(4)),
            ],
        },
    },
    CommandDesc {
        name: "vkCmdUpdateBuffer",
        id: 197,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCmdUpdateBuffer",
            stype: None,
            size: 40,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m(
                    "dstBuffer",
                    8,
                    Kind::Handle {
                        ty: 9,
                        optional: false,
                    },
                ),
                m("dstOffset", 16, Kind::Scalar(Scalar::U64)),
                m("dataSize", 24, Kind::Scalar(Scalar::U64)),
                m(
                    "pData",
                    32,
                    Kind::Ptr {
                        elem: Elem::Bytes(1),
                        len: Len::Member {
                            off: 24,
                            width: 8,
                            div: 1,
                        },
                        optional: false,
                    },
                ),
            ],
            specials: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m(
                    "dstBuffer",
                    8,
                    Kind::Handle {
                        ty: 9,
                        optional: false,
                    },
                ),
                m(
                    "pData",
                    32,
                    Kind::Ptr {
                        elem: Elem::Bytes(1),
                        len: Len::Member {
                            off: 24,
                            width: 8,
                            div: 1,
                        },
                        optional: false,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkCmdWaitEvents",
        id: 198,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCmdWaitEvents",
            stype: None,
            size: 80,
            pod: false,
            padded: true,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m("eventCount", 8, Kind::Scalar(Scalar::U32)),
                m(
                    "pEvents",
                    16,
                    Kind::Ptr {
                        elem: Elem::Handle(11),
                        len: Len::Member {
                            off: 8,
                            width: 4,
                            div: 1,
                        },
                        optional: false,
                    },
                ),
                m("srcStageMask", 24, Kind::Scalar(Scalar::U32)),
                m("dstStageMask", 28, Kind::Scalar(Scalar::U32)),
                m("memoryBarrierCount", 32, Kind::Scalar(Scalar::U32)),
                m(
                    "pMemoryBarriers",
                    40,
                    Kind::Ptr {
                        elem: Elem::Struct(280),
                        len: Len::Member {
                            off: 32,
                            width: 4,
                            div: 1,
                        },
                        optional: false,
                    },
                ),
                m("bufferMemoryBarrierCount", 48, Kind::Scalar(Scalar::U32)),
                m(
                    "pBufferMemoryBarriers",
                    56,
                    Kind::Ptr {
                        elem: Elem::Struct(57),
                        len: Len::Member {
                            off: 48,
                            width: 4,
                            div: 1,
                        },
                        optional: false,
                    },
                ),
                m("imageMemoryBarrierCount", 64, Kind::Scalar(Scalar::U32)),
                m(
                    "pImageMemoryBarriers",
                    72,
                    Kind::Ptr {
                        elem: Elem::Struct(245),
                        len: Len::Member {
                            off: 64,
                            width: 4,
                            div: 1,
                        },
                        optional: false,
                    },
                ),
                m("", 12, Kind::Pad(4)),
                m("", 36, Kind::Pad(4)),
                m("", 52, Kind::Pad(4)),
                m("", 68, Kind::Pad(4)),
            ],
            specials: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m(
                    "pEvents",
                    16,
                    Kind::Ptr {
                        elem: Elem::Handle(11),
                        len: Len::Member {
                            off: 8,
                            width: 4,
                            div: 1,
                        },
                        optional: false,
                    },
                ),
                m(
                    "pMemoryBarriers",
                    40,
                    Kind::Ptr {
                        elem: Elem::Struct(280),
                        len: Len::Member {
                            off: 32,
                            width: 4,
                            div: 1,
                        },
                        optional: false,
                    },
                ),
                m(
                    "pBufferMemoryBarriers",
                    56,
                    Kind::Ptr {
                        elem: Elem::Struct(57),
                        len: Len::Member {
                            off: 48,
                            width: 4,
                            div: 1,
                        },
                        optional: false,
                    },
                ),
                m(
                    "pImageMemoryBarriers",
                    72,
                    Kind::Ptr {
                        elem: Elem::Struct(245),
                        len: Len::Member {
                            off: 64,
                            width: 4,
                            div: 1,
                        },
                        optional: false,
                    },
                ),
                m("", 12, Kind::Pad(4)),
                m("", 36, Kind::Pad(4)),
                m("", 52, Kind::Pad(4)),
                m("", 68, Kind::Pad(4)),
            ],
        },
    },
    CommandDesc {
        name: "vkCmdWaitEvents2",
        id: 199,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCmdWaitEvents2",
            stype: None,
            size: 32,
            pod: false,
            padded: true,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m("eventCount", 8, Kind::Scalar(Scalar::U32)),
                m(
                    "pEvents",
                    16,
                    Kind::Ptr {
                        elem: Elem::Handle(11),
                        len: Len::Member {
                            off: 8,
                            width: 4,
                            div: 1,
                        },
                        optional: false,
                    },
                ),
                m(
                    "pDependencyInfos",
                    24,
                    Kind::Ptr {
                        elem: Elem::Struct(116),
                        len: Len::Member {
                            off: 8,
                            width: 4,
                            div: 1,
                        },
                        optional: false,
                    },
                ),
                m("", 12, Kind::Pad(4)),
            ],
            specials: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m(
                    "pEvents",
                    16,
                    Kind::Ptr {
                        elem: Elem::Handle(11),
                        len: Len::Member {
                            off: 8,
                            width: 4,
                            div: 1,
                        },
                        optional: false,
                    },
                ),
                m(
                    "pDependencyInfos",
                    24,
                    Kind::Ptr {
                        elem: Elem::Struct(116),
                        len: Len::Member {
                            off: 8,
                            width: 4,
                            div: 1,
                        },
                        optional: false,
                    },
                ),
                m("", 12, Kind::Pad(4)),
            ],
        },
    },
    CommandDesc {
        name: "vkCmdWriteAccelerationStructuresPropertiesKHR",
        id: 200,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCmdWriteAccelerationStructuresPropertiesKHR",
            stype: None,
            size: 48,
            pod: false,
            padded: true,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m("accelerationStructureCount", 8, Kind::Scalar(Scalar::U32)),
                m(
                    "pAccelerationStructures",
                    16,
                    Kind::Ptr {
                        elem: Elem::Handle(1000150000),
                        len: Len::Member {
                            off: 8,
                            width: 4,
                            div: 1,
                        },
                        optional: false,
                    },
                ),
                m("queryType", 24, Kind::Scalar(Scalar::I32)),
                m(
                    "queryPool",
                    32,
                    Kind::Handle {
                        ty: 12,
                        optional: false,
                    },
                ),
                m("firstQuery", 40, Kind::Scalar(Scalar::U32)),
                m("", 12, Kind::Pad(4)),
                m("", 28, Kind::Pad(4)),
                m("", 44, Kind::Pad(4)),
            ],
            specials: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m(
                    "pAccelerationStructures",
                    16,
                    Kind::Ptr {
                        elem: Elem::Handle(1000150000),
                        len: Len::Member {
                            off: 8,
                            width: 4,
                            div: 1,
                        },
                        optional: false,
                    },
                ),
                m(
                    "queryPool",
                    32,
                    Kind::Handle {
                        ty: 12,
                        optional: false,
                    },
                ),
                m("", 12, Kind::Pad(4)),
                m("", 28, Kind::Pad(4)),
                m("", 44, Kind::Pad(4)),
            ],
        },
    },
    CommandDesc {
        name: "vkCmdWriteAccelerationStructuresPropertiesNV",
        id: 201,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCmdWriteAccelerationStructuresPropertiesNV",
            stype: None,
            size: 48,
            pod: false,
            padded: true,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m("accelerationStructureCount", 8, Kind::Scalar(Scalar::U32)),
                m(
                    "pAccelerationStructures",
                    16,
                    Kind::Ptr {
                        elem: Elem::Handle(1000165000),
                        len: Len::Member {
                            off: 8,
                            width: 4,
                            div: 1,
                        },
                        optional: false,
                    },
                ),
                m("queryType", 24, Kind::Scalar(Scalar::I32)),
                m(
                    "queryPool",
                    32,
                    Kind::Handle {
                        ty: 12,
                        optional: false,
                    },
                ),
                m("firstQuery", 40, Kind::Scalar(Scalar::U32)),
                m("", 12, Kind::Pad(4)),
                m("", 28, Kind::Pad(4)),
                m("", 44, Kind::Pad(4)),
            ],
            specials: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m(
                    "pAccelerationStructures",
                    16,
                    Kind::Ptr {
                        elem: Elem::Handle(1000165000),
                        len: Len::Member {
                            off: 8,
                            width: 4,
                            div: 1,
                        },
                        optional: false,
                    },
                ),
                m(
                    "queryPool",
                    32,
                    Kind::Handle {
                        ty: 12,
                        optional: false,
                    },
                ),
                m("", 12, Kind::Pad(4)),
                m("", 28, Kind::Pad(4)),
                m("", 44, Kind::Pad(4)),
            ],
        },
    },
    CommandDesc {
        name: "vkCmdWriteBufferMarker2AMD",
        id: 202,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCmdWriteBufferMarker2AMD",
            stype: None,
            size: 40,
            pod: false,
            padded: true,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m("stage", 8, Kind::Scalar(Scalar::U64)),
                m(
                    "dstBuffer",
                    16,
                    Kind::Handle {
                        ty: 9,
                        optional: false,
                    },
                ),
                m("dstOffset", 24, Kind::Scalar(Scalar::U64)),
                m("marker", 32, Kind::Scalar(Scalar::U32)),
                m("", 36, Kind::Pad(4)),
            ],
            specials: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m(
                    "dstBuffer",
                    16,
                    Kind::Handle {
                        ty: 9,
                        optional: false,
                    },
                ),
                m("", 36, Kind::Pad(4)),
            ],
        },
    },
    CommandDesc {
        name: "vkCmdWriteBufferMarkerAMD",
        id: 203,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCmdWriteBufferMarkerAMD",
            stype: None,
            size: 40,
            pod: false,
            padded: true,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m("pipelineStage", 8, Kind::Scalar(Scalar::I32)),
                m(
                    "dstBuffer",
                    16,
                    Kind::Handle {
                        ty: 9,
                        optional: false,
                    },
                ),
                m("dstOffset", 24, Kind::Scalar(Scalar::U64)),
                m("marker", 32, Kind::Scalar(Scalar::U32)),
                m("", 12, Kind::Pad(4)),
                m("", 36, Kind::Pad(4)),
            ],
            specials: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m(
                    "dstBuffer",
                    16,
                    Kind::Handle {
                        ty: 9,
                        optional: false,
                    },
                ),
                m("", 12, Kind::Pad(4)),
                m("", 36, Kind::Pad(4)),
            ],
        },
    },
    CommandDesc {
        name: "vkCmdWriteMicromapsPropertiesEXT",
        id: 204,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCmdWriteMicromapsPropertiesEXT",
            stype: None,
            size: 48,
            pod: false,
            padded: true,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m("micromapCount", 8, Kind::Scalar(Scalar::U32)),
                m(
                    "pMicromaps",
                    16,
                    Kind::Ptr {
                        elem: Elem::Handle(1000396000),
                        len: Len::Member {
                            off: 8,
                            width: 4,
                            div: 1,
                        },
                        optional: false,
                    },
                ),
                m("queryType", 24, Kind::Scalar(Scalar::I32)),
                m(
                    "queryPool",
                    32,
                    Kind::Handle {
                        ty: 12,
                        optional: false,
                    },
                ),
                m("firstQuery", 40, Kind::Scalar(Scalar::U32)),
                m("", 12, Kind::Pad(4)),
                m("", 28, Kind::Pad(4)),
                m("", 44, Kind::Pad(4)),
            ],
            specials: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m(
                    "pMicromaps",
                    16,
                    Kind::Ptr {
                        elem: Elem::Handle(1000396000),
                        len: Len::Member {
                            off: 8,
                            width: 4,
                            div: 1,
                        },
                        optional: false,
                    },
                ),
                m(
                    "queryPool",
                    32,
                    Kind::Handle {
                        ty: 12,
                        optional: false,
                    },
                ),
                m("", 12, Kind::Pad(4)),
                m("", 28, Kind::Pad(4)),
                m("", 44, Kind::Pad(4)),
            ],
        },
    },
    CommandDesc {
        name: "vkCmdWriteTimestamp",
        id: 205,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCmdWriteTimestamp",
            stype: None,
            size: 32,
            pod: false,
            padded: true,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m("pipelineStage", 8, Kind::Scalar(Scalar::I32)),
                m(
                    "queryPool",
                    16,
                    Kind::Handle {
                        ty: 12,
                        optional: false,
                    },
                ),
                m("query", 24, Kind::Scalar(Scalar::U32)),
                m("", 12, Kind::Pad(4)),
                m("", 28, Kind::Pad(4)),
            ],
            specials: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m(
                    "queryPool",
                    16,
                    Kind::Handle {
                        ty: 12,
                        optional: false,
                    },
                ),
                m("", 12, Kind::Pad(4)),
                m("", 28, Kind::Pad(4)),
            ],
        },
    },
    CommandDesc {
        name: "vkCmdWriteTimestamp2",
        id: 206,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCmdWriteTimestamp2",
            stype: None,
            size: 32,
            pod: false,
            padded: true,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m("stage", 8, Kind::Scalar(Scalar::U64)),
                m(
                    "queryPool",
                    16,
                    Kind::Handle {
                        ty: 12,
                        optional: false,
                    },
                ),
                m("query", 24, Kind::Scalar(Scalar::U32)),
                m("", 28, Kind::Pad(4)),
            ],
            specials: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m(
                    "queryPool",
                    16,
                    Kind::Handle {
                        ty: 12,
                        optional: false,
                    },
                ),
                m("", 28, Kind::Pad(4)),
            ],
        },
    },
    CommandDesc {
        name: "vkCompileDeferredNV",
        id: 207,
        ret: Ret::Result,
        reply: true,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCompileDeferredNV",
            stype: None,
            size: 24,
            pod: false,
            padded: true,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "pipeline",
                    8,
                    Kind::Handle {
                        ty: 19,
                        optional: false,
                    },
                ),
                m("shader", 16, Kind::Scalar(Scalar::U32)),
                m("", 20, Kind::Pad(4)),
            ],
            specials: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "pipeline",
                    8,
                    Kind::Handle {
                        ty: 19,
                        optional: false,
                    },
                ),
                m("", 20, Kind::Pad(4)),
            ],
        },
    },
    CommandDesc {
        name: "vkCopyAccelerationStructureKHR",
        id: 208,
        ret: Ret::Result,
        reply: true,
        status: Status::ByHand(
            "host-address command: cannot cross a process boundary (left out by design)",
        ),
        args: StructDesc {
            name: "vkCopyAccelerationStructureKHR",
            stype: None,
            size: 24,
            pod: false,
            padded: false,
            flat: false,
            status: Status::ByHand(
                "host-address command: cannot cross a process boundary (left out by design)",
            ),
            members: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "deferredOperation",
                    8,
                    Kind::Handle {
                        ty: 1000268000,
                        optional: true,
                    },
                ),
                m(
                    "pInfo",
                    16,
                    Kind::Ptr {
                        elem: Elem::Struct(86),
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
            specials: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "deferredOperation",
                    8,
                    Kind::Handle {
                        ty: 1000268000,
                        optional: true,
                    },
                ),
                m(
                    "pInfo",
                    16,
                    Kind::Ptr {
                        elem: Elem::Struct(86),
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkCopyAccelerationStructureToMemoryKHR",
        id: 209,
        ret: Ret::Result,
        reply: true,
        status: Status::ByHand(
            "host-address command: cannot cross a process boundary (left out by design)",
        ),
        args: StructDesc {
            name: "vkCopyAccelerationStructureToMemoryKHR",
            stype: None,
            size: 24,
            pod: false,
            padded: false,
            flat: false,
            status: Status::ByHand(
                "host-address command: cannot cross a process boundary (left out by design)",
            ),
            members: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "deferredOperation",
                    8,
                    Kind::Handle {
                        ty: 1000268000,
                        optional: true,
                    },
                ),
                m(
                    "pInfo",
                    16,
                    Kind::Ptr {
                        elem: Elem::Struct(87),
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
            specials: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "deferredOperation",
                    8,
                    Kind::Handle {
                        ty: 1000268000,
                        optional: true,
                    },
                ),
                m(
                    "pInfo",
                    16,
                    Kind::Ptr {
                        elem: Elem::Struct(87),
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkCopyMemoryToAccelerationStructureKHR",
        id: 210,
        ret: Ret::Result,
        reply: true,
        status: Status::ByHand(
            "host-address command: cannot cross a process boundary (left out by design)",
        ),
        args: StructDesc {
            name: "vkCopyMemoryToAccelerationStructureKHR",
            stype: None,
            size: 24,
            pod: false,
            padded: false,
            flat: false,
            status: Status::ByHand(
                "host-address command: cannot cross a process boundary (left out by design)",
            ),
            members: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "deferredOperation",
                    8,
                    Kind::Handle {
                        ty: 1000268000,
                        optional: true,
                    },
                ),
                m(
                    "pInfo",
                    16,
                    Kind::Ptr {
                        elem: Elem::Struct(95),
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
            specials: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "deferredOperation",
                    8,
                    Kind::Handle {
                        ty: 1000268000,
                        optional: true,
                    },
                ),
                m(
                    "pInfo",
                    16,
                    Kind::Ptr {
                        elem: Elem::Struct(95),
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkCopyMemoryToMicromapEXT",
        id: 211,
        ret: Ret::Result,
        reply: true,
        status: Status::ByHand(
            "host-address command: cannot cross a process boundary (left out by design)",
        ),
        args: StructDesc {
            name: "vkCopyMemoryToMicromapEXT",
            stype: None,
            size: 24,
            pod: false,
            padded: false,
            flat: false,
            status: Status::ByHand(
                "host-address command: cannot cross a process boundary (left out by design)",
            ),
            members: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "deferredOperation",
                    8,
                    Kind::Handle {
                        ty: 1000268000,
                        optional: true,
                    },
                ),
                m(
                    "pInfo",
                    16,
                    Kind::Ptr {
                        elem: Elem::Struct(97),
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
            specials: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "deferredOperation",
                    8,
                    Kind::Handle {
                        ty: 1000268000,
                        optional: true,
                    },
                ),
                m(
                    "pInfo",
                    16,
                    Kind::Ptr {
                        elem: Elem::Struct(97),
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkCopyMicromapEXT",
        id: 212,
        ret: Ret::Result,
        reply: true,
        status: Status::ByHand(
            "host-address command: cannot cross a process boundary (left out by design)",
        ),
        args: StructDesc {
            name: "vkCopyMicromapEXT",
            stype: None,
            size: 24,
            pod: false,
            padded: false,
            flat: false,
            status: Status::ByHand(
                "host-address command: cannot cross a process boundary (left out by design)",
            ),
            members: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "deferredOperation",
                    8,
                    Kind::Handle {
                        ty: 1000268000,
                        optional: true,
                    },
                ),
                m(
                    "pInfo",
                    16,
                    Kind::Ptr {
                        elem: Elem::Struct(98),
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
            specials: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "deferredOperation",
                    8,
                    Kind::Handle {
                        ty: 1000268000,
                        optional: true,
                    },
                ),
                m(
                    "pInfo",
                    16,
                    Kind::Ptr {
                        elem: Elem::Struct(98),
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkCopyMicromapToMemoryEXT",
        id: 213,
        ret: Ret::Result,
        reply: true,
        status: Status::ByHand(
            "host-address command: cannot cross a process boundary (left out by design)",
        ),
        args: StructDesc {
            name: "vkCopyMicromapToMemoryEXT",
            stype: None,
            size: 24,
            pod: false,
            padded: false,
            flat: false,
            status: Status::ByHand(
                "host-address command: cannot cross a process boundary (left out by design)",
            ),
            members: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "deferredOperation",
                    8,
                    Kind::Handle {
                        ty: 1000268000,
                        optional: true,
                    },
                ),
                m(
                    "pInfo",
                    16,
                    Kind::Ptr {
                        elem: Elem::Struct(99),
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
            specials: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "deferredOperation",
                    8,
                    Kind::Handle {
                        ty: 1000268000,
                        optional: true,
                    },
                ),
                m(
                    "pInfo",
                    16,
                    Kind::Ptr {
                        elem: Elem::Struct(99),
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkCreateAccelerationStructureKHR",
        id: 214,
        ret: Ret::Result,
        reply: true,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCreateAccelerationStructureKHR",
            stype: None,
            size: 32,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "pCreateInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(5),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m("pAllocator", 16, Kind::Allocator),
                m(
                    "pAccelerationStructure",
                    24,
                    Kind::NewHandles {
                        ty: 1000150000,
                        len: Len::One,
                    },
                ),
            ],
            specials: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "pCreateInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(5),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m("pAllocator", 16, Kind::Allocator),
                m(
                    "pAccelerationStructure",
                    24,
                    Kind::NewHandles {
                        ty: 1000150000,
                        len: Len::One,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkCreateAccelerationStructureNV",
        id: 215,
        ret: Ret::Result,
        reply: true,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCreateAccelerationStructureNV",
            stype: None,
            size: 32,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "pCreateInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(6),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m("pAllocator", 16, Kind::Allocator),
                m(
                    "pAccelerationStructure",
                    24,
                    Kind::NewHandles {
                        ty: 1000165000,
                        len: Len::One,
                    },
                ),
            ],
            specials: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "pCreateInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(6),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m("pAllocator", 16, Kind::Allocator),
                m(
                    "pAccelerationStructure",
                    24,
                    Kind::NewHandles {
                        ty: 1000165000,
                        len: Len::One,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkCreateBuffer",
        id: 216,
        ret: Ret::Result,
        reply: true,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCreateBuffer",
            stype: None,
            size: 32,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "pCreateInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(52),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m("pAllocator", 16, Kind::Allocator),
                m(
                    "pBuffer",
                    24,
                    Kind::NewHandles {
                        ty: 9,
                        len: Len::One,
                    },
                ),
            ],
            specials: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "pCreateInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(52),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m("pAllocator", 16, Kind::Allocator),
                m(
                    "pBuffer",
                    24,
                    Kind::NewHandles {
                        ty: 9,
                        len: Len::One,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkCreateBufferView",
        id: 217,
        ret: Ret::Result,
        reply: true,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCreateBufferView",
            stype: None,
            size: 32,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "pCreateInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(61),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m("pAllocator", 16, Kind::Allocator),
                m(
                    "pView",
                    24,
                    Kind::NewHandles {
                        ty: 13,
                        len: Len::One,
                    },
                ),
            ],
            specials: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "pCreateInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(61),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m("pAllocator", 16, Kind::Allocator),
                m(
                    "pView",
                    24,
                    Kind::NewHandles {
                        ty: 13,
                        len: Len::One,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkCreateCommandPool",
        id: 218,
        ret: Ret::Result,
        reply: true,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCreateCommandPool",
            stype: None,
            size: 32,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "pCreateInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(80),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m("pAllocator", 16, Kind::Allocator),
                m(
                    "pCommandPool",
                    24,
                    Kind::NewHandles {
                        ty: 25,
                        len: Len::One,
                    },
                ),
            ],
            specials: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "pCreateInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(80),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m("pAllocator", 16, Kind::Allocator),
                m(
                    "pCommandPool",
                    24,
                    Kind::NewHandles {
                        ty: 25,
                        len: Len::One,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkCreateComputePipelines",
        id: 219,
        ret: Ret::Result,
        reply: true,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCreateComputePipelines",
            stype: None,
            size: 48,
            pod: false,
            padded: true,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "pipelineCache",
                    8,
                    Kind::Handle {
                        ty: 16,
                        optional: true,
                    },
                ),
                m("createInfoCount", 16, Kind::Scalar(Scalar::U32)),
                m(
                    "pCreateInfos",
                    24,
                    Kind::Ptr {
                        elem: Elem::Struct(82),
                        len: Len::Member {
                            off: 16,
                            width: 4,
                            div: 1,
                        },
                        optional: false,
                    },
                ),
                m("pAllocator", 32, Kind::Allocator),
                m(
                    "pPipelines",
                    40,
                    Kind::NewHandles {
                        ty: 19,
                        len: Len::Member {
                            off: 16,
                            width: 4,
                            div: 1,
                        },
                    },
                ),
                m("", 20, Kind::Pad(4)),
            ],
            specials: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "pipelineCache",
                    8,
                    Kind::Handle {
                        ty: 16,
                        optional: true,
                    },
                ),
                m(
                    "pCreateInfos",
                    24,
                    Kind::Ptr {
                        elem: Elem::Struct(82),
                        len: Len::Member {
                            off: 16,
                            width: 4,
                            div: 1,
                        },
                        optional: false,
                    },
                ),
                m("pAllocator", 32, Kind::Allocator),
                m(
                    "pPipelines",
                    40,
                    Kind::NewHandles {
                        ty: 19,
                        len: Len::Member {
                            off: 16,
                            width: 4,
                            div: 1,
                        },
                    },
                ),
                m("", 20, Kind::Pad(4)),
            ],
        },
    },
    CommandDesc {
        name: "vkCreateCuFunctionNVX",
        id: 220,
        ret: Ret::Result,
        reply: true,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCreateCuFunctionNVX",
            stype: None,
            size: 32,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "pCreateInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(100),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m("pAllocator", 16, Kind::Allocator),
                m(
                    "pFunction",
                    24,
                    Kind::NewHandles {
                        ty: 1000029001,
                        len: Len::One,
                    },
                ),
            ],
            specials: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "pCreateInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(100),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m("pAllocator", 16, Kind::Allocator),
                m(
                    "pFunction",
                    24,
                    Kind::NewHandles {
                        ty: 1000029001,
                        len: Len::One,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkCreateCuModuleNVX",
        id: 221,
        ret: Ret::Result,
        reply: true,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCreateCuModuleNVX",
            stype: None,
            size: 32,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "pCreateInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(102),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m("pAllocator", 16, Kind::Allocator),
                m(
                    "pModule",
                    24,
                    Kind::NewHandles {
                        ty: 1000029000,
                        len: Len::One,
                    },
                ),
            ],
            specials: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "pCreateInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(102),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m("pAllocator", 16, Kind::Allocator),
                m(
                    "pModule",
                    24,
                    Kind::NewHandles {
                        ty: 1000029000,
                        len: Len::One,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkCreateDebugReportCallbackEXT",
        id: 222,
        ret: Ret::Result,
        reply: true,
        status: Status::ByHand(
            "VkDebugReportCallbackCreateInfoEXT: callback: cannot be called across processes",
        ),
        args: StructDesc {
            name: "vkCreateDebugReportCallbackEXT",
            stype: None,
            size: 32,
            pod: false,
            padded: false,
            flat: false,
            status: Status::ByHand(
                "VkDebugReportCallbackCreateInfoEXT: callback: cannot be called across processes",
            ),
            members: &[
                m(
                    "instance",
                    0,
                    Kind::Handle {
                        ty: 1,
                        optional: false,
                    },
                ),
                m(
                    "pCreateInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(106),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m("pAllocator", 16, Kind::Allocator),
                m(
                    "pCallback",
                    24,
                    Kind::NewHandles {
                        ty: 1000011000,
                        len: Len::One,
                    },
                ),
            ],
            specials: &[
                m(
                    "instance",
                    0,
                    Kind::Handle {
                        ty: 1,
                        optional: false,
                    },
                ),
                m(
                    "pCreateInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(106),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m("pAllocator", 16, Kind::Allocator),
                m(
                    "pCallback",
                    24,
                    Kind::NewHandles {
                        ty: 1000011000,
                        len: Len::One,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkCreateDebugUtilsMessengerEXT",
        id: 223,
        ret: Ret::Result,
        reply: true,
        status: Status::ByHand(
            "VkDebugUtilsMessengerCreateInfoEXT: callback: cannot be called across processes",
        ),
        args: StructDesc {
            name: "vkCreateDebugUtilsMessengerEXT",
            stype: None,
            size: 32,
            pod: false,
            padded: false,
            flat: false,
            status: Status::ByHand(
                "VkDebugUtilsMessengerCreateInfoEXT: callback: cannot be called across processes",
            ),
            members: &[
                m(
                    "instance",
                    0,
                    Kind::Handle {
                        ty: 1,
                        optional: false,
                    },
                ),
                m(
                    "pCreateInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(109),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m("pAllocator", 16, Kind::Allocator),
                m(
                    "pMessenger",
                    24,
                    Kind::NewHandles {
                        ty: 1000128000,
                        len: Len::One,
                    },
                ),
            ],
            specials: &[
                m(
                    "instance",
                    0,
                    Kind::Handle {
                        ty: 1,
                        optional: false,
                    },
                ),
                m(
                    "pCreateInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(109),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m("pAllocator", 16, Kind::Allocator),
                m(
                    "pMessenger",
                    24,
                    Kind::NewHandles {
                        ty: 1000128000,
                        len: Len::One,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkCreateDeferredOperationKHR",
        id: 224,
        ret: Ret::Result,
        reply: true,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCreateDeferredOperationKHR",
            stype: None,
            size: 24,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m("pAllocator", 8, Kind::Allocator),
                m(
                    "pDeferredOperation",
                    16,
                    Kind::NewHandles {
                        ty: 1000268000,
                        len: Len::One,
                    },
                ),
            ],
            specials: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m("pAllocator", 8, Kind::Allocator),
                m(
                    "pDeferredOperation",
                    16,
                    Kind::NewHandles {
                        ty: 1000268000,
                        len: Len::One,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkCreateDescriptorPool",
        id: 225,
        ret: Ret::Result,
        reply: true,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCreateDescriptorPool",
            stype: None,
            size: 32,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "pCreateInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(123),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m("pAllocator", 16, Kind::Allocator),
                m(
                    "pDescriptorPool",
                    24,
                    Kind::NewHandles {
                        ty: 22,
                        len: Len::One,
                    },
                ),
            ],
            specials: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "pCreateInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(123),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m("pAllocator", 16, Kind::Allocator),
                m(
                    "pDescriptorPool",
                    24,
                    Kind::NewHandles {
                        ty: 22,
                        len: Len::One,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkCreateDescriptorSetLayout",
        id: 226,
        ret: Ret::Result,
        reply: true,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCreateDescriptorSetLayout",
            stype: None,
            size: 32,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "pCreateInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(130),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m("pAllocator", 16, Kind::Allocator),
                m(
                    "pSetLayout",
                    24,
                    Kind::NewHandles {
                        ty: 20,
                        len: Len::One,
                    },
                ),
            ],
            specials: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "pCreateInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(130),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m("pAllocator", 16, Kind::Allocator),
                m(
                    "pSetLayout",
                    24,
                    Kind::NewHandles {
                        ty: 20,
                        len: Len::One,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkCreateDescriptorUpdateTemplate",
        id: 227,
        ret: Ret::Result,
        reply: true,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCreateDescriptorUpdateTemplate",
            stype: None,
            size: 32,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "pCreateInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(135),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m("pAllocator", 16, Kind::Allocator),
                m(
                    "pDescriptorUpdateTemplate",
                    24,
                    Kind::NewHandles {
                        ty: 1000085000,
                        len: Len::One,
                    },
                ),
            ],
            specials: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "pCreateInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(135),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m("pAllocator", 16, Kind::Allocator),
                m(
                    "pDescriptorUpdateTemplate",
                    24,
                    Kind::NewHandles {
                        ty: 1000085000,
                        len: Len::One,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkCreateDevice",
        id: 228,
        ret: Ret::Result,
        reply: true,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCreateDevice",
            stype: None,
            size: 32,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "physicalDevice",
                    0,
                    Kind::Handle {
                        ty: 2,
                        optional: false,
                    },
                ),
                m(
                    "pCreateInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(139),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m("pAllocator", 16, Kind::Allocator),
                m(
                    "pDevice",
                    24,
                    Kind::NewHandles {
                        ty: 3,
                        len: Len::One,
                    },
                ),
            ],
            specials: &[
                m(
                    "physicalDevice",
                    0,
                    Kind::Handle {
                        ty: 2,
                        optional: false,
                    },
                ),
                m(
                    "pCreateInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(139),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m("pAllocator", 16, Kind::Allocator),
                m(
                    "pDevice",
                    24,
                    Kind::NewHandles {
                        ty: 3,
                        len: Len::One,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkCreateDisplayModeKHR",
        id: 229,
        ret: Ret::Result,
        reply: true,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCreateDisplayModeKHR",
            stype: None,
            size: 40,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "physicalDevice",
                    0,
                    Kind::Handle {
                        ty: 2,
                        optional: false,
                    },
                ),
                m(
                    "display",
                    8,
                    Kind::Handle {
                        ty: 1000002000,
                        optional: false,
                    },
                ),
                m(
                    "pCreateInfo",
                    16,
                    Kind::Ptr {
                        elem: Elem::Struct(168),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m("pAllocator", 24, Kind::Allocator),
                m(
                    "pMode",
                    32,
                    Kind::NewHandles {
                        ty: 1000002001,
                        len: Len::One,
                    },
                ),
            ],
            specials: &[
                m(
                    "physicalDevice",
                    0,
                    Kind::Handle {
                        ty: 2,
                        optional: false,
                    },
                ),
                m(
                    "display",
                    8,
                    Kind::Handle {
                        ty: 1000002000,
                        optional: false,
                    },
                ),
                m(
                    "pCreateInfo",
                    16,
                    Kind::Ptr {
                        elem: Elem::Struct(168),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m("pAllocator", 24, Kind::Allocator),
                m(
                    "pMode",
                    32,
                    Kind::NewHandles {
                        ty: 1000002001,
                        len: Len::One,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkCreateDisplayPlaneSurfaceKHR",
        id: 230,
        ret: Ret::Result,
        reply: true,
        status: Status::ByHand("surface creation: the ICD emulates surfaces (wsi-ahb)"),
        args: StructDesc {
            name: "vkCreateDisplayPlaneSurfaceKHR",
            stype: None,
            size: 32,
            pod: false,
            padded: false,
            flat: false,
            status: Status::ByHand("surface creation: the ICD emulates surfaces (wsi-ahb)"),
            members: &[
                m(
                    "instance",
                    0,
                    Kind::Handle {
                        ty: 1,
                        optional: false,
                    },
                ),
                m(
                    "pCreateInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(182),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m("pAllocator", 16, Kind::Allocator),
                m(
                    "pSurface",
                    24,
                    Kind::NewHandles {
                        ty: 1000000000,
                        len: Len::One,
                    },
                ),
            ],
            specials: &[
                m(
                    "instance",
                    0,
                    Kind::Handle {
                        ty: 1,
                        optional: false,
                    },
                ),
                m(
                    "pCreateInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(182),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m("pAllocator", 16, Kind::Allocator),
                m(
                    "pSurface",
                    24,
                    Kind::NewHandles {
                        ty: 1000000000,
                        len: Len::One,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkCreateEvent",
        id: 231,
        ret: Ret::Result,
        reply: true,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCreateEvent",
            stype: None,
            size: 32,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "pCreateInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(191),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m("pAllocator", 16, Kind::Allocator),
                m(
                    "pEvent",
                    24,
                    Kind::NewHandles {
                        ty: 11,
                        len: Len::One,
                    },
                ),
            ],
            specials: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "pCreateInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(191),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m("pAllocator", 16, Kind::Allocator),
                m(
                    "pEvent",
                    24,
                    Kind::NewHandles {
                        ty: 11,
                        len: Len::One,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkCreateFence",
        id: 232,
        ret: Ret::Result,
        reply: true,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCreateFence",
            stype: None,
            size: 32,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "pCreateInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(208),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m("pAllocator", 16, Kind::Allocator),
                m(
                    "pFence",
                    24,
                    Kind::NewHandles {
                        ty: 7,
                        len: Len::One,
                    },
                ),
            ],
            specials: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "pCreateInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(208),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m("pAllocator", 16, Kind::Allocator),
                m(
                    "pFence",
                    24,
                    Kind::NewHandles {
                        ty: 7,
                        len: Len::One,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkCreateFramebuffer",
        id: 233,
        ret: Ret::Result,
        reply: true,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCreateFramebuffer",
            stype: None,
            size: 32,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "pCreateInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(217),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m("pAllocator", 16, Kind::Allocator),
                m(
                    "pFramebuffer",
                    24,
                    Kind::NewHandles {
                        ty: 24,
                        len: Len::One,
                    },
                ),
            ],
            specials: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "pCreateInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(217),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m("pAllocator", 16, Kind::Allocator),
                m(
                    "pFramebuffer",
                    24,
                    Kind::NewHandles {
                        ty: 24,
                        len: Len::One,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkCreateGraphicsPipelines",
        id: 234,
        ret: Ret::Result,
        reply: true,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCreateGraphicsPipelines",
            stype: None,
            size: 48,
            pod: false,
            padded: true,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "pipelineCache",
                    8,
                    Kind::Handle {
                        ty: 16,
                        optional: true,
                    },
                ),
                m("createInfoCount", 16, Kind::Scalar(Scalar::U32)),
                m(
                    "pCreateInfos",
                    24,
                    Kind::Ptr {
                        elem: Elem::Struct(225),
                        len: Len::Member {
                            off: 16,
                            width: 4,
                            div: 1,
                        },
                        optional: false,
                    },
                ),
                m("pAllocator", 32, Kind::Allocator),
                m(
                    "pPipelines",
                    40,
                    Kind::NewHandles {
                        ty: 19,
                        len: Len::Member {
                            off: 16,
                            width: 4,
                            div: 1,
                        },
                    },
                ),
                m("", 20, Kind::Pad(4)),
            ],
            specials: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "pipelineCache",
                    8,
                    Kind::Handle {
                        ty: 16,
                        optional: true,
                    },
                ),
                m(
                    "pCreateInfos",
                    24,
                    Kind::Ptr {
                        elem: Elem::Struct(225),
                        len: Len::Member {
                            off: 16,
                            width: 4,
                            div: 1,
                        },
                        optional: false,
                    },
                ),
                m("pAllocator", 32, Kind::Allocator),
                m(
                    "pPipelines",
                    40,
                    Kind::NewHandles {
                        ty: 19,
                        len: Len::Member {
                            off: 16,
                            width: 4,
                            div: 1,
                        },
                    },
                ),
                m("", 20, Kind::Pad(4)),
            ],
        },
    },
    CommandDesc {
        name: "vkCreateHeadlessSurfaceEXT",
        id: 235,
        ret: Ret::Result,
        reply: true,
        status: Status::ByHand("surface creation: the ICD emulates surfaces (wsi-ahb)"),
        args: StructDesc {
            name: "vkCreateHeadlessSurfaceEXT",
            stype: None,
            size: 32,
            pod: false,
            padded: false,
            flat: false,
            status: Status::ByHand("surface creation: the ICD emulates surfaces (wsi-ahb)"),
            members: &[
                m(
                    "instance",
                    0,
                    Kind::Handle {
                        ty: 1,
                        optional: false,
                    },
                ),
                m(
                    "pCreateInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(230),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m("pAllocator", 16, Kind::Allocator),
                m(
                    "pSurface",
                    24,
                    Kind::NewHandles {
                        ty: 1000000000,
                        len: Len::One,
                    },
                ),
            ],
            specials: &[
                m(
                    "instance",
                    0,
                    Kind::Handle {
                        ty: 1,
                        optional: false,
                    },
                ),
                m(
                    "pCreateInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(230),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m("pAllocator", 16, Kind::Allocator),
                m(
                    "pSurface",
                    24,
                    Kind::NewHandles {
                        ty: 1000000000,
                        len: Len::One,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkCreateImage",
        id: 236,
        ret: Ret::Result,
        reply: true,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCreateImage",
            stype: None,
            size: 32,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "pCreateInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(238),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m("pAllocator", 16, Kind::Allocator),
                m(
                    "pImage",
                    24,
                    Kind::NewHandles {
                        ty: 10,
                        len: Len::One,
                    },
                ),
            ],
            specials: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "pCreateInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(238),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m("pAllocator", 16, Kind::Allocator),
                m(
                    "pImage",
                    24,
                    Kind::NewHandles {
                        ty: 10,
                        len: Len::One,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkCreateImageView",
        id: 237,
        ret: Ret::Result,
        reply: true,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCreateImageView",
            stype: None,
            size: 32,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "pCreateInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(261),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m("pAllocator", 16, Kind::Allocator),
                m(
                    "pView",
                    24,
                    Kind::NewHandles {
                        ty: 14,
                        len: Len::One,
                    },
                ),
            ],
            specials: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "pCreateInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(261),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m("pAllocator", 16, Kind::Allocator),
                m(
                    "pView",
                    24,
                    Kind::NewHandles {
                        ty: 14,
                        len: Len::One,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkCreateIndirectCommandsLayoutNV",
        id: 238,
        ret: Ret::Result,
        reply: true,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCreateIndirectCommandsLayoutNV",
            stype: None,
            size: 32,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "pCreateInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(270),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m("pAllocator", 16, Kind::Allocator),
                m(
                    "pIndirectCommandsLayout",
                    24,
                    Kind::NewHandles {
                        ty: 1000277000,
                        len: Len::One,
                    },
                ),
            ],
            specials: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "pCreateInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(270),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m("pAllocator", 16, Kind::Allocator),
                m(
                    "pIndirectCommandsLayout",
                    24,
                    Kind::NewHandles {
                        ty: 1000277000,
                        len: Len::One,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkCreateInstance",
        id: 239,
        ret: Ret::Result,
        reply: true,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCreateInstance",
            stype: None,
            size: 24,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "pCreateInfo",
                    0,
                    Kind::Ptr {
                        elem: Elem::Struct(275),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m("pAllocator", 8, Kind::Allocator),
                m(
                    "pInstance",
                    16,
                    Kind::NewHandles {
                        ty: 1,
                        len: Len::One,
                    },
                ),
            ],
            specials: &[
                m(
                    "pCreateInfo",
                    0,
                    Kind::Ptr {
                        elem: Elem::Struct(275),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m("pAllocator", 8, Kind::Allocator),
                m(
                    "pInstance",
                    16,
                    Kind::NewHandles {
                        ty: 1,
                        len: Len::One,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkCreateMicromapEXT",
        id: 240,
        ret: Ret::Result,
        reply: true,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCreateMicromapEXT",
            stype: None,
            size: 32,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "pCreateInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(296),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m("pAllocator", 16, Kind::Allocator),
                m(
                    "pMicromap",
                    24,
                    Kind::NewHandles {
                        ty: 1000396000,
                        len: Len::One,
                    },
                ),
            ],
            specials: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "pCreateInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(296),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m("pAllocator", 16, Kind::Allocator),
                m(
                    "pMicromap",
                    24,
                    Kind::NewHandles {
                        ty: 1000396000,
                        len: Len::One,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkCreateOpticalFlowSessionNV",
        id: 241,
        ret: Ret::Result,
        reply: true,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCreateOpticalFlowSessionNV",
            stype: None,
            size: 32,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "pCreateInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(313),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m("pAllocator", 16, Kind::Allocator),
                m(
                    "pSession",
                    24,
                    Kind::NewHandles {
                        ty: 1000464000,
                        len: Len::One,
                    },
                ),
            ],
            specials: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "pCreateInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(313),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m("pAllocator", 16, Kind::Allocator),
                m(
                    "pSession",
                    24,
                    Kind::NewHandles {
                        ty: 1000464000,
                        len: Len::One,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkCreatePipelineCache",
        id: 242,
        ret: Ret::Result,
        reply: true,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCreatePipelineCache",
            stype: None,
            size: 32,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "pCreateInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(558),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m("pAllocator", 16, Kind::Allocator),
                m(
                    "pPipelineCache",
                    24,
                    Kind::NewHandles {
                        ty: 16,
                        len: Len::One,
                    },
                ),
            ],
            specials: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "pCreateInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(558),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m("pAllocator", 16, Kind::Allocator),
                m(
                    "pPipelineCache",
                    24,
                    Kind::NewHandles {
                        ty: 16,
                        len: Len::One,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkCreatePipelineLayout",
        id: 243,
        ret: Ret::Result,
        reply: true,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCreatePipelineLayout",
            stype: None,
            size: 32,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "pCreateInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(581),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m("pAllocator", 16, Kind::Allocator),
                m(
                    "pPipelineLayout",
                    24,
                    Kind::NewHandles {
                        ty: 17,
                        len: Len::One,
                    },
                ),
            ],
            specials: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "pCreateInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(581),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m("pAllocator", 16, Kind::Allocator),
                m(
                    "pPipelineLayout",
                    24,
                    Kind::NewHandles {
                        ty: 17,
                        len: Len::One,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkCreatePrivateDataSlot",
        id: 244,
        ret: Ret::Result,
        reply: true,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCreatePrivateDataSlot",
            stype: None,
            size: 32,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "pCreateInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(616),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m("pAllocator", 16, Kind::Allocator),
                m(
                    "pPrivateDataSlot",
                    24,
                    Kind::NewHandles {
                        ty: 1000295000,
                        len: Len::One,
                    },
                ),
            ],
            specials: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "pCreateInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(616),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m("pAllocator", 16, Kind::Allocator),
                m(
                    "pPrivateDataSlot",
                    24,
                    Kind::NewHandles {
                        ty: 1000295000,
                        len: Len::One,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkCreateQueryPool",
        id: 245,
        ret: Ret::Result,
        reply: true,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCreateQueryPool",
            stype: None,
            size: 32,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "pCreateInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(619),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m("pAllocator", 16, Kind::Allocator),
                m(
                    "pQueryPool",
                    24,
                    Kind::NewHandles {
                        ty: 12,
                        len: Len::One,
                    },
                ),
            ],
            specials: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "pCreateInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(619),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m("pAllocator", 16, Kind::Allocator),
                m(
                    "pQueryPool",
                    24,
                    Kind::NewHandles {
                        ty: 12,
                        len: Len::One,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkCreateRayTracingPipelinesKHR",
        id: 246,
        ret: Ret::Result,
        reply: true,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCreateRayTracingPipelinesKHR",
            stype: None,
            size: 56,
            pod: false,
            padded: true,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "deferredOperation",
                    8,
                    Kind::Handle {
                        ty: 1000268000,
                        optional: true,
                    },
                ),
                m(
                    "pipelineCache",
                    16,
                    Kind::Handle {
                        ty: 16,
                        optional: true,
                    },
                ),
                m("createInfoCount", 24, Kind::Scalar(Scalar::U32)),
                m(
                    "pCreateInfos",
                    32,
                    Kind::Ptr {
                        elem: Elem::Struct(627),
                        len: Len::Member {
                            off: 24,
                            width: 4,
                            div: 1,
                        },
                        optional: false,
                    },
                ),
                m("pAllocator", 40, Kind::Allocator),
                m(
                    "pPipelines",
                    48,
                    Kind::NewHandles {
                        ty: 19,
                        len: Len::Member {
                            off: 24,
                            width: 4,
                            div: 1,
                        },
                    },
                ),
                m("", 28, Kind::Pad(4)),
            ],
            specials: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "deferredOperation",
                    8,
                    Kind::Handle {
                        ty: 1000268000,
                        optional: true,
                    },
                ),
                m(
                    "pipelineCache",
                    16,
                    Kind::Handle {
                        ty: 16,
                        optional: true,
                    },
                ),
                m(
                    "pCreateInfos",
                    32,
                    Kind::Ptr {
                        elem: Elem::Struct(627),
                        len: Len::Member {
                            off: 24,
                            width: 4,
                            div: 1,
                        },
                        optional: false,
                    },
                ),
                m("pAllocator", 40, Kind::Allocator),
                m(
                    "pPipelines",
                    48,
                    Kind::NewHandles {
                        ty: 19,
                        len: Len::Member {
                            off: 24,
                            width: 4,
                            div: 1,
                        },
                    },
                ),
                m("", 28, Kind::Pad(4)),
            ],
        },
    },
    CommandDesc {
        name: "vkCreateRayTracingPipelinesNV",
        id: 247,
        ret: Ret::Result,
        reply: true,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCreateRayTracingPipelinesNV",
            stype: None,
            size: 48,
            pod: false,
            padded: true,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "pipelineCache",
                    8,
                    Kind::Handle {
                        ty: 16,
                        optional: true,
                    },
                ),
                m("createInfoCount", 16, Kind::Scalar(Scalar::U32)),
                m(
                    "pCreateInfos",
                    24,
                    Kind::Ptr {
                        elem: Elem::Struct(628),
                        len: Len::Member {
                            off: 16,
                            width: 4,
                            div: 1,
                        },
                        optional: false,
                    },
                ),
                m("pAllocator", 32, Kind::Allocator),
                m(
                    "pPipelines",
                    40,
                    Kind::NewHandles {
                        ty: 19,
                        len: Len::Member {
                            off: 16,
                            width: 4,
                            div: 1,
                        },
                    },
                ),
                m("", 20, Kind::Pad(4)),
            ],
            specials: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "pipelineCache",
                    8,
                    Kind::Handle {
                        ty: 16,
                        optional: true,
                    },
                ),
                m(
                    "pCreateInfos",
                    24,
                    Kind::Ptr {
                        elem: Elem::Struct(628),
                        len: Len::Member {
                            off: 16,
                            width: 4,
                            div: 1,
                        },
                        optional: false,
                    },
                ),
                m("pAllocator", 32, Kind::Allocator),
                m(
                    "pPipelines",
                    40,
                    Kind::NewHandles {
                        ty: 19,
                        len: Len::Member {
                            off: 16,
                            width: 4,
                            div: 1,
                        },
                    },
                ),
                m("", 20, Kind::Pad(4)),
            ],
        },
    },
    CommandDesc {
        name: "vkCreateRenderPass",
        id: 248,
        ret: Ret::Result,
        reply: true,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCreateRenderPass",
            stype: None,
            size: 32,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "pCreateInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(638),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m("pAllocator", 16, Kind::Allocator),
                m(
                    "pRenderPass",
                    24,
                    Kind::NewHandles {
                        ty: 18,
                        len: Len::One,
                    },
                ),
            ],
            specials: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "pCreateInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(638),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m("pAllocator", 16, Kind::Allocator),
                m(
                    "pRenderPass",
                    24,
                    Kind::NewHandles {
                        ty: 18,
                        len: Len::One,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkCreateRenderPass2",
        id: 249,
        ret: Ret::Result,
        reply: true,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCreateRenderPass2",
            stype: None,
            size: 32,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "pCreateInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(639),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m("pAllocator", 16, Kind::Allocator),
                m(
                    "pRenderPass",
                    24,
                    Kind::NewHandles {
                        ty: 18,
                        len: Len::One,
                    },
                ),
            ],
            specials: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "pCreateInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(639),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m("pAllocator", 16, Kind::Allocator),
                m(
                    "pRenderPass",
                    24,
                    Kind::NewHandles {
                        ty: 18,
                        len: Len::One,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkCreateSampler",
        id: 250,
        ret: Ret::Result,
        reply: true,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCreateSampler",
            stype: None,
            size: 32,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "pCreateInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(660),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m("pAllocator", 16, Kind::Allocator),
                m(
                    "pSampler",
                    24,
                    Kind::NewHandles {
                        ty: 21,
                        len: Len::One,
                    },
                ),
            ],
            specials: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "pCreateInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(660),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m("pAllocator", 16, Kind::Allocator),
                m(
                    "pSampler",
                    24,
                    Kind::NewHandles {
                        ty: 21,
                        len: Len::One,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkCreateSamplerYcbcrConversion",
        id: 251,
        ret: Ret::Result,
        reply: true,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCreateSamplerYcbcrConversion",
            stype: None,
            size: 32,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "pCreateInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(663),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m("pAllocator", 16, Kind::Allocator),
                m(
                    "pYcbcrConversion",
                    24,
                    Kind::NewHandles {
                        ty: 1000156000,
                        len: Len::One,
                    },
                ),
            ],
            specials: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "pCreateInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(663),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m("pAllocator", 16, Kind::Allocator),
                m(
                    "pYcbcrConversion",
                    24,
                    Kind::NewHandles {
                        ty: 1000156000,
                        len: Len::One,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkCreateSemaphore",
        id: 252,
        ret: Ret::Result,
        reply: true,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCreateSemaphore",
            stype: None,
            size: 32,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "pCreateInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(666),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m("pAllocator", 16, Kind::Allocator),
                m(
                    "pSemaphore",
                    24,
                    Kind::NewHandles {
                        ty: 5,
                        len: Len::One,
                    },
                ),
            ],
            specials: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "pCreateInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(666),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m("pAllocator", 16, Kind::Allocator),
                m(
                    "pSemaphore",
                    24,
                    Kind::NewHandles {
                        ty: 5,
                        len: Len::One,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkCreateShaderModule",
        id: 253,
        ret: Ret::Result,
        reply: true,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCreateShaderModule",
            stype: None,
            size: 32,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "pCreateInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(673),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m("pAllocator", 16, Kind::Allocator),
                m(
                    "pShaderModule",
                    24,
                    Kind::NewHandles {
                        ty: 15,
                        len: Len::One,
                    },
                ),
            ],
            specials: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "pCreateInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(673),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m("pAllocator", 16, Kind::Allocator),
                m(
                    "pShaderModule",
                    24,
                    Kind::NewHandles {
                        ty: 15,
                        len: Len::One,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkCreateSharedSwapchainsKHR",
        id: 254,
        ret: Ret::Result,
        reply: true,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCreateSharedSwapchainsKHR",
            stype: None,
            size: 40,
            pod: false,
            padded: true,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m("swapchainCount", 8, Kind::Scalar(Scalar::U32)),
                m(
                    "pCreateInfos",
                    16,
                    Kind::Ptr {
                        elem: Elem::Struct(719),
                        len: Len::Member {
                            off: 8,
                            width: 4,
                            div: 1,
                        },
                        optional: false,
                    },
                ),
                m("pAllocator", 24, Kind::Allocator),
                m(
                    "pSwapchains",
                    32,
                    Kind::NewHandles {
                        ty: 1000001000,
                        len: Len::Member {
                            off: 8,
                            width: 4,
                            div: 1,
                        },
                    },
                ),
                m("", 12, Kind::Pad(4)),
            ],
            specials: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "pCreateInfos",
                    16,
                    Kind::Ptr {
                        elem: Elem::Struct(719),
                        len: Len::Member {
                            off: 8,
                            width: 4,
                            div: 1,
                        },
                        optional: false,
                    },
                ),
                m("pAllocator", 24, Kind::Allocator),
                m(
                    "pSwapchains",
                    32,
                    Kind::NewHandles {
                        ty: 1000001000,
                        len: Len::Member {
                            off: 8,
                            width: 4,
                            div: 1,
                        },
                    },
                ),
                m("", 12, Kind::Pad(4)),
            ],
        },
    },
    CommandDesc {
        name: "vkCreateSwapchainKHR",
        id: 255,
        ret: Ret::Result,
        reply: true,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCreateSwapchainKHR",
            stype: None,
            size: 32,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "pCreateInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(719),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m("pAllocator", 16, Kind::Allocator),
                m(
                    "pSwapchain",
                    24,
                    Kind::NewHandles {
                        ty: 1000001000,
                        len: Len::One,
                    },
                ),
            ],
            specials: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "pCreateInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(719),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m("pAllocator", 16, Kind::Allocator),
                m(
                    "pSwapchain",
                    24,
                    Kind::NewHandles {
                        ty: 1000001000,
                        len: Len::One,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkCreateValidationCacheEXT",
        id: 256,
        ret: Ret::Result,
        reply: true,
        status: Status::Wire,
        args: StructDesc {
            name: "vkCreateValidationCacheEXT",
            stype: None,
            size: 32,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "pCreateInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(732),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m("pAllocator", 16, Kind::Allocator),
                m(
                    "pValidationCache",
                    24,
                    Kind::NewHandles {
                        ty: 1000160000,
                        len: Len::One,
                    },
                ),
            ],
            specials: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "pCreateInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(732),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m("pAllocator", 16, Kind::Allocator),
                m(
                    "pValidationCache",
                    24,
                    Kind::NewHandles {
                        ty: 1000160000,
                        len: Len::One,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkDebugMarkerSetObjectNameEXT",
        id: 257,
        ret: Ret::Result,
        reply: true,
        status: Status::Wire,
        args: StructDesc {
            name: "vkDebugMarkerSetObjectNameEXT",
            stype: None,
            size: 16,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "pNameInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(104),
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
            specials: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "pNameInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(104),
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkDebugMarkerSetObjectTagEXT",
        id: 258,
        ret: Ret::Result,
        reply: true,
        status: Status::Wire,
        args: StructDesc {
            name: "vkDebugMarkerSetObjectTagEXT",
            stype: None,
            size: 16,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "pTagInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(105),
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
            specials: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "pTagInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(105),
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkDebugReportMessageEXT",
        id: 259,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkDebugReportMessageEXT",
            stype: None,
            size: 56,
            pod: false,
            padded: true,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "instance",
                    0,
                    Kind::Handle {
                        ty: 1,
                        optional: false,
                    },
                ),
                m("flags", 8, Kind::Scalar(Scalar::U32)),
                m("objectType", 12, Kind::Scalar(Scalar::I32)),
                m("object", 16, Kind::DebugHandle { ty_off: 12 }),
                m("location", 24, Kind::Scalar(Scalar::U64)),
                m("messageCode", 32, Kind::Scalar(Scalar::I32)),
                m(
                    "pLayerPrefix",
                    40,
                    Kind::Ptr {
                        elem: Elem::CStr,
                        len: Len::One,
                        optional: false,
                    },
                ),
                m(
                    "pMessage",
                    48,
                    Kind::Ptr {
                        elem: Elem::CStr,
                        len: Len::One,
                        optional: false,
                    },
                ),
                m("", 36, Kind::Pad(4)),
            ],
            specials: &[
                m(
                    "instance",
                    0,
                    Kind::Handle {
                        ty: 1,
                        optional: false,
                    },
                ),
                m("object", 16, Kind::DebugHandle { ty_off: 12 }),
                m(
                    "pLayerPrefix",
                    40,
                    Kind::Ptr {
                        elem: Elem::CStr,
                        len: Len::One,
                        optional: false,
                    },
                ),
                m(
                    "pMessage",
                    48,
                    Kind::Ptr {
                        elem: Elem::CStr,
                        len: Len::One,
                        optional: false,
                    },
                ),
                m("", 36, Kind::Pad(4)),
            ],
        },
    },
    CommandDesc {
        name: "vkDeferredOperationJoinKHR",
        id: 260,
        ret: Ret::Result,
        reply: true,
        status: Status::Wire,
        args: StructDesc {
            name: "vkDeferredOperationJoinKHR",
            stype: None,
            size: 16,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "operation",
                    8,
                    Kind::Handle {
                        ty: 1000268000,
                        optional: false,
                    },
                ),
            ],
            specials: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "operation",
                    8,
                    Kind::Handle {
                        ty: 1000268000,
                        optional: false,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkDestroyAccelerationStructureKHR",
        id: 261,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkDestroyAccelerationStructureKHR",
            stype: None,
            size: 24,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "accelerationStructure",
                    8,
                    Kind::Handle {
                        ty: 1000150000,
                        optional: true,
                    },
                ),
                m("pAllocator", 16, Kind::Allocator),
            ],
            specials: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "accelerationStructure",
                    8,
                    Kind::Handle {
                        ty: 1000150000,
                        optional: true,
                    },
                ),
                m("pAllocator", 16, Kind::Allocator),
            ],
        },
    },
    CommandDesc {
        name: "vkDestroyAccelerationStructureNV",
        id: 262,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkDestroyAccelerationStructureNV",
            stype: None,
            size: 24,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "accelerationStructure",
                    8,
                    Kind::Handle {
                        ty: 1000165000,
                        optional: true,
                    },
                ),
                m("pAllocator", 16, Kind::Allocator),
            ],
            specials: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "accelerationStructure",
                    8,
                    Kind::Handle {
                        ty: 1000165000,
                        optional: true,
                    },
                ),
                m("pAllocator", 16, Kind::Allocator),
            ],
        },
    },
    CommandDesc {
        name: "vkDestroyBuffer",
        id: 263,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkDestroyBuffer",
            stype: None,
            size: 24,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "buffer",
                    8,
                    Kind::Handle {
                        ty: 9,
                        optional: true,
                    },
                ),
                m("pAllocator", 16, Kind::Allocator),
            ],
            specials: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "buffer",
                    8,
                    Kind::Handle {
                        ty: 9,
                        optional: true,
                    },
                ),
                m("pAllocator", 16, Kind::Allocator),
            ],
        },
    },
    CommandDesc {
        name: "vkDestroyBufferView",
        id: 264,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkDestroyBufferView",
            stype: None,
            size: 24,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "bufferView",
                    8,
                    Kind::Handle {
                        ty: 13,
                        optional: true,
                    },
                ),
                m("pAllocator", 16, Kind::Allocator),
            ],
            specials: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "bufferView",
                    8,
                    Kind::Handle {
                        ty: 13,
                        optional: true,
                    },
                ),
                m("pAllocator", 16, Kind::Allocator),
            ],
        },
    },
    CommandDesc {
        name: "vkDestroyCommandPool",
        id: 265,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkDestroyCommandPool",
            stype: None,
            size: 24,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "commandPool",
                    8,
                    Kind::Handle {
                        ty: 25,
                        optional: true,
                    },
                ),
                m("pAllocator", 16, Kind::Allocator),
            ],
            specials: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "commandPool",
                    8,
                    Kind::Handle {
                        ty: 25,
                        optional: true,
                    },
                ),
                m("pAllocator", 16, Kind::Allocator),
            ],
        },
    },
    CommandDesc {
        name: "vkDestroyCuFunctionNVX",
        id: 266,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkDestroyCuFunctionNVX",
            stype: None,
            size: 24,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "function",
                    8,
                    Kind::Handle {
                        ty: 1000029001,
                        optional: false,
                    },
                ),
                m("pAllocator", 16, Kind::Allocator),
            ],
            specials: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "function",
                    8,
                    Kind::Handle {
                        ty: 1000029001,
                        optional: false,
                    },
                ),
                m("pAllocator", 16, Kind::Allocator),
            ],
        },
    },
    CommandDesc {
        name: "vkDestroyCuModuleNVX",
        id: 267,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkDestroyCuModuleNVX",
            stype: None,
            size: 24,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "module",
                    8,
                    Kind::Handle {
                        ty: 1000029000,
                        optional: false,
                    },
                ),
                m("pAllocator", 16, Kind::Allocator),
            ],
            specials: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "module",
                    8,
                    Kind::Handle {
                        ty: 1000029000,
                        optional: false,
                    },
                ),
                m("pAllocator", 16, Kind::Allocator),
            ],
        },
    },
    CommandDesc {
        name: "vkDestroyDebugReportCallbackEXT",
        id: 268,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkDestroyDebugReportCallbackEXT",
            stype: None,
            size: 24,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "instance",
                    0,
                    Kind::Handle {
                        ty: 1,
                        optional: false,
                    },
                ),
                m(
                    "callback",
                    8,
                    Kind::Handle {
                        ty: 1000011000,
                        optional: true,
                    },
                ),
                m("pAllocator", 16, Kind::Allocator),
            ],
            specials: &[
                m(
                    "instance",
                    0,
                    Kind::Handle {
                        ty: 1,
                        optional: false,
                    },
                ),
                m(
                    "callback",
                    8,
                    Kind::Handle {
                        ty: 1000011000,
                        optional: true,
                    },
                ),
                m("pAllocator", 16, Kind::Allocator),
            ],
        },
    },
    CommandDesc {
        name: "vkDestroyDebugUtilsMessengerEXT",
        id: 269,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkDestroyDebugUtilsMessengerEXT",
            stype: None,
            size: 24,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "instance",
                    0,
                    Kind::Handle {
                        ty: 1,
                        optional: false,
                    },
                ),
                m(
                    "messenger",
                    8,
                    Kind::Handle {
                        ty: 1000128000,
                        optional: true,
                    },
                ),
                m("pAllocator", 16, Kind::Allocator),
            ],
            specials: &[
                m(
                    "instance",
                    0,
                    Kind::Handle {
                        ty: 1,
                        optional: false,
                    },
                ),
                m(
                    "messenger",
                    8,
                    Kind::Handle {
                        ty: 1000128000,
                        optional: true,
                    },
                ),
                m("pAllocator", 16, Kind::Allocator),
            ],
        },
    },
    CommandDesc {
        name: "vkDestroyDeferredOperationKHR",
        id: 270,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkDestroyDeferredOperationKHR",
            stype: None,
            size: 24,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "operation",
                    8,
                    Kind::Handle {
                        ty: 1000268000,
                        optional: true,
                    },
                ),
                m("pAllocator", 16, Kind::Allocator),
            ],
            specials: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "operation",
                    8,
                    Kind::Handle {
                        ty: 1000268000,
                        optional: true,
                    },
                ),
                m("pAllocator", 16, Kind::Allocator),
            ],
        },
    },
    CommandDesc {
        name: "vkDestroyDescriptorPool",
        id: 271,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkDestroyDescriptorPool",
            stype: None,
            size: 24,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "descriptorPool",
                    8,
                    Kind::Handle {
                        ty: 22,
                        optional: true,
                    },
                ),
                m("pAllocator", 16, Kind::Allocator),
            ],
            specials: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "descriptorPool",
                    8,
                    Kind::Handle {
                        ty: 22,
                        optional: true,
                    },
                ),
                m("pAllocator", 16, Kind::Allocator),
            ],
        },
    },
    CommandDesc {
        name: "vkDestroyDescriptorSetLayout",
        id: 272,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkDestroyDescriptorSetLayout",
            stype: None,
            size: 24,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "descriptorSetLayout",
                    8,
                    Kind::Handle {
                        ty: 20,
                        optional: true,
                    },
                ),
                m("pAllocator", 16, Kind::Allocator),
            ],
            specials: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "descriptorSetLayout",
                    8,
                    Kind::Handle {
                        ty: 20,
                        optional: true,
                    },
                ),
                m("pAllocator", 16, Kind::Allocator),
            ],
        },
    },
    CommandDesc {
        name: "vkDestroyDescriptorUpdateTemplate",
        id: 273,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkDestroyDescriptorUpdateTemplate",
            stype: None,
            size: 24,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "descriptorUpdateTemplate",
                    8,
                    Kind::Handle {
                        ty: 1000085000,
                        optional: true,
                    },
                ),
                m("pAllocator", 16, Kind::Allocator),
            ],
            specials: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "descriptorUpdateTemplate",
                    8,
                    Kind::Handle {
                        ty: 1000085000,
                        optional: true,
                    },
                ),
                m("pAllocator", 16, Kind::Allocator),
            ],
        },
    },
    CommandDesc {
        name: "vkDestroyDevice",
        id: 274,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkDestroyDevice",
            stype: None,
            size: 16,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: true,
                    },
                ),
                m("pAllocator", 8, Kind::Allocator),
            ],
            specials: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: true,
                    },
                ),
                m("pAllocator", 8, Kind::Allocator),
            ],
        },
    },
    CommandDesc {
        name: "vkDestroyEvent",
        id: 275,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkDestroyEvent",
            stype: None,
            size: 24,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "event",
                    8,
                    Kind::Handle {
                        ty: 11,
                        optional: true,
                    },
                ),
                m("pAllocator", 16, Kind::Allocator),
            ],
            specials: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "event",
                    8,
                    Kind::Handle {
                        ty: 11,
                        optional: true,
                    },
                ),
                m("pAllocator", 16, Kind::Allocator),
            ],
        },
    },
    CommandDesc {
        name: "vkDestroyFence",
        id: 276,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkDestroyFence",
            stype: None,
            size: 24,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "fence",
                    8,
                    Kind::Handle {
                        ty: 7,
                        optional: true,
                    },
                ),
                m("pAllocator", 16, Kind::Allocator),
            ],
            specials: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "fence",
                    8,
                    Kind::Handle {
                        ty: 7,
                        optional: true,
                    },
                ),
                m("pAllocator", 16, Kind::Allocator),
            ],
        },
    },
    CommandDesc {
        name: "vkDestroyFramebuffer",
        id: 277,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkDestroyFramebuffer",
            stype: None,
            size: 24,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "framebuffer",
                    8,
                    Kind::Handle {
                        ty: 24,
                        optional: true,
                    },
                ),
                m("pAllocator", 16, Kind::Allocator),
            ],
            specials: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "framebuffer",
                    8,
                    Kind::Handle {
                        ty: 24,
                        optional: true,
                    },
                ),
                m("pAllocator", 16, Kind::Allocator),
            ],
        },
    },
    CommandDesc {
        name: "vkDestroyImage",
        id: 278,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkDestroyImage",
            stype: None,
            size: 24,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "image",
                    8,
                    Kind::Handle {
                        ty: 10,
                        optional: true,
                    },
                ),
                m("pAllocator", 16, Kind::Allocator),
            ],
            specials: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "image",
                    8,
                    Kind::Handle {
                        ty: 10,
                        optional: true,
                    },
                ),
                m("pAllocator", 16, Kind::Allocator),
            ],
        },
    },
    CommandDesc {
        name: "vkDestroyImageView",
        id: 279,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkDestroyImageView",
            stype: None,
            size: 24,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "imageView",
                    8,
                    Kind::Handle {
                        ty: 14,
                        optional: true,
                    },
                ),
                m("pAllocator", 16, Kind::Allocator),
            ],
            specials: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "imageView",
                    8,
                    Kind::Handle {
                        ty: 14,
                        optional: true,
                    },
                ),
                m("pAllocator", 16, Kind::Allocator),
            ],
        },
    },
    CommandDesc {
        name: "vkDestroyIndirectCommandsLayoutNV",
        id: 280,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkDestroyIndirectCommandsLayoutNV",
            stype: None,
            size: 24,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "indirectCommandsLayout",
                    8,
                    Kind::Handle {
                        ty: 1000277000,
                        optional: true,
                    },
                ),
                m("pAllocator", 16, Kind::Allocator),
            ],
            specials: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "indirectCommandsLayout",
                    8,
                    Kind::Handle {
                        ty: 1000277000,
                        optional: true,
                    },
                ),
                m("pAllocator", 16, Kind::Allocator),
            ],
        },
    },
    CommandDesc {
        name: "vkDestroyInstance",
        id: 281,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkDestroyInstance",
            stype: None,
            size: 16,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "instance",
                    0,
                    Kind::Handle {
                        ty: 1,
                        optional: true,
                    },
                ),
                m("pAllocator", 8, Kind::Allocator),
            ],
            specials: &[
                m(
                    "instance",
                    0,
                    Kind::Handle {
                        ty: 1,
                        optional: true,
                    },
                ),
                m("pAllocator", 8, Kind::Allocator),
            ],
        },
    },
    CommandDesc {
        name: "vkDestroyMicromapEXT",
        id: 282,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkDestroyMicromapEXT",
            stype: None,
            size: 24,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "micromap",
                    8,
                    Kind::Handle {
                        ty: 1000396000,
                        optional: true,
                    },
                ),
                m("pAllocator", 16, Kind::Allocator),
            ],
            specials: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "micromap",
                    8,
                    Kind::Handle {
                        ty: 1000396000,
                        optional: true,
                    },
                ),
                m("pAllocator", 16, Kind::Allocator),
            ],
        },
    },
    CommandDesc {
        name: "vkDestroyOpticalFlowSessionNV",
        id: 283,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkDestroyOpticalFlowSessionNV",
            stype: None,
            size: 24,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "session",
                    8,
                    Kind::Handle {
                        ty: 1000464000,
                        optional: false,
                    },
                ),
                m("pAllocator", 16, Kind::Allocator),
            ],
            specials: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "session",
                    8,
                    Kind::Handle {
                        ty: 1000464000,
                        optional: false,
                    },
                ),
                m("pAllocator", 16, Kind::Allocator),
            ],
        },
    },
    CommandDesc {
        name: "vkDestroyPipeline",
        id: 284,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkDestroyPipeline",
            stype: None,
            size: 24,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "pipeline",
                    8,
                    Kind::Handle {
                        ty: 19,
                        optional: true,
                    },
                ),
                m("pAllocator", 16, Kind::Allocator),
            ],
            specials: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "pipeline",
                    8,
                    Kind::Handle {
                        ty: 19,
                        optional: true,
                    },
                ),
                m("pAllocator", 16, Kind::Allocator),
            ],
        },
    },
    CommandDesc {
        name: "vkDestroyPipelineCache",
        id: 285,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkDestroyPipelineCache",
            stype: None,
            size: 24,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "pipelineCache",
                    8,
                    Kind::Handle {
                        ty: 16,
                        optional: true,
                    },
                ),
                m("pAllocator", 16, Kind::Allocator),
            ],
            specials: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "pipelineCache",
                    8,
                    Kind::Handle {
                        ty: 16,
                        optional: true,
                    },
                ),
                m("pAllocator", 16, Kind::Allocator),
            ],
        },
    },
    CommandDesc {
        name: "vkDestroyPipelineLayout",
        id: 286,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkDestroyPipelineLayout",
            stype: None,
            size: 24,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "pipelineLayout",
                    8,
                    Kind::Handle {
                        ty: 17,
                        optional: true,
                    },
                ),
                m("pAllocator", 16, Kind::Allocator),
            ],
            specials: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "pipelineLayout",
                    8,
                    Kind::Handle {
                        ty: 17,
                        optional: true,
                    },
                ),
                m("pAllocator", 16, Kind::Allocator),
            ],
        },
    },
    CommandDesc {
        name: "vkDestroyPrivateDataSlot",
        id: 287,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkDestroyPrivateDataSlot",
            stype: None,
            size: 24,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "privateDataSlot",
                    8,
                    Kind::Handle {
                        ty: 1000295000,
                        optional: true,
                    },
                ),
                m("pAllocator", 16, Kind::Allocator),
            ],
            specials: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "privateDataSlot",
                    8,
                    Kind::Handle {
                        ty: 1000295000,
                        optional: true,
                    },
                ),
                m("pAllocator", 16, Kind::Allocator),
            ],
        },
    },
    CommandDesc {
        name: "vkDestroyQueryPool",
        id: 288,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkDestroyQueryPool",
            stype: None,
            size: 24,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "queryPool",
                    8,
                    Kind::Handle {
                        ty: 12,
                        optional: true,
                    },
                ),
                m("pAllocator", 16, Kind::Allocator),
            ],
            specials: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "queryPool",
                    8,
                    Kind::Handle {
                        ty: 12,
                        optional: true,
                    },
                ),
                m("pAllocator", 16, Kind::Allocator),
            ],
        },
    },
    CommandDesc {
        name: "vkDestroyRenderPass",
        id: 289,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkDestroyRenderPass",
            stype: None,
            size: 24,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "renderPass",
                    8,
                    Kind::Handle {
                        ty: 18,
                        optional: true,
                    },
                ),
                m("pAllocator", 16, Kind::Allocator),
            ],
            specials: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "renderPass",
                    8,
                    Kind::Handle {
                        ty: 18,
                        optional: true,
                    },
                ),
                m("pAllocator", 16, Kind::Allocator),
            ],
        },
    },
    CommandDesc {
        name: "vkDestroySampler",
        id: 290,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkDestroySampler",
            stype: None,
            size: 24,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "sampler",
                    8,
                    Kind::Handle {
                        ty: 21,
                        optional: true,
                    },
                ),
                m("pAllocator", 16, Kind::Allocator),
            ],
            specials: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "sampler",
                    8,
                    Kind::Handle {
                        ty: 21,
                        optional: true,
                    },
                ),
                m("pAllocator", 16, Kind::Allocator),
            ],
        },
    },
    CommandDesc {
        name: "vkDestroySamplerYcbcrConversion",
        id: 291,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkDestroySamplerYcbcrConversion",
            stype: None,
            size: 24,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "ycbcrConversion",
                    8,
                    Kind::Handle {
                        ty: 1000156000,
                        optional: true,
                    },
                ),
                m("pAllocator", 16, Kind::Allocator),
            ],
            specials: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "ycbcrConversion",
                    8,
                    Kind::Handle {
                        ty: 1000156000,
                        optional: true,
                    },
                ),
                m("pAllocator", 16, Kind::Allocator),
            ],
        },
    },
    CommandDesc {
        name: "vkDestroySemaphore",
        id: 292,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkDestroySemaphore",
            stype: None,
            size: 24,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "semaphore",
                    8,
                    Kind::Handle {
                        ty: 5,
                        optional: true,
                    },
                ),
                m("pAllocator", 16, Kind::Allocator),
            ],
            specials: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "semaphore",
                    8,
                    Kind::Handle {
                        ty: 5,
                        optional: true,
                    },
                ),
                m("pAllocator", 16, Kind::Allocator),
            ],
        },
    },
    CommandDesc {
        name: "vkDestroyShaderModule",
        id: 293,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkDestroyShaderModule",
            stype: None,
            size: 24,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "shaderModule",
                    8,
                    Kind::Handle {
                        ty: 15,
                        optional: true,
                    },
                ),
                m("pAllocator", 16, Kind::Allocator),
            ],
            specials: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "shaderModule",
                    8,
                    Kind::Handle {
                        ty: 15,
                        optional: true,
                    },
                ),
                m("pAllocator", 16, Kind::Allocator),
            ],
        },
    },
    CommandDesc {
        name: "vkDestroySurfaceKHR",
        id: 294,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkDestroySurfaceKHR",
            stype: None,
            size: 24,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "instance",
                    0,
                    Kind::Handle {
                        ty: 1,
                        optional: false,
                    },
                ),
                m(
                    "surface",
                    8,
                    Kind::Handle {
                        ty: 1000000000,
                        optional: true,
                    },
                ),
                m("pAllocator", 16, Kind::Allocator),
            ],
            specials: &[
                m(
                    "instance",
                    0,
                    Kind::Handle {
                        ty: 1,
                        optional: false,
                    },
                ),
                m(
                    "surface",
                    8,
                    Kind::Handle {
                        ty: 1000000000,
                        optional: true,
                    },
                ),
                m("pAllocator", 16, Kind::Allocator),
            ],
        },
    },
    CommandDesc {
        name: "vkDestroySwapchainKHR",
        id: 295,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkDestroySwapchainKHR",
            stype: None,
            size: 24,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "swapchain",
                    8,
                    Kind::Handle {
                        ty: 1000001000,
                        optional: true,
                    },
                ),
                m("pAllocator", 16, Kind::Allocator),
            ],
            specials: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "swapchain",
                    8,
                    Kind::Handle {
                        ty: 1000001000,
                        optional: true,
                    },
                ),
                m("pAllocator", 16, Kind::Allocator),
            ],
        },
    },
    CommandDesc {
        name: "vkDestroyValidationCacheEXT",
        id: 296,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkDestroyValidationCacheEXT",
            stype: None,
            size: 24,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "validationCache",
                    8,
                    Kind::Handle {
                        ty: 1000160000,
                        optional: true,
                    },
                ),
                m("pAllocator", 16, Kind::Allocator),
            ],
            specials: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "validationCache",
                    8,
                    Kind::Handle {
                        ty: 1000160000,
                        optional: true,
                    },
                ),
                m("pAllocator", 16, Kind::Allocator),
            ],
        },
    },
    CommandDesc {
        name: "vkDeviceWaitIdle",
        id: 297,
        ret: Ret::Result,
        reply: true,
        status: Status::Wire,
        args: StructDesc {
            name: "vkDeviceWaitIdle",
            stype: None,
            size: 8,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[m(
                "device",
                0,
                Kind::Handle {
                    ty: 3,
                    optional: false,
                },
            )],
            specials: &[m(
                "device",
                0,
                Kind::Handle {
                    ty: 3,
                    optional: false,
                },
            )],
        },
    },
    CommandDesc {
        name: "vkDisplayPowerControlEXT",
        id: 298,
        ret: Ret::Result,
        reply: true,
        status: Status::Wire,
        args: StructDesc {
            name: "vkDisplayPowerControlEXT",
            stype: None,
            size: 24,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "display",
                    8,
                    Kind::Handle {
                        ty: 1000002000,
                        optional: false,
                    },
                ),
                m(
                    "pDisplayPowerInfo",
                    16,
                    Kind::Ptr {
                        elem: Elem::Struct(178),
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
            specials: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "display",
                    8,
                    Kind::Handle {
                        ty: 1000002000,
                        optional: false,
                    },
                ),
                m(
                    "pDisplayPowerInfo",
                    16,
                    Kind::Ptr {
                        elem: Elem::Struct(178),
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkEndCommandBuffer",
        id: 299,
        ret: Ret::Result,
        reply: true,
        status: Status::Wire,
        args: StructDesc {
            name: "vkEndCommandBuffer",
            stype: None,
            size: 8,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[m(
                "commandBuffer",
                0,
                Kind::Handle {
                    ty: 6,
                    optional: false,
                },
            )],
            specials: &[m(
                "commandBuffer",
                0,
                Kind::Handle {
                    ty: 6,
                    optional: false,
                },
            )],
        },
    },
    CommandDesc {
        name: "vkEnumerateDeviceExtensionProperties",
        id: 300,
        ret: Ret::Result,
        reply: true,
        status: Status::Wire,
        args: StructDesc {
            name: "vkEnumerateDeviceExtensionProperties",
            stype: None,
            size: 32,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "physicalDevice",
                    0,
                    Kind::Handle {
                        ty: 2,
                        optional: false,
                    },
                ),
                m(
                    "pLayerName",
                    8,
                    Kind::Ptr {
                        elem: Elem::CStr,
                        len: Len::One,
                        optional: true,
                    },
                ),
                m("pPropertyCount", 16, Kind::OutCount(4)),
                m(
                    "pProperties",
                    24,
                    Kind::Out {
                        elem: Elem::Struct(196),
                        len: Len::OutCount { off: 16, width: 4 },
                        optional: true,
                    },
                ),
            ],
            specials: &[
                m(
                    "physicalDevice",
                    0,
                    Kind::Handle {
                        ty: 2,
                        optional: false,
                    },
                ),
                m(
                    "pLayerName",
                    8,
                    Kind::Ptr {
                        elem: Elem::CStr,
                        len: Len::One,
                        optional: true,
                    },
                ),
                m("pPropertyCount", 16, Kind::OutCount(4)),
                m(
                    "pProperties",
                    24,
                    Kind::Out {
                        elem: Elem::Struct(196),
                        len: Len::OutCount { off: 16, width: 4 },
                        optional: true,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkEnumerateDeviceLayerProperties",
        id: 301,
        ret: Ret::Result,
        reply: true,
        status: Status::Wire,
        args: StructDesc {
            name: "vkEnumerateDeviceLayerProperties",
            stype: None,
            size: 24,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "physicalDevice",
                    0,
                    Kind::Handle {
                        ty: 2,
                        optional: false,
                    },
                ),
                m("pPropertyCount", 8, Kind::OutCount(4)),
                m(
                    "pProperties",
                    16,
                    Kind::Out {
                        elem: Elem::Struct(276),
                        len: Len::OutCount { off: 8, width: 4 },
                        optional: true,
                    },
                ),
            ],
            specials: &[
                m(
                    "physicalDevice",
                    0,
                    Kind::Handle {
                        ty: 2,
                        optional: false,
                    },
                ),
                m("pPropertyCount", 8, Kind::OutCount(4)),
                m(
                    "pProperties",
                    16,
                    Kind::Out {
                        elem: Elem::Struct(276),
                        len: Len::OutCount { off: 8, width: 4 },
                        optional: true,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkEnumerateInstanceExtensionProperties",
        id: 302,
        ret: Ret::Result,
        reply: true,
        status: Status::Wire,
        args: StructDesc {
            name: "vkEnumerateInstanceExtensionProperties",
            stype: None,
            size: 24,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "pLayerName",
                    0,
                    Kind::Ptr {
                        elem: Elem::CStr,
                        len: Len::One,
                        optional: true,
                    },
                ),
                m("pPropertyCount", 8, Kind::OutCount(4)),
                m(
                    "pProperties",
                    16,
                    Kind::Out {
                        elem: Elem::Struct(196),
                        len: Len::OutCount { off: 8, width: 4 },
                        optional: true,
                    },
                ),
            ],
            specials: &[
                m(
                    "pLayerName",
                    0,
                    Kind::Ptr {
                        elem: Elem::CStr,
                        len: Len::One,
                        optional: true,
                    },
                ),
                m("pPropertyCount", 8, Kind::OutCount(4)),
                m(
                    "pProperties",
                    16,
                    Kind::Out {
                        elem: Elem::Struct(196),
                        len: Len::OutCount { off: 8, width: 4 },
                        optional: true,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkEnumerateInstanceLayerProperties",
        id: 303,
        ret: Ret::Result,
        reply: true,
        status: Status::Wire,
        args: StructDesc {
            name: "vkEnumerateInstanceLayerProperties",
            stype: None,
            size: 16,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m("pPropertyCount", 0, Kind::OutCount(4)),
                m(
                    "pProperties",
                    8,
                    Kind::Out {
                        elem: Elem::Struct(276),
                        len: Len::OutCount { off: 0, width: 4 },
                        optional: true,
                    },
                ),
            ],
            specials: &[
                m("pPropertyCount", 0, Kind::OutCount(4)),
                m(
                    "pProperties",
                    8,
                    Kind::Out {
                        elem: Elem::Struct(276),
                        len: Len::OutCount { off: 0, width: 4 },
                        optional: true,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkEnumerateInstanceVersion",
        id: 304,
        ret: Ret::Result,
        reply: true,
        status: Status::ByHand("loader entry point: answered by the ICD"),
        args: StructDesc {
            name: "vkEnumerateInstanceVersion",
            stype: None,
            size: 8,
            pod: false,
            padded: false,
            flat: false,
            status: Status::ByHand("loader entry point: answered by the ICD"),
            members: &[m(
                "pApiVersion",
                0,
                Kind::Out {
                    elem: Elem::Bytes(4),
                    len: Len::One,
                    optional: false,
                },
            )],
            specials: &[m(
                "pApiVersion",
                0,
                Kind::Out {
                    elem: Elem::Bytes(4),
                    len: Len::One,
                    optional: false,
                },
            )],
        },
    },
    CommandDesc {
        name: "vkEnumeratePhysicalDeviceGroups",
        id: 305,
        ret: Ret::Result,
        reply: true,
        status: Status::Wire,
        args: StructDesc {
            name: "vkEnumeratePhysicalDeviceGroups",
            stype: None,
            size: 24,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "instance",
                    0,
                    Kind::Handle {
                        ty: 1,
                        optional: false,
                    },
                ),
                m("pPhysicalDeviceGroupCount", 8, Kind::OutCount(4)),
                m(
                    "pPhysicalDeviceGroupProperties",
                    16,
                    Kind::Out {
                        elem: Elem::Struct(404),
                        len: Len::OutCount { off: 8, width: 4 },
                        optional: true,
                    },
                ),
            ],
            specials: &[
                m(
                    "instance",
                    0,
                    Kind::Handle {
                        ty: 1,
                        optional: false,
                    },
                ),
                m("pPhysicalDeviceGroupCount", 8, Kind::OutCount(4)),
                m(
                    "pPhysicalDeviceGroupProperties",
                    16,
                    Kind::Out {
                        elem: Elem::Struct(404),
                        len: Len::OutCount { off: 8, width: 4 },
                        optional: true,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkEnumeratePhysicalDeviceQueueFamilyPerformanceQueryCountersKHR",
        id: 306,
        ret: Ret::Result,
        reply: true,
        status: Status::Wire,
        args: StructDesc {
            name: "vkEnumeratePhysicalDeviceQueueFamilyPerformanceQueryCountersKHR",
            stype: None,
            size: 40,
            pod: false,
            padded: true,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "physicalDevice",
                    0,
                    Kind::Handle {
                        ty: 2,
                        optional: false,
                    },
                ),
                m("queueFamilyIndex", 8, Kind::Scalar(Scalar::U32)),
                m("pCounterCount", 16, Kind::OutCount(4)),
                m(
                    "pCounters",
                    24,
                    Kind::Out {
                        elem: Elem::Struct(318),
                        len: Len::OutCount { off: 16, width: 4 },
                        optional: true,
                    },
                ),
                m(
                    "pCounterDescriptions",
                    32,
                    Kind::Out {
                        elem: Elem::Struct(317),
                        len: Len::OutCount { off: 16, width: 4 },
                        optional: true,
                    },
                ),
                m("", 12, Kind::Pad(4)),
            ],
            specials: &[
                m(
                    "physicalDevice",
                    0,
                    Kind::Handle {
                        ty: 2,
                        optional: false,
                    },
                ),
                m("pCounterCount", 16, Kind::OutCount(4)),
                m(
                    "pCounters",
                    24,
                    Kind::Out {
                        elem: Elem::Struct(318),
                        len: Len::OutCount { off: 16, width: 4 },
                        optional: true,
                    },
                ),
                m(
                    "pCounterDescriptions",
                    32,
                    Kind::Out {
                        elem: Elem::Struct(317),
                        len: Len::OutCount { off: 16, width: 4 },
                        optional: true,
                    },
                ),
                m("", 12, Kind::Pad(4)),
            ],
        },
    },
    CommandDesc {
        name: "vkEnumeratePhysicalDevices",
        id: 307,
        ret: Ret::Result,
        reply: true,
        status: Status::Wire,
        args: StructDesc {
            name: "vkEnumeratePhysicalDevices",
            stype: None,
            size: 24,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "instance",
                    0,
                    Kind::Handle {
                        ty: 1,
                        optional: false,
                    },
                ),
                m("pPhysicalDeviceCount", 8, Kind::OutCount(4)),
                m(
                    "pPhysicalDevices",
                    16,
                    Kind::Out {
                        elem: Elem::Handle(2),
                        len: Len::OutCount { off: 8, width: 4 },
                        optional: true,
                    },
                ),
            ],
            specials: &[
                m(
                    "instance",
                    0,
                    Kind::Handle {
                        ty: 1,
                        optional: false,
                    },
                ),
                m("pPhysicalDeviceCount", 8, Kind::OutCount(4)),
                m(
                    "pPhysicalDevices",
                    16,
                    Kind::Out {
                        elem: Elem::Handle(2),
                        len: Len::OutCount { off: 8, width: 4 },
                        optional: true,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkFlushMappedMemoryRanges",
        id: 308,
        ret: Ret::Result,
        reply: true,
        status: Status::Wire,
        args: StructDesc {
            name: "vkFlushMappedMemoryRanges",
            stype: None,
            size: 24,
            pod: false,
            padded: true,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m("memoryRangeCount", 8, Kind::Scalar(Scalar::U32)),
                m(
                    "pMemoryRanges",
                    16,
                    Kind::Ptr {
                        elem: Elem::Struct(277),
                        len: Len::Member {
                            off: 8,
                            width: 4,
                            div: 1,
                        },
                        optional: false,
                    },
                ),
                m("", 12, Kind::Pad(4)),
            ],
            specials: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "pMemoryRanges",
                    16,
                    Kind::Ptr {
                        elem: Elem::Struct(277),
                        len: Len::Member {
                            off: 8,
                            width: 4,
                            div: 1,
                        },
                        optional: false,
                    },
                ),
                m("", 12, Kind::Pad(4)),
            ],
        },
    },
    CommandDesc {
        name: "vkFreeCommandBuffers",
        id: 309,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkFreeCommandBuffers",
            stype: None,
            size: 32,
            pod: false,
            padded: true,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "commandPool",
                    8,
                    Kind::Handle {
                        ty: 25,
                        optional: false,
                    },
                ),
                m("commandBufferCount", 16, Kind::Scalar(Scalar::U32)),
                m(
                    "pCommandBuffers",
                    24,
                    Kind::Ptr {
                        elem: Elem::Handle(6),
                        len: Len::Member {
                            off: 16,
                            width: 4,
                            div: 1,
                        },
                        optional: false,
                    },
                ),
                m("", 20, Kind::Pad(4)),
            ],
            specials: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "commandPool",
                    8,
                    Kind::Handle {
                        ty: 25,
                        optional: false,
                    },
                ),
                m(
                    "pCommandBuffers",
                    24,
                    Kind::Ptr {
                        elem: Elem::Handle(6),
                        len: Len::Member {
                            off: 16,
                            width: 4,
                            div: 1,
                        },
                        optional: false,
                    },
                ),
                m("", 20, Kind::Pad(4)),
            ],
        },
    },
    CommandDesc {
        name: "vkFreeDescriptorSets",
        id: 310,
        ret: Ret::Result,
        reply: true,
        status: Status::Wire,
        args: StructDesc {
            name: "vkFreeDescriptorSets",
            stype: None,
            size: 32,
            pod: false,
            padded: true,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "descriptorPool",
                    8,
                    Kind::Handle {
                        ty: 22,
                        optional: false,
                    },
                ),
                m("descriptorSetCount", 16, Kind::Scalar(Scalar::U32)),
                m(
                    "pDescriptorSets",
                    24,
                    Kind::Ptr {
                        elem: Elem::Handle(23),
                        len: Len::Member {
                            off: 16,
                            width: 4,
                            div: 1,
                        },
                        optional: false,
                    },
                ),
                m("", 20, Kind::Pad(4)),
            ],
            specials: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "descriptorPool",
                    8,
                    Kind::Handle {
                        ty: 22,
                        optional: false,
                    },
                ),
                m(
                    "pDescriptorSets",
                    24,
                    Kind::Ptr {
                        elem: Elem::Handle(23),
                        len: Len::Member {
                            off: 16,
                            width: 4,
                            div: 1,
                        },
                        optional: false,
                    },
                ),
                m("", 20, Kind::Pad(4)),
            ],
        },
    },
    CommandDesc {
        name: "vkFreeMemory",
        id: 311,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkFreeMemory",
            stype: None,
            size: 24,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "memory",
                    8,
                    Kind::Handle {
                        ty: 8,
                        optional: true,
                    },
                ),
                m("pAllocator", 16, Kind::Allocator),
            ],
            specials: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "memory",
                    8,
                    Kind::Handle {
                        ty: 8,
                        optional: true,
                    },
                ),
                m("pAllocator", 16, Kind::Allocator),
            ],
        },
    },
    CommandDesc {
        name: "vkGetAccelerationStructureBuildSizesKHR",
        id: 312,
        ret: Ret::Void,
        reply: true,
        status: Status::Wire,
        args: StructDesc {
            name: "vkGetAccelerationStructureBuildSizesKHR",
            stype: None,
            size: 40,
            pod: false,
            padded: true,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m("buildType", 8, Kind::Scalar(Scalar::I32)),
                m(
                    "pBuildInfo",
                    16,
                    Kind::Ptr {
                        elem: Elem::Struct(1),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m(
                    "pMaxPrimitiveCounts",
                    24,
                    Kind::Ptr {
                        elem: Elem::Bytes(4),
                        len: Len::Indirect {
                            ptr: 16,
                            off: 48,
                            width: 4,
                        },
                        optional: true,
                    },
                ),
                m(
                    "pSizeInfo",
                    32,
                    Kind::Out {
                        elem: Elem::Struct(3),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m("", 12, Kind::Pad(4)),
            ],
            specials: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "pBuildInfo",
                    16,
                    Kind::Ptr {
                        elem: Elem::Struct(1),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m(
                    "pMaxPrimitiveCounts",
                    24,
                    Kind::Ptr {
                        elem: Elem::Bytes(4),
                        len: Len::Indirect {
                            ptr: 16,
                            off: 48,
                            width: 4,
                        },
                        optional: true,
                    },
                ),
                m(
                    "pSizeInfo",
                    32,
                    Kind::Out {
                        elem: Elem::Struct(3),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m("", 12, Kind::Pad(4)),
            ],
        },
    },
    CommandDesc {
        name: "vkGetAccelerationStructureDeviceAddressKHR",
        id: 313,
        ret: Ret::U64,
        reply: true,
        status: Status::Wire,
        args: StructDesc {
            name: "vkGetAccelerationStructureDeviceAddressKHR",
            stype: None,
            size: 16,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "pInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(7),
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
            specials: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "pInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(7),
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkGetAccelerationStructureHandleNV",
        id: 314,
        ret: Ret::Result,
        reply: true,
        status: Status::Wire,
        args: StructDesc {
            name: "vkGetAccelerationStructureHandleNV",
            stype: None,
            size: 32,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "accelerationStructure",
                    8,
                    Kind::Handle {
                        ty: 1000165000,
                        optional: false,
                    },
                ),
                m("dataSize", 16, Kind::Scalar(Scalar::U64)),
                m(
                    "pData",
                    24,
                    Kind::Out {
                        elem: Elem::Bytes(1),
                        len: Len::Member {
                            off: 16,
                            width: 8,
                            div: 1,
                        },
                        optional: false,
                    },
                ),
            ],
            specials: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "accelerationStructure",
                    8,
                    Kind::Handle {
                        ty: 1000165000,
                        optional: false,
                    },
                ),
                m(
                    "pData",
                    24,
                    Kind::Out {
                        elem: Elem::Bytes(1),
                        len: Len::Member {
                            off: 16,
                            width: 8,
                            div: 1,
                        },
                        optional: false,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkGetAccelerationStructureMemoryRequirementsNV",
        id: 315,
        ret: Ret::Void,
        reply: true,
        status: Status::Wire,
        args: StructDesc {
            name: "vkGetAccelerationStructureMemoryRequirementsNV",
            stype: None,
            size: 24,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "pInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(16),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m(
                    "pMemoryRequirements",
                    16,
                    Kind::Out {
                        elem: Elem::Struct(292),
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
            specials: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "pInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(16),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m(
                    "pMemoryRequirements",
                    16,
                    Kind::Out {
                        elem: Elem::Struct(292),
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkGetAccelerationStructureOpaqueCaptureDescriptorDataEXT",
        id: 316,
        ret: Ret::Result,
        reply: true,
        status: Status::ByHand(
            "opaque capture data: pData's size is a device property (VkPhysicalDeviceDescriptorBufferPropertiesEXT::*CaptureReplayDescriptorDataSize) the renderer looks up; carried by vk_wire::capture",
        ),
        args: StructDesc {
            name: "vkGetAccelerationStructureOpaqueCaptureDescriptorDataEXT",
            stype: None,
            size: 24,
            pod: false,
            padded: false,
            flat: false,
            status: Status::ByHand(
                "opaque capture data: pData's size is a device property (VkPhysicalDeviceDescriptorBufferPropertiesEXT::*CaptureReplayDescriptorDataSize) the renderer looks up; carried by vk_wire::capture",
            ),
            members: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "pInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(4),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m("pData", 16, Kind::Pod(0)),
            ],
            specials: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "pInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(4),
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkGetBufferDeviceAddress",
        id: 317,
        ret: Ret::U64,
        reply: true,
        status: Status::Wire,
        args: StructDesc {
            name: "vkGetBufferDeviceAddress",
            stype: None,
            size: 16,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "pInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(54),
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
            specials: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "pInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(54),
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkGetBufferMemoryRequirements",
        id: 318,
        ret: Ret::Void,
        reply: true,
        status: Status::Wire,
        args: StructDesc {
            name: "vkGetBufferMemoryRequirements",
            stype: None,
            size: 24,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "buffer",
                    8,
                    Kind::Handle {
                        ty: 9,
                        optional: false,
                    },
                ),
                m(
                    "pMemoryRequirements",
                    16,
                    Kind::Out {
                        elem: Elem::Struct(291),
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
            specials: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "buffer",
                    8,
                    Kind::Handle {
                        ty: 9,
                        optional: false,
                    },
                ),
                m(
                    "pMemoryRequirements",
                    16,
                    Kind::Out {
                        elem: Elem::Struct(291),
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkGetBufferMemoryRequirements2",
        id: 319,
        ret: Ret::Void,
        reply: true,
        status: Status::Wire,
        args: StructDesc {
            name: "vkGetBufferMemoryRequirements2",
            stype: None,
            size: 24,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "pInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(59),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m(
                    "pMemoryRequirements",
                    16,
                    Kind::Out {
                        elem: Elem::Struct(292),
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
            specials: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "pInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(59),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m(
                    "pMemoryRequirements",
                    16,
                    Kind::Out {
                        elem: Elem::Struct(292),
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkGetBufferOpaqueCaptureAddress",
        id: 320,
        ret: Ret::U64,
        reply: true,
        status: Status::Wire,
        args: StructDesc {
            name: "vkGetBufferOpaqueCaptureAddress",
            stype: None,
            size: 16,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "pInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(54),
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
            specials: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "pInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(54),
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkGetBufferOpaqueCaptureDescriptorDataEXT",
        id: 321,
        ret: Ret::Result,
        reply: true,
        status: Status::ByHand(
            "opaque capture data: pData's size is a device property (VkPhysicalDeviceDescriptorBufferPropertiesEXT::*CaptureReplayDescriptorDataSize) the renderer looks up; carried by vk_wire::capture",
        ),
        args: StructDesc {
            name: "vkGetBufferOpaqueCaptureDescriptorDataEXT",
            stype: None,
            size: 24,
            pod: false,
            padded: false,
            flat: false,
            status: Status::ByHand(
                "opaque capture data: pData's size is a device property (VkPhysicalDeviceDescriptorBufferPropertiesEXT::*CaptureReplayDescriptorDataSize) the renderer looks up; carried by vk_wire::capture",
            ),
            members: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "pInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(49),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m("pData", 16, Kind::Pod(0)),
            ],
            specials: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "pInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(49),
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkGetCalibratedTimestampsEXT",
        id: 322,
        ret: Ret::Result,
        reply: true,
        status: Status::Wire,
        args: StructDesc {
            name: "vkGetCalibratedTimestampsEXT",
            stype: None,
            size: 40,
            pod: false,
            padded: true,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m("timestampCount", 8, Kind::Scalar(Scalar::U32)),
                m(
                    "pTimestampInfos",
                    16,
                    Kind::Ptr {
                        elem: Elem::Struct(62),
                        len: Len::Member {
                            off: 8,
                            width: 4,
                            div: 1,
                        },
                        optional: false,
                    },
                ),
                m(
                    "pTimestamps",
                    24,
                    Kind::Out {
                        elem: Elem::Bytes(8),
                        len: Len::Member {
                            off: 8,
                            width: 4,
                            div: 1,
                        },
                        optional: false,
                    },
                ),
                m(
                    "pMaxDeviation",
                    32,
                    Kind::Out {
                        elem: Elem::Bytes(8),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m("", 12, Kind::Pad(4)),
            ],
            specials: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "pTimestampInfos",
                    16,
                    Kind::Ptr {
                        elem: Elem::Struct(62),
                        len: Len::Member {
                            off: 8,
                            width: 4,
                            div: 1,
                        },
                        optional: false,
                    },
                ),
                m(
                    "pTimestamps",
                    24,
                    Kind::Out {
                        elem: Elem::Bytes(8),
                        len: Len::Member {
                            off: 8,
                            width: 4,
                            div: 1,
                        },
                        optional: false,
                    },
                ),
                m(
                    "pMaxDeviation",
                    32,
                    Kind::Out {
                        elem: Elem::Bytes(8),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m("", 12, Kind::Pad(4)),
            ],
        },
    },
    CommandDesc {
        name: "vkGetDeferredOperationMaxConcurrencyKHR",
        id: 323,
        ret: Ret::U32,
        reply: true,
        status: Status::Wire,
        args: StructDesc {
            name: "vkGetDeferredOperationMaxConcurrencyKHR",
            stype: None,
            size: 16,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "operation",
                    8,
                    Kind::Handle {
                        ty: 1000268000,
                        optional: false,
                    },
                ),
            ],
            specials: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "operation",
                    8,
                    Kind::Handle {
                        ty: 1000268000,
                        optional: false,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkGetDeferredOperationResultKHR",
        id: 324,
        ret: Ret::Result,
        reply: true,
        status: Status::Wire,
        args: StructDesc {
            name: "vkGetDeferredOperationResultKHR",
            stype: None,
            size: 16,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "operation",
                    8,
                    Kind::Handle {
                        ty: 1000268000,
                        optional: false,
                    },
                ),
            ],
            specials: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "operation",
                    8,
                    Kind::Handle {
                        ty: 1000268000,
                        optional: false,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkGetDescriptorEXT",
        id: 325,
        ret: Ret::Void,
        reply: true,
        status: Status::Wire,
        args: StructDesc {
            name: "vkGetDescriptorEXT",
            stype: None,
            size: 32,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "pDescriptorInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(121),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m("dataSize", 16, Kind::Scalar(Scalar::U64)),
                m(
                    "pDescriptor",
                    24,
                    Kind::Out {
                        elem: Elem::Bytes(1),
                        len: Len::Member {
                            off: 16,
                            width: 8,
                            div: 1,
                        },
                        optional: false,
                    },
                ),
            ],
            specials: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "pDescriptorInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(121),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m(
                    "pDescriptor",
                    24,
                    Kind::Out {
                        elem: Elem::Bytes(1),
                        len: Len::Member {
                            off: 16,
                            width: 8,
                            div: 1,
                        },
                        optional: false,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkGetDescriptorSetHostMappingVALVE",
        id: 326,
        ret: Ret::Void,
        reply: false,
        status: Status::Unsupported(
            "returns a host address of the renderer's descriptor memory: cannot cross a process boundary",
        ),
        args: StructDesc {
            name: "vkGetDescriptorSetHostMappingVALVE",
            stype: None,
            size: 24,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Unsupported(
                "returns a host address of the renderer's descriptor memory: cannot cross a process boundary",
            ),
            members: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "descriptorSet",
                    8,
                    Kind::Handle {
                        ty: 23,
                        optional: false,
                    },
                ),
                m("ppData", 16, Kind::Pod(0)),
            ],
            specials: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "descriptorSet",
                    8,
                    Kind::Handle {
                        ty: 23,
                        optional: false,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkGetDescriptorSetLayoutBindingOffsetEXT",
        id: 327,
        ret: Ret::Void,
        reply: true,
        status: Status::Wire,
        args: StructDesc {
            name: "vkGetDescriptorSetLayoutBindingOffsetEXT",
            stype: None,
            size: 32,
            pod: false,
            padded: true,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "layout",
                    8,
                    Kind::Handle {
                        ty: 20,
                        optional: false,
                    },
                ),
                m("binding", 16, Kind::Scalar(Scalar::U32)),
                m(
                    "pOffset",
                    24,
                    Kind::Out {
                        elem: Elem::Bytes(8),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m("", 20, Kind::Pad(4)),
            ],
            specials: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "layout",
                    8,
                    Kind::Handle {
                        ty: 20,
                        optional: false,
                    },
                ),
                m(
                    "pOffset",
                    24,
                    Kind::Out {
                        elem: Elem::Bytes(8),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m("", 20, Kind::Pad(4)),
            ],
        },
    },
    CommandDesc {
        name: "vkGetDescriptorSetLayoutHostMappingInfoVALVE",
        id: 328,
        ret: Ret::Void,
        reply: true,
        status: Status::Wire,
        args: StructDesc {
            name: "vkGetDescriptorSetLayoutHostMappingInfoVALVE",
            stype: None,
            size: 24,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "pBindingReference",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(127),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m(
                    "pHostMapping",
                    16,
                    Kind::Out {
                        elem: Elem::Struct(131),
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
            specials: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "pBindingReference",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(127),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m(
                    "pHostMapping",
                    16,
                    Kind::Out {
                        elem: Elem::Struct(131),
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkGetDescriptorSetLayoutSizeEXT",
        id: 329,
        ret: Ret::Void,
        reply: true,
        status: Status::Wire,
        args: StructDesc {
            name: "vkGetDescriptorSetLayoutSizeEXT",
            stype: None,
            size: 24,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "layout",
                    8,
                    Kind::Handle {
                        ty: 20,
                        optional: false,
                    },
                ),
                m(
                    "pLayoutSizeInBytes",
                    16,
                    Kind::Out {
                        elem: Elem::Bytes(8),
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
            specials: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "layout",
                    8,
                    Kind::Handle {
                        ty: 20,
                        optional: false,
                    },
                ),
                m(
                    "pLayoutSizeInBytes",
                    16,
                    Kind::Out {
                        elem: Elem::Bytes(8),
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkGetDescriptorSetLayoutSupport",
        id: 330,
        ret: Ret::Void,
        reply: true,
        status: Status::Wire,
        args: StructDesc {
            name: "vkGetDescriptorSetLayoutSupport",
            stype: None,
            size: 24,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "pCreateInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(130),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m(
                    "pSupport",
                    16,
                    Kind::Out {
                        elem: Elem::Struct(132),
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
            specials: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "pCreateInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(130),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m(
                    "pSupport",
                    16,
                    Kind::Out {
                        elem: Elem::Struct(132),
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkGetDeviceAccelerationStructureCompatibilityKHR",
        id: 331,
        ret: Ret::Void,
        reply: true,
        status: Status::Wire,
        args: StructDesc {
            name: "vkGetDeviceAccelerationStructureCompatibilityKHR",
            stype: None,
            size: 24,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "pVersionInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(21),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m(
                    "pCompatibility",
                    16,
                    Kind::Out {
                        elem: Elem::Bytes(4),
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
            specials: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "pVersionInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(21),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m(
                    "pCompatibility",
                    16,
                    Kind::Out {
                        elem: Elem::Bytes(4),
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkGetDeviceBufferMemoryRequirements",
        id: 332,
        ret: Ret::Void,
        reply: true,
        status: Status::Wire,
        args: StructDesc {
            name: "vkGetDeviceBufferMemoryRequirements",
            stype: None,
            size: 24,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "pInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(138),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m(
                    "pMemoryRequirements",
                    16,
                    Kind::Out {
                        elem: Elem::Struct(292),
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
            specials: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "pInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(138),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m(
                    "pMemoryRequirements",
                    16,
                    Kind::Out {
                        elem: Elem::Struct(292),
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkGetDeviceFaultInfoEXT",
        id: 333,
        ret: Ret::Result,
        reply: true,
        status: Status::Wire,
        args: StructDesc {
            name: "vkGetDeviceFaultInfoEXT",
            stype: None,
            size: 24,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "pFaultCounts",
                    8,
                    Kind::Out {
                        elem: Elem::Struct(144),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m(
                    "pFaultInfo",
                    16,
                    Kind::Out {
                        elem: Elem::Struct(145),
                        len: Len::One,
                        optional: true,
                    },
                ),
            ],
            specials: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "pFaultCounts",
                    8,
                    Kind::Out {
                        elem: Elem::Struct(144),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m(
                    "pFaultInfo",
                    16,
                    Kind::Out {
                        elem: Elem::Struct(145),
                        len: Len::One,
                        optional: true,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkGetDeviceGroupPeerMemoryFeatures",
        id: 334,
        ret: Ret::Void,
        reply: true,
        status: Status::Wire,
        args: StructDesc {
            name: "vkGetDeviceGroupPeerMemoryFeatures",
            stype: None,
            size: 32,
            pod: false,
            padded: true,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m("heapIndex", 8, Kind::Scalar(Scalar::U32)),
                m("localDeviceIndex", 12, Kind::Scalar(Scalar::U32)),
                m("remoteDeviceIndex", 16, Kind::Scalar(Scalar::U32)),
                m(
                    "pPeerMemoryFeatures",
                    24,
                    Kind::Out {
                        elem: Elem::Bytes(4),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m("", 20, Kind::Pad(4)),
            ],
            specials: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "pPeerMemoryFeatures",
                    24,
                    Kind::Out {
                        elem: Elem::Bytes(4),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m("", 20, Kind::Pad(4)),
            ],
        },
    },
    CommandDesc {
        name: "vkGetDeviceGroupPresentCapabilitiesKHR",
        id: 335,
        ret: Ret::Result,
        reply: true,
        status: Status::Wire,
        args: StructDesc {
            name: "vkGetDeviceGroupPresentCapabilitiesKHR",
            stype: None,
            size: 16,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "pDeviceGroupPresentCapabilities",
                    8,
                    Kind::Out {
                        elem: Elem::Struct(151),
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
            specials: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "pDeviceGroupPresentCapabilities",
                    8,
                    Kind::Out {
                        elem: Elem::Struct(151),
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkGetDeviceGroupSurfacePresentModesKHR",
        id: 336,
        ret: Ret::Result,
        reply: true,
        status: Status::Wire,
        args: StructDesc {
            name: "vkGetDeviceGroupSurfacePresentModesKHR",
            stype: None,
            size: 24,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "surface",
                    8,
                    Kind::Handle {
                        ty: 1000000000,
                        optional: false,
                    },
                ),
                m(
                    "pModes",
                    16,
                    Kind::Out {
                        elem: Elem::Bytes(4),
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
            specials: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "surface",
                    8,
                    Kind::Handle {
                        ty: 1000000000,
                        optional: false,
                    },
                ),
                m(
                    "pModes",
                    16,
                    Kind::Out {
                        elem: Elem::Bytes(4),
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkGetDeviceImageMemoryRequirements",
        id: 337,
        ret: Ret::Void,
        reply: true,
        status: Status::Wire,
        args: StructDesc {
            name: "vkGetDeviceImageMemoryRequirements",
            stype: None,
            size: 24,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "pInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(156),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m(
                    "pMemoryRequirements",
                    16,
                    Kind::Out {
                        elem: Elem::Struct(292),
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
            specials: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "pInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(156),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m(
                    "pMemoryRequirements",
                    16,
                    Kind::Out {
                        elem: Elem::Struct(292),
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkGetDeviceImageSparseMemoryRequirements",
        id: 338,
        ret: Ret::Void,
        reply: true,
        status: Status::Wire,
        args: StructDesc {
            name: "vkGetDeviceImageSparseMemoryRequirements",
            stype: None,
            size: 32,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "pInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(156),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m("pSparseMemoryRequirementCount", 16, Kind::OutCount(4)),
                m(
                    "pSparseMemoryRequirements",
                    24,
                    Kind::Out {
                        elem: Elem::Struct(686),
                        len: Len::OutCount { off: 16, width: 4 },
                        optional: true,
                    },
                ),
            ],
            specials: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "pInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(156),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m("pSparseMemoryRequirementCount", 16, Kind::OutCount(4)),
                m(
                    "pSparseMemoryRequirements",
                    24,
                    Kind::Out {
                        elem: Elem::Struct(686),
                        len: Len::OutCount { off: 16, width: 4 },
                        optional: true,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkGetDeviceMemoryCommitment",
        id: 339,
        ret: Ret::Void,
        reply: true,
        status: Status::Wire,
        args: StructDesc {
            name: "vkGetDeviceMemoryCommitment",
            stype: None,
            size: 24,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "memory",
                    8,
                    Kind::Handle {
                        ty: 8,
                        optional: false,
                    },
                ),
                m(
                    "pCommittedMemoryInBytes",
                    16,
                    Kind::Out {
                        elem: Elem::Bytes(8),
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
            specials: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "memory",
                    8,
                    Kind::Handle {
                        ty: 8,
                        optional: false,
                    },
                ),
                m(
                    "pCommittedMemoryInBytes",
                    16,
                    Kind::Out {
                        elem: Elem::Bytes(8),
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkGetDeviceMemoryOpaqueCaptureAddress",
        id: 340,
        ret: Ret::U64,
        reply: true,
        status: Status::Wire,
        args: StructDesc {
            name: "vkGetDeviceMemoryOpaqueCaptureAddress",
            stype: None,
            size: 16,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "pInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(157),
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
            specials: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "pInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(157),
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkGetDeviceMicromapCompatibilityEXT",
        id: 341,
        ret: Ret::Void,
        reply: true,
        status: Status::Wire,
        args: StructDesc {
            name: "vkGetDeviceMicromapCompatibilityEXT",
            stype: None,
            size: 24,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "pVersionInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(299),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m(
                    "pCompatibility",
                    16,
                    Kind::Out {
                        elem: Elem::Bytes(4),
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
            specials: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "pVersionInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(299),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m(
                    "pCompatibility",
                    16,
                    Kind::Out {
                        elem: Elem::Bytes(4),
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkGetDeviceProcAddr",
        id: 342,
        ret: Ret::Pfn,
        reply: true,
        status: Status::ByHand("loader entry point: answered by the ICD"),
        args: StructDesc {
            name: "vkGetDeviceProcAddr",
            stype: None,
            size: 16,
            pod: false,
            padded: false,
            flat: false,
            status: Status::ByHand("loader entry point: answered by the ICD"),
            members: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "pName",
                    8,
                    Kind::Ptr {
                        elem: Elem::CStr,
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
            specials: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "pName",
                    8,
                    Kind::Ptr {
                        elem: Elem::CStr,
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkGetDeviceQueue",
        id: 343,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkGetDeviceQueue",
            stype: None,
            size: 24,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m("queueFamilyIndex", 8, Kind::Scalar(Scalar::U32)),
                m("queueIndex", 12, Kind::Scalar(Scalar::U32)),
                m(
                    "pQueue",
                    16,
                    Kind::NewHandles {
                        ty: 4,
                        len: Len::One,
                    },
                ),
            ],
            specials: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "pQueue",
                    16,
                    Kind::NewHandles {
                        ty: 4,
                        len: Len::One,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkGetDeviceQueue2",
        id: 344,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkGetDeviceQueue2",
            stype: None,
            size: 24,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "pQueueInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(163),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m(
                    "pQueue",
                    16,
                    Kind::NewHandles {
                        ty: 4,
                        len: Len::One,
                    },
                ),
            ],
            specials: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "pQueueInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(163),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m(
                    "pQueue",
                    16,
                    Kind::NewHandles {
                        ty: 4,
                        len: Len::One,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkGetDeviceSubpassShadingMaxWorkgroupSizeHUAWEI",
        id: 345,
        ret: Ret::Result,
        reply: true,
        status: Status::Wire,
        args: StructDesc {
            name: "vkGetDeviceSubpassShadingMaxWorkgroupSizeHUAWEI",
            stype: None,
            size: 24,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "renderpass",
                    8,
                    Kind::Handle {
                        ty: 18,
                        optional: false,
                    },
                ),
                m(
                    "pMaxWorkgroupSize",
                    16,
                    Kind::Out {
                        elem: Elem::Struct(197),
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
            specials: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "renderpass",
                    8,
                    Kind::Handle {
                        ty: 18,
                        optional: false,
                    },
                ),
                m(
                    "pMaxWorkgroupSize",
                    16,
                    Kind::Out {
                        elem: Elem::Struct(197),
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkGetDisplayModeProperties2KHR",
        id: 346,
        ret: Ret::Result,
        reply: true,
        status: Status::Wire,
        args: StructDesc {
            name: "vkGetDisplayModeProperties2KHR",
            stype: None,
            size: 32,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "physicalDevice",
                    0,
                    Kind::Handle {
                        ty: 2,
                        optional: false,
                    },
                ),
                m(
                    "display",
                    8,
                    Kind::Handle {
                        ty: 1000002000,
                        optional: false,
                    },
                ),
                m("pPropertyCount", 16, Kind::OutCount(4)),
                m(
                    "pProperties",
                    24,
                    Kind::Out {
                        elem: Elem::Struct(170),
                        len: Len::OutCount { off: 16, width: 4 },
                        optional: true,
                    },
                ),
            ],
            specials: &[
                m(
                    "physicalDevice",
                    0,
                    Kind::Handle {
                        ty: 2,
                        optional: false,
                    },
                ),
                m(
                    "display",
                    8,
                    Kind::Handle {
                        ty: 1000002000,
                        optional: false,
                    },
                ),
                m("pPropertyCount", 16, Kind::OutCount(4)),
                m(
                    "pProperties",
                    24,
                    Kind::Out {
                        elem: Elem::Struct(170),
                        len: Len::OutCount { off: 16, width: 4 },
                        optional: true,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkGetDisplayModePropertiesKHR",
        id: 347,
        ret: Ret::Result,
        reply: true,
        status: Status::Wire,
        args: StructDesc {
            name: "vkGetDisplayModePropertiesKHR",
            stype: None,
            size: 32,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "physicalDevice",
                    0,
                    Kind::Handle {
                        ty: 2,
                        optional: false,
                    },
                ),
                m(
                    "display",
                    8,
                    Kind::Handle {
                        ty: 1000002000,
                        optional: false,
                    },
                ),
                m("pPropertyCount", 16, Kind::OutCount(4)),
                m(
                    "pProperties",
                    24,
                    Kind::Out {
                        elem: Elem::Struct(171),
                        len: Len::OutCount { off: 16, width: 4 },
                        optional: true,
                    },
                ),
            ],
            specials: &[
                m(
                    "physicalDevice",
                    0,
                    Kind::Handle {
                        ty: 2,
                        optional: false,
                    },
                ),
                m(
                    "display",
                    8,
                    Kind::Handle {
                        ty: 1000002000,
                        optional: false,
                    },
                ),
                m("pPropertyCount", 16, Kind::OutCount(4)),
                m(
                    "pProperties",
                    24,
                    Kind::Out {
                        elem: Elem::Struct(171),
                        len: Len::OutCount { off: 16, width: 4 },
                        optional: true,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkGetDisplayPlaneCapabilities2KHR",
        id: 348,
        ret: Ret::Result,
        reply: true,
        status: Status::Wire,
        args: StructDesc {
            name: "vkGetDisplayPlaneCapabilities2KHR",
            stype: None,
            size: 24,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "physicalDevice",
                    0,
                    Kind::Handle {
                        ty: 2,
                        optional: false,
                    },
                ),
                m(
                    "pDisplayPlaneInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(175),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m(
                    "pCapabilities",
                    16,
                    Kind::Out {
                        elem: Elem::Struct(173),
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
            specials: &[
                m(
                    "physicalDevice",
                    0,
                    Kind::Handle {
                        ty: 2,
                        optional: false,
                    },
                ),
                m(
                    "pDisplayPlaneInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(175),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m(
                    "pCapabilities",
                    16,
                    Kind::Out {
                        elem: Elem::Struct(173),
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkGetDisplayPlaneCapabilitiesKHR",
        id: 349,
        ret: Ret::Result,
        reply: true,
        status: Status::Wire,
        args: StructDesc {
            name: "vkGetDisplayPlaneCapabilitiesKHR",
            stype: None,
            size: 32,
            pod: false,
            padded: true,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "physicalDevice",
                    0,
                    Kind::Handle {
                        ty: 2,
                        optional: false,
                    },
                ),
                m(
                    "mode",
                    8,
                    Kind::Handle {
                        ty: 1000002001,
                        optional: false,
                    },
                ),
                m("planeIndex", 16, Kind::Scalar(Scalar::U32)),
                m(
                    "pCapabilities",
                    24,
                    Kind::Out {
                        elem: Elem::Struct(174),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m("", 20, Kind::Pad(4)),
            ],
            specials: &[
                m(
                    "physicalDevice",
                    0,
                    Kind::Handle {
                        ty: 2,
                        optional: false,
                    },
                ),
                m(
                    "mode",
                    8,
                    Kind::Handle {
                        ty: 1000002001,
                        optional: false,
                    },
                ),
                m(
                    "pCapabilities",
                    24,
                    Kind::Out {
                        elem: Elem::Struct(174),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m("", 20, Kind::Pad(4)),
            ],
        },
    },
    CommandDesc {
        name: "vkGetDisplayPlaneSupportedDisplaysKHR",
        id: 350,
        ret: Ret::Result,
        reply: true,
        status: Status::Wire,
        args: StructDesc {
            name: "vkGetDisplayPlaneSupportedDisplaysKHR",
            stype: None,
            size: 32,
            pod: false,
            padded: true,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "physicalDevice",
                    0,
                    Kind::Handle {
                        ty: 2,
                        optional: false,
                    },
                ),
                m("planeIndex", 8, Kind::Scalar(Scalar::U32)),
                m("pDisplayCount", 16, Kind::OutCount(4)),
                m(
                    "pDisplays",
                    24,
                    Kind::Out {
                        elem: Elem::Handle(1000002000),
                        len: Len::OutCount { off: 16, width: 4 },
                        optional: true,
                    },
                ),
                m("", 12, Kind::Pad(4)),
            ],
            specials: &[
                m(
                    "physicalDevice",
                    0,
                    Kind::Handle {
                        ty: 2,
                        optional: false,
                    },
                ),
                m("pDisplayCount", 16, Kind::OutCount(4)),
                m(
                    "pDisplays",
                    24,
                    Kind::Out {
                        elem: Elem::Handle(1000002000),
                        len: Len::OutCount { off: 16, width: 4 },
                        optional: true,
                    },
                ),
                m("", 12, Kind::Pad(4)),
            ],
        },
    },
    CommandDesc {
        name: "vkGetDrmDisplayEXT",
        id: 351,
        ret: Ret::Result,
        reply: true,
        status: Status::ByHand("file descriptor: travels on the socket with SCM_RIGHTS"),
        args: StructDesc {
            name: "vkGetDrmDisplayEXT",
            stype: None,
            size: 24,
            pod: false,
            padded: false,
            flat: false,
            status: Status::ByHand("file descriptor: travels on the socket with SCM_RIGHTS"),
            members: &[
                m(
                    "physicalDevice",
                    0,
                    Kind::Handle {
                        ty: 2,
                        optional: false,
                    },
                ),
                m("drmFd", 8, Kind::Pod(0)),
                m("connectorId", 12, Kind::Scalar(Scalar::U32)),
                m(
                    "display",
                    16,
                    Kind::NewHandles {
                        ty: 1000002000,
                        len: Len::One,
                    },
                ),
            ],
            specials: &[
                m(
                    "physicalDevice",
                    0,
                    Kind::Handle {
                        ty: 2,
                        optional: false,
                    },
                ),
                m(
                    "display",
                    16,
                    Kind::NewHandles {
                        ty: 1000002000,
                        len: Len::One,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkGetDynamicRenderingTilePropertiesQCOM",
        id: 352,
        ret: Ret::Result,
        reply: true,
        status: Status::Wire,
        args: StructDesc {
            name: "vkGetDynamicRenderingTilePropertiesQCOM",
            stype: None,
            size: 24,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "pRenderingInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(653),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m(
                    "pProperties",
                    16,
                    Kind::Out {
                        elem: Elem::Struct(727),
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
            specials: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "pRenderingInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(653),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m(
                    "pProperties",
                    16,
                    Kind::Out {
                        elem: Elem::Struct(727),
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkGetEventStatus",
        id: 353,
        ret: Ret::Result,
        reply: true,
        status: Status::Wire,
        args: StructDesc {
            name: "vkGetEventStatus",
            stype: None,
            size: 16,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "event",
                    8,
                    Kind::Handle {
                        ty: 11,
                        optional: false,
                    },
                ),
            ],
            specials: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "event",
                    8,
                    Kind::Handle {
                        ty: 11,
                        optional: false,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkGetFenceFdKHR",
        id: 354,
        ret: Ret::Result,
        reply: true,
        status: Status::ByHand("file descriptor: travels on the socket with SCM_RIGHTS"),
        args: StructDesc {
            name: "vkGetFenceFdKHR",
            stype: None,
            size: 24,
            pod: false,
            padded: false,
            flat: false,
            status: Status::ByHand("file descriptor: travels on the socket with SCM_RIGHTS"),
            members: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "pGetFdInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(209),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m("pFd", 16, Kind::Pod(0)),
            ],
            specials: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "pGetFdInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(209),
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkGetFenceStatus",
        id: 355,
        ret: Ret::Result,
        reply: true,
        status: Status::Wire,
        args: StructDesc {
            name: "vkGetFenceStatus",
            stype: None,
            size: 16,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "fence",
                    8,
                    Kind::Handle {
                        ty: 7,
                        optional: false,
                    },
                ),
            ],
            specials: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "fence",
                    8,
                    Kind::Handle {
                        ty: 7,
                        optional: false,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkGetFramebufferTilePropertiesQCOM",
        id: 356,
        ret: Ret::Result,
        reply: true,
        status: Status::Wire,
        args: StructDesc {
            name: "vkGetFramebufferTilePropertiesQCOM",
            stype: None,
            size: 32,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "framebuffer",
                    8,
                    Kind::Handle {
                        ty: 24,
                        optional: false,
                    },
                ),
                m("pPropertiesCount", 16, Kind::OutCount(4)),
                m(
                    "pProperties",
                    24,
                    Kind::Out {
                        elem: Elem::Struct(727),
                        len: Len::OutCount { off: 16, width: 4 },
                        optional: true,
                    },
                ),
            ],
            specials: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "framebuffer",
                    8,
                    Kind::Handle {
                        ty: 24,
                        optional: false,
                    },
                ),
                m("pPropertiesCount", 16, Kind::OutCount(4)),
                m(
                    "pProperties",
                    24,
                    Kind::Out {
                        elem: Elem::Struct(727),
                        len: Len::OutCount { off: 16, width: 4 },
                        optional: true,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkGetGeneratedCommandsMemoryRequirementsNV",
        id: 357,
        ret: Ret::Void,
        reply: true,
        status: Status::Wire,
        args: StructDesc {
            name: "vkGetGeneratedCommandsMemoryRequirementsNV",
            stype: None,
            size: 24,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "pInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(220),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m(
                    "pMemoryRequirements",
                    16,
                    Kind::Out {
                        elem: Elem::Struct(292),
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
            specials: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "pInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(220),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m(
                    "pMemoryRequirements",
                    16,
                    Kind::Out {
                        elem: Elem::Struct(292),
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkGetImageDrmFormatModifierPropertiesEXT",
        id: 358,
        ret: Ret::Result,
        reply: true,
        status: Status::Wire,
        args: StructDesc {
            name: "vkGetImageDrmFormatModifierPropertiesEXT",
            stype: None,
            size: 24,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "image",
                    8,
                    Kind::Handle {
                        ty: 10,
                        optional: false,
                    },
                ),
                m(
                    "pProperties",
                    16,
                    Kind::Out {
                        elem: Elem::Struct(241),
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
            specials: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "image",
                    8,
                    Kind::Handle {
                        ty: 10,
                        optional: false,
                    },
                ),
                m(
                    "pProperties",
                    16,
                    Kind::Out {
                        elem: Elem::Struct(241),
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkGetImageMemoryRequirements",
        id: 359,
        ret: Ret::Void,
        reply: true,
        status: Status::Wire,
        args: StructDesc {
            name: "vkGetImageMemoryRequirements",
            stype: None,
            size: 24,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "image",
                    8,
                    Kind::Handle {
                        ty: 10,
                        optional: false,
                    },
                ),
                m(
                    "pMemoryRequirements",
                    16,
                    Kind::Out {
                        elem: Elem::Struct(291),
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
            specials: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "image",
                    8,
                    Kind::Handle {
                        ty: 10,
                        optional: false,
                    },
                ),
                m(
                    "pMemoryRequirements",
                    16,
                    Kind::Out {
                        elem: Elem::Struct(291),
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkGetImageMemoryRequirements2",
        id: 360,
        ret: Ret::Void,
        reply: true,
        status: Status::Wire,
        args: StructDesc {
            name: "vkGetImageMemoryRequirements2",
            stype: None,
            size: 24,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "pInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(247),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m(
                    "pMemoryRequirements",
                    16,
                    Kind::Out {
                        elem: Elem::Struct(292),
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
            specials: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "pInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(247),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m(
                    "pMemoryRequirements",
                    16,
                    Kind::Out {
                        elem: Elem::Struct(292),
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkGetImageOpaqueCaptureDescriptorDataEXT",
        id: 361,
        ret: Ret::Result,
        reply: true,
        status: Status::ByHand(
            "opaque capture data: pData's size is a device property (VkPhysicalDeviceDescriptorBufferPropertiesEXT::*CaptureReplayDescriptorDataSize) the renderer looks up; carried by vk_wire::capture",
        ),
        args: StructDesc {
            name: "vkGetImageOpaqueCaptureDescriptorDataEXT",
            stype: None,
            size: 24,
            pod: false,
            padded: false,
            flat: false,
            status: Status::ByHand(
                "opaque capture data: pData's size is a device property (VkPhysicalDeviceDescriptorBufferPropertiesEXT::*CaptureReplayDescriptorDataSize) the renderer looks up; carried by vk_wire::capture",
            ),
            members: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "pInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(233),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m("pData", 16, Kind::Pod(0)),
            ],
            specials: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "pInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(233),
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkGetImageSparseMemoryRequirements",
        id: 362,
        ret: Ret::Void,
        reply: true,
        status: Status::Wire,
        args: StructDesc {
            name: "vkGetImageSparseMemoryRequirements",
            stype: None,
            size: 32,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "image",
                    8,
                    Kind::Handle {
                        ty: 10,
                        optional: false,
                    },
                ),
                m("pSparseMemoryRequirementCount", 16, Kind::OutCount(4)),
                m(
                    "pSparseMemoryRequirements",
                    24,
                    Kind::Out {
                        elem: Elem::Struct(685),
                        len: Len::OutCount { off: 16, width: 4 },
                        optional: true,
                    },
                ),
            ],
            specials: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "image",
                    8,
                    Kind::Handle {
                        ty: 10,
                        optional: false,
                    },
                ),
                m("pSparseMemoryRequirementCount", 16, Kind::OutCount(4)),
                m(
                    "pSparseMemoryRequirements",
                    24,
                    Kind::Out {
                        elem: Elem::Struct(685),
                        len: Len::OutCount { off: 16, width: 4 },
                        optional: true,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkGetImageSparseMemoryRequirements2",
        id: 363,
        ret: Ret::Void,
        reply: true,
        status: Status::Wire,
        args: StructDesc {
            name: "vkGetImageSparseMemoryRequirements2",
            stype: None,
            size: 32,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "pInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(251),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m("pSparseMemoryRequirementCount", 16, Kind::OutCount(4)),
                m(
                    "pSparseMemoryRequirements",
                    24,
                    Kind::Out {
                        elem: Elem::Struct(686),
                        len: Len::OutCount { off: 16, width: 4 },
                        optional: true,
                    },
                ),
            ],
            specials: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "pInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(251),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m("pSparseMemoryRequirementCount", 16, Kind::OutCount(4)),
                m(
                    "pSparseMemoryRequirements",
                    24,
                    Kind::Out {
                        elem: Elem::Struct(686),
                        len: Len::OutCount { off: 16, width: 4 },
                        optional: true,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkGetImageSubresourceLayout",
        id: 364,
        ret: Ret::Void,
        reply: true,
        status: Status::Wire,
        args: StructDesc {
            name: "vkGetImageSubresourceLayout",
            stype: None,
            size: 32,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "image",
                    8,
                    Kind::Handle {
                        ty: 10,
                        optional: false,
                    },
                ),
                m(
                    "pSubresource",
                    16,
                    Kind::Ptr {
                        elem: Elem::Struct(253),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m(
                    "pLayout",
                    24,
                    Kind::Out {
                        elem: Elem::Struct(706),
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
            specials: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "image",
                    8,
                    Kind::Handle {
                        ty: 10,
                        optional: false,
                    },
                ),
                m(
                    "pSubresource",
                    16,
                    Kind::Ptr {
                        elem: Elem::Struct(253),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m(
                    "pLayout",
                    24,
                    Kind::Out {
                        elem: Elem::Struct(706),
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkGetImageSubresourceLayout2EXT",
        id: 365,
        ret: Ret::Void,
        reply: true,
        status: Status::Wire,
        args: StructDesc {
            name: "vkGetImageSubresourceLayout2EXT",
            stype: None,
            size: 32,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "image",
                    8,
                    Kind::Handle {
                        ty: 10,
                        optional: false,
                    },
                ),
                m(
                    "pSubresource",
                    16,
                    Kind::Ptr {
                        elem: Elem::Struct(254),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m(
                    "pLayout",
                    24,
                    Kind::Out {
                        elem: Elem::Struct(707),
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
            specials: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "image",
                    8,
                    Kind::Handle {
                        ty: 10,
                        optional: false,
                    },
                ),
                m(
                    "pSubresource",
                    16,
                    Kind::Ptr {
                        elem: Elem::Struct(254),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m(
                    "pLayout",
                    24,
                    Kind::Out {
                        elem: Elem::Struct(707),
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkGetImageViewAddressNVX",
        id: 366,
        ret: Ret::Result,
        reply: true,
        status: Status::Wire,
        args: StructDesc {
            name: "vkGetImageViewAddressNVX",
            stype: None,
            size: 24,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "imageView",
                    8,
                    Kind::Handle {
                        ty: 14,
                        optional: false,
                    },
                ),
                m(
                    "pProperties",
                    16,
                    Kind::Out {
                        elem: Elem::Struct(259),
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
            specials: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "imageView",
                    8,
                    Kind::Handle {
                        ty: 14,
                        optional: false,
                    },
                ),
                m(
                    "pProperties",
                    16,
                    Kind::Out {
                        elem: Elem::Struct(259),
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkGetImageViewHandleNVX",
        id: 367,
        ret: Ret::U32,
        reply: true,
        status: Status::Wire,
        args: StructDesc {
            name: "vkGetImageViewHandleNVX",
            stype: None,
            size: 16,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "pInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(262),
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
            specials: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "pInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(262),
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkGetImageViewOpaqueCaptureDescriptorDataEXT",
        id: 368,
        ret: Ret::Result,
        reply: true,
        status: Status::ByHand(
            "opaque capture data: pData's size is a device property (VkPhysicalDeviceDescriptorBufferPropertiesEXT::*CaptureReplayDescriptorDataSize) the renderer looks up; carried by vk_wire::capture",
        ),
        args: StructDesc {
            name: "vkGetImageViewOpaqueCaptureDescriptorDataEXT",
            stype: None,
            size: 24,
            pod: false,
            padded: false,
            flat: false,
            status: Status::ByHand(
                "opaque capture data: pData's size is a device property (VkPhysicalDeviceDescriptorBufferPropertiesEXT::*CaptureReplayDescriptorDataSize) the renderer looks up; carried by vk_wire::capture",
            ),
            members: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "pInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(260),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m("pData", 16, Kind::Pod(0)),
            ],
            specials: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "pInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(260),
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkGetInstanceProcAddr",
        id: 369,
        ret: Ret::Pfn,
        reply: true,
        status: Status::ByHand("loader entry point: answered by the ICD"),
        args: StructDesc {
            name: "vkGetInstanceProcAddr",
            stype: None,
            size: 16,
            pod: false,
            padded: false,
            flat: false,
            status: Status::ByHand("loader entry point: answered by the ICD"),
            members: &[
                m(
                    "instance",
                    0,
                    Kind::Handle {
                        ty: 1,
                        optional: true,
                    },
                ),
                m(
                    "pName",
                    8,
                    Kind::Ptr {
                        elem: Elem::CStr,
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
            specials: &[
                m(
                    "instance",
                    0,
                    Kind::Handle {
                        ty: 1,
                        optional: true,
                    },
                ),
                m(
                    "pName",
                    8,
                    Kind::Ptr {
                        elem: Elem::CStr,
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkGetMemoryFdKHR",
        id: 370,
        ret: Ret::Result,
        reply: true,
        status: Status::ByHand("file descriptor: travels on the socket with SCM_RIGHTS"),
        args: StructDesc {
            name: "vkGetMemoryFdKHR",
            stype: None,
            size: 24,
            pod: false,
            padded: false,
            flat: false,
            status: Status::ByHand("file descriptor: travels on the socket with SCM_RIGHTS"),
            members: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "pGetFdInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(285),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m("pFd", 16, Kind::Pod(0)),
            ],
            specials: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "pGetFdInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(285),
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkGetMemoryFdPropertiesKHR",
        id: 371,
        ret: Ret::Result,
        reply: true,
        status: Status::ByHand("file descriptor: travels on the socket with SCM_RIGHTS"),
        args: StructDesc {
            name: "vkGetMemoryFdPropertiesKHR",
            stype: None,
            size: 24,
            pod: false,
            padded: false,
            flat: false,
            status: Status::ByHand("file descriptor: travels on the socket with SCM_RIGHTS"),
            members: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m("handleType", 8, Kind::Scalar(Scalar::I32)),
                m("fd", 12, Kind::Pod(0)),
                m(
                    "pMemoryFdProperties",
                    16,
                    Kind::Out {
                        elem: Elem::Struct(284),
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
            specials: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "pMemoryFdProperties",
                    16,
                    Kind::Out {
                        elem: Elem::Struct(284),
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkGetMemoryHostPointerPropertiesEXT",
        id: 372,
        ret: Ret::Result,
        reply: true,
        status: Status::ByHand("host pointer import: placed-mem"),
        args: StructDesc {
            name: "vkGetMemoryHostPointerPropertiesEXT",
            stype: None,
            size: 32,
            pod: false,
            padded: true,
            flat: false,
            status: Status::ByHand("host pointer import: placed-mem"),
            members: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m("handleType", 8, Kind::Scalar(Scalar::I32)),
                m("pHostPointer", 16, Kind::Pod(0)),
                m(
                    "pMemoryHostPointerProperties",
                    24,
                    Kind::Out {
                        elem: Elem::Struct(288),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m("", 12, Kind::Pad(4)),
            ],
            specials: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "pMemoryHostPointerProperties",
                    24,
                    Kind::Out {
                        elem: Elem::Struct(288),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m("", 12, Kind::Pad(4)),
            ],
        },
    },
    CommandDesc {
        name: "vkGetMemoryRemoteAddressNV",
        id: 373,
        ret: Ret::Result,
        reply: true,
        status: Status::Wire,
        args: StructDesc {
            name: "vkGetMemoryRemoteAddressNV",
            stype: None,
            size: 24,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "pMemoryGetRemoteAddressInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(286),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m(
                    "pAddress",
                    16,
                    Kind::Out {
                        elem: Elem::Bytes(8),
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
            specials: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "pMemoryGetRemoteAddressInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(286),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m(
                    "pAddress",
                    16,
                    Kind::Out {
                        elem: Elem::Bytes(8),
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkGetMicromapBuildSizesEXT",
        id: 374,
        ret: Ret::Void,
        reply: true,
        status: Status::Wire,
        args: StructDesc {
            name: "vkGetMicromapBuildSizesEXT",
            stype: None,
            size: 32,
            pod: false,
            padded: true,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m("buildType", 8, Kind::Scalar(Scalar::I32)),
                m(
                    "pBuildInfo",
                    16,
                    Kind::Ptr {
                        elem: Elem::Struct(294),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m(
                    "pSizeInfo",
                    24,
                    Kind::Out {
                        elem: Elem::Struct(295),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m("", 12, Kind::Pad(4)),
            ],
            specials: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "pBuildInfo",
                    16,
                    Kind::Ptr {
                        elem: Elem::Struct(294),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m(
                    "pSizeInfo",
                    24,
                    Kind::Out {
                        elem: Elem::Struct(295),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m("", 12, Kind::Pad(4)),
            ],
        },
    },
    CommandDesc {
        name: "vkGetPastPresentationTimingGOOGLE",
        id: 375,
        ret: Ret::Result,
        reply: true,
        status: Status::Wire,
        args: StructDesc {
            name: "vkGetPastPresentationTimingGOOGLE",
            stype: None,
            size: 32,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "swapchain",
                    8,
                    Kind::Handle {
                        ty: 1000001000,
                        optional: false,
                    },
                ),
                m("pPresentationTimingCount", 16, Kind::OutCount(4)),
                m(
                    "pPresentationTimings",
                    24,
                    Kind::Out {
                        elem: Elem::Struct(315),
                        len: Len::OutCount { off: 16, width: 4 },
                        optional: true,
                    },
                ),
            ],
            specials: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "swapchain",
                    8,
                    Kind::Handle {
                        ty: 1000001000,
                        optional: false,
                    },
                ),
                m("pPresentationTimingCount", 16, Kind::OutCount(4)),
                m(
                    "pPresentationTimings",
                    24,
                    Kind::Out {
                        elem: Elem::Struct(315),
                        len: Len::OutCount { off: 16, width: 4 },
                        optional: true,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkGetPerformanceParameterINTEL",
        id: 376,
        ret: Ret::Result,
        reply: true,
        status: Status::Wire,
        args: StructDesc {
            name: "vkGetPerformanceParameterINTEL",
            stype: None,
            size: 24,
            pod: false,
            padded: true,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m("parameter", 8, Kind::Scalar(Scalar::I32)),
                m(
                    "pValue",
                    16,
                    Kind::Out {
                        elem: Elem::Struct(323),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m("", 12, Kind::Pad(4)),
            ],
            specials: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "pValue",
                    16,
                    Kind::Out {
                        elem: Elem::Struct(323),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m("", 12, Kind::Pad(4)),
            ],
        },
    },
    CommandDesc {
        name: "vkGetPhysicalDeviceCalibrateableTimeDomainsEXT",
        id: 377,
        ret: Ret::Result,
        reply: true,
        status: Status::Wire,
        args: StructDesc {
            name: "vkGetPhysicalDeviceCalibrateableTimeDomainsEXT",
            stype: None,
            size: 24,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "physicalDevice",
                    0,
                    Kind::Handle {
                        ty: 2,
                        optional: false,
                    },
                ),
                m("pTimeDomainCount", 8, Kind::OutCount(4)),
                m(
                    "pTimeDomains",
                    16,
                    Kind::Out {
                        elem: Elem::Bytes(4),
                        len: Len::OutCount { off: 8, width: 4 },
                        optional: true,
                    },
                ),
            ],
            specials: &[
                m(
                    "physicalDevice",
                    0,
                    Kind::Handle {
                        ty: 2,
                        optional: false,
                    },
                ),
                m("pTimeDomainCount", 8, Kind::OutCount(4)),
                m(
                    "pTimeDomains",
                    16,
                    Kind::Out {
                        elem: Elem::Bytes(4),
                        len: Len::OutCount { off: 8, width: 4 },
                        optional: true,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkGetPhysicalDeviceCooperativeMatrixPropertiesNV",
        id: 378,
        ret: Ret::Result,
        reply: true,
        status: Status::Wire,
        args: StructDesc {
            name: "vkGetPhysicalDeviceCooperativeMatrixPropertiesNV",
            stype: None,
            size: 24,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "physicalDevice",
                    0,
                    Kind::Handle {
                        ty: 2,
                        optional: false,
                    },
                ),
                m("pPropertyCount", 8, Kind::OutCount(4)),
                m(
                    "pProperties",
                    16,
                    Kind::Out {
                        elem: Elem::Struct(85),
                        len: Len::OutCount { off: 8, width: 4 },
                        optional: true,
                    },
                ),
            ],
            specials: &[
                m(
                    "physicalDevice",
                    0,
                    Kind::Handle {
                        ty: 2,
                        optional: false,
                    },
                ),
                m("pPropertyCount", 8, Kind::OutCount(4)),
                m(
                    "pProperties",
                    16,
                    Kind::Out {
                        elem: Elem::Struct(85),
                        len: Len::OutCount { off: 8, width: 4 },
                        optional: true,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkGetPhysicalDeviceDisplayPlaneProperties2KHR",
        id: 379,
        ret: Ret::Result,
        reply: true,
        status: Status::Wire,
        args: StructDesc {
            name: "vkGetPhysicalDeviceDisplayPlaneProperties2KHR",
            stype: None,
            size: 24,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "physicalDevice",
                    0,
                    Kind::Handle {
                        ty: 2,
                        optional: false,
                    },
                ),
                m("pPropertyCount", 8, Kind::OutCount(4)),
                m(
                    "pProperties",
                    16,
                    Kind::Out {
                        elem: Elem::Struct(176),
                        len: Len::OutCount { off: 8, width: 4 },
                        optional: true,
                    },
                ),
            ],
            specials: &[
                m(
                    "physicalDevice",
                    0,
                    Kind::Handle {
                        ty: 2,
                        optional: false,
                    },
                ),
                m("pPropertyCount", 8, Kind::OutCount(4)),
                m(
                    "pProperties",
                    16,
                    Kind::Out {
                        elem: Elem::Struct(176),
                        len: Len::OutCount { off: 8, width: 4 },
                        optional: true,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkGetPhysicalDeviceDisplayPlanePropertiesKHR",
        id: 380,
        ret: Ret::Result,
        reply: true,
        status: Status::Wire,
        args: StructDesc {
            name: "vkGetPhysicalDeviceDisplayPlanePropertiesKHR",
            stype: None,
            size: 24,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "physicalDevice",
                    0,
                    Kind::Handle {
                        ty: 2,
                        optional: false,
                    },
                ),
                m("pPropertyCount", 8, Kind::OutCount(4)),
                m(
                    "pProperties",
                    16,
                    Kind::Out {
                        elem: Elem::Struct(177),
                        len: Len::OutCount { off: 8, width: 4 },
                        optional: true,
                    },
                ),
            ],
            specials: &[
                m(
                    "physicalDevice",
                    0,
                    Kind::Handle {
                        ty: 2,
                        optional: false,
                    },
                ),
                m("pPropertyCount", 8, Kind::OutCount(4)),
                m(
                    "pProperties",
                    16,
                    Kind::Out {
                        elem: Elem::Struct(177),
                        len: Len::OutCount { off: 8, width: 4 },
                        optional: true,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkGetPhysicalDeviceDisplayProperties2KHR",
        id: 381,
        ret: Ret::Result,
        reply: true,
        status: Status::Wire,
        args: StructDesc {
            name: "vkGetPhysicalDeviceDisplayProperties2KHR",
            stype: None,
            size: 24,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "physicalDevice",
                    0,
                    Kind::Handle {
                        ty: 2,
                        optional: false,
                    },
                ),
                m("pPropertyCount", 8, Kind::OutCount(4)),
                m(
                    "pProperties",
                    16,
                    Kind::Out {
                        elem: Elem::Struct(180),
                        len: Len::OutCount { off: 8, width: 4 },
                        optional: true,
                    },
                ),
            ],
            specials: &[
                m(
                    "physicalDevice",
                    0,
                    Kind::Handle {
                        ty: 2,
                        optional: false,
                    },
                ),
                m("pPropertyCount", 8, Kind::OutCount(4)),
                m(
                    "pProperties",
                    16,
                    Kind::Out {
                        elem: Elem::Struct(180),
                        len: Len::OutCount { off: 8, width: 4 },
                        optional: true,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkGetPhysicalDeviceDisplayPropertiesKHR",
        id: 382,
        ret: Ret::Result,
        reply: true,
        status: Status::Wire,
        args: StructDesc {
            name: "vkGetPhysicalDeviceDisplayPropertiesKHR",
            stype: None,
            size: 24,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "physicalDevice",
                    0,
                    Kind::Handle {
                        ty: 2,
                        optional: false,
                    },
                ),
                m("pPropertyCount", 8, Kind::OutCount(4)),
                m(
                    "pProperties",
                    16,
                    Kind::Out {
                        elem: Elem::Struct(181),
                        len: Len::OutCount { off: 8, width: 4 },
                        optional: true,
                    },
                ),
            ],
            specials: &[
                m(
                    "physicalDevice",
                    0,
                    Kind::Handle {
                        ty: 2,
                        optional: false,
                    },
                ),
                m("pPropertyCount", 8, Kind::OutCount(4)),
                m(
                    "pProperties",
                    16,
                    Kind::Out {
                        elem: Elem::Struct(181),
                        len: Len::OutCount { off: 8, width: 4 },
                        optional: true,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkGetPhysicalDeviceExternalBufferProperties",
        id: 383,
        ret: Ret::Void,
        reply: true,
        status: Status::Wire,
        args: StructDesc {
            name: "vkGetPhysicalDeviceExternalBufferProperties",
            stype: None,
            size: 24,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "physicalDevice",
                    0,
                    Kind::Handle {
                        ty: 2,
                        optional: false,
                    },
                ),
                m(
                    "pExternalBufferInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(377),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m(
                    "pExternalBufferProperties",
                    16,
                    Kind::Out {
                        elem: Elem::Struct(199),
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
            specials: &[
                m(
                    "physicalDevice",
                    0,
                    Kind::Handle {
                        ty: 2,
                        optional: false,
                    },
                ),
                m(
                    "pExternalBufferInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(377),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m(
                    "pExternalBufferProperties",
                    16,
                    Kind::Out {
                        elem: Elem::Struct(199),
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkGetPhysicalDeviceExternalFenceProperties",
        id: 384,
        ret: Ret::Void,
        reply: true,
        status: Status::Wire,
        args: StructDesc {
            name: "vkGetPhysicalDeviceExternalFenceProperties",
            stype: None,
            size: 24,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "physicalDevice",
                    0,
                    Kind::Handle {
                        ty: 2,
                        optional: false,
                    },
                ),
                m(
                    "pExternalFenceInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(378),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m(
                    "pExternalFenceProperties",
                    16,
                    Kind::Out {
                        elem: Elem::Struct(200),
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
            specials: &[
                m(
                    "physicalDevice",
                    0,
                    Kind::Handle {
                        ty: 2,
                        optional: false,
                    },
                ),
                m(
                    "pExternalFenceInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(378),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m(
                    "pExternalFenceProperties",
                    16,
                    Kind::Out {
                        elem: Elem::Struct(200),
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkGetPhysicalDeviceExternalImageFormatPropertiesNV",
        id: 385,
        ret: Ret::Result,
        reply: true,
        status: Status::Wire,
        args: StructDesc {
            name: "vkGetPhysicalDeviceExternalImageFormatPropertiesNV",
            stype: None,
            size: 40,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "physicalDevice",
                    0,
                    Kind::Handle {
                        ty: 2,
                        optional: false,
                    },
                ),
                m("format", 8, Kind::Scalar(Scalar::I32)),
                m("type", 12, Kind::Scalar(Scalar::I32)),
                m("tiling", 16, Kind::Scalar(Scalar::I32)),
                m("usage", 20, Kind::Scalar(Scalar::U32)),
                m("flags", 24, Kind::Scalar(Scalar::U32)),
                m("externalHandleType", 28, Kind::Scalar(Scalar::U32)),
                m(
                    "pExternalImageFormatProperties",
                    32,
                    Kind::Out {
                        elem: Elem::Struct(202),
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
            specials: &[
                m(
                    "physicalDevice",
                    0,
                    Kind::Handle {
                        ty: 2,
                        optional: false,
                    },
                ),
                m(
                    "pExternalImageFormatProperties",
                    32,
                    Kind::Out {
                        elem: Elem::Struct(202),
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkGetPhysicalDeviceExternalSemaphoreProperties",
        id: 386,
        ret: Ret::Void,
        reply: true,
        status: Status::Wire,
        args: StructDesc {
            name: "vkGetPhysicalDeviceExternalSemaphoreProperties",
            stype: None,
            size: 24,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "physicalDevice",
                    0,
                    Kind::Handle {
                        ty: 2,
                        optional: false,
                    },
                ),
                m(
                    "pExternalSemaphoreInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(382),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m(
                    "pExternalSemaphoreProperties",
                    16,
                    Kind::Out {
                        elem: Elem::Struct(207),
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
            specials: &[
                m(
                    "physicalDevice",
                    0,
                    Kind::Handle {
                        ty: 2,
                        optional: false,
                    },
                ),
                m(
                    "pExternalSemaphoreInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(382),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m(
                    "pExternalSemaphoreProperties",
                    16,
                    Kind::Out {
                        elem: Elem::Struct(207),
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkGetPhysicalDeviceFeatures",
        id: 387,
        ret: Ret::Void,
        reply: true,
        status: Status::Wire,
        args: StructDesc {
            name: "vkGetPhysicalDeviceFeatures",
            stype: None,
            size: 16,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "physicalDevice",
                    0,
                    Kind::Handle {
                        ty: 2,
                        optional: false,
                    },
                ),
                m(
                    "pFeatures",
                    8,
                    Kind::Out {
                        elem: Elem::Struct(384),
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
            specials: &[
                m(
                    "physicalDevice",
                    0,
                    Kind::Handle {
                        ty: 2,
                        optional: false,
                    },
                ),
                m(
                    "pFeatures",
                    8,
                    Kind::Out {
                        elem: Elem::Struct(384),
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkGetPhysicalDeviceFeatures2",
        id: 388,
        ret: Ret::Void,
        reply: true,
        status: Status::Wire,
        args: StructDesc {
            name: "vkGetPhysicalDeviceFeatures2",
            stype: None,
            size: 16,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "physicalDevice",
                    0,
                    Kind::Handle {
                        ty: 2,
                        optional: false,
                    },
                ),
                m(
                    "pFeatures",
                    8,
                    Kind::Out {
                        elem: Elem::Struct(385),
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
            specials: &[
                m(
                    "physicalDevice",
                    0,
                    Kind::Handle {
                        ty: 2,
                        optional: false,
                    },
                ),
                m(
                    "pFeatures",
                    8,
                    Kind::Out {
                        elem: Elem::Struct(385),
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkGetPhysicalDeviceFormatProperties",
        id: 389,
        ret: Ret::Void,
        reply: true,
        status: Status::Wire,
        args: StructDesc {
            name: "vkGetPhysicalDeviceFormatProperties",
            stype: None,
            size: 24,
            pod: false,
            padded: true,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "physicalDevice",
                    0,
                    Kind::Handle {
                        ty: 2,
                        optional: false,
                    },
                ),
                m("format", 8, Kind::Scalar(Scalar::I32)),
                m(
                    "pFormatProperties",
                    16,
                    Kind::Out {
                        elem: Elem::Struct(211),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m("", 12, Kind::Pad(4)),
            ],
            specials: &[
                m(
                    "physicalDevice",
                    0,
                    Kind::Handle {
                        ty: 2,
                        optional: false,
                    },
                ),
                m(
                    "pFormatProperties",
                    16,
                    Kind::Out {
                        elem: Elem::Struct(211),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m("", 12, Kind::Pad(4)),
            ],
        },
    },
    CommandDesc {
        name: "vkGetPhysicalDeviceFormatProperties2",
        id: 390,
        ret: Ret::Void,
        reply: true,
        status: Status::Wire,
        args: StructDesc {
            name: "vkGetPhysicalDeviceFormatProperties2",
            stype: None,
            size: 24,
            pod: false,
            padded: true,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "physicalDevice",
                    0,
                    Kind::Handle {
                        ty: 2,
                        optional: false,
                    },
                ),
                m("format", 8, Kind::Scalar(Scalar::I32)),
                m(
                    "pFormatProperties",
                    16,
                    Kind::Out {
                        elem: Elem::Struct(212),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m("", 12, Kind::Pad(4)),
            ],
            specials: &[
                m(
                    "physicalDevice",
                    0,
                    Kind::Handle {
                        ty: 2,
                        optional: false,
                    },
                ),
                m(
                    "pFormatProperties",
                    16,
                    Kind::Out {
                        elem: Elem::Struct(212),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m("", 12, Kind::Pad(4)),
            ],
        },
    },
    CommandDesc {
        name: "vkGetPhysicalDeviceFragmentShadingRatesKHR",
        id: 391,
        ret: Ret::Result,
        reply: true,
        status: Status::Wire,
        args: StructDesc {
            name: "vkGetPhysicalDeviceFragmentShadingRatesKHR",
            stype: None,
            size: 24,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "physicalDevice",
                    0,
                    Kind::Handle {
                        ty: 2,
                        optional: false,
                    },
                ),
                m("pFragmentShadingRateCount", 8, Kind::OutCount(4)),
                m(
                    "pFragmentShadingRates",
                    16,
                    Kind::Out {
                        elem: Elem::Struct(399),
                        len: Len::OutCount { off: 8, width: 4 },
                        optional: true,
                    },
                ),
            ],
            specials: &[
                m(
                    "physicalDevice",
                    0,
                    Kind::Handle {
                        ty: 2,
                        optional: false,
                    },
                ),
                m("pFragmentShadingRateCount", 8, Kind::OutCount(4)),
                m(
                    "pFragmentShadingRates",
                    16,
                    Kind::Out {
                        elem: Elem::Struct(399),
                        len: Len::OutCount { off: 8, width: 4 },
                        optional: true,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkGetPhysicalDeviceImageFormatProperties",
        id: 392,
        ret: Ret::Result,
        reply: true,
        status: Status::Wire,
        args: StructDesc {
            name: "vkGetPhysicalDeviceImageFormatProperties",
            stype: None,
            size: 40,
            pod: false,
            padded: true,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "physicalDevice",
                    0,
                    Kind::Handle {
                        ty: 2,
                        optional: false,
                    },
                ),
                m("format", 8, Kind::Scalar(Scalar::I32)),
                m("type", 12, Kind::Scalar(Scalar::I32)),
                m("tiling", 16, Kind::Scalar(Scalar::I32)),
                m("usage", 20, Kind::Scalar(Scalar::U32)),
                m("flags", 24, Kind::Scalar(Scalar::U32)),
                m(
                    "pImageFormatProperties",
                    32,
                    Kind::Out {
                        elem: Elem::Struct(243),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m("", 28, Kind::Pad(4)),
            ],
            specials: &[
                m(
                    "physicalDevice",
                    0,
                    Kind::Handle {
                        ty: 2,
                        optional: false,
                    },
                ),
                m(
                    "pImageFormatProperties",
                    32,
                    Kind::Out {
                        elem: Elem::Struct(243),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m("", 28, Kind::Pad(4)),
            ],
        },
    },
    CommandDesc {
        name: "vkGetPhysicalDeviceImageFormatProperties2",
        id: 393,
        ret: Ret::Result,
        reply: true,
        status: Status::Wire,
        args: StructDesc {
            name: "vkGetPhysicalDeviceImageFormatProperties2",
            stype: None,
            size: 24,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "physicalDevice",
                    0,
                    Kind::Handle {
                        ty: 2,
                        optional: false,
                    },
                ),
                m(
                    "pImageFormatInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(411),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m(
                    "pImageFormatProperties",
                    16,
                    Kind::Out {
                        elem: Elem::Struct(244),
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
            specials: &[
                m(
                    "physicalDevice",
                    0,
                    Kind::Handle {
                        ty: 2,
                        optional: false,
                    },
                ),
                m(
                    "pImageFormatInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(411),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m(
                    "pImageFormatProperties",
                    16,
                    Kind::Out {
                        elem: Elem::Struct(244),
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkGetPhysicalDeviceMemoryProperties",
        id: 394,
        ret: Ret::Void,
        reply: true,
        status: Status::Wire,
        args: StructDesc {
            name: "vkGetPhysicalDeviceMemoryProperties",
            stype: None,
            size: 16,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "physicalDevice",
                    0,
                    Kind::Handle {
                        ty: 2,
                        optional: false,
                    },
                ),
                m(
                    "pMemoryProperties",
                    8,
                    Kind::Out {
                        elem: Elem::Struct(435),
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
            specials: &[
                m(
                    "physicalDevice",
                    0,
                    Kind::Handle {
                        ty: 2,
                        optional: false,
                    },
                ),
                m(
                    "pMemoryProperties",
                    8,
                    Kind::Out {
                        elem: Elem::Struct(435),
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkGetPhysicalDeviceMemoryProperties2",
        id: 395,
        ret: Ret::Void,
        reply: true,
        status: Status::Wire,
        args: StructDesc {
            name: "vkGetPhysicalDeviceMemoryProperties2",
            stype: None,
            size: 16,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "physicalDevice",
                    0,
                    Kind::Handle {
                        ty: 2,
                        optional: false,
                    },
                ),
                m(
                    "pMemoryProperties",
                    8,
                    Kind::Out {
                        elem: Elem::Struct(436),
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
            specials: &[
                m(
                    "physicalDevice",
                    0,
                    Kind::Handle {
                        ty: 2,
                        optional: false,
                    },
                ),
                m(
                    "pMemoryProperties",
                    8,
                    Kind::Out {
                        elem: Elem::Struct(436),
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkGetPhysicalDeviceMultisamplePropertiesEXT",
        id: 396,
        ret: Ret::Void,
        reply: true,
        status: Status::Wire,
        args: StructDesc {
            name: "vkGetPhysicalDeviceMultisamplePropertiesEXT",
            stype: None,
            size: 24,
            pod: false,
            padded: true,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "physicalDevice",
                    0,
                    Kind::Handle {
                        ty: 2,
                        optional: false,
                    },
                ),
                m("samples", 8, Kind::Scalar(Scalar::I32)),
                m(
                    "pMultisampleProperties",
                    16,
                    Kind::Out {
                        elem: Elem::Struct(302),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m("", 12, Kind::Pad(4)),
            ],
            specials: &[
                m(
                    "physicalDevice",
                    0,
                    Kind::Handle {
                        ty: 2,
                        optional: false,
                    },
                ),
                m(
                    "pMultisampleProperties",
                    16,
                    Kind::Out {
                        elem: Elem::Struct(302),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m("", 12, Kind::Pad(4)),
            ],
        },
    },
    CommandDesc {
        name: "vkGetPhysicalDeviceOpticalFlowImageFormatsNV",
        id: 397,
        ret: Ret::Result,
        reply: true,
        status: Status::Wire,
        args: StructDesc {
            name: "vkGetPhysicalDeviceOpticalFlowImageFormatsNV",
            stype: None,
            size: 32,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "physicalDevice",
                    0,
                    Kind::Handle {
                        ty: 2,
                        optional: false,
                    },
                ),
                m(
                    "pOpticalFlowImageFormatInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(311),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m("pFormatCount", 16, Kind::OutCount(4)),
                m(
                    "pImageFormatProperties",
                    24,
                    Kind::Out {
                        elem: Elem::Struct(312),
                        len: Len::OutCount { off: 16, width: 4 },
                        optional: true,
                    },
                ),
            ],
            specials: &[
                m(
                    "physicalDevice",
                    0,
                    Kind::Handle {
                        ty: 2,
                        optional: false,
                    },
                ),
                m(
                    "pOpticalFlowImageFormatInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(311),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m("pFormatCount", 16, Kind::OutCount(4)),
                m(
                    "pImageFormatProperties",
                    24,
                    Kind::Out {
                        elem: Elem::Struct(312),
                        len: Len::OutCount { off: 16, width: 4 },
                        optional: true,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkGetPhysicalDevicePresentRectanglesKHR",
        id: 398,
        ret: Ret::Result,
        reply: true,
        status: Status::Wire,
        args: StructDesc {
            name: "vkGetPhysicalDevicePresentRectanglesKHR",
            stype: None,
            size: 32,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "physicalDevice",
                    0,
                    Kind::Handle {
                        ty: 2,
                        optional: false,
                    },
                ),
                m(
                    "surface",
                    8,
                    Kind::Handle {
                        ty: 1000000000,
                        optional: false,
                    },
                ),
                m("pRectCount", 16, Kind::OutCount(4)),
                m(
                    "pRects",
                    24,
                    Kind::Out {
                        elem: Elem::Struct(632),
                        len: Len::OutCount { off: 16, width: 4 },
                        optional: true,
                    },
                ),
            ],
            specials: &[
                m(
                    "physicalDevice",
                    0,
                    Kind::Handle {
                        ty: 2,
                        optional: false,
                    },
                ),
                m(
                    "surface",
                    8,
                    Kind::Handle {
                        ty: 1000000000,
                        optional: false,
                    },
                ),
                m("pRectCount", 16, Kind::OutCount(4)),
                m(
                    "pRects",
                    24,
                    Kind::Out {
                        elem: Elem::Struct(632),
                        len: Len::OutCount { off: 16, width: 4 },
                        optional: true,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkGetPhysicalDeviceProperties",
        id: 399,
        ret: Ret::Void,
        reply: true,
        status: Status::Wire,
        args: StructDesc {
            name: "vkGetPhysicalDeviceProperties",
            stype: None,
            size: 16,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "physicalDevice",
                    0,
                    Kind::Handle {
                        ty: 2,
                        optional: false,
                    },
                ),
                m(
                    "pProperties",
                    8,
                    Kind::Out {
                        elem: Elem::Struct(471),
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
            specials: &[
                m(
                    "physicalDevice",
                    0,
                    Kind::Handle {
                        ty: 2,
                        optional: false,
                    },
                ),
                m(
                    "pProperties",
                    8,
                    Kind::Out {
                        elem: Elem::Struct(471),
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkGetPhysicalDeviceProperties2",
        id: 400,
        ret: Ret::Void,
        reply: true,
        status: Status::Wire,
        args: StructDesc {
            name: "vkGetPhysicalDeviceProperties2",
            stype: None,
            size: 16,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "physicalDevice",
                    0,
                    Kind::Handle {
                        ty: 2,
                        optional: false,
                    },
                ),
                m(
                    "pProperties",
                    8,
                    Kind::Out {
                        elem: Elem::Struct(472),
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
            specials: &[
                m(
                    "physicalDevice",
                    0,
                    Kind::Handle {
                        ty: 2,
                        optional: false,
                    },
                ),
                m(
                    "pProperties",
                    8,
                    Kind::Out {
                        elem: Elem::Struct(472),
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkGetPhysicalDeviceQueueFamilyPerformanceQueryPassesKHR",
        id: 401,
        ret: Ret::Void,
        reply: true,
        status: Status::Wire,
        args: StructDesc {
            name: "vkGetPhysicalDeviceQueueFamilyPerformanceQueryPassesKHR",
            stype: None,
            size: 24,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "physicalDevice",
                    0,
                    Kind::Handle {
                        ty: 2,
                        optional: false,
                    },
                ),
                m(
                    "pPerformanceQueryCreateInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(620),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m(
                    "pNumPasses",
                    16,
                    Kind::Out {
                        elem: Elem::Bytes(4),
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
            specials: &[
                m(
                    "physicalDevice",
                    0,
                    Kind::Handle {
                        ty: 2,
                        optional: false,
                    },
                ),
                m(
                    "pPerformanceQueryCreateInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(620),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m(
                    "pNumPasses",
                    16,
                    Kind::Out {
                        elem: Elem::Bytes(4),
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkGetPhysicalDeviceQueueFamilyProperties",
        id: 402,
        ret: Ret::Void,
        reply: true,
        status: Status::Wire,
        args: StructDesc {
            name: "vkGetPhysicalDeviceQueueFamilyProperties",
            stype: None,
            size: 24,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "physicalDevice",
                    0,
                    Kind::Handle {
                        ty: 2,
                        optional: false,
                    },
                ),
                m("pQueueFamilyPropertyCount", 8, Kind::OutCount(4)),
                m(
                    "pQueueFamilyProperties",
                    16,
                    Kind::Out {
                        elem: Elem::Struct(625),
                        len: Len::OutCount { off: 8, width: 4 },
                        optional: true,
                    },
                ),
            ],
            specials: &[
                m(
                    "physicalDevice",
                    0,
                    Kind::Handle {
                        ty: 2,
                        optional: false,
                    },
                ),
                m("pQueueFamilyPropertyCount", 8, Kind::OutCount(4)),
                m(
                    "pQueueFamilyProperties",
                    16,
                    Kind::Out {
                        elem: Elem::Struct(625),
                        len: Len::OutCount { off: 8, width: 4 },
                        optional: true,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkGetPhysicalDeviceQueueFamilyProperties2",
        id: 403,
        ret: Ret::Void,
        reply: true,
        status: Status::Wire,
        args: StructDesc {
            name: "vkGetPhysicalDeviceQueueFamilyProperties2",
            stype: None,
            size: 24,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "physicalDevice",
                    0,
                    Kind::Handle {
                        ty: 2,
                        optional: false,
                    },
                ),
                m("pQueueFamilyPropertyCount", 8, Kind::OutCount(4)),
                m(
                    "pQueueFamilyProperties",
                    16,
                    Kind::Out {
                        elem: Elem::Struct(626),
                        len: Len::OutCount { off: 8, width: 4 },
                        optional: true,
                    },
                ),
            ],
            specials: &[
                m(
                    "physicalDevice",
                    0,
                    Kind::Handle {
                        ty: 2,
                        optional: false,
                    },
                ),
                m("pQueueFamilyPropertyCount", 8, Kind::OutCount(4)),
                m(
                    "pQueueFamilyProperties",
                    16,
                    Kind::Out {
                        elem: Elem::Struct(626),
                        len: Len::OutCount { off: 8, width: 4 },
                        optional: true,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkGetPhysicalDeviceSparseImageFormatProperties",
        id: 404,
        ret: Ret::Void,
        reply: true,
        status: Status::Wire,
        args: StructDesc {
            name: "vkGetPhysicalDeviceSparseImageFormatProperties",
            stype: None,
            size: 48,
            pod: false,
            padded: true,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "physicalDevice",
                    0,
                    Kind::Handle {
                        ty: 2,
                        optional: false,
                    },
                ),
                m("format", 8, Kind::Scalar(Scalar::I32)),
                m("type", 12, Kind::Scalar(Scalar::I32)),
                m("samples", 16, Kind::Scalar(Scalar::I32)),
                m("usage", 20, Kind::Scalar(Scalar::U32)),
                m("tiling", 24, Kind::Scalar(Scalar::I32)),
                m("pPropertyCount", 32, Kind::OutCount(4)),
                m(
                    "pProperties",
                    40,
                    Kind::Out {
                        elem: Elem::Struct(681),
                        len: Len::OutCount { off: 32, width: 4 },
                        optional: true,
                    },
                ),
                m("", 28, Kind::Pad(4)),
            ],
            specials: &[
                m(
                    "physicalDevice",
                    0,
                    Kind::Handle {
                        ty: 2,
                        optional: false,
                    },
                ),
                m("pPropertyCount", 32, Kind::OutCount(4)),
                m(
                    "pProperties",
                    40,
                    Kind::Out {
                        elem: Elem::Struct(681),
                        len: Len::OutCount { off: 32, width: 4 },
                        optional: true,
                    },
                ),
                m("", 28, Kind::Pad(4)),
            ],
        },
    },
    CommandDesc {
        name: "vkGetPhysicalDeviceSparseImageFormatProperties2",
        id: 405,
        ret: Ret::Void,
        reply: true,
        status: Status::Wire,
        args: StructDesc {
            name: "vkGetPhysicalDeviceSparseImageFormatProperties2",
            stype: None,
            size: 32,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "physicalDevice",
                    0,
                    Kind::Handle {
                        ty: 2,
                        optional: false,
                    },
                ),
                m(
                    "pFormatInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(522),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m("pPropertyCount", 16, Kind::OutCount(4)),
                m(
                    "pProperties",
                    24,
                    Kind::Out {
                        elem: Elem::Struct(682),
                        len: Len::OutCount { off: 16, width: 4 },
                        optional: true,
                    },
                ),
            ],
            specials: &[
                m(
                    "physicalDevice",
                    0,
                    Kind::Handle {
                        ty: 2,
                        optional: false,
                    },
                ),
                m(
                    "pFormatInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(522),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m("pPropertyCount", 16, Kind::OutCount(4)),
                m(
                    "pProperties",
                    24,
                    Kind::Out {
                        elem: Elem::Struct(682),
                        len: Len::OutCount { off: 16, width: 4 },
                        optional: true,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkGetPhysicalDeviceSupportedFramebufferMixedSamplesCombinationsNV",
        id: 406,
        ret: Ret::Result,
        reply: true,
        status: Status::Wire,
        args: StructDesc {
            name: "vkGetPhysicalDeviceSupportedFramebufferMixedSamplesCombinationsNV",
            stype: None,
            size: 24,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "physicalDevice",
                    0,
                    Kind::Handle {
                        ty: 2,
                        optional: false,
                    },
                ),
                m("pCombinationCount", 8, Kind::OutCount(4)),
                m(
                    "pCombinations",
                    16,
                    Kind::Out {
                        elem: Elem::Struct(218),
                        len: Len::OutCount { off: 8, width: 4 },
                        optional: true,
                    },
                ),
            ],
            specials: &[
                m(
                    "physicalDevice",
                    0,
                    Kind::Handle {
                        ty: 2,
                        optional: false,
                    },
                ),
                m("pCombinationCount", 8, Kind::OutCount(4)),
                m(
                    "pCombinations",
                    16,
                    Kind::Out {
                        elem: Elem::Struct(218),
                        len: Len::OutCount { off: 8, width: 4 },
                        optional: true,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkGetPhysicalDeviceSurfaceCapabilities2EXT",
        id: 407,
        ret: Ret::Result,
        reply: true,
        status: Status::Wire,
        args: StructDesc {
            name: "vkGetPhysicalDeviceSurfaceCapabilities2EXT",
            stype: None,
            size: 24,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "physicalDevice",
                    0,
                    Kind::Handle {
                        ty: 2,
                        optional: false,
                    },
                ),
                m(
                    "surface",
                    8,
                    Kind::Handle {
                        ty: 1000000000,
                        optional: false,
                    },
                ),
                m(
                    "pSurfaceCapabilities",
                    16,
                    Kind::Out {
                        elem: Elem::Struct(708),
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
            specials: &[
                m(
                    "physicalDevice",
                    0,
                    Kind::Handle {
                        ty: 2,
                        optional: false,
                    },
                ),
                m(
                    "surface",
                    8,
                    Kind::Handle {
                        ty: 1000000000,
                        optional: false,
                    },
                ),
                m(
                    "pSurfaceCapabilities",
                    16,
                    Kind::Out {
                        elem: Elem::Struct(708),
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkGetPhysicalDeviceSurfaceCapabilities2KHR",
        id: 408,
        ret: Ret::Result,
        reply: true,
        status: Status::Wire,
        args: StructDesc {
            name: "vkGetPhysicalDeviceSurfaceCapabilities2KHR",
            stype: None,
            size: 24,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "physicalDevice",
                    0,
                    Kind::Handle {
                        ty: 2,
                        optional: false,
                    },
                ),
                m(
                    "pSurfaceInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(530),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m(
                    "pSurfaceCapabilities",
                    16,
                    Kind::Out {
                        elem: Elem::Struct(709),
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
            specials: &[
                m(
                    "physicalDevice",
                    0,
                    Kind::Handle {
                        ty: 2,
                        optional: false,
                    },
                ),
                m(
                    "pSurfaceInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(530),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m(
                    "pSurfaceCapabilities",
                    16,
                    Kind::Out {
                        elem: Elem::Struct(709),
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkGetPhysicalDeviceSurfaceCapabilitiesKHR",
        id: 409,
        ret: Ret::Result,
        reply: true,
        status: Status::Wire,
        args: StructDesc {
            name: "vkGetPhysicalDeviceSurfaceCapabilitiesKHR",
            stype: None,
            size: 24,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "physicalDevice",
                    0,
                    Kind::Handle {
                        ty: 2,
                        optional: false,
                    },
                ),
                m(
                    "surface",
                    8,
                    Kind::Handle {
                        ty: 1000000000,
                        optional: false,
                    },
                ),
                m(
                    "pSurfaceCapabilities",
                    16,
                    Kind::Out {
                        elem: Elem::Struct(710),
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
            specials: &[
                m(
                    "physicalDevice",
                    0,
                    Kind::Handle {
                        ty: 2,
                        optional: false,
                    },
                ),
                m(
                    "surface",
                    8,
                    Kind::Handle {
                        ty: 1000000000,
                        optional: false,
                    },
                ),
                m(
                    "pSurfaceCapabilities",
                    16,
                    Kind::Out {
                        elem: Elem::Struct(710),
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkGetPhysicalDeviceSurfaceFormats2KHR",
        id: 410,
        ret: Ret::Result,
        reply: true,
        status: Status::Wire,
        args: StructDesc {
            name: "vkGetPhysicalDeviceSurfaceFormats2KHR",
            stype: None,
            size: 32,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "physicalDevice",
                    0,
                    Kind::Handle {
                        ty: 2,
                        optional: false,
                    },
                ),
                m(
                    "pSurfaceInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(530),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m("pSurfaceFormatCount", 16, Kind::OutCount(4)),
                m(
                    "pSurfaceFormats",
                    24,
                    Kind::Out {
                        elem: Elem::Struct(712),
                        len: Len::OutCount { off: 16, width: 4 },
                        optional: true,
                    },
                ),
            ],
            specials: &[
                m(
                    "physicalDevice",
                    0,
                    Kind::Handle {
                        ty: 2,
                        optional: false,
                    },
                ),
                m(
                    "pSurfaceInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(530),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m("pSurfaceFormatCount", 16, Kind::OutCount(4)),
                m(
                    "pSurfaceFormats",
                    24,
                    Kind::Out {
                        elem: Elem::Struct(712),
                        len: Len::OutCount { off: 16, width: 4 },
                        optional: true,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkGetPhysicalDeviceSurfaceFormatsKHR",
        id: 411,
        ret: Ret::Result,
        reply: true,
        status: Status::Wire,
        args: StructDesc {
            name: "vkGetPhysicalDeviceSurfaceFormatsKHR",
            stype: None,
            size: 32,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "physicalDevice",
                    0,
                    Kind::Handle {
                        ty: 2,
                        optional: false,
                    },
                ),
                m(
                    "surface",
                    8,
                    Kind::Handle {
                        ty: 1000000000,
                        optional: true,
                    },
                ),
                m("pSurfaceFormatCount", 16, Kind::OutCount(4)),
                m(
                    "pSurfaceFormats",
                    24,
                    Kind::Out {
                        elem: Elem::Struct(713),
                        len: Len::OutCount { off: 16, width: 4 },
                        optional: true,
                    },
                ),
            ],
            specials: &[
                m(
                    "physicalDevice",
                    0,
                    Kind::Handle {
                        ty: 2,
                        optional: false,
                    },
                ),
                m(
                    "surface",
                    8,
                    Kind::Handle {
                        ty: 1000000000,
                        optional: true,
                    },
                ),
                m("pSurfaceFormatCount", 16, Kind::OutCount(4)),
                m(
                    "pSurfaceFormats",
                    24,
                    Kind::Out {
                        elem: Elem::Struct(713),
                        len: Len::OutCount { off: 16, width: 4 },
                        optional: true,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkGetPhysicalDeviceSurfacePresentModesKHR",
        id: 412,
        ret: Ret::Result,
        reply: true,
        status: Status::Wire,
        args: StructDesc {
            name: "vkGetPhysicalDeviceSurfacePresentModesKHR",
            stype: None,
            size: 32,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "physicalDevice",
                    0,
                    Kind::Handle {
                        ty: 2,
                        optional: false,
                    },
                ),
                m(
                    "surface",
                    8,
                    Kind::Handle {
                        ty: 1000000000,
                        optional: true,
                    },
                ),
                m("pPresentModeCount", 16, Kind::OutCount(4)),
                m(
                    "pPresentModes",
                    24,
                    Kind::Out {
                        elem: Elem::Bytes(4),
                        len: Len::OutCount { off: 16, width: 4 },
                        optional: true,
                    },
                ),
            ],
            specials: &[
                m(
                    "physicalDevice",
                    0,
                    Kind::Handle {
                        ty: 2,
                        optional: false,
                    },
                ),
                m(
                    "surface",
                    8,
                    Kind::Handle {
                        ty: 1000000000,
                        optional: true,
                    },
                ),
                m("pPresentModeCount", 16, Kind::OutCount(4)),
                m(
                    "pPresentModes",
                    24,
                    Kind::Out {
                        elem: Elem::Bytes(4),
                        len: Len::OutCount { off: 16, width: 4 },
                        optional: true,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkGetPhysicalDeviceSurfaceSupportKHR",
        id: 413,
        ret: Ret::Result,
        reply: true,
        status: Status::Wire,
        args: StructDesc {
            name: "vkGetPhysicalDeviceSurfaceSupportKHR",
            stype: None,
            size: 32,
            pod: false,
            padded: true,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "physicalDevice",
                    0,
                    Kind::Handle {
                        ty: 2,
                        optional: false,
                    },
                ),
                m("queueFamilyIndex", 8, Kind::Scalar(Scalar::U32)),
                m(
                    "surface",
                    16,
                    Kind::Handle {
                        ty: 1000000000,
                        optional: false,
                    },
                ),
                m(
                    "pSupported",
                    24,
                    Kind::Out {
                        elem: Elem::Bytes(4),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m("", 12, Kind::Pad(4)),
            ],
            specials: &[
                m(
                    "physicalDevice",
                    0,
                    Kind::Handle {
                        ty: 2,
                        optional: false,
                    },
                ),
                m(
                    "surface",
                    16,
                    Kind::Handle {
                        ty: 1000000000,
                        optional: false,
                    },
                ),
                m(
                    "pSupported",
                    24,
                    Kind::Out {
                        elem: Elem::Bytes(4),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m("", 12, Kind::Pad(4)),
            ],
        },
    },
    CommandDesc {
        name: "vkGetPhysicalDeviceToolProperties",
        id: 414,
        ret: Ret::Result,
        reply: true,
        status: Status::Wire,
        args: StructDesc {
            name: "vkGetPhysicalDeviceToolProperties",
            stype: None,
            size: 24,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "physicalDevice",
                    0,
                    Kind::Handle {
                        ty: 2,
                        optional: false,
                    },
                ),
                m("pToolCount", 8, Kind::OutCount(4)),
                m(
                    "pToolProperties",
                    16,
                    Kind::Out {
                        elem: Elem::Struct(539),
                        len: Len::OutCount { off: 8, width: 4 },
                        optional: true,
                    },
                ),
            ],
            specials: &[
                m(
                    "physicalDevice",
                    0,
                    Kind::Handle {
                        ty: 2,
                        optional: false,
                    },
                ),
                m("pToolCount", 8, Kind::OutCount(4)),
                m(
                    "pToolProperties",
                    16,
                    Kind::Out {
                        elem: Elem::Struct(539),
                        len: Len::OutCount { off: 8, width: 4 },
                        optional: true,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkGetPipelineCacheData",
        id: 415,
        ret: Ret::Result,
        reply: true,
        status: Status::Wire,
        args: StructDesc {
            name: "vkGetPipelineCacheData",
            stype: None,
            size: 32,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "pipelineCache",
                    8,
                    Kind::Handle {
                        ty: 16,
                        optional: false,
                    },
                ),
                m("pDataSize", 16, Kind::OutCount(8)),
                m(
                    "pData",
                    24,
                    Kind::Out {
                        elem: Elem::Bytes(1),
                        len: Len::OutCount { off: 16, width: 8 },
                        optional: true,
                    },
                ),
            ],
            specials: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "pipelineCache",
                    8,
                    Kind::Handle {
                        ty: 16,
                        optional: false,
                    },
                ),
                m("pDataSize", 16, Kind::OutCount(8)),
                m(
                    "pData",
                    24,
                    Kind::Out {
                        elem: Elem::Bytes(1),
                        len: Len::OutCount { off: 16, width: 8 },
                        optional: true,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkGetPipelineExecutableInternalRepresentationsKHR",
        id: 416,
        ret: Ret::Result,
        reply: true,
        status: Status::Wire,
        args: StructDesc {
            name: "vkGetPipelineExecutableInternalRepresentationsKHR",
            stype: None,
            size: 32,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "pExecutableInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(573),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m("pInternalRepresentationCount", 16, Kind::OutCount(4)),
                m(
                    "pInternalRepresentations",
                    24,
                    Kind::Out {
                        elem: Elem::Struct(574),
                        len: Len::OutCount { off: 16, width: 4 },
                        optional: true,
                    },
                ),
            ],
            specials: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "pExecutableInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(573),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m("pInternalRepresentationCount", 16, Kind::OutCount(4)),
                m(
                    "pInternalRepresentations",
                    24,
                    Kind::Out {
                        elem: Elem::Struct(574),
                        len: Len::OutCount { off: 16, width: 4 },
                        optional: true,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkGetPipelineExecutablePropertiesKHR",
        id: 417,
        ret: Ret::Result,
        reply: true,
        status: Status::Wire,
        args: StructDesc {
            name: "vkGetPipelineExecutablePropertiesKHR",
            stype: None,
            size: 32,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "pPipelineInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(579),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m("pExecutableCount", 16, Kind::OutCount(4)),
                m(
                    "pProperties",
                    24,
                    Kind::Out {
                        elem: Elem::Struct(575),
                        len: Len::OutCount { off: 16, width: 4 },
                        optional: true,
                    },
                ),
            ],
            specials: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "pPipelineInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(579),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m("pExecutableCount", 16, Kind::OutCount(4)),
                m(
                    "pProperties",
                    24,
                    Kind::Out {
                        elem: Elem::Struct(575),
                        len: Len::OutCount { off: 16, width: 4 },
                        optional: true,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkGetPipelineExecutableStatisticsKHR",
        id: 418,
        ret: Ret::Result,
        reply: true,
        status: Status::Wire,
        args: StructDesc {
            name: "vkGetPipelineExecutableStatisticsKHR",
            stype: None,
            size: 32,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "pExecutableInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(573),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m("pStatisticCount", 16, Kind::OutCount(4)),
                m(
                    "pStatistics",
                    24,
                    Kind::Out {
                        elem: Elem::Struct(576),
                        len: Len::OutCount { off: 16, width: 4 },
                        optional: true,
                    },
                ),
            ],
            specials: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "pExecutableInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(573),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m("pStatisticCount", 16, Kind::OutCount(4)),
                m(
                    "pStatistics",
                    24,
                    Kind::Out {
                        elem: Elem::Struct(576),
                        len: Len::OutCount { off: 16, width: 4 },
                        optional: true,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkGetPipelinePropertiesEXT",
        id: 419,
        ret: Ret::Result,
        reply: true,
        status: Status::Wire,
        args: StructDesc {
            name: "vkGetPipelinePropertiesEXT",
            stype: None,
            size: 24,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "pPipelineInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(579),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m(
                    "pPipelineProperties",
                    16,
                    Kind::Out {
                        elem: Elem::Struct(584),
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
            specials: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "pPipelineInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(579),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m(
                    "pPipelineProperties",
                    16,
                    Kind::Out {
                        elem: Elem::Struct(584),
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkGetPrivateData",
        id: 420,
        ret: Ret::Void,
        reply: true,
        status: Status::Wire,
        args: StructDesc {
            name: "vkGetPrivateData",
            stype: None,
            size: 40,
            pod: false,
            padded: true,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m("objectType", 8, Kind::Scalar(Scalar::I32)),
                m("objectHandle", 16, Kind::DynHandle { ty_off: 8 }),
                m(
                    "privateDataSlot",
                    24,
                    Kind::Handle {
                        ty: 1000295000,
                        optional: false,
                    },
                ),
                m(
                    "pData",
                    32,
                    Kind::Out {
                        elem: Elem::Bytes(8),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m("", 12, Kind::Pad(4)),
            ],
            specials: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m("objectHandle", 16, Kind::DynHandle { ty_off: 8 }),
                m(
                    "privateDataSlot",
                    24,
                    Kind::Handle {
                        ty: 1000295000,
                        optional: false,
                    },
                ),
                m(
                    "pData",
                    32,
                    Kind::Out {
                        elem: Elem::Bytes(8),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m("", 12, Kind::Pad(4)),
            ],
        },
    },
    CommandDesc {
        name: "vkGetQueryPoolResults",
        id: 421,
        ret: Ret::Result,
        reply: true,
        status: Status::Wire,
        args: StructDesc {
            name: "vkGetQueryPoolResults",
            stype: None,
            size: 56,
            pod: false,
            padded: true,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "queryPool",
                    8,
                    Kind::Handle {
                        ty: 12,
                        optional: false,
                    },
                ),
                m("firstQuery", 16, Kind::Scalar(Scalar::U32)),
                m("queryCount", 20, Kind::Scalar(Scalar::U32)),
                m("dataSize", 24, Kind::Scalar(Scalar::U64)),
                m(
                    "pData",
                    32,
                    Kind::Out {
                        elem: Elem::Bytes(1),
                        len: Len::Member {
                            off: 24,
                            width: 8,
                            div: 1,
                        },
                        optional: false,
                    },
                ),
                m("stride", 40, Kind::Scalar(Scalar::U64)),
                m("flags", 48, Kind::Scalar(Scalar::U32)),
                m("", 52, Kind::Pad(4)),
            ],
            specials: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "queryPool",
                    8,
                    Kind::Handle {
                        ty: 12,
                        optional: false,
                    },
                ),
                m(
                    "pData",
                    32,
                    Kind::Out {
                        elem: Elem::Bytes(1),
                        len: Len::Member {
                            off: 24,
                            width: 8,
                            div: 1,
                        },
                        optional: false,
                    },
                ),
                m("", 52, Kind::Pad(4)),
            ],
        },
    },
    CommandDesc {
        name: "vkGetQueueCheckpointData2NV",
        id: 422,
        ret: Ret::Void,
        reply: true,
        status: Status::Wire,
        args: StructDesc {
            name: "vkGetQueueCheckpointData2NV",
            stype: None,
            size: 24,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "queue",
                    0,
                    Kind::Handle {
                        ty: 4,
                        optional: false,
                    },
                ),
                m("pCheckpointDataCount", 8, Kind::OutCount(4)),
                m(
                    "pCheckpointData",
                    16,
                    Kind::Out {
                        elem: Elem::Struct(63),
                        len: Len::OutCount { off: 8, width: 4 },
                        optional: true,
                    },
                ),
            ],
            specials: &[
                m(
                    "queue",
                    0,
                    Kind::Handle {
                        ty: 4,
                        optional: false,
                    },
                ),
                m("pCheckpointDataCount", 8, Kind::OutCount(4)),
                m(
                    "pCheckpointData",
                    16,
                    Kind::Out {
                        elem: Elem::Struct(63),
                        len: Len::OutCount { off: 8, width: 4 },
                        optional: true,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkGetQueueCheckpointDataNV",
        id: 423,
        ret: Ret::Void,
        reply: true,
        status: Status::Wire,
        args: StructDesc {
            name: "vkGetQueueCheckpointDataNV",
            stype: None,
            size: 24,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "queue",
                    0,
                    Kind::Handle {
                        ty: 4,
                        optional: false,
                    },
                ),
                m("pCheckpointDataCount", 8, Kind::OutCount(4)),
                m(
                    "pCheckpointData",
                    16,
                    Kind::Out {
                        elem: Elem::Struct(64),
                        len: Len::OutCount { off: 8, width: 4 },
                        optional: true,
                    },
                ),
            ],
            specials: &[
                m(
                    "queue",
                    0,
                    Kind::Handle {
                        ty: 4,
                        optional: false,
                    },
                ),
                m("pCheckpointDataCount", 8, Kind::OutCount(4)),
                m(
                    "pCheckpointData",
                    16,
                    Kind::Out {
                        elem: Elem::Struct(64),
                        len: Len::OutCount { off: 8, width: 4 },
                        optional: true,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkGetRayTracingCaptureReplayShaderGroupHandlesKHR",
        id: 424,
        ret: Ret::Result,
        reply: true,
        status: Status::Wire,
        args: StructDesc {
            name: "vkGetRayTracingCaptureReplayShaderGroupHandlesKHR",
            stype: None,
            size: 40,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "pipeline",
                    8,
                    Kind::Handle {
                        ty: 19,
                        optional: false,
                    },
                ),
                m("firstGroup", 16, Kind::Scalar(Scalar::U32)),
                m("groupCount", 20, Kind::Scalar(Scalar::U32)),
                m("dataSize", 24, Kind::Scalar(Scalar::U64)),
                m(
                    "pData",
                    32,
                    Kind::Out {
                        elem: Elem::Bytes(1),
                        len: Len::Member {
                            off: 24,
                            width: 8,
                            div: 1,
                        },
                        optional: false,
                    },
                ),
            ],
            specials: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "pipeline",
                    8,
                    Kind::Handle {
                        ty: 19,
                        optional: false,
                    },
                ),
                m(
                    "pData",
                    32,
                    Kind::Out {
                        elem: Elem::Bytes(1),
                        len: Len::Member {
                            off: 24,
                            width: 8,
                            div: 1,
                        },
                        optional: false,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkGetRayTracingShaderGroupHandlesKHR",
        id: 425,
        ret: Ret::Result,
        reply: true,
        status: Status::Wire,
        args: StructDesc {
            name: "vkGetRayTracingShaderGroupHandlesKHR",
            stype: None,
            size: 40,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "pipeline",
                    8,
                    Kind::Handle {
                        ty: 19,
                        optional: false,
                    },
                ),
                m("firstGroup", 16, Kind::Scalar(Scalar::U32)),
                m("groupCount", 20, Kind::Scalar(Scalar::U32)),
                m("dataSize", 24, Kind::Scalar(Scalar::U64)),
                m(
                    "pData",
                    32,
                    Kind::Out {
                        elem: Elem::Bytes(1),
                        len: Len::Member {
                            off: 24,
                            width: 8,
                            div: 1,
                        },
                        optional: false,
                    },
                ),
            ],
            specials: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "pipeline",
                    8,
                    Kind::Handle {
                        ty: 19,
                        optional: false,
                    },
                ),
                m(
                    "pData",
                    32,
                    Kind::Out {
                        elem: Elem::Bytes(1),
                        len: Len::Member {
                            off: 24,
                            width: 8,
                            div: 1,
                        },
                        optional: false,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkGetRayTracingShaderGroupStackSizeKHR",
        id: 426,
        ret: Ret::U64,
        reply: true,
        status: Status::Wire,
        args: StructDesc {
            name: "vkGetRayTracingShaderGroupStackSizeKHR",
            stype: None,
            size: 24,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "pipeline",
                    8,
                    Kind::Handle {
                        ty: 19,
                        optional: false,
                    },
                ),
                m("group", 16, Kind::Scalar(Scalar::U32)),
                m("groupShader", 20, Kind::Scalar(Scalar::I32)),
            ],
            specials: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "pipeline",
                    8,
                    Kind::Handle {
                        ty: 19,
                        optional: false,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkGetRefreshCycleDurationGOOGLE",
        id: 427,
        ret: Ret::Result,
        reply: true,
        status: Status::Wire,
        args: StructDesc {
            name: "vkGetRefreshCycleDurationGOOGLE",
            stype: None,
            size: 24,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "swapchain",
                    8,
                    Kind::Handle {
                        ty: 1000001000,
                        optional: false,
                    },
                ),
                m(
                    "pDisplayTimingProperties",
                    16,
                    Kind::Out {
                        elem: Elem::Struct(634),
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
            specials: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "swapchain",
                    8,
                    Kind::Handle {
                        ty: 1000001000,
                        optional: false,
                    },
                ),
                m(
                    "pDisplayTimingProperties",
                    16,
                    Kind::Out {
                        elem: Elem::Struct(634),
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkGetRenderAreaGranularity",
        id: 428,
        ret: Ret::Void,
        reply: true,
        status: Status::Wire,
        args: StructDesc {
            name: "vkGetRenderAreaGranularity",
            stype: None,
            size: 24,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "renderPass",
                    8,
                    Kind::Handle {
                        ty: 18,
                        optional: false,
                    },
                ),
                m(
                    "pGranularity",
                    16,
                    Kind::Out {
                        elem: Elem::Struct(197),
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
            specials: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "renderPass",
                    8,
                    Kind::Handle {
                        ty: 18,
                        optional: false,
                    },
                ),
                m(
                    "pGranularity",
                    16,
                    Kind::Out {
                        elem: Elem::Struct(197),
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkGetSamplerOpaqueCaptureDescriptorDataEXT",
        id: 429,
        ret: Ret::Result,
        reply: true,
        status: Status::ByHand(
            "opaque capture data: pData's size is a device property (VkPhysicalDeviceDescriptorBufferPropertiesEXT::*CaptureReplayDescriptorDataSize) the renderer looks up; carried by vk_wire::capture",
        ),
        args: StructDesc {
            name: "vkGetSamplerOpaqueCaptureDescriptorDataEXT",
            stype: None,
            size: 24,
            pod: false,
            padded: false,
            flat: false,
            status: Status::ByHand(
                "opaque capture data: pData's size is a device property (VkPhysicalDeviceDescriptorBufferPropertiesEXT::*CaptureReplayDescriptorDataSize) the renderer looks up; carried by vk_wire::capture",
            ),
            members: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "pInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(659),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m("pData", 16, Kind::Pod(0)),
            ],
            specials: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "pInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(659),
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkGetSemaphoreCounterValue",
        id: 430,
        ret: Ret::Result,
        reply: true,
        status: Status::Wire,
        args: StructDesc {
            name: "vkGetSemaphoreCounterValue",
            stype: None,
            size: 24,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "semaphore",
                    8,
                    Kind::Handle {
                        ty: 5,
                        optional: false,
                    },
                ),
                m(
                    "pValue",
                    16,
                    Kind::Out {
                        elem: Elem::Bytes(8),
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
            specials: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "semaphore",
                    8,
                    Kind::Handle {
                        ty: 5,
                        optional: false,
                    },
                ),
                m(
                    "pValue",
                    16,
                    Kind::Out {
                        elem: Elem::Bytes(8),
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkGetSemaphoreFdKHR",
        id: 431,
        ret: Ret::Result,
        reply: true,
        status: Status::ByHand("file descriptor: travels on the socket with SCM_RIGHTS"),
        args: StructDesc {
            name: "vkGetSemaphoreFdKHR",
            stype: None,
            size: 24,
            pod: false,
            padded: false,
            flat: false,
            status: Status::ByHand("file descriptor: travels on the socket with SCM_RIGHTS"),
            members: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "pGetFdInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(667),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m("pFd", 16, Kind::Pod(0)),
            ],
            specials: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "pGetFdInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(667),
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkGetShaderInfoAMD",
        id: 432,
        ret: Ret::Result,
        reply: true,
        status: Status::Wire,
        args: StructDesc {
            name: "vkGetShaderInfoAMD",
            stype: None,
            size: 40,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "pipeline",
                    8,
                    Kind::Handle {
                        ty: 19,
                        optional: false,
                    },
                ),
                m("shaderStage", 16, Kind::Scalar(Scalar::I32)),
                m("infoType", 20, Kind::Scalar(Scalar::I32)),
                m("pInfoSize", 24, Kind::OutCount(8)),
                m(
                    "pInfo",
                    32,
                    Kind::Out {
                        elem: Elem::Bytes(1),
                        len: Len::OutCount { off: 24, width: 8 },
                        optional: true,
                    },
                ),
            ],
            specials: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "pipeline",
                    8,
                    Kind::Handle {
                        ty: 19,
                        optional: false,
                    },
                ),
                m("pInfoSize", 24, Kind::OutCount(8)),
                m(
                    "pInfo",
                    32,
                    Kind::Out {
                        elem: Elem::Bytes(1),
                        len: Len::OutCount { off: 24, width: 8 },
                        optional: true,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkGetShaderModuleCreateInfoIdentifierEXT",
        id: 433,
        ret: Ret::Void,
        reply: true,
        status: Status::Wire,
        args: StructDesc {
            name: "vkGetShaderModuleCreateInfoIdentifierEXT",
            stype: None,
            size: 24,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "pCreateInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(673),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m(
                    "pIdentifier",
                    16,
                    Kind::Out {
                        elem: Elem::Struct(674),
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
            specials: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "pCreateInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(673),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m(
                    "pIdentifier",
                    16,
                    Kind::Out {
                        elem: Elem::Struct(674),
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkGetShaderModuleIdentifierEXT",
        id: 434,
        ret: Ret::Void,
        reply: true,
        status: Status::Wire,
        args: StructDesc {
            name: "vkGetShaderModuleIdentifierEXT",
            stype: None,
            size: 24,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "shaderModule",
                    8,
                    Kind::Handle {
                        ty: 15,
                        optional: false,
                    },
                ),
                m(
                    "pIdentifier",
                    16,
                    Kind::Out {
                        elem: Elem::Struct(674),
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
            specials: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "shaderModule",
                    8,
                    Kind::Handle {
                        ty: 15,
                        optional: false,
                    },
                ),
                m(
                    "pIdentifier",
                    16,
                    Kind::Out {
                        elem: Elem::Struct(674),
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkGetSwapchainCounterEXT",
        id: 435,
        ret: Ret::Result,
        reply: true,
        status: Status::Wire,
        args: StructDesc {
            name: "vkGetSwapchainCounterEXT",
            stype: None,
            size: 32,
            pod: false,
            padded: true,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "swapchain",
                    8,
                    Kind::Handle {
                        ty: 1000001000,
                        optional: false,
                    },
                ),
                m("counter", 16, Kind::Scalar(Scalar::I32)),
                m(
                    "pCounterValue",
                    24,
                    Kind::Out {
                        elem: Elem::Bytes(8),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m("", 20, Kind::Pad(4)),
            ],
            specials: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "swapchain",
                    8,
                    Kind::Handle {
                        ty: 1000001000,
                        optional: false,
                    },
                ),
                m(
                    "pCounterValue",
                    24,
                    Kind::Out {
                        elem: Elem::Bytes(8),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m("", 20, Kind::Pad(4)),
            ],
        },
    },
    CommandDesc {
        name: "vkGetSwapchainImagesKHR",
        id: 436,
        ret: Ret::Result,
        reply: true,
        status: Status::Wire,
        args: StructDesc {
            name: "vkGetSwapchainImagesKHR",
            stype: None,
            size: 32,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "swapchain",
                    8,
                    Kind::Handle {
                        ty: 1000001000,
                        optional: false,
                    },
                ),
                m("pSwapchainImageCount", 16, Kind::OutCount(4)),
                m(
                    "pSwapchainImages",
                    24,
                    Kind::Out {
                        elem: Elem::Handle(10),
                        len: Len::OutCount { off: 16, width: 4 },
                        optional: true,
                    },
                ),
            ],
            specials: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "swapchain",
                    8,
                    Kind::Handle {
                        ty: 1000001000,
                        optional: false,
                    },
                ),
                m("pSwapchainImageCount", 16, Kind::OutCount(4)),
                m(
                    "pSwapchainImages",
                    24,
                    Kind::Out {
                        elem: Elem::Handle(10),
                        len: Len::OutCount { off: 16, width: 4 },
                        optional: true,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkGetSwapchainStatusKHR",
        id: 437,
        ret: Ret::Result,
        reply: true,
        status: Status::Wire,
        args: StructDesc {
            name: "vkGetSwapchainStatusKHR",
            stype: None,
            size: 16,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "swapchain",
                    8,
                    Kind::Handle {
                        ty: 1000001000,
                        optional: false,
                    },
                ),
            ],
            specials: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "swapchain",
                    8,
                    Kind::Handle {
                        ty: 1000001000,
                        optional: false,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkGetValidationCacheDataEXT",
        id: 438,
        ret: Ret::Result,
        reply: true,
        status: Status::Wire,
        args: StructDesc {
            name: "vkGetValidationCacheDataEXT",
            stype: None,
            size: 32,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "validationCache",
                    8,
                    Kind::Handle {
                        ty: 1000160000,
                        optional: false,
                    },
                ),
                m("pDataSize", 16, Kind::OutCount(8)),
                m(
                    "pData",
                    24,
                    Kind::Out {
                        elem: Elem::Bytes(1),
                        len: Len::OutCount { off: 16, width: 8 },
                        optional: true,
                    },
                ),
            ],
            specials: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "validationCache",
                    8,
                    Kind::Handle {
                        ty: 1000160000,
                        optional: false,
                    },
                ),
                m("pDataSize", 16, Kind::OutCount(8)),
                m(
                    "pData",
                    24,
                    Kind::Out {
                        elem: Elem::Bytes(1),
                        len: Len::OutCount { off: 16, width: 8 },
                        optional: true,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkImportFenceFdKHR",
        id: 439,
        ret: Ret::Result,
        reply: true,
        status: Status::ByHand("file descriptor: travels on the socket with SCM_RIGHTS"),
        args: StructDesc {
            name: "vkImportFenceFdKHR",
            stype: None,
            size: 16,
            pod: false,
            padded: false,
            flat: false,
            status: Status::ByHand("file descriptor: travels on the socket with SCM_RIGHTS"),
            members: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "pImportFenceFdInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(266),
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
            specials: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "pImportFenceFdInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(266),
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkImportSemaphoreFdKHR",
        id: 440,
        ret: Ret::Result,
        reply: true,
        status: Status::ByHand("file descriptor: travels on the socket with SCM_RIGHTS"),
        args: StructDesc {
            name: "vkImportSemaphoreFdKHR",
            stype: None,
            size: 16,
            pod: false,
            padded: false,
            flat: false,
            status: Status::ByHand("file descriptor: travels on the socket with SCM_RIGHTS"),
            members: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "pImportSemaphoreFdInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(269),
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
            specials: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "pImportSemaphoreFdInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(269),
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkInitializePerformanceApiINTEL",
        id: 441,
        ret: Ret::Result,
        reply: true,
        status: Status::Wire,
        args: StructDesc {
            name: "vkInitializePerformanceApiINTEL",
            stype: None,
            size: 16,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "pInitializeInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(273),
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
            specials: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "pInitializeInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(273),
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkInvalidateMappedMemoryRanges",
        id: 442,
        ret: Ret::Result,
        reply: true,
        status: Status::Wire,
        args: StructDesc {
            name: "vkInvalidateMappedMemoryRanges",
            stype: None,
            size: 24,
            pod: false,
            padded: true,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m("memoryRangeCount", 8, Kind::Scalar(Scalar::U32)),
                m(
                    "pMemoryRanges",
                    16,
                    Kind::Ptr {
                        elem: Elem::Struct(277),
                        len: Len::Member {
                            off: 8,
                            width: 4,
                            div: 1,
                        },
                        optional: false,
                    },
                ),
                m("", 12, Kind::Pad(4)),
            ],
            specials: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "pMemoryRanges",
                    16,
                    Kind::Ptr {
                        elem: Elem::Struct(277),
                        len: Len::Member {
                            off: 8,
                            width: 4,
                            div: 1,
                        },
                        optional: false,
                    },
                ),
                m("", 12, Kind::Pad(4)),
            ],
        },
    },
    CommandDesc {
        name: "vkMapMemory",
        id: 443,
        ret: Ret::Result,
        reply: true,
        status: Status::ByHand("memory mapping: placed-mem shares the pages"),
        args: StructDesc {
            name: "vkMapMemory",
            stype: None,
            size: 48,
            pod: false,
            padded: true,
            flat: false,
            status: Status::ByHand("memory mapping: placed-mem shares the pages"),
            members: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "memory",
                    8,
                    Kind::Handle {
                        ty: 8,
                        optional: false,
                    },
                ),
                m("offset", 16, Kind::Scalar(Scalar::U64)),
                m("size", 24, Kind::Scalar(Scalar::U64)),
                m("flags", 32, Kind::Scalar(Scalar::U32)),
                m("ppData", 40, Kind::Pod(0)),
                m("", 36, Kind::Pad(4)),
            ],
            specials: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "memory",
                    8,
                    Kind::Handle {
                        ty: 8,
                        optional: false,
                    },
                ),
                m("", 36, Kind::Pad(4)),
            ],
        },
    },
    CommandDesc {
        name: "vkMergePipelineCaches",
        id: 444,
        ret: Ret::Result,
        reply: true,
        status: Status::Wire,
        args: StructDesc {
            name: "vkMergePipelineCaches",
            stype: None,
            size: 32,
            pod: false,
            padded: true,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "dstCache",
                    8,
                    Kind::Handle {
                        ty: 16,
                        optional: false,
                    },
                ),
                m("srcCacheCount", 16, Kind::Scalar(Scalar::U32)),
                m(
                    "pSrcCaches",
                    24,
                    Kind::Ptr {
                        elem: Elem::Handle(16),
                        len: Len::Member {
                            off: 16,
                            width: 4,
                            div: 1,
                        },
                        optional: false,
                    },
                ),
                m("", 20, Kind::Pad(4)),
            ],
            specials: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "dstCache",
                    8,
                    Kind::Handle {
                        ty: 16,
                        optional: false,
                    },
                ),
                m(
                    "pSrcCaches",
                    24,
                    Kind::Ptr {
                        elem: Elem::Handle(16),
                        len: Len::Member {
                            off: 16,
                            width: 4,
                            div: 1,
                        },
                        optional: false,
                    },
                ),
                m("", 20, Kind::Pad(4)),
            ],
        },
    },
    CommandDesc {
        name: "vkMergeValidationCachesEXT",
        id: 445,
        ret: Ret::Result,
        reply: true,
        status: Status::Wire,
        args: StructDesc {
            name: "vkMergeValidationCachesEXT",
            stype: None,
            size: 32,
            pod: false,
            padded: true,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "dstCache",
                    8,
                    Kind::Handle {
                        ty: 1000160000,
                        optional: false,
                    },
                ),
                m("srcCacheCount", 16, Kind::Scalar(Scalar::U32)),
                m(
                    "pSrcCaches",
                    24,
                    Kind::Ptr {
                        elem: Elem::Handle(1000160000),
                        len: Len::Member {
                            off: 16,
                            width: 4,
                            div: 1,
                        },
                        optional: false,
                    },
                ),
                m("", 20, Kind::Pad(4)),
            ],
            specials: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "dstCache",
                    8,
                    Kind::Handle {
                        ty: 1000160000,
                        optional: false,
                    },
                ),
                m(
                    "pSrcCaches",
                    24,
                    Kind::Ptr {
                        elem: Elem::Handle(1000160000),
                        len: Len::Member {
                            off: 16,
                            width: 4,
                            div: 1,
                        },
                        optional: false,
                    },
                ),
                m("", 20, Kind::Pad(4)),
            ],
        },
    },
    CommandDesc {
        name: "vkQueueBeginDebugUtilsLabelEXT",
        id: 446,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkQueueBeginDebugUtilsLabelEXT",
            stype: None,
            size: 16,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "queue",
                    0,
                    Kind::Handle {
                        ty: 4,
                        optional: false,
                    },
                ),
                m(
                    "pLabelInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(107),
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
            specials: &[
                m(
                    "queue",
                    0,
                    Kind::Handle {
                        ty: 4,
                        optional: false,
                    },
                ),
                m(
                    "pLabelInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(107),
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkQueueBindSparse",
        id: 447,
        ret: Ret::Result,
        reply: true,
        status: Status::Wire,
        args: StructDesc {
            name: "vkQueueBindSparse",
            stype: None,
            size: 32,
            pod: false,
            padded: true,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "queue",
                    0,
                    Kind::Handle {
                        ty: 4,
                        optional: false,
                    },
                ),
                m("bindInfoCount", 8, Kind::Scalar(Scalar::U32)),
                m(
                    "pBindInfo",
                    16,
                    Kind::Ptr {
                        elem: Elem::Struct(46),
                        len: Len::Member {
                            off: 8,
                            width: 4,
                            div: 1,
                        },
                        optional: false,
                    },
                ),
                m(
                    "fence",
                    24,
                    Kind::Handle {
                        ty: 7,
                        optional: true,
                    },
                ),
                m("", 12, Kind::Pad(4)),
            ],
            specials: &[
                m(
                    "queue",
                    0,
                    Kind::Handle {
                        ty: 4,
                        optional: false,
                    },
                ),
                m(
                    "pBindInfo",
                    16,
                    Kind::Ptr {
                        elem: Elem::Struct(46),
                        len: Len::Member {
                            off: 8,
                            width: 4,
                            div: 1,
                        },
                        optional: false,
                    },
                ),
                m(
                    "fence",
                    24,
                    Kind::Handle {
                        ty: 7,
                        optional: true,
                    },
                ),
                m("", 12, Kind::Pad(4)),
            ],
        },
    },
    CommandDesc {
        name: "vkQueueEndDebugUtilsLabelEXT",
        id: 448,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkQueueEndDebugUtilsLabelEXT",
            stype: None,
            size: 8,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[m(
                "queue",
                0,
                Kind::Handle {
                    ty: 4,
                    optional: false,
                },
            )],
            specials: &[m(
                "queue",
                0,
                Kind::Handle {
                    ty: 4,
                    optional: false,
                },
            )],
        },
    },
    CommandDesc {
        name: "vkQueueInsertDebugUtilsLabelEXT",
        id: 449,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkQueueInsertDebugUtilsLabelEXT",
            stype: None,
            size: 16,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "queue",
                    0,
                    Kind::Handle {
                        ty: 4,
                        optional: false,
                    },
                ),
                m(
                    "pLabelInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(107),
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
            specials: &[
                m(
                    "queue",
                    0,
                    Kind::Handle {
                        ty: 4,
                        optional: false,
                    },
                ),
                m(
                    "pLabelInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(107),
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkQueuePresentKHR",
        id: 450,
        ret: Ret::Result,
        reply: true,
        status: Status::Wire,
        args: StructDesc {
            name: "vkQueuePresentKHR",
            stype: None,
            size: 16,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "queue",
                    0,
                    Kind::Handle {
                        ty: 4,
                        optional: false,
                    },
                ),
                m(
                    "pPresentInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(611),
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
            specials: &[
                m(
                    "queue",
                    0,
                    Kind::Handle {
                        ty: 4,
                        optional: false,
                    },
                ),
                m(
                    "pPresentInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(611),
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkQueueSetPerformanceConfigurationINTEL",
        id: 451,
        ret: Ret::Result,
        reply: true,
        status: Status::Wire,
        args: StructDesc {
            name: "vkQueueSetPerformanceConfigurationINTEL",
            stype: None,
            size: 16,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "queue",
                    0,
                    Kind::Handle {
                        ty: 4,
                        optional: false,
                    },
                ),
                m(
                    "configuration",
                    8,
                    Kind::Handle {
                        ty: 1000210000,
                        optional: false,
                    },
                ),
            ],
            specials: &[
                m(
                    "queue",
                    0,
                    Kind::Handle {
                        ty: 4,
                        optional: false,
                    },
                ),
                m(
                    "configuration",
                    8,
                    Kind::Handle {
                        ty: 1000210000,
                        optional: false,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkQueueSubmit",
        id: 452,
        ret: Ret::Result,
        reply: true,
        status: Status::Wire,
        args: StructDesc {
            name: "vkQueueSubmit",
            stype: None,
            size: 32,
            pod: false,
            padded: true,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "queue",
                    0,
                    Kind::Handle {
                        ty: 4,
                        optional: false,
                    },
                ),
                m("submitCount", 8, Kind::Scalar(Scalar::U32)),
                m(
                    "pSubmits",
                    16,
                    Kind::Ptr {
                        elem: Elem::Struct(693),
                        len: Len::Member {
                            off: 8,
                            width: 4,
                            div: 1,
                        },
                        optional: false,
                    },
                ),
                m(
                    "fence",
                    24,
                    Kind::Handle {
                        ty: 7,
                        optional: true,
                    },
                ),
                m("", 12, Kind::Pad(4)),
            ],
            specials: &[
                m(
                    "queue",
                    0,
                    Kind::Handle {
                        ty: 4,
                        optional: false,
                    },
                ),
                m(
                    "pSubmits",
                    16,
                    Kind::Ptr {
                        elem: Elem::Struct(693),
                        len: Len::Member {
                            off: 8,
                            width: 4,
                            div: 1,
                        },
                        optional: false,
                    },
                ),
                m(
                    "fence",
                    24,
                    Kind::Handle {
                        ty: 7,
                        optional: true,
                    },
                ),
                m("", 12, Kind::Pad(4)),
            ],
        },
    },
    CommandDesc {
        name: "vkQueueSubmit2",
        id: 453,
        ret: Ret::Result,
        reply: true,
        status: Status::Wire,
        args: StructDesc {
            name: "vkQueueSubmit2",
            stype: None,
            size: 32,
            pod: false,
            padded: true,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "queue",
                    0,
                    Kind::Handle {
                        ty: 4,
                        optional: false,
                    },
                ),
                m("submitCount", 8, Kind::Scalar(Scalar::U32)),
                m(
                    "pSubmits",
                    16,
                    Kind::Ptr {
                        elem: Elem::Struct(694),
                        len: Len::Member {
                            off: 8,
                            width: 4,
                            div: 1,
                        },
                        optional: false,
                    },
                ),
                m(
                    "fence",
                    24,
                    Kind::Handle {
                        ty: 7,
                        optional: true,
                    },
                ),
                m("", 12, Kind::Pad(4)),
            ],
            specials: &[
                m(
                    "queue",
                    0,
                    Kind::Handle {
                        ty: 4,
                        optional: false,
                    },
                ),
                m(
                    "pSubmits",
                    16,
                    Kind::Ptr {
                        elem: Elem::Struct(694),
                        len: Len::Member {
                            off: 8,
                            width: 4,
                            div: 1,
                        },
                        optional: false,
                    },
                ),
                m(
                    "fence",
                    24,
                    Kind::Handle {
                        ty: 7,
                        optional: true,
                    },
                ),
                m("", 12, Kind::Pad(4)),
            ],
        },
    },
    CommandDesc {
        name: "vkQueueWaitIdle",
        id: 454,
        ret: Ret::Result,
        reply: true,
        status: Status::Wire,
        args: StructDesc {
            name: "vkQueueWaitIdle",
            stype: None,
            size: 8,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[m(
                "queue",
                0,
                Kind::Handle {
                    ty: 4,
                    optional: false,
                },
            )],
            specials: &[m(
                "queue",
                0,
                Kind::Handle {
                    ty: 4,
                    optional: false,
                },
            )],
        },
    },
    CommandDesc {
        name: "vkRegisterDeviceEventEXT",
        id: 455,
        ret: Ret::Result,
        reply: true,
        status: Status::Wire,
        args: StructDesc {
            name: "vkRegisterDeviceEventEXT",
            stype: None,
            size: 32,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "pDeviceEventInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(142),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m("pAllocator", 16, Kind::Allocator),
                m(
                    "pFence",
                    24,
                    Kind::NewHandles {
                        ty: 7,
                        len: Len::One,
                    },
                ),
            ],
            specials: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "pDeviceEventInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(142),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m("pAllocator", 16, Kind::Allocator),
                m(
                    "pFence",
                    24,
                    Kind::NewHandles {
                        ty: 7,
                        len: Len::One,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkRegisterDisplayEventEXT",
        id: 456,
        ret: Ret::Result,
        reply: true,
        status: Status::Wire,
        args: StructDesc {
            name: "vkRegisterDisplayEventEXT",
            stype: None,
            size: 40,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "display",
                    8,
                    Kind::Handle {
                        ty: 1000002000,
                        optional: false,
                    },
                ),
                m(
                    "pDisplayEventInfo",
                    16,
                    Kind::Ptr {
                        elem: Elem::Struct(167),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m("pAllocator", 24, Kind::Allocator),
                m(
                    "pFence",
                    32,
                    Kind::NewHandles {
                        ty: 7,
                        len: Len::One,
                    },
                ),
            ],
            specials: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "display",
                    8,
                    Kind::Handle {
                        ty: 1000002000,
                        optional: false,
                    },
                ),
                m(
                    "pDisplayEventInfo",
                    16,
                    Kind::Ptr {
                        elem: Elem::Struct(167),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m("pAllocator", 24, Kind::Allocator),
                m(
                    "pFence",
                    32,
                    Kind::NewHandles {
                        ty: 7,
                        len: Len::One,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkReleaseDisplayEXT",
        id: 457,
        ret: Ret::Result,
        reply: true,
        status: Status::Wire,
        args: StructDesc {
            name: "vkReleaseDisplayEXT",
            stype: None,
            size: 16,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "physicalDevice",
                    0,
                    Kind::Handle {
                        ty: 2,
                        optional: false,
                    },
                ),
                m(
                    "display",
                    8,
                    Kind::Handle {
                        ty: 1000002000,
                        optional: false,
                    },
                ),
            ],
            specials: &[
                m(
                    "physicalDevice",
                    0,
                    Kind::Handle {
                        ty: 2,
                        optional: false,
                    },
                ),
                m(
                    "display",
                    8,
                    Kind::Handle {
                        ty: 1000002000,
                        optional: false,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkReleasePerformanceConfigurationINTEL",
        id: 458,
        ret: Ret::Result,
        reply: true,
        status: Status::Wire,
        args: StructDesc {
            name: "vkReleasePerformanceConfigurationINTEL",
            stype: None,
            size: 16,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "configuration",
                    8,
                    Kind::Handle {
                        ty: 1000210000,
                        optional: true,
                    },
                ),
            ],
            specials: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "configuration",
                    8,
                    Kind::Handle {
                        ty: 1000210000,
                        optional: true,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkReleaseProfilingLockKHR",
        id: 459,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkReleaseProfilingLockKHR",
            stype: None,
            size: 8,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[m(
                "device",
                0,
                Kind::Handle {
                    ty: 3,
                    optional: false,
                },
            )],
            specials: &[m(
                "device",
                0,
                Kind::Handle {
                    ty: 3,
                    optional: false,
                },
            )],
        },
    },
    CommandDesc {
        name: "vkReleaseSwapchainImagesEXT",
        id: 460,
        ret: Ret::Result,
        reply: true,
        status: Status::Wire,
        args: StructDesc {
            name: "vkReleaseSwapchainImagesEXT",
            stype: None,
            size: 16,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "pReleaseInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(635),
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
            specials: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "pReleaseInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(635),
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkResetCommandBuffer",
        id: 461,
        ret: Ret::Result,
        reply: true,
        status: Status::Wire,
        args: StructDesc {
            name: "vkResetCommandBuffer",
            stype: None,
            size: 16,
            pod: false,
            padded: true,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m("flags", 8, Kind::Scalar(Scalar::U32)),
                m("", 12, Kind::Pad(4)),
            ],
            specials: &[
                m(
                    "commandBuffer",
                    0,
                    Kind::Handle {
                        ty: 6,
                        optional: false,
                    },
                ),
                m("", 12, Kind::Pad(4)),
            ],
        },
    },
    CommandDesc {
        name: "vkResetCommandPool",
        id: 462,
        ret: Ret::Result,
        reply: true,
        status: Status::Wire,
        args: StructDesc {
            name: "vkResetCommandPool",
            stype: None,
            size: 24,
            pod: false,
            padded: true,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "commandPool",
                    8,
                    Kind::Handle {
                        ty: 25,
                        optional: false,
                    },
                ),
                m("flags", 16, Kind::Scalar(Scalar::U32)),
                m("", 20, Kind::Pad(4)),
            ],
            specials: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "commandPool",
                    8,
                    Kind::Handle {
                        ty: 25,
                        optional: false,
                    },
                ),
                m("", 20, Kind::Pad(4)),
            ],
        },
    },
    CommandDesc {
        name: "vkResetDescriptorPool",
        id: 463,
        ret: Ret::Result,
        reply: true,
        status: Status::Wire,
        args: StructDesc {
            name: "vkResetDescriptorPool",
            stype: None,
            size: 24,
            pod: false,
            padded: true,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "descriptorPool",
                    8,
                    Kind::Handle {
                        ty: 22,
                        optional: false,
                    },
                ),
                m("flags", 16, Kind::Scalar(Scalar::U32)),
                m("", 20, Kind::Pad(4)),
            ],
            specials: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "descriptorPool",
                    8,
                    Kind::Handle {
                        ty: 22,
                        optional: false,
                    },
                ),
                m("", 20, Kind::Pad(4)),
            ],
        },
    },
    CommandDesc {
        name: "vkResetEvent",
        id: 464,
        ret: Ret::Result,
        reply: true,
        status: Status::Wire,
        args: StructDesc {
            name: "vkResetEvent",
            stype: None,
            size: 16,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "event",
                    8,
                    Kind::Handle {
                        ty: 11,
                        optional: false,
                    },
                ),
            ],
            specials: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "event",
                    8,
                    Kind::Handle {
                        ty: 11,
                        optional: false,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkResetFences",
        id: 465,
        ret: Ret::Result,
        reply: true,
        status: Status::Wire,
        args: StructDesc {
            name: "vkResetFences",
            stype: None,
            size: 24,
            pod: false,
            padded: true,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m("fenceCount", 8, Kind::Scalar(Scalar::U32)),
                m(
                    "pFences",
                    16,
                    Kind::Ptr {
                        elem: Elem::Handle(7),
                        len: Len::Member {
                            off: 8,
                            width: 4,
                            div: 1,
                        },
                        optional: false,
                    },
                ),
                m("", 12, Kind::Pad(4)),
            ],
            specials: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "pFences",
                    16,
                    Kind::Ptr {
                        elem: Elem::Handle(7),
                        len: Len::Member {
                            off: 8,
                            width: 4,
                            div: 1,
                        },
                        optional: false,
                    },
                ),
                m("", 12, Kind::Pad(4)),
            ],
        },
    },
    CommandDesc {
        name: "vkResetQueryPool",
        id: 466,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkResetQueryPool",
            stype: None,
            size: 24,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "queryPool",
                    8,
                    Kind::Handle {
                        ty: 12,
                        optional: false,
                    },
                ),
                m("firstQuery", 16, Kind::Scalar(Scalar::U32)),
                m("queryCount", 20, Kind::Scalar(Scalar::U32)),
            ],
            specials: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "queryPool",
                    8,
                    Kind::Handle {
                        ty: 12,
                        optional: false,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkSetDebugUtilsObjectNameEXT",
        id: 467,
        ret: Ret::Result,
        reply: true,
        status: Status::Wire,
        args: StructDesc {
            name: "vkSetDebugUtilsObjectNameEXT",
            stype: None,
            size: 16,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "pNameInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(110),
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
            specials: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "pNameInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(110),
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkSetDebugUtilsObjectTagEXT",
        id: 468,
        ret: Ret::Result,
        reply: true,
        status: Status::Wire,
        args: StructDesc {
            name: "vkSetDebugUtilsObjectTagEXT",
            stype: None,
            size: 16,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "pTagInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(111),
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
            specials: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "pTagInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(111),
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkSetDeviceMemoryPriorityEXT",
        id: 469,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkSetDeviceMemoryPriorityEXT",
            stype: None,
            size: 24,
            pod: false,
            padded: true,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "memory",
                    8,
                    Kind::Handle {
                        ty: 8,
                        optional: false,
                    },
                ),
                m("priority", 16, Kind::Scalar(Scalar::F32)),
                m("", 20, Kind::Pad(4)),
            ],
            specials: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "memory",
                    8,
                    Kind::Handle {
                        ty: 8,
                        optional: false,
                    },
                ),
                m("", 20, Kind::Pad(4)),
            ],
        },
    },
    CommandDesc {
        name: "vkSetEvent",
        id: 470,
        ret: Ret::Result,
        reply: true,
        status: Status::Wire,
        args: StructDesc {
            name: "vkSetEvent",
            stype: None,
            size: 16,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "event",
                    8,
                    Kind::Handle {
                        ty: 11,
                        optional: false,
                    },
                ),
            ],
            specials: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "event",
                    8,
                    Kind::Handle {
                        ty: 11,
                        optional: false,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkSetHdrMetadataEXT",
        id: 471,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkSetHdrMetadataEXT",
            stype: None,
            size: 32,
            pod: false,
            padded: true,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m("swapchainCount", 8, Kind::Scalar(Scalar::U32)),
                m(
                    "pSwapchains",
                    16,
                    Kind::Ptr {
                        elem: Elem::Handle(1000001000),
                        len: Len::Member {
                            off: 8,
                            width: 4,
                            div: 1,
                        },
                        optional: false,
                    },
                ),
                m(
                    "pMetadata",
                    24,
                    Kind::Ptr {
                        elem: Elem::Struct(229),
                        len: Len::Member {
                            off: 8,
                            width: 4,
                            div: 1,
                        },
                        optional: false,
                    },
                ),
                m("", 12, Kind::Pad(4)),
            ],
            specials: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "pSwapchains",
                    16,
                    Kind::Ptr {
                        elem: Elem::Handle(1000001000),
                        len: Len::Member {
                            off: 8,
                            width: 4,
                            div: 1,
                        },
                        optional: false,
                    },
                ),
                m(
                    "pMetadata",
                    24,
                    Kind::Ptr {
                        elem: Elem::Struct(229),
                        len: Len::Member {
                            off: 8,
                            width: 4,
                            div: 1,
                        },
                        optional: false,
                    },
                ),
                m("", 12, Kind::Pad(4)),
            ],
        },
    },
    CommandDesc {
        name: "vkSetLocalDimmingAMD",
        id: 472,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkSetLocalDimmingAMD",
            stype: None,
            size: 24,
            pod: false,
            padded: true,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "swapChain",
                    8,
                    Kind::Handle {
                        ty: 1000001000,
                        optional: false,
                    },
                ),
                m("localDimmingEnable", 16, Kind::Scalar(Scalar::U32)),
                m("", 20, Kind::Pad(4)),
            ],
            specials: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "swapChain",
                    8,
                    Kind::Handle {
                        ty: 1000001000,
                        optional: false,
                    },
                ),
                m("", 20, Kind::Pad(4)),
            ],
        },
    },
    CommandDesc {
        name: "vkSetPrivateData",
        id: 473,
        ret: Ret::Result,
        reply: true,
        status: Status::Wire,
        args: StructDesc {
            name: "vkSetPrivateData",
            stype: None,
            size: 40,
            pod: false,
            padded: true,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m("objectType", 8, Kind::Scalar(Scalar::I32)),
                m("objectHandle", 16, Kind::DynHandle { ty_off: 8 }),
                m(
                    "privateDataSlot",
                    24,
                    Kind::Handle {
                        ty: 1000295000,
                        optional: false,
                    },
                ),
                m("data", 32, Kind::Scalar(Scalar::U64)),
                m("", 12, Kind::Pad(4)),
            ],
            specials: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m("objectHandle", 16, Kind::DynHandle { ty_off: 8 }),
                m(
                    "privateDataSlot",
                    24,
                    Kind::Handle {
                        ty: 1000295000,
                        optional: false,
                    },
                ),
                m("", 12, Kind::Pad(4)),
            ],
        },
    },
    CommandDesc {
        name: "vkSignalSemaphore",
        id: 474,
        ret: Ret::Result,
        reply: true,
        status: Status::Wire,
        args: StructDesc {
            name: "vkSignalSemaphore",
            stype: None,
            size: 16,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "pSignalInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(668),
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
            specials: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "pSignalInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(668),
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkSubmitDebugUtilsMessageEXT",
        id: 475,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkSubmitDebugUtilsMessageEXT",
            stype: None,
            size: 24,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "instance",
                    0,
                    Kind::Handle {
                        ty: 1,
                        optional: false,
                    },
                ),
                m("messageSeverity", 8, Kind::Scalar(Scalar::I32)),
                m("messageTypes", 12, Kind::Scalar(Scalar::U32)),
                m(
                    "pCallbackData",
                    16,
                    Kind::Ptr {
                        elem: Elem::Struct(108),
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
            specials: &[
                m(
                    "instance",
                    0,
                    Kind::Handle {
                        ty: 1,
                        optional: false,
                    },
                ),
                m(
                    "pCallbackData",
                    16,
                    Kind::Ptr {
                        elem: Elem::Struct(108),
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkTrimCommandPool",
        id: 476,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkTrimCommandPool",
            stype: None,
            size: 24,
            pod: false,
            padded: true,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "commandPool",
                    8,
                    Kind::Handle {
                        ty: 25,
                        optional: false,
                    },
                ),
                m("flags", 16, Kind::Scalar(Scalar::U32)),
                m("", 20, Kind::Pad(4)),
            ],
            specials: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "commandPool",
                    8,
                    Kind::Handle {
                        ty: 25,
                        optional: false,
                    },
                ),
                m("", 20, Kind::Pad(4)),
            ],
        },
    },
    CommandDesc {
        name: "vkUninitializePerformanceApiINTEL",
        id: 477,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkUninitializePerformanceApiINTEL",
            stype: None,
            size: 8,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[m(
                "device",
                0,
                Kind::Handle {
                    ty: 3,
                    optional: false,
                },
            )],
            specials: &[m(
                "device",
                0,
                Kind::Handle {
                    ty: 3,
                    optional: false,
                },
            )],
        },
    },
    CommandDesc {
        name: "vkUnmapMemory",
        id: 478,
        ret: Ret::Void,
        reply: false,
        status: Status::ByHand("memory mapping: placed-mem shares the pages"),
        args: StructDesc {
            name: "vkUnmapMemory",
            stype: None,
            size: 16,
            pod: false,
            padded: false,
            flat: false,
            status: Status::ByHand("memory mapping: placed-mem shares the pages"),
            members: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "memory",
                    8,
                    Kind::Handle {
                        ty: 8,
                        optional: false,
                    },
                ),
            ],
            specials: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "memory",
                    8,
                    Kind::Handle {
                        ty: 8,
                        optional: false,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkUpdateDescriptorSetWithTemplate",
        id: 479,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkUpdateDescriptorSetWithTemplate",
            stype: None,
            size: 32,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "descriptorSet",
                    8,
                    Kind::Handle {
                        ty: 23,
                        optional: false,
                    },
                ),
                m(
                    "descriptorUpdateTemplate",
                    16,
                    Kind::Handle {
                        ty: 1000085000,
                        optional: false,
                    },
                ),
                m("pData", 24, Kind::TemplateData { template: 16 }),
            ],
            specials: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "descriptorSet",
                    8,
                    Kind::Handle {
                        ty: 23,
                        optional: false,
                    },
                ),
                m(
                    "descriptorUpdateTemplate",
                    16,
                    Kind::Handle {
                        ty: 1000085000,
                        optional: false,
                    },
                ),
                m("pData", 24, Kind::TemplateData { template: 16 }),
            ],
        },
    },
    CommandDesc {
        name: "vkUpdateDescriptorSets",
        id: 480,
        ret: Ret::Void,
        reply: false,
        status: Status::Wire,
        args: StructDesc {
            name: "vkUpdateDescriptorSets",
            stype: None,
            size: 40,
            pod: false,
            padded: true,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m("descriptorWriteCount", 8, Kind::Scalar(Scalar::U32)),
                m(
                    "pDescriptorWrites",
                    16,
                    Kind::Ptr {
                        elem: Elem::Struct(743),
                        len: Len::Member {
                            off: 8,
                            width: 4,
                            div: 1,
                        },
                        optional: false,
                    },
                ),
                m("descriptorCopyCount", 24, Kind::Scalar(Scalar::U32)),
                m(
                    "pDescriptorCopies",
                    32,
                    Kind::Ptr {
                        elem: Elem::Struct(91),
                        len: Len::Member {
                            off: 24,
                            width: 4,
                            div: 1,
                        },
                        optional: false,
                    },
                ),
                m("", 12, Kind::Pad(4)),
                m("", 28, Kind::Pad(4)),
            ],
            specials: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "pDescriptorWrites",
                    16,
                    Kind::Ptr {
                        elem: Elem::Struct(743),
                        len: Len::Member {
                            off: 8,
                            width: 4,
                            div: 1,
                        },
                        optional: false,
                    },
                ),
                m(
                    "pDescriptorCopies",
                    32,
                    Kind::Ptr {
                        elem: Elem::Struct(91),
                        len: Len::Member {
                            off: 24,
                            width: 4,
                            div: 1,
                        },
                        optional: false,
                    },
                ),
                m("", 12, Kind::Pad(4)),
                m("", 28, Kind::Pad(4)),
            ],
        },
    },
    CommandDesc {
        name: "vkWaitForFences",
        id: 481,
        ret: Ret::Result,
        reply: true,
        status: Status::Wire,
        args: StructDesc {
            name: "vkWaitForFences",
            stype: None,
            size: 40,
            pod: false,
            padded: true,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m("fenceCount", 8, Kind::Scalar(Scalar::U32)),
                m(
                    "pFences",
                    16,
                    Kind::Ptr {
                        elem: Elem::Handle(7),
                        len: Len::Member {
                            off: 8,
                            width: 4,
                            div: 1,
                        },
                        optional: false,
                    },
                ),
                m("waitAll", 24, Kind::Scalar(Scalar::U32)),
                m("timeout", 32, Kind::Scalar(Scalar::U64)),
                m("", 12, Kind::Pad(4)),
                m("", 28, Kind::Pad(4)),
            ],
            specials: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "pFences",
                    16,
                    Kind::Ptr {
                        elem: Elem::Handle(7),
                        len: Len::Member {
                            off: 8,
                            width: 4,
                            div: 1,
                        },
                        optional: false,
                    },
                ),
                m("", 12, Kind::Pad(4)),
                m("", 28, Kind::Pad(4)),
            ],
        },
    },
    CommandDesc {
        name: "vkWaitForPresentKHR",
        id: 482,
        ret: Ret::Result,
        reply: true,
        status: Status::Wire,
        args: StructDesc {
            name: "vkWaitForPresentKHR",
            stype: None,
            size: 32,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "swapchain",
                    8,
                    Kind::Handle {
                        ty: 1000001000,
                        optional: false,
                    },
                ),
                m("presentId", 16, Kind::Scalar(Scalar::U64)),
                m("timeout", 24, Kind::Scalar(Scalar::U64)),
            ],
            specials: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "swapchain",
                    8,
                    Kind::Handle {
                        ty: 1000001000,
                        optional: false,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkWaitSemaphores",
        id: 483,
        ret: Ret::Result,
        reply: true,
        status: Status::Wire,
        args: StructDesc {
            name: "vkWaitSemaphores",
            stype: None,
            size: 24,
            pod: false,
            padded: false,
            flat: false,
            status: Status::Wire,
            members: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "pWaitInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(671),
                        len: Len::One,
                        optional: false,
                    },
                ),
                m("timeout", 16, Kind::Scalar(Scalar::U64)),
            ],
            specials: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "pWaitInfo",
                    8,
                    Kind::Ptr {
                        elem: Elem::Struct(671),
                        len: Len::One,
                        optional: false,
                    },
                ),
            ],
        },
    },
    CommandDesc {
        name: "vkWriteAccelerationStructuresPropertiesKHR",
        id: 484,
        ret: Ret::Result,
        reply: true,
        status: Status::ByHand(
            "host-address command: cannot cross a process boundary (left out by design)",
        ),
        args: StructDesc {
            name: "vkWriteAccelerationStructuresPropertiesKHR",
            stype: None,
            size: 56,
            pod: false,
            padded: true,
            flat: false,
            status: Status::ByHand(
                "host-address command: cannot cross a process boundary (left out by design)",
            ),
            members: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m("accelerationStructureCount", 8, Kind::Scalar(Scalar::U32)),
                m(
                    "pAccelerationStructures",
                    16,
                    Kind::Ptr {
                        elem: Elem::Handle(1000150000),
                        len: Len::Member {
                            off: 8,
                            width: 4,
                            div: 1,
                        },
                        optional: false,
                    },
                ),
                m("queryType", 24, Kind::Scalar(Scalar::I32)),
                m("dataSize", 32, Kind::Scalar(Scalar::U64)),
                m(
                    "pData",
                    40,
                    Kind::Out {
                        elem: Elem::Bytes(1),
                        len: Len::Member {
                            off: 32,
                            width: 8,
                            div: 1,
                        },
                        optional: false,
                    },
                ),
                m("stride", 48, Kind::Scalar(Scalar::U64)),
                m("", 12, Kind::Pad(4)),
                m("", 28, Kind::Pad(4)),
            ],
            specials: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "pAccelerationStructures",
                    16,
                    Kind::Ptr {
                        elem: Elem::Handle(1000150000),
                        len: Len::Member {
                            off: 8,
                            width: 4,
                            div: 1,
                        },
                        optional: false,
                    },
                ),
                m(
                    "pData",
                    40,
                    Kind::Out {
                        elem: Elem::Bytes(1),
                        len: Len::Member {
                            off: 32,
                            width: 8,
                            div: 1,
                        },
                        optional: false,
                    },
                ),
                m("", 12, Kind::Pad(4)),
                m("", 28, Kind::Pad(4)),
            ],
        },
    },
    CommandDesc {
        name: "vkWriteMicromapsPropertiesEXT",
        id: 485,
        ret: Ret::Result,
        reply: true,
        status: Status::ByHand(
            "host-address command: cannot cross a process boundary (left out by design)",
        ),
        args: StructDesc {
            name: "vkWriteMicromapsPropertiesEXT",
            stype: None,
            size: 56,
            pod: false,
            padded: true,
            flat: false,
            status: Status::ByHand(
                "host-address command: cannot cross a process boundary (left out by design)",
            ),
            members: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m("micromapCount", 8, Kind::Scalar(Scalar::U32)),
                m(
                    "pMicromaps",
                    16,
                    Kind::Ptr {
                        elem: Elem::Handle(1000396000),
                        len: Len::Member {
                            off: 8,
                            width: 4,
                            div: 1,
                        },
                        optional: false,
                    },
                ),
                m("queryType", 24, Kind::Scalar(Scalar::I32)),
                m("dataSize", 32, Kind::Scalar(Scalar::U64)),
                m(
                    "pData",
                    40,
                    Kind::Out {
                        elem: Elem::Bytes(1),
                        len: Len::Member {
                            off: 32,
                            width: 8,
                            div: 1,
                        },
                        optional: false,
                    },
                ),
                m("stride", 48, Kind::Scalar(Scalar::U64)),
                m("", 12, Kind::Pad(4)),
                m("", 28, Kind::Pad(4)),
            ],
            specials: &[
                m(
                    "device",
                    0,
                    Kind::Handle {
                        ty: 3,
                        optional: false,
                    },
                ),
                m(
                    "pMicromaps",
                    16,
                    Kind::Ptr {
                        elem: Elem::Handle(1000396000),
                        len: Len::Member {
                            off: 8,
                            width: 4,
                            div: 1,
                        },
                        optional: false,
                    },
                ),
                m(
                    "pData",
                    40,
                    Kind::Out {
                        elem: Elem::Bytes(1),
                        len: Len::Member {
                            off: 32,
                            width: 8,
                            div: 1,
                        },
                        optional: false,
                    },
                ),
                m("", 12, Kind::Pad(4)),
                m("", 28, Kind::Pad(4)),
            ],
        },
    },
];

/// Selected alias names and the command they stand for.
pub static ALIASES: [(&str, &str); 80] = [
    ("vkBindBufferMemory2KHR", "vkBindBufferMemory2"),
    ("vkBindImageMemory2KHR", "vkBindImageMemory2"),
    ("vkCmdBeginRenderPass2KHR", "vkCmdBeginRenderPass2"),
    ("vkCmdBeginRenderingKHR", "vkCmdBeginRendering"),
    ("vkCmdBindVertexBuffers2EXT", "vkCmdBindVertexBuffers2"),
    ("vkCmdBlitImage2KHR", "vkCmdBlitImage2"),
    ("vkCmdCopyBuffer2KHR", "vkCmdCopyBuffer2"),
    ("vkCmdCopyBufferToImage2KHR", "vkCmdCopyBufferToImage2"),
    ("vkCmdCopyImage2KHR", "vkCmdCopyImage2"),
    ("vkCmdCopyImageToBuffer2KHR", "vkCmdCopyImageToBuffer2"),
    ("vkCmdDispatchBaseKHR", "vkCmdDispatchBase"),
    (
        "vkCmdDrawIndexedIndirectCountAMD",
        "vkCmdDrawIndexedIndirectCount",
    ),
    (
        "vkCmdDrawIndexedIndirectCountKHR",
        "vkCmdDrawIndexedIndirectCount",
    ),
    ("vkCmdDrawIndirectCountAMD", "vkCmdDrawIndirectCount"),
    ("vkCmdDrawIndirectCountKHR", "vkCmdDrawIndirectCount"),
    ("vkCmdEndRenderPass2KHR", "vkCmdEndRenderPass2"),
    ("vkCmdEndRenderingKHR", "vkCmdEndRendering"),
    ("vkCmdNextSubpass2KHR", "vkCmdNextSubpass2"),
    ("vkCmdPipelineBarrier2KHR", "vkCmdPipelineBarrier2"),
    ("vkCmdResetEvent2KHR", "vkCmdResetEvent2"),
    ("vkCmdResolveImage2KHR", "vkCmdResolveImage2"),
    ("vkCmdSetCullModeEXT", "vkCmdSetCullMode"),
    ("vkCmdSetDepthBiasEnableEXT", "vkCmdSetDepthBiasEnable"),
    (
        "vkCmdSetDepthBoundsTestEnableEXT",
        "vkCmdSetDepthBoundsTestEnable",
    ),
    ("vkCmdSetDepthCompareOpEXT", "vkCmdSetDepthCompareOp"),
    ("vkCmdSetDepthTestEnableEXT", "vkCmdSetDepthTestEnable"),
    ("vkCmdSetDepthWriteEnableEXT", "vkCmdSetDepthWriteEnable"),
    ("vkCmdSetDeviceMaskKHR", "vkCmdSetDeviceMask"),
    ("vkCmdSetEvent2KHR", "vkCmdSetEvent2"),
    ("vkCmdSetFrontFaceEXT", "vkCmdSetFrontFace"),
    (
        "vkCmdSetPrimitiveRestartEnableEXT",
        "vkCmdSetPrimitiveRestartEnable",
    ),
    ("vkCmdSetPrimitiveTopologyEXT", "vkCmdSetPrimitiveTopology"),
    (
        "vkCmdSetRasterizerDiscardEnableEXT",
        "vkCmdSetRasterizerDiscardEnable",
    ),
    ("vkCmdSetScissorWithCountEXT", "vkCmdSetScissorWithCount"),
    ("vkCmdSetStencilOpEXT", "vkCmdSetStencilOp"),
    ("vkCmdSetStencilTestEnableEXT", "vkCmdSetStencilTestEnable"),
    ("vkCmdSetViewportWithCountEXT", "vkCmdSetViewportWithCount"),
    ("vkCmdWaitEvents2KHR", "vkCmdWaitEvents2"),
    ("vkCmdWriteTimestamp2KHR", "vkCmdWriteTimestamp2"),
    (
        "vkCreateDescriptorUpdateTemplateKHR",
        "vkCreateDescriptorUpdateTemplate",
    ),
    ("vkCreatePrivateDataSlotEXT", "vkCreatePrivateDataSlot"),
    ("vkCreateRenderPass2KHR", "vkCreateRenderPass2"),
    (
        "vkCreateSamplerYcbcrConversionKHR",
        "vkCreateSamplerYcbcrConversion",
    ),
    (
        "vkDestroyDescriptorUpdateTemplateKHR",
        "vkDestroyDescriptorUpdateTemplate",
    ),
    ("vkDestroyPrivateDataSlotEXT", "vkDestroyPrivateDataSlot"),
    (
        "vkDestroySamplerYcbcrConversionKHR",
        "vkDestroySamplerYcbcrConversion",
    ),
    (
        "vkEnumeratePhysicalDeviceGroupsKHR",
        "vkEnumeratePhysicalDeviceGroups",
    ),
    ("vkGetBufferDeviceAddressEXT", "vkGetBufferDeviceAddress"),
    ("vkGetBufferDeviceAddressKHR", "vkGetBufferDeviceAddress"),
    (
        "vkGetBufferMemoryRequirements2KHR",
        "vkGetBufferMemoryRequirements2",
    ),
    (
        "vkGetBufferOpaqueCaptureAddressKHR",
        "vkGetBufferOpaqueCaptureAddress",
    ),
    (
        "vkGetDescriptorSetLayoutSupportKHR",
        "vkGetDescriptorSetLayoutSupport",
    ),
    (
        "vkGetDeviceBufferMemoryRequirementsKHR",
        "vkGetDeviceBufferMemoryRequirements",
    ),
    (
        "vkGetDeviceGroupPeerMemoryFeaturesKHR",
        "vkGetDeviceGroupPeerMemoryFeatures",
    ),
    (
        "vkGetDeviceImageMemoryRequirementsKHR",
        "vkGetDeviceImageMemoryRequirements",
    ),
    (
        "vkGetDeviceImageSparseMemoryRequirementsKHR",
        "vkGetDeviceImageSparseMemoryRequirements",
    ),
    (
        "vkGetDeviceMemoryOpaqueCaptureAddressKHR",
        "vkGetDeviceMemoryOpaqueCaptureAddress",
    ),
    (
        "vkGetImageMemoryRequirements2KHR",
        "vkGetImageMemoryRequirements2",
    ),
    (
        "vkGetImageSparseMemoryRequirements2KHR",
        "vkGetImageSparseMemoryRequirements2",
    ),
    (
        "vkGetPhysicalDeviceExternalBufferPropertiesKHR",
        "vkGetPhysicalDeviceExternalBufferProperties",
    ),
    (
        "vkGetPhysicalDeviceExternalFencePropertiesKHR",
        "vkGetPhysicalDeviceExternalFenceProperties",
    ),
    (
        "vkGetPhysicalDeviceExternalSemaphorePropertiesKHR",
        "vkGetPhysicalDeviceExternalSemaphoreProperties",
    ),
    (
        "vkGetPhysicalDeviceFeatures2KHR",
        "vkGetPhysicalDeviceFeatures2",
    ),
    (
        "vkGetPhysicalDeviceFormatProperties2KHR",
        "vkGetPhysicalDeviceFormatProperties2",
    ),
    (
        "vkGetPhysicalDeviceImageFormatProperties2KHR",
        "vkGetPhysicalDeviceImageFormatProperties2",
    ),
    (
        "vkGetPhysicalDeviceMemoryProperties2KHR",
        "vkGetPhysicalDeviceMemoryProperties2",
    ),
    (
        "vkGetPhysicalDeviceProperties2KHR",
        "vkGetPhysicalDeviceProperties2",
    ),
    (
        "vkGetPhysicalDeviceQueueFamilyProperties2KHR",
        "vkGetPhysicalDeviceQueueFamilyProperties2",
    ),
    (
        "vkGetPhysicalDeviceSparseImageFormatProperties2KHR",
        "vkGetPhysicalDeviceSparseImageFormatProperties2",
    ),
    (
        "vkGetPhysicalDeviceToolPropertiesEXT",
        "vkGetPhysicalDeviceToolProperties",
    ),
    ("vkGetPrivateDataEXT", "vkGetPrivateData"),
    (
        "vkGetRayTracingShaderGroupHandlesNV",
        "vkGetRayTracingShaderGroupHandlesKHR",
    ),
    (
        "vkGetSemaphoreCounterValueKHR",
        "vkGetSemaphoreCounterValue",
    ),
    ("vkQueueSubmit2KHR", "vkQueueSubmit2"),
    ("vkResetQueryPoolEXT", "vkResetQueryPool"),
    ("vkSetPrivateDataEXT", "vkSetPrivateData"),
    ("vkSignalSemaphoreKHR", "vkSignalSemaphore"),
    ("vkTrimCommandPoolKHR", "vkTrimCommandPool"),
    (
        "vkUpdateDescriptorSetWithTemplateKHR",
        "vkUpdateDescriptorSetWithTemplate",
    ),
    ("vkWaitSemaphoresKHR", "vkWaitSemaphores"),
];

/// Command ids as constants.
pub mod id {
    /// `vkAcquireDrmDisplayEXT`.
    pub const ACQUIRE_DRM_DISPLAY_EXT: u32 = 1;
    /// `vkAcquireNextImage2KHR`.
    pub const ACQUIRE_NEXT_IMAGE2_KHR: u32 = 2;
    /// `vkAcquireNextImageKHR`.
    pub const ACQUIRE_NEXT_IMAGE_KHR: u32 = 3;
    /// `vkAcquirePerformanceConfigurationINTEL`.
    pub const ACQUIRE_PERFORMANCE_CONFIGURATION_INTEL: u32 = 4;
    /// `vkAcquireProfilingLockKHR`.
    pub const ACQUIRE_PROFILING_LOCK_KHR: u32 = 5;
    /// `vkAllocateCommandBuffers`.
    pub const ALLOCATE_COMMAND_BUFFERS: u32 = 6;
    /// `vkAllocateDescriptorSets`.
    pub const ALLOCATE_DESCRIPTOR_SETS: u32 = 7;
    /// `vkAllocateMemory`.
    pub const ALLOCATE_MEMORY: u32 = 8;
    /// `vkBeginCommandBuffer`.
    pub const BEGIN_COMMAND_BUFFER: u32 = 9;
    /// `vkBindAccelerationStructureMemoryNV`.
    pub const BIND_ACCELERATION_STRUCTURE_MEMORY_NV: u32 = 10;
    /// `vkBindBufferMemory`.
    pub const BIND_BUFFER_MEMORY: u32 = 11;
    /// `vkBindBufferMemory2`.
    pub const BIND_BUFFER_MEMORY2: u32 = 12;
    /// `vkBindImageMemory`.
    pub const BIND_IMAGE_MEMORY: u32 = 13;
    /// `vkBindImageMemory2`.
    pub const BIND_IMAGE_MEMORY2: u32 = 14;
    /// `vkBindOpticalFlowSessionImageNV`.
    pub const BIND_OPTICAL_FLOW_SESSION_IMAGE_NV: u32 = 15;
    /// `vkBuildAccelerationStructuresKHR`.
    pub const BUILD_ACCELERATION_STRUCTURES_KHR: u32 = 16;
    /// `vkBuildMicromapsEXT`.
    pub const BUILD_MICROMAPS_EXT: u32 = 17;
    /// `vkCmdBeginConditionalRenderingEXT`.
    pub const CMD_BEGIN_CONDITIONAL_RENDERING_EXT: u32 = 18;
    /// `vkCmdBeginDebugUtilsLabelEXT`.
    pub const CMD_BEGIN_DEBUG_UTILS_LABEL_EXT: u32 = 19;
    /// `vkCmdBeginQuery`.
    pub const CMD_BEGIN_QUERY: u32 = 20;
    /// `vkCmdBeginQueryIndexedEXT`.
    pub const CMD_BEGIN_QUERY_INDEXED_EXT: u32 = 21;
    /// `vkCmdBeginRenderPass`.
    pub const CMD_BEGIN_RENDER_PASS: u32 = 22;
    /// `vkCmdBeginRenderPass2`.
    pub const CMD_BEGIN_RENDER_PASS2: u32 = 23;
    /// `vkCmdBeginRendering`.
    pub const CMD_BEGIN_RENDERING: u32 = 24;
    /// `vkCmdBeginTransformFeedbackEXT`.
    pub const CMD_BEGIN_TRANSFORM_FEEDBACK_EXT: u32 = 25;
    /// `vkCmdBindDescriptorBufferEmbeddedSamplersEXT`.
    pub const CMD_BIND_DESCRIPTOR_BUFFER_EMBEDDED_SAMPLERS_EXT: u32 = 26;
    /// `vkCmdBindDescriptorBuffersEXT`.
    pub const CMD_BIND_DESCRIPTOR_BUFFERS_EXT: u32 = 27;
    /// `vkCmdBindDescriptorSets`.
    pub const CMD_BIND_DESCRIPTOR_SETS: u32 = 28;
    /// `vkCmdBindIndexBuffer`.
    pub const CMD_BIND_INDEX_BUFFER: u32 = 29;
    /// `vkCmdBindInvocationMaskHUAWEI`.
    pub const CMD_BIND_INVOCATION_MASK_HUAWEI: u32 = 30;
    /// `vkCmdBindPipeline`.
    pub const CMD_BIND_PIPELINE: u32 = 31;
    /// `vkCmdBindPipelineShaderGroupNV`.
    pub const CMD_BIND_PIPELINE_SHADER_GROUP_NV: u32 = 32;
    /// `vkCmdBindShadingRateImageNV`.
    pub const CMD_BIND_SHADING_RATE_IMAGE_NV: u32 = 33;
    /// `vkCmdBindTransformFeedbackBuffersEXT`.
    pub const CMD_BIND_TRANSFORM_FEEDBACK_BUFFERS_EXT: u32 = 34;
    /// `vkCmdBindVertexBuffers`.
    pub const CMD_BIND_VERTEX_BUFFERS: u32 = 35;
    /// `vkCmdBindVertexBuffers2`.
    pub const CMD_BIND_VERTEX_BUFFERS2: u32 = 36;
    /// `vkCmdBlitImage`.
    pub const CMD_BLIT_IMAGE: u32 = 37;
    /// `vkCmdBlitImage2`.
    pub const CMD_BLIT_IMAGE2: u32 = 38;
    /// `vkCmdBuildAccelerationStructureNV`.
    pub const CMD_BUILD_ACCELERATION_STRUCTURE_NV: u32 = 39;
    /// `vkCmdBuildAccelerationStructuresIndirectKHR`.
    pub const CMD_BUILD_ACCELERATION_STRUCTURES_INDIRECT_KHR: u32 = 40;
    /// `vkCmdBuildAccelerationStructuresKHR`.
    pub const CMD_BUILD_ACCELERATION_STRUCTURES_KHR: u32 = 41;
    /// `vkCmdBuildMicromapsEXT`.
    pub const CMD_BUILD_MICROMAPS_EXT: u32 = 42;
    /// `vkCmdClearAttachments`.
    pub const CMD_CLEAR_ATTACHMENTS: u32 = 43;
    /// `vkCmdClearColorImage`.
    pub const CMD_CLEAR_COLOR_IMAGE: u32 = 44;
    /// `vkCmdClearDepthStencilImage`.
    pub const CMD_CLEAR_DEPTH_STENCIL_IMAGE: u32 = 45;
    /// `vkCmdCopyAccelerationStructureKHR`.
    pub const CMD_COPY_ACCELERATION_STRUCTURE_KHR: u32 = 46;
    /// `vkCmdCopyAccelerationStructureNV`.
    pub const CMD_COPY_ACCELERATION_STRUCTURE_NV: u32 = 47;
    /// `vkCmdCopyAccelerationStructureToMemoryKHR`.
    pub const CMD_COPY_ACCELERATION_STRUCTURE_TO_MEMORY_KHR: u32 = 48;
    /// `vkCmdCopyBuffer`.
    pub const CMD_COPY_BUFFER: u32 = 49;
    /// `vkCmdCopyBuffer2`.
    pub const CMD_COPY_BUFFER2: u32 = 50;
    /// `vkCmdCopyBufferToImage`.
    pub const CMD_COPY_BUFFER_TO_IMAGE: u32 = 51;
    /// `vkCmdCopyBufferToImage2`.
    pub const CMD_COPY_BUFFER_TO_IMAGE2: u32 = 52;
    /// `vkCmdCopyImage`.
    pub const CMD_COPY_IMAGE: u32 = 53;
    /// `vkCmdCopyImage2`.
    pub const CMD_COPY_IMAGE2: u32 = 54;
    /// `vkCmdCopyImageToBuffer`.
    pub const CMD_COPY_IMAGE_TO_BUFFER: u32 = 55;
    /// `vkCmdCopyImageToBuffer2`.
    pub const CMD_COPY_IMAGE_TO_BUFFER2: u32 = 56;
    /// `vkCmdCopyMemoryIndirectNV`.
    pub const CMD_COPY_MEMORY_INDIRECT_NV: u32 = 57;
    /// `vkCmdCopyMemoryToAccelerationStructureKHR`.
    pub const CMD_COPY_MEMORY_TO_ACCELERATION_STRUCTURE_KHR: u32 = 58;
    /// `vkCmdCopyMemoryToImageIndirectNV`.
    pub const CMD_COPY_MEMORY_TO_IMAGE_INDIRECT_NV: u32 = 59;
    /// `vkCmdCopyMemoryToMicromapEXT`.
    pub const CMD_COPY_MEMORY_TO_MICROMAP_EXT: u32 = 60;
    /// `vkCmdCopyMicromapEXT`.
    pub const CMD_COPY_MICROMAP_EXT: u32 = 61;
    /// `vkCmdCopyMicromapToMemoryEXT`.
    pub const CMD_COPY_MICROMAP_TO_MEMORY_EXT: u32 = 62;
    /// `vkCmdCopyQueryPoolResults`.
    pub const CMD_COPY_QUERY_POOL_RESULTS: u32 = 63;
    /// `vkCmdCuLaunchKernelNVX`.
    pub const CMD_CU_LAUNCH_KERNEL_NVX: u32 = 64;
    /// `vkCmdDebugMarkerBeginEXT`.
    pub const CMD_DEBUG_MARKER_BEGIN_EXT: u32 = 65;
    /// `vkCmdDebugMarkerEndEXT`.
    pub const CMD_DEBUG_MARKER_END_EXT: u32 = 66;
    /// `vkCmdDebugMarkerInsertEXT`.
    pub const CMD_DEBUG_MARKER_INSERT_EXT: u32 = 67;
    /// `vkCmdDecompressMemoryIndirectCountNV`.
    pub const CMD_DECOMPRESS_MEMORY_INDIRECT_COUNT_NV: u32 = 68;
    /// `vkCmdDecompressMemoryNV`.
    pub const CMD_DECOMPRESS_MEMORY_NV: u32 = 69;
    /// `vkCmdDispatch`.
    pub const CMD_DISPATCH: u32 = 70;
    /// `vkCmdDispatchBase`.
    pub const CMD_DISPATCH_BASE: u32 = 71;
    /// `vkCmdDispatchIndirect`.
    pub const CMD_DISPATCH_INDIRECT: u32 = 72;
    /// `vkCmdDraw`.
    pub const CMD_DRAW: u32 = 73;
    /// `vkCmdDrawClusterHUAWEI`.
    pub const CMD_DRAW_CLUSTER_HUAWEI: u32 = 74;
    /// `vkCmdDrawClusterIndirectHUAWEI`.
    pub const CMD_DRAW_CLUSTER_INDIRECT_HUAWEI: u32 = 75;
    /// `vkCmdDrawIndexed`.
    pub const CMD_DRAW_INDEXED: u32 = 76;
    /// `vkCmdDrawIndexedIndirect`.
    pub const CMD_DRAW_INDEXED_INDIRECT: u32 = 77;
    /// `vkCmdDrawIndexedIndirectCount`.
    pub const CMD_DRAW_INDEXED_INDIRECT_COUNT: u32 = 78;
    /// `vkCmdDrawIndirect`.
    pub const CMD_DRAW_INDIRECT: u32 = 79;
    /// `vkCmdDrawIndirectByteCountEXT`.
    pub const CMD_DRAW_INDIRECT_BYTE_COUNT_EXT: u32 = 80;
    /// `vkCmdDrawIndirectCount`.
    pub const CMD_DRAW_INDIRECT_COUNT: u32 = 81;
    /// `vkCmdDrawMeshTasksEXT`.
    pub const CMD_DRAW_MESH_TASKS_EXT: u32 = 82;
    /// `vkCmdDrawMeshTasksIndirectCountEXT`.
    pub const CMD_DRAW_MESH_TASKS_INDIRECT_COUNT_EXT: u32 = 83;
    /// `vkCmdDrawMeshTasksIndirectCountNV`.
    pub const CMD_DRAW_MESH_TASKS_INDIRECT_COUNT_NV: u32 = 84;
    /// `vkCmdDrawMeshTasksIndirectEXT`.
    pub const CMD_DRAW_MESH_TASKS_INDIRECT_EXT: u32 = 85;
    /// `vkCmdDrawMeshTasksIndirectNV`.
    pub const CMD_DRAW_MESH_TASKS_INDIRECT_NV: u32 = 86;
    /// `vkCmdDrawMeshTasksNV`.
    pub const CMD_DRAW_MESH_TASKS_NV: u32 = 87;
    /// `vkCmdDrawMultiEXT`.
    pub const CMD_DRAW_MULTI_EXT: u32 = 88;
    /// `vkCmdDrawMultiIndexedEXT`.
    pub const CMD_DRAW_MULTI_INDEXED_EXT: u32 = 89;
    /// `vkCmdEndConditionalRenderingEXT`.
    pub const CMD_END_CONDITIONAL_RENDERING_EXT: u32 = 90;
    /// `vkCmdEndDebugUtilsLabelEXT`.
    pub const CMD_END_DEBUG_UTILS_LABEL_EXT: u32 = 91;
    /// `vkCmdEndQuery`.
    pub const CMD_END_QUERY: u32 = 92;
    /// `vkCmdEndQueryIndexedEXT`.
    pub const CMD_END_QUERY_INDEXED_EXT: u32 = 93;
    /// `vkCmdEndRenderPass`.
    pub const CMD_END_RENDER_PASS: u32 = 94;
    /// `vkCmdEndRenderPass2`.
    pub const CMD_END_RENDER_PASS2: u32 = 95;
    /// `vkCmdEndRendering`.
    pub const CMD_END_RENDERING: u32 = 96;
    /// `vkCmdEndTransformFeedbackEXT`.
    pub const CMD_END_TRANSFORM_FEEDBACK_EXT: u32 = 97;
    /// `vkCmdExecuteCommands`.
    pub const CMD_EXECUTE_COMMANDS: u32 = 98;
    /// `vkCmdExecuteGeneratedCommandsNV`.
    pub const CMD_EXECUTE_GENERATED_COMMANDS_NV: u32 = 99;
    /// `vkCmdFillBuffer`.
    pub const CMD_FILL_BUFFER: u32 = 100;
    /// `vkCmdInsertDebugUtilsLabelEXT`.
    pub const CMD_INSERT_DEBUG_UTILS_LABEL_EXT: u32 = 101;
    /// `vkCmdNextSubpass`.
    pub const CMD_NEXT_SUBPASS: u32 = 102;
    /// `vkCmdNextSubpass2`.
    pub const CMD_NEXT_SUBPASS2: u32 = 103;
    /// `vkCmdOpticalFlowExecuteNV`.
    pub const CMD_OPTICAL_FLOW_EXECUTE_NV: u32 = 104;
    /// `vkCmdPipelineBarrier`.
    pub const CMD_PIPELINE_BARRIER: u32 = 105;
    /// `vkCmdPipelineBarrier2`.
    pub const CMD_PIPELINE_BARRIER2: u32 = 106;
    /// `vkCmdPreprocessGeneratedCommandsNV`.
    pub const CMD_PREPROCESS_GENERATED_COMMANDS_NV: u32 = 107;
    /// `vkCmdPushConstants`.
    pub const CMD_PUSH_CONSTANTS: u32 = 108;
    /// `vkCmdPushDescriptorSetKHR`.
    pub const CMD_PUSH_DESCRIPTOR_SET_KHR: u32 = 109;
    /// `vkCmdPushDescriptorSetWithTemplateKHR`.
    pub const CMD_PUSH_DESCRIPTOR_SET_WITH_TEMPLATE_KHR: u32 = 110;
    /// `vkCmdResetEvent`.
    pub const CMD_RESET_EVENT: u32 = 111;
    /// `vkCmdResetEvent2`.
    pub const CMD_RESET_EVENT2: u32 = 112;
    /// `vkCmdResetQueryPool`.
    pub const CMD_RESET_QUERY_POOL: u32 = 113;
    /// `vkCmdResolveImage`.
    pub const CMD_RESOLVE_IMAGE: u32 = 114;
    /// `vkCmdResolveImage2`.
    pub const CMD_RESOLVE_IMAGE2: u32 = 115;
    /// `vkCmdSetAlphaToCoverageEnableEXT`.
    pub const CMD_SET_ALPHA_TO_COVERAGE_ENABLE_EXT: u32 = 116;
    /// `vkCmdSetAlphaToOneEnableEXT`.
    pub const CMD_SET_ALPHA_TO_ONE_ENABLE_EXT: u32 = 117;
    /// `vkCmdSetBlendConstants`.
    pub const CMD_SET_BLEND_CONSTANTS: u32 = 118;
    /// `vkCmdSetCheckpointNV`.
    pub const CMD_SET_CHECKPOINT_NV: u32 = 119;
    /// `vkCmdSetCoarseSampleOrderNV`.
    pub const CMD_SET_COARSE_SAMPLE_ORDER_NV: u32 = 120;
    /// `vkCmdSetColorBlendAdvancedEXT`.
    pub const CMD_SET_COLOR_BLEND_ADVANCED_EXT: u32 = 121;
    /// `vkCmdSetColorBlendEnableEXT`.
    pub const CMD_SET_COLOR_BLEND_ENABLE_EXT: u32 = 122;
    /// `vkCmdSetColorBlendEquationEXT`.
    pub const CMD_SET_COLOR_BLEND_EQUATION_EXT: u32 = 123;
    /// `vkCmdSetColorWriteEnableEXT`.
    pub const CMD_SET_COLOR_WRITE_ENABLE_EXT: u32 = 124;
    /// `vkCmdSetColorWriteMaskEXT`.
    pub const CMD_SET_COLOR_WRITE_MASK_EXT: u32 = 125;
    /// `vkCmdSetConservativeRasterizationModeEXT`.
    pub const CMD_SET_CONSERVATIVE_RASTERIZATION_MODE_EXT: u32 = 126;
    /// `vkCmdSetCoverageModulationModeNV`.
    pub const CMD_SET_COVERAGE_MODULATION_MODE_NV: u32 = 127;
    /// `vkCmdSetCoverageModulationTableEnableNV`.
    pub const CMD_SET_COVERAGE_MODULATION_TABLE_ENABLE_NV: u32 = 128;
    /// `vkCmdSetCoverageModulationTableNV`.
    pub const CMD_SET_COVERAGE_MODULATION_TABLE_NV: u32 = 129;
    /// `vkCmdSetCoverageReductionModeNV`.
    pub const CMD_SET_COVERAGE_REDUCTION_MODE_NV: u32 = 130;
    /// `vkCmdSetCoverageToColorEnableNV`.
    pub const CMD_SET_COVERAGE_TO_COLOR_ENABLE_NV: u32 = 131;
    /// `vkCmdSetCoverageToColorLocationNV`.
    pub const CMD_SET_COVERAGE_TO_COLOR_LOCATION_NV: u32 = 132;
    /// `vkCmdSetCullMode`.
    pub const CMD_SET_CULL_MODE: u32 = 133;
    /// `vkCmdSetDepthBias`.
    pub const CMD_SET_DEPTH_BIAS: u32 = 134;
    /// `vkCmdSetDepthBiasEnable`.
    pub const CMD_SET_DEPTH_BIAS_ENABLE: u32 = 135;
    /// `vkCmdSetDepthBounds`.
    pub const CMD_SET_DEPTH_BOUNDS: u32 = 136;
    /// `vkCmdSetDepthBoundsTestEnable`.
    pub const CMD_SET_DEPTH_BOUNDS_TEST_ENABLE: u32 = 137;
    /// `vkCmdSetDepthClampEnableEXT`.
    pub const CMD_SET_DEPTH_CLAMP_ENABLE_EXT: u32 = 138;
    /// `vkCmdSetDepthClipEnableEXT`.
    pub const CMD_SET_DEPTH_CLIP_ENABLE_EXT: u32 = 139;
    /// `vkCmdSetDepthClipNegativeOneToOneEXT`.
    pub const CMD_SET_DEPTH_CLIP_NEGATIVE_ONE_TO_ONE_EXT: u32 = 140;
    /// `vkCmdSetDepthCompareOp`.
    pub const CMD_SET_DEPTH_COMPARE_OP: u32 = 141;
    /// `vkCmdSetDepthTestEnable`.
    pub const CMD_SET_DEPTH_TEST_ENABLE: u32 = 142;
    /// `vkCmdSetDepthWriteEnable`.
    pub const CMD_SET_DEPTH_WRITE_ENABLE: u32 = 143;
    /// `vkCmdSetDescriptorBufferOffsetsEXT`.
    pub const CMD_SET_DESCRIPTOR_BUFFER_OFFSETS_EXT: u32 = 144;
    /// `vkCmdSetDeviceMask`.
    pub const CMD_SET_DEVICE_MASK: u32 = 145;
    /// `vkCmdSetDiscardRectangleEXT`.
    pub const CMD_SET_DISCARD_RECTANGLE_EXT: u32 = 146;
    /// `vkCmdSetEvent`.
    pub const CMD_SET_EVENT: u32 = 147;
    /// `vkCmdSetEvent2`.
    pub const CMD_SET_EVENT2: u32 = 148;
    /// `vkCmdSetExclusiveScissorNV`.
    pub const CMD_SET_EXCLUSIVE_SCISSOR_NV: u32 = 149;
    /// `vkCmdSetExtraPrimitiveOverestimationSizeEXT`.
    pub const CMD_SET_EXTRA_PRIMITIVE_OVERESTIMATION_SIZE_EXT: u32 = 150;
    /// `vkCmdSetFragmentShadingRateEnumNV`.
    pub const CMD_SET_FRAGMENT_SHADING_RATE_ENUM_NV: u32 = 151;
    /// `vkCmdSetFragmentShadingRateKHR`.
    pub const CMD_SET_FRAGMENT_SHADING_RATE_KHR: u32 = 152;
    /// `vkCmdSetFrontFace`.
    pub const CMD_SET_FRONT_FACE: u32 = 153;
    /// `vkCmdSetLineRasterizationModeEXT`.
    pub const CMD_SET_LINE_RASTERIZATION_MODE_EXT: u32 = 154;
    /// `vkCmdSetLineStippleEXT`.
    pub const CMD_SET_LINE_STIPPLE_EXT: u32 = 155;
    /// `vkCmdSetLineStippleEnableEXT`.
    pub const CMD_SET_LINE_STIPPLE_ENABLE_EXT: u32 = 156;
    /// `vkCmdSetLineWidth`.
    pub const CMD_SET_LINE_WIDTH: u32 = 157;
    /// `vkCmdSetLogicOpEXT`.
    pub const CMD_SET_LOGIC_OP_EXT: u32 = 158;
    /// `vkCmdSetLogicOpEnableEXT`.
    pub const CMD_SET_LOGIC_OP_ENABLE_EXT: u32 = 159;
    /// `vkCmdSetPatchControlPointsEXT`.
    pub const CMD_SET_PATCH_CONTROL_POINTS_EXT: u32 = 160;
    /// `vkCmdSetPerformanceMarkerINTEL`.
    pub const CMD_SET_PERFORMANCE_MARKER_INTEL: u32 = 161;
    /// `vkCmdSetPerformanceOverrideINTEL`.
    pub const CMD_SET_PERFORMANCE_OVERRIDE_INTEL: u32 = 162;
    /// `vkCmdSetPerformanceStreamMarkerINTEL`.
    pub const CMD_SET_PERFORMANCE_STREAM_MARKER_INTEL: u32 = 163;
    /// `vkCmdSetPolygonModeEXT`.
    pub const CMD_SET_POLYGON_MODE_EXT: u32 = 164;
    /// `vkCmdSetPrimitiveRestartEnable`.
    pub const CMD_SET_PRIMITIVE_RESTART_ENABLE: u32 = 165;
    /// `vkCmdSetPrimitiveTopology`.
    pub const CMD_SET_PRIMITIVE_TOPOLOGY: u32 = 166;
    /// `vkCmdSetProvokingVertexModeEXT`.
    pub const CMD_SET_PROVOKING_VERTEX_MODE_EXT: u32 = 167;
    /// `vkCmdSetRasterizationSamplesEXT`.
    pub const CMD_SET_RASTERIZATION_SAMPLES_EXT: u32 = 168;
    /// `vkCmdSetRasterizationStreamEXT`.
    pub const CMD_SET_RASTERIZATION_STREAM_EXT: u32 = 169;
    /// `vkCmdSetRasterizerDiscardEnable`.
    pub const CMD_SET_RASTERIZER_DISCARD_ENABLE: u32 = 170;
    /// `vkCmdSetRayTracingPipelineStackSizeKHR`.
    pub const CMD_SET_RAY_TRACING_PIPELINE_STACK_SIZE_KHR: u32 = 171;
    /// `vkCmdSetRepresentativeFragmentTestEnableNV`.
    pub const CMD_SET_REPRESENTATIVE_FRAGMENT_TEST_ENABLE_NV: u32 = 172;
    /// `vkCmdSetSampleLocationsEXT`.
    pub const CMD_SET_SAMPLE_LOCATIONS_EXT: u32 = 173;
    /// `vkCmdSetSampleLocationsEnableEXT`.
    pub const CMD_SET_SAMPLE_LOCATIONS_ENABLE_EXT: u32 = 174;
    /// `vkCmdSetSampleMaskEXT`.
    pub const CMD_SET_SAMPLE_MASK_EXT: u32 = 175;
    /// `vkCmdSetScissor`.
    pub const CMD_SET_SCISSOR: u32 = 176;
    /// `vkCmdSetScissorWithCount`.
    pub const CMD_SET_SCISSOR_WITH_COUNT: u32 = 177;
    /// `vkCmdSetShadingRateImageEnableNV`.
    pub const CMD_SET_SHADING_RATE_IMAGE_ENABLE_NV: u32 = 178;
    /// `vkCmdSetStencilCompareMask`.
    pub const CMD_SET_STENCIL_COMPARE_MASK: u32 = 179;
    /// `vkCmdSetStencilOp`.
    pub const CMD_SET_STENCIL_OP: u32 = 180;
    /// `vkCmdSetStencilReference`.
    pub const CMD_SET_STENCIL_REFERENCE: u32 = 181;
    /// `vkCmdSetStencilTestEnable`.
    pub const CMD_SET_STENCIL_TEST_ENABLE: u32 = 182;
    /// `vkCmdSetStencilWriteMask`.
    pub const CMD_SET_STENCIL_WRITE_MASK: u32 = 183;
    /// `vkCmdSetTessellationDomainOriginEXT`.
    pub const CMD_SET_TESSELLATION_DOMAIN_ORIGIN_EXT: u32 = 184;
    /// `vkCmdSetVertexInputEXT`.
    pub const CMD_SET_VERTEX_INPUT_EXT: u32 = 185;
    /// `vkCmdSetViewport`.
    pub const CMD_SET_VIEWPORT: u32 = 186;
    /// `vkCmdSetViewportShadingRatePaletteNV`.
    pub const CMD_SET_VIEWPORT_SHADING_RATE_PALETTE_NV: u32 = 187;
    /// `vkCmdSetViewportSwizzleNV`.
    pub const CMD_SET_VIEWPORT_SWIZZLE_NV: u32 = 188;
    /// `vkCmdSetViewportWScalingEnableNV`.
    pub const CMD_SET_VIEWPORT_W_SCALING_ENABLE_NV: u32 = 189;
    /// `vkCmdSetViewportWScalingNV`.
    pub const CMD_SET_VIEWPORT_W_SCALING_NV: u32 = 190;
    /// `vkCmdSetViewportWithCount`.
    pub const CMD_SET_VIEWPORT_WITH_COUNT: u32 = 191;
    /// `vkCmdSubpassShadingHUAWEI`.
    pub const CMD_SUBPASS_SHADING_HUAWEI: u32 = 192;
    /// `vkCmdTraceRaysIndirect2KHR`.
    pub const CMD_TRACE_RAYS_INDIRECT2_KHR: u32 = 193;
    /// `vkCmdTraceRaysIndirectKHR`.
    pub const CMD_TRACE_RAYS_INDIRECT_KHR: u32 = 194;
    /// `vkCmdTraceRaysKHR`.
    pub const CMD_TRACE_RAYS_KHR: u32 = 195;
    /// `vkCmdTraceRaysNV`.
    pub const CMD_TRACE_RAYS_NV: u32 = 196;
    /// `vkCmdUpdateBuffer`.
    pub const CMD_UPDATE_BUFFER: u32 = 197;
    /// `vkCmdWaitEvents`.
    pub const CMD_WAIT_EVENTS: u32 = 198;
    /// `vkCmdWaitEvents2`.
    pub const CMD_WAIT_EVENTS2: u32 = 199;
    /// `vkCmdWriteAccelerationStructuresPropertiesKHR`.
    pub const CMD_WRITE_ACCELERATION_STRUCTURES_PROPERTIES_KHR: u32 = 200;
    /// `vkCmdWriteAccelerationStructuresPropertiesNV`.
    pub const CMD_WRITE_ACCELERATION_STRUCTURES_PROPERTIES_NV: u32 = 201;
    /// `vkCmdWriteBufferMarker2AMD`.
    pub const CMD_WRITE_BUFFER_MARKER2_AMD: u32 = 202;
    /// `vkCmdWriteBufferMarkerAMD`.
    pub const CMD_WRITE_BUFFER_MARKER_AMD: u32 = 203;
    /// `vkCmdWriteMicromapsPropertiesEXT`.
    pub const CMD_WRITE_MICROMAPS_PROPERTIES_EXT: u32 = 204;
    /// `vkCmdWriteTimestamp`.
    pub const CMD_WRITE_TIMESTAMP: u32 = 205;
    /// `vkCmdWriteTimestamp2`.
    pub const CMD_WRITE_TIMESTAMP2: u32 = 206;
    /// `vkCompileDeferredNV`.
    pub const COMPILE_DEFERRED_NV: u32 = 207;
    /// `vkCopyAccelerationStructureKHR`.
    pub const COPY_ACCELERATION_STRUCTURE_KHR: u32 = 208;
    /// `vkCopyAccelerationStructureToMemoryKHR`.
    pub const COPY_ACCELERATION_STRUCTURE_TO_MEMORY_KHR: u32 = 209;
    /// `vkCopyMemoryToAccelerationStructureKHR`.
    pub const COPY_MEMORY_TO_ACCELERATION_STRUCTURE_KHR: u32 = 210;
    /// `vkCopyMemoryToMicromapEXT`.
    pub const COPY_MEMORY_TO_MICROMAP_EXT: u32 = 211;
    /// `vkCopyMicromapEXT`.
    pub const COPY_MICROMAP_EXT: u32 = 212;
    /// `vkCopyMicromapToMemoryEXT`.
    pub const COPY_MICROMAP_TO_MEMORY_EXT: u32 = 213;
    /// `vkCreateAccelerationStructureKHR`.
    pub const CREATE_ACCELERATION_STRUCTURE_KHR: u32 = 214;
    /// `vkCreateAccelerationStructureNV`.
    pub const CREATE_ACCELERATION_STRUCTURE_NV: u32 = 215;
    /// `vkCreateBuffer`.
    pub const CREATE_BUFFER: u32 = 216;
    /// `vkCreateBufferView`.
    pub const CREATE_BUFFER_VIEW: u32 = 217;
    /// `vkCreateCommandPool`.
    pub const CREATE_COMMAND_POOL: u32 = 218;
    /// `vkCreateComputePipelines`.
    pub const CREATE_COMPUTE_PIPELINES: u32 = 219;
    /// `vkCreateCuFunctionNVX`.
    pub const CREATE_CU_FUNCTION_NVX: u32 = 220;
    /// `vkCreateCuModuleNVX`.
    pub const CREATE_CU_MODULE_NVX: u32 = 221;
    /// `vkCreateDebugReportCallbackEXT`.
    pub const CREATE_DEBUG_REPORT_CALLBACK_EXT: u32 = 222;
    /// `vkCreateDebugUtilsMessengerEXT`.
    pub const CREATE_DEBUG_UTILS_MESSENGER_EXT: u32 = 223;
    /// `vkCreateDeferredOperationKHR`.
    pub const CREATE_DEFERRED_OPERATION_KHR: u32 = 224;
    /// `vkCreateDescriptorPool`.
    pub const CREATE_DESCRIPTOR_POOL: u32 = 225;
    /// `vkCreateDescriptorSetLayout`.
    pub const CREATE_DESCRIPTOR_SET_LAYOUT: u32 = 226;
    /// `vkCreateDescriptorUpdateTemplate`.
    pub const CREATE_DESCRIPTOR_UPDATE_TEMPLATE: u32 = 227;
    /// `vkCreateDevice`.
    pub const CREATE_DEVICE: u32 = 228;
    /// `vkCreateDisplayModeKHR`.
    pub const CREATE_DISPLAY_MODE_KHR: u32 = 229;
    /// `vkCreateDisplayPlaneSurfaceKHR`.
    pub const CREATE_DISPLAY_PLANE_SURFACE_KHR: u32 = 230;
    /// `vkCreateEvent`.
    pub const CREATE_EVENT: u32 = 231;
    /// `vkCreateFence`.
    pub const CREATE_FENCE: u32 = 232;
    /// `vkCreateFramebuffer`.
    pub const CREATE_FRAMEBUFFER: u32 = 233;
    /// `vkCreateGraphicsPipelines`.
    pub const CREATE_GRAPHICS_PIPELINES: u32 = 234;
    /// `vkCreateHeadlessSurfaceEXT`.
    pub const CREATE_HEADLESS_SURFACE_EXT: u32 = 235;
    /// `vkCreateImage`.
    pub const CREATE_IMAGE: u32 = 236;
    /// `vkCreateImageView`.
    pub const CREATE_IMAGE_VIEW: u32 = 237;
    /// `vkCreateIndirectCommandsLayoutNV`.
    pub const CREATE_INDIRECT_COMMANDS_LAYOUT_NV: u32 = 238;
    /// `vkCreateInstance`.
    pub const CREATE_INSTANCE: u32 = 239;
    /// `vkCreateMicromapEXT`.
    pub const CREATE_MICROMAP_EXT: u32 = 240;
    /// `vkCreateOpticalFlowSessionNV`.
    pub const CREATE_OPTICAL_FLOW_SESSION_NV: u32 = 241;
    /// `vkCreatePipelineCache`.
    pub const CREATE_PIPELINE_CACHE: u32 = 242;
    /// `vkCreatePipelineLayout`.
    pub const CREATE_PIPELINE_LAYOUT: u32 = 243;
    /// `vkCreatePrivateDataSlot`.
    pub const CREATE_PRIVATE_DATA_SLOT: u32 = 244;
    /// `vkCreateQueryPool`.
    pub const CREATE_QUERY_POOL: u32 = 245;
    /// `vkCreateRayTracingPipelinesKHR`.
    pub const CREATE_RAY_TRACING_PIPELINES_KHR: u32 = 246;
    /// `vkCreateRayTracingPipelinesNV`.
    pub const CREATE_RAY_TRACING_PIPELINES_NV: u32 = 247;
    /// `vkCreateRenderPass`.
    pub const CREATE_RENDER_PASS: u32 = 248;
    /// `vkCreateRenderPass2`.
    pub const CREATE_RENDER_PASS2: u32 = 249;
    /// `vkCreateSampler`.
    pub const CREATE_SAMPLER: u32 = 250;
    /// `vkCreateSamplerYcbcrConversion`.
    pub const CREATE_SAMPLER_YCBCR_CONVERSION: u32 = 251;
    /// `vkCreateSemaphore`.
    pub const CREATE_SEMAPHORE: u32 = 252;
    /// `vkCreateShaderModule`.
    pub const CREATE_SHADER_MODULE: u32 = 253;
    /// `vkCreateSharedSwapchainsKHR`.
    pub const CREATE_SHARED_SWAPCHAINS_KHR: u32 = 254;
    /// `vkCreateSwapchainKHR`.
    pub const CREATE_SWAPCHAIN_KHR: u32 = 255;
    /// `vkCreateValidationCacheEXT`.
    pub const CREATE_VALIDATION_CACHE_EXT: u32 = 256;
    /// `vkDebugMarkerSetObjectNameEXT`.
    pub const DEBUG_MARKER_SET_OBJECT_NAME_EXT: u32 = 257;
    /// `vkDebugMarkerSetObjectTagEXT`.
    pub const DEBUG_MARKER_SET_OBJECT_TAG_EXT: u32 = 258;
    /// `vkDebugReportMessageEXT`.
    pub const DEBUG_REPORT_MESSAGE_EXT: u32 = 259;
    /// `vkDeferredOperationJoinKHR`.
    pub const DEFERRED_OPERATION_JOIN_KHR: u32 = 260;
    /// `vkDestroyAccelerationStructureKHR`.
    pub const DESTROY_ACCELERATION_STRUCTURE_KHR: u32 = 261;
    /// `vkDestroyAccelerationStructureNV`.
    pub const DESTROY_ACCELERATION_STRUCTURE_NV: u32 = 262;
    /// `vkDestroyBuffer`.
    pub const DESTROY_BUFFER: u32 = 263;
    /// `vkDestroyBufferView`.
    pub const DESTROY_BUFFER_VIEW: u32 = 264;
    /// `vkDestroyCommandPool`.
    pub const DESTROY_COMMAND_POOL: u32 = 265;
    /// `vkDestroyCuFunctionNVX`.
    pub const DESTROY_CU_FUNCTION_NVX: u32 = 266;
    /// `vkDestroyCuModuleNVX`.
    pub const DESTROY_CU_MODULE_NVX: u32 = 267;
    /// `vkDestroyDebugReportCallbackEXT`.
    pub const DESTROY_DEBUG_REPORT_CALLBACK_EXT: u32 = 268;
    /// `vkDestroyDebugUtilsMessengerEXT`.
    pub const DESTROY_DEBUG_UTILS_MESSENGER_EXT: u32 = 269;
    /// `vkDestroyDeferredOperationKHR`.
    pub const DESTROY_DEFERRED_OPERATION_KHR: u32 = 270;
    /// `vkDestroyDescriptorPool`.
    pub const DESTROY_DESCRIPTOR_POOL: u32 = 271;
    /// `vkDestroyDescriptorSetLayout`.
    pub const DESTROY_DESCRIPTOR_SET_LAYOUT: u32 = 272;
    /// `vkDestroyDescriptorUpdateTemplate`.
    pub const DESTROY_DESCRIPTOR_UPDATE_TEMPLATE: u32 = 273;
    /// `vkDestroyDevice`.
    pub const DESTROY_DEVICE: u32 = 274;
    /// `vkDestroyEvent`.
    pub const DESTROY_EVENT: u32 = 275;
    /// `vkDestroyFence`.
    pub const DESTROY_FENCE: u32 = 276;
    /// `vkDestroyFramebuffer`.
    pub const DESTROY_FRAMEBUFFER: u32 = 277;
    /// `vkDestroyImage`.
    pub const DESTROY_IMAGE: u32 = 278;
    /// `vkDestroyImageView`.
    pub const DESTROY_IMAGE_VIEW: u32 = 279;
    /// `vkDestroyIndirectCommandsLayoutNV`.
    pub const DESTROY_INDIRECT_COMMANDS_LAYOUT_NV: u32 = 280;
    /// `vkDestroyInstance`.
    pub const DESTROY_INSTANCE: u32 = 281;
    /// `vkDestroyMicromapEXT`.
    pub const DESTROY_MICROMAP_EXT: u32 = 282;
    /// `vkDestroyOpticalFlowSessionNV`.
    pub const DESTROY_OPTICAL_FLOW_SESSION_NV: u32 = 283;
    /// `vkDestroyPipeline`.
    pub const DESTROY_PIPELINE: u32 = 284;
    /// `vkDestroyPipelineCache`.
    pub const DESTROY_PIPELINE_CACHE: u32 = 285;
    /// `vkDestroyPipelineLayout`.
    pub const DESTROY_PIPELINE_LAYOUT: u32 = 286;
    /// `vkDestroyPrivateDataSlot`.
    pub const DESTROY_PRIVATE_DATA_SLOT: u32 = 287;
    /// `vkDestroyQueryPool`.
    pub const DESTROY_QUERY_POOL: u32 = 288;
    /// `vkDestroyRenderPass`.
    pub const DESTROY_RENDER_PASS: u32 = 289;
    /// `vkDestroySampler`.
    pub const DESTROY_SAMPLER: u32 = 290;
    /// `vkDestroySamplerYcbcrConversion`.
    pub const DESTROY_SAMPLER_YCBCR_CONVERSION: u32 = 291;
    /// `vkDestroySemaphore`.
    pub const DESTROY_SEMAPHORE: u32 = 292;
    /// `vkDestroyShaderModule`.
    pub const DESTROY_SHADER_MODULE: u32 = 293;
    /// `vkDestroySurfaceKHR`.
    pub const DESTROY_SURFACE_KHR: u32 = 294;
    /// `vkDestroySwapchainKHR`.
    pub const DESTROY_SWAPCHAIN_KHR: u32 = 295;
    /// `vkDestroyValidationCacheEXT`.
    pub const DESTROY_VALIDATION_CACHE_EXT: u32 = 296;
    /// `vkDeviceWaitIdle`.
    pub const DEVICE_WAIT_IDLE: u32 = 297;
    /// `vkDisplayPowerControlEXT`.
    pub const DISPLAY_POWER_CONTROL_EXT: u32 = 298;
    /// `vkEndCommandBuffer`.
    pub const END_COMMAND_BUFFER: u32 = 299;
    /// `vkEnumerateDeviceExtensionProperties`.
    pub const ENUMERATE_DEVICE_EXTENSION_PROPERTIES: u32 = 300;
    /// `vkEnumerateDeviceLayerProperties`.
    pub const ENUMERATE_DEVICE_LAYER_PROPERTIES: u32 = 301;
    /// `vkEnumerateInstanceExtensionProperties`.
    pub const ENUMERATE_INSTANCE_EXTENSION_PROPERTIES: u32 = 302;
    /// `vkEnumerateInstanceLayerProperties`.
    pub const ENUMERATE_INSTANCE_LAYER_PROPERTIES: u32 = 303;
    /// `vkEnumerateInstanceVersion`.
    pub const ENUMERATE_INSTANCE_VERSION: u32 = 304;
    /// `vkEnumeratePhysicalDeviceGroups`.
    pub const ENUMERATE_PHYSICAL_DEVICE_GROUPS: u32 = 305;
    /// `vkEnumeratePhysicalDeviceQueueFamilyPerformanceQueryCountersKHR`.
    pub const ENUMERATE_PHYSICAL_DEVICE_QUEUE_FAMILY_PERFORMANCE_QUERY_COUNTERS_KHR: u32 = 306;
    /// `vkEnumeratePhysicalDevices`.
    pub const ENUMERATE_PHYSICAL_DEVICES: u32 = 307;
    /// `vkFlushMappedMemoryRanges`.
    pub const FLUSH_MAPPED_MEMORY_RANGES: u32 = 308;
    /// `vkFreeCommandBuffers`.
    pub const FREE_COMMAND_BUFFERS: u32 = 309;
    /// `vkFreeDescriptorSets`.
    pub const FREE_DESCRIPTOR_SETS: u32 = 310;
    /// `vkFreeMemory`.
    pub const FREE_MEMORY: u32 = 311;
    /// `vkGetAccelerationStructureBuildSizesKHR`.
    pub const GET_ACCELERATION_STRUCTURE_BUILD_SIZES_KHR: u32 = 312;
    /// `vkGetAccelerationStructureDeviceAddressKHR`.
    pub const GET_ACCELERATION_STRUCTURE_DEVICE_ADDRESS_KHR: u32 = 313;
    /// `vkGetAccelerationStructureHandleNV`.
    pub const GET_ACCELERATION_STRUCTURE_HANDLE_NV: u32 = 314;
    /// `vkGetAccelerationStructureMemoryRequirementsNV`.
    pub const GET_ACCELERATION_STRUCTURE_MEMORY_REQUIREMENTS_NV: u32 = 315;
    /// `vkGetAccelerationStructureOpaqueCaptureDescriptorDataEXT`.
    pub const GET_ACCELERATION_STRUCTURE_OPAQUE_CAPTURE_DESCRIPTOR_DATA_EXT: u32 = 316;
    /// `vkGetBufferDeviceAddress`.
    pub const GET_BUFFER_DEVICE_ADDRESS: u32 = 317;
    /// `vkGetBufferMemoryRequirements`.
    pub const GET_BUFFER_MEMORY_REQUIREMENTS: u32 = 318;
    /// `vkGetBufferMemoryRequirements2`.
    pub const GET_BUFFER_MEMORY_REQUIREMENTS2: u32 = 319;
    /// `vkGetBufferOpaqueCaptureAddress`.
    pub const GET_BUFFER_OPAQUE_CAPTURE_ADDRESS: u32 = 320;
    /// `vkGetBufferOpaqueCaptureDescriptorDataEXT`.
    pub const GET_BUFFER_OPAQUE_CAPTURE_DESCRIPTOR_DATA_EXT: u32 = 321;
    /// `vkGetCalibratedTimestampsEXT`.
    pub const GET_CALIBRATED_TIMESTAMPS_EXT: u32 = 322;
    /// `vkGetDeferredOperationMaxConcurrencyKHR`.
    pub const GET_DEFERRED_OPERATION_MAX_CONCURRENCY_KHR: u32 = 323;
    /// `vkGetDeferredOperationResultKHR`.
    pub const GET_DEFERRED_OPERATION_RESULT_KHR: u32 = 324;
    /// `vkGetDescriptorEXT`.
    pub const GET_DESCRIPTOR_EXT: u32 = 325;
    /// `vkGetDescriptorSetHostMappingVALVE`.
    pub const GET_DESCRIPTOR_SET_HOST_MAPPING_VALVE: u32 = 326;
    /// `vkGetDescriptorSetLayoutBindingOffsetEXT`.
    pub const GET_DESCRIPTOR_SET_LAYOUT_BINDING_OFFSET_EXT: u32 = 327;
    /// `vkGetDescriptorSetLayoutHostMappingInfoVALVE`.
    pub const GET_DESCRIPTOR_SET_LAYOUT_HOST_MAPPING_INFO_VALVE: u32 = 328;
    /// `vkGetDescriptorSetLayoutSizeEXT`.
    pub const GET_DESCRIPTOR_SET_LAYOUT_SIZE_EXT: u32 = 329;
    /// `vkGetDescriptorSetLayoutSupport`.
    pub const GET_DESCRIPTOR_SET_LAYOUT_SUPPORT: u32 = 330;
    /// `vkGetDeviceAccelerationStructureCompatibilityKHR`.
    pub const GET_DEVICE_ACCELERATION_STRUCTURE_COMPATIBILITY_KHR: u32 = 331;
    /// `vkGetDeviceBufferMemoryRequirements`.
    pub const GET_DEVICE_BUFFER_MEMORY_REQUIREMENTS: u32 = 332;
    /// `vkGetDeviceFaultInfoEXT`.
    pub const GET_DEVICE_FAULT_INFO_EXT: u32 = 333;
    /// `vkGetDeviceGroupPeerMemoryFeatures`.
    pub const GET_DEVICE_GROUP_PEER_MEMORY_FEATURES: u32 = 334;
    /// `vkGetDeviceGroupPresentCapabilitiesKHR`.
    pub const GET_DEVICE_GROUP_PRESENT_CAPABILITIES_KHR: u32 = 335;
    /// `vkGetDeviceGroupSurfacePresentModesKHR`.
    pub const GET_DEVICE_GROUP_SURFACE_PRESENT_MODES_KHR: u32 = 336;
    /// `vkGetDeviceImageMemoryRequirements`.
    pub const GET_DEVICE_IMAGE_MEMORY_REQUIREMENTS: u32 = 337;
    /// `vkGetDeviceImageSparseMemoryRequirements`.
    pub const GET_DEVICE_IMAGE_SPARSE_MEMORY_REQUIREMENTS: u32 = 338;
    /// `vkGetDeviceMemoryCommitment`.
    pub const GET_DEVICE_MEMORY_COMMITMENT: u32 = 339;
    /// `vkGetDeviceMemoryOpaqueCaptureAddress`.
    pub const GET_DEVICE_MEMORY_OPAQUE_CAPTURE_ADDRESS: u32 = 340;
    /// `vkGetDeviceMicromapCompatibilityEXT`.
    pub const GET_DEVICE_MICROMAP_COMPATIBILITY_EXT: u32 = 341;
    /// `vkGetDeviceProcAddr`.
    pub const GET_DEVICE_PROC_ADDR: u32 = 342;
    /// `vkGetDeviceQueue`.
    pub const GET_DEVICE_QUEUE: u32 = 343;
    /// `vkGetDeviceQueue2`.
    pub const GET_DEVICE_QUEUE2: u32 = 344;
    /// `vkGetDeviceSubpassShadingMaxWorkgroupSizeHUAWEI`.
    pub const GET_DEVICE_SUBPASS_SHADING_MAX_WORKGROUP_SIZE_HUAWEI: u32 = 345;
    /// `vkGetDisplayModeProperties2KHR`.
    pub const GET_DISPLAY_MODE_PROPERTIES2_KHR: u32 = 346;
    /// `vkGetDisplayModePropertiesKHR`.
    pub const GET_DISPLAY_MODE_PROPERTIES_KHR: u32 = 347;
    /// `vkGetDisplayPlaneCapabilities2KHR`.
    pub const GET_DISPLAY_PLANE_CAPABILITIES2_KHR: u32 = 348;
    /// `vkGetDisplayPlaneCapabilitiesKHR`.
    pub const GET_DISPLAY_PLANE_CAPABILITIES_KHR: u32 = 349;
    /// `vkGetDisplayPlaneSupportedDisplaysKHR`.
    pub const GET_DISPLAY_PLANE_SUPPORTED_DISPLAYS_KHR: u32 = 350;
    /// `vkGetDrmDisplayEXT`.
    pub const GET_DRM_DISPLAY_EXT: u32 = 351;
    /// `vkGetDynamicRenderingTilePropertiesQCOM`.
    pub const GET_DYNAMIC_RENDERING_TILE_PROPERTIES_QCOM: u32 = 352;
    /// `vkGetEventStatus`.
    pub const GET_EVENT_STATUS: u32 = 353;
    /// `vkGetFenceFdKHR`.
    pub const GET_FENCE_FD_KHR: u32 = 354;
    /// `vkGetFenceStatus`.
    pub const GET_FENCE_STATUS: u32 = 355;
    /// `vkGetFramebufferTilePropertiesQCOM`.
    pub const GET_FRAMEBUFFER_TILE_PROPERTIES_QCOM: u32 = 356;
    /// `vkGetGeneratedCommandsMemoryRequirementsNV`.
    pub const GET_GENERATED_COMMANDS_MEMORY_REQUIREMENTS_NV: u32 = 357;
    /// `vkGetImageDrmFormatModifierPropertiesEXT`.
    pub const GET_IMAGE_DRM_FORMAT_MODIFIER_PROPERTIES_EXT: u32 = 358;
    /// `vkGetImageMemoryRequirements`.
    pub const GET_IMAGE_MEMORY_REQUIREMENTS: u32 = 359;
    /// `vkGetImageMemoryRequirements2`.
    pub const GET_IMAGE_MEMORY_REQUIREMENTS2: u32 = 360;
    /// `vkGetImageOpaqueCaptureDescriptorDataEXT`.
    pub const GET_IMAGE_OPAQUE_CAPTURE_DESCRIPTOR_DATA_EXT: u32 = 361;
    /// `vkGetImageSparseMemoryRequirements`.
    pub const GET_IMAGE_SPARSE_MEMORY_REQUIREMENTS: u32 = 362;
    /// `vkGetImageSparseMemoryRequirements2`.
    pub const GET_IMAGE_SPARSE_MEMORY_REQUIREMENTS2: u32 = 363;
    /// `vkGetImageSubresourceLayout`.
    pub const GET_IMAGE_SUBRESOURCE_LAYOUT: u32 = 364;
    /// `vkGetImageSubresourceLayout2EXT`.
    pub const GET_IMAGE_SUBRESOURCE_LAYOUT2_EXT: u32 = 365;
    /// `vkGetImageViewAddressNVX`.
    pub const GET_IMAGE_VIEW_ADDRESS_NVX: u32 = 366;
    /// `vkGetImageViewHandleNVX`.
    pub const GET_IMAGE_VIEW_HANDLE_NVX: u32 = 367;
    /// `vkGetImageViewOpaqueCaptureDescriptorDataEXT`.
    pub const GET_IMAGE_VIEW_OPAQUE_CAPTURE_DESCRIPTOR_DATA_EXT: u32 = 368;
    /// `vkGetInstanceProcAddr`.
    pub const GET_INSTANCE_PROC_ADDR: u32 = 369;
    /// `vkGetMemoryFdKHR`.
    pub const GET_MEMORY_FD_KHR: u32 = 370;
    /// `vkGetMemoryFdPropertiesKHR`.
    pub const GET_MEMORY_FD_PROPERTIES_KHR: u32 = 371;
    /// `vkGetMemoryHostPointerPropertiesEXT`.
    pub const GET_MEMORY_HOST_POINTER_PROPERTIES_EXT: u32 = 372;
    /// `vkGetMemoryRemoteAddressNV`.
    pub const GET_MEMORY_REMOTE_ADDRESS_NV: u32 = 373;
    /// `vkGetMicromapBuildSizesEXT`.
    pub const GET_MICROMAP_BUILD_SIZES_EXT: u32 = 374;
    /// `vkGetPastPresentationTimingGOOGLE`.
    pub const GET_PAST_PRESENTATION_TIMING_GOOGLE: u32 = 375;
    /// `vkGetPerformanceParameterINTEL`.
    pub const GET_PERFORMANCE_PARAMETER_INTEL: u32 = 376;
    /// `vkGetPhysicalDeviceCalibrateableTimeDomainsEXT`.
    pub const GET_PHYSICAL_DEVICE_CALIBRATEABLE_TIME_DOMAINS_EXT: u32 = 377;
    /// `vkGetPhysicalDeviceCooperativeMatrixPropertiesNV`.
    pub const GET_PHYSICAL_DEVICE_COOPERATIVE_MATRIX_PROPERTIES_NV: u32 = 378;
    /// `vkGetPhysicalDeviceDisplayPlaneProperties2KHR`.
    pub const GET_PHYSICAL_DEVICE_DISPLAY_PLANE_PROPERTIES2_KHR: u32 = 379;
    /// `vkGetPhysicalDeviceDisplayPlanePropertiesKHR`.
    pub const GET_PHYSICAL_DEVICE_DISPLAY_PLANE_PROPERTIES_KHR: u32 = 380;
    /// `vkGetPhysicalDeviceDisplayProperties2KHR`.
    pub const GET_PHYSICAL_DEVICE_DISPLAY_PROPERTIES2_KHR: u32 = 381;
    /// `vkGetPhysicalDeviceDisplayPropertiesKHR`.
    pub const GET_PHYSICAL_DEVICE_DISPLAY_PROPERTIES_KHR: u32 = 382;
    /// `vkGetPhysicalDeviceExternalBufferProperties`.
    pub const GET_PHYSICAL_DEVICE_EXTERNAL_BUFFER_PROPERTIES: u32 = 383;
    /// `vkGetPhysicalDeviceExternalFenceProperties`.
    pub const GET_PHYSICAL_DEVICE_EXTERNAL_FENCE_PROPERTIES: u32 = 384;
    /// `vkGetPhysicalDeviceExternalImageFormatPropertiesNV`.
    pub const GET_PHYSICAL_DEVICE_EXTERNAL_IMAGE_FORMAT_PROPERTIES_NV: u32 = 385;
    /// `vkGetPhysicalDeviceExternalSemaphoreProperties`.
    pub const GET_PHYSICAL_DEVICE_EXTERNAL_SEMAPHORE_PROPERTIES: u32 = 386;
    /// `vkGetPhysicalDeviceFeatures`.
    pub const GET_PHYSICAL_DEVICE_FEATURES: u32 = 387;
    /// `vkGetPhysicalDeviceFeatures2`.
    pub const GET_PHYSICAL_DEVICE_FEATURES2: u32 = 388;
    /// `vkGetPhysicalDeviceFormatProperties`.
    pub const GET_PHYSICAL_DEVICE_FORMAT_PROPERTIES: u32 = 389;
    /// `vkGetPhysicalDeviceFormatProperties2`.
    pub const GET_PHYSICAL_DEVICE_FORMAT_PROPERTIES2: u32 = 390;
    /// `vkGetPhysicalDeviceFragmentShadingRatesKHR`.
    pub const GET_PHYSICAL_DEVICE_FRAGMENT_SHADING_RATES_KHR: u32 = 391;
    /// `vkGetPhysicalDeviceImageFormatProperties`.
    pub const GET_PHYSICAL_DEVICE_IMAGE_FORMAT_PROPERTIES: u32 = 392;
    /// `vkGetPhysicalDeviceImageFormatProperties2`.
    pub const GET_PHYSICAL_DEVICE_IMAGE_FORMAT_PROPERTIES2: u32 = 393;
    /// `vkGetPhysicalDeviceMemoryProperties`.
    pub const GET_PHYSICAL_DEVICE_MEMORY_PROPERTIES: u32 = 394;
    /// `vkGetPhysicalDeviceMemoryProperties2`.
    pub const GET_PHYSICAL_DEVICE_MEMORY_PROPERTIES2: u32 = 395;
    /// `vkGetPhysicalDeviceMultisamplePropertiesEXT`.
    pub const GET_PHYSICAL_DEVICE_MULTISAMPLE_PROPERTIES_EXT: u32 = 396;
    /// `vkGetPhysicalDeviceOpticalFlowImageFormatsNV`.
    pub const GET_PHYSICAL_DEVICE_OPTICAL_FLOW_IMAGE_FORMATS_NV: u32 = 397;
    /// `vkGetPhysicalDevicePresentRectanglesKHR`.
    pub const GET_PHYSICAL_DEVICE_PRESENT_RECTANGLES_KHR: u32 = 398;
    /// `vkGetPhysicalDeviceProperties`.
    pub const GET_PHYSICAL_DEVICE_PROPERTIES: u32 = 399;
    /// `vkGetPhysicalDeviceProperties2`.
    pub const GET_PHYSICAL_DEVICE_PROPERTIES2: u32 = 400;
    /// `vkGetPhysicalDeviceQueueFamilyPerformanceQueryPassesKHR`.
    pub const GET_PHYSICAL_DEVICE_QUEUE_FAMILY_PERFORMANCE_QUERY_PASSES_KHR: u32 = 401;
    /// `vkGetPhysicalDeviceQueueFamilyProperties`.
    pub const GET_PHYSICAL_DEVICE_QUEUE_FAMILY_PROPERTIES: u32 = 402;
    /// `vkGetPhysicalDeviceQueueFamilyProperties2`.
    pub const GET_PHYSICAL_DEVICE_QUEUE_FAMILY_PROPERTIES2: u32 = 403;
    /// `vkGetPhysicalDeviceSparseImageFormatProperties`.
    pub const GET_PHYSICAL_DEVICE_SPARSE_IMAGE_FORMAT_PROPERTIES: u32 = 404;
    /// `vkGetPhysicalDeviceSparseImageFormatProperties2`.
    pub const GET_PHYSICAL_DEVICE_SPARSE_IMAGE_FORMAT_PROPERTIES2: u32 = 405;
    /// `vkGetPhysicalDeviceSupportedFramebufferMixedSamplesCombinationsNV`.
    pub const GET_PHYSICAL_DEVICE_SUPPORTED_FRAMEBUFFER_MIXED_SAMPLES_COMBINATIONS_NV: u32 = 406;
    /// `vkGetPhysicalDeviceSurfaceCapabilities2EXT`.
    pub const GET_PHYSICAL_DEVICE_SURFACE_CAPABILITIES2_EXT: u32 = 407;
    /// `vkGetPhysicalDeviceSurfaceCapabilities2KHR`.
    pub const GET_PHYSICAL_DEVICE_SURFACE_CAPABILITIES2_KHR: u32 = 408;
    /// `vkGetPhysicalDeviceSurfaceCapabilitiesKHR`.
    pub const GET_PHYSICAL_DEVICE_SURFACE_CAPABILITIES_KHR: u32 = 409;
    /// `vkGetPhysicalDeviceSurfaceFormats2KHR`.
    pub const GET_PHYSICAL_DEVICE_SURFACE_FORMATS2_KHR: u32 = 410;
    /// `vkGetPhysicalDeviceSurfaceFormatsKHR`.
    pub const GET_PHYSICAL_DEVICE_SURFACE_FORMATS_KHR: u32 = 411;
    /// `vkGetPhysicalDeviceSurfacePresentModesKHR`.
    pub const GET_PHYSICAL_DEVICE_SURFACE_PRESENT_MODES_KHR: u32 = 412;
    /// `vkGetPhysicalDeviceSurfaceSupportKHR`.
    pub const GET_PHYSICAL_DEVICE_SURFACE_SUPPORT_KHR: u32 = 413;
    /// `vkGetPhysicalDeviceToolProperties`.
    pub const GET_PHYSICAL_DEVICE_TOOL_PROPERTIES: u32 = 414;
    /// `vkGetPipelineCacheData`.
    pub const GET_PIPELINE_CACHE_DATA: u32 = 415;
    /// `vkGetPipelineExecutableInternalRepresentationsKHR`.
    pub const GET_PIPELINE_EXECUTABLE_INTERNAL_REPRESENTATIONS_KHR: u32 = 416;
    /// `vkGetPipelineExecutablePropertiesKHR`.
    pub const GET_PIPELINE_EXECUTABLE_PROPERTIES_KHR: u32 = 417;
    /// `vkGetPipelineExecutableStatisticsKHR`.
    pub const GET_PIPELINE_EXECUTABLE_STATISTICS_KHR: u32 = 418;
    /// `vkGetPipelinePropertiesEXT`.
    pub const GET_PIPELINE_PROPERTIES_EXT: u32 = 419;
    /// `vkGetPrivateData`.
    pub const GET_PRIVATE_DATA: u32 = 420;
    /// `vkGetQueryPoolResults`.
    pub const GET_QUERY_POOL_RESULTS: u32 = 421;
    /// `vkGetQueueCheckpointData2NV`.
    pub const GET_QUEUE_CHECKPOINT_DATA2_NV: u32 = 422;
    /// `vkGetQueueCheckpointDataNV`.
    pub const GET_QUEUE_CHECKPOINT_DATA_NV: u32 = 423;
    /// `vkGetRayTracingCaptureReplayShaderGroupHandlesKHR`.
    pub const GET_RAY_TRACING_CAPTURE_REPLAY_SHADER_GROUP_HANDLES_KHR: u32 = 424;
    /// `vkGetRayTracingShaderGroupHandlesKHR`.
    pub const GET_RAY_TRACING_SHADER_GROUP_HANDLES_KHR: u32 = 425;
    /// `vkGetRayTracingShaderGroupStackSizeKHR`.
    pub const GET_RAY_TRACING_SHADER_GROUP_STACK_SIZE_KHR: u32 = 426;
    /// `vkGetRefreshCycleDurationGOOGLE`.
    pub const GET_REFRESH_CYCLE_DURATION_GOOGLE: u32 = 427;
    /// `vkGetRenderAreaGranularity`.
    pub const GET_RENDER_AREA_GRANULARITY: u32 = 428;
    /// `vkGetSamplerOpaqueCaptureDescriptorDataEXT`.
    pub const GET_SAMPLER_OPAQUE_CAPTURE_DESCRIPTOR_DATA_EXT: u32 = 429;
    /// `vkGetSemaphoreCounterValue`.
    pub const GET_SEMAPHORE_COUNTER_VALUE: u32 = 430;
    /// `vkGetSemaphoreFdKHR`.
    pub const GET_SEMAPHORE_FD_KHR: u32 = 431;
    /// `vkGetShaderInfoAMD`.
    pub const GET_SHADER_INFO_AMD: u32 = 432;
    /// `vkGetShaderModuleCreateInfoIdentifierEXT`.
    pub const GET_SHADER_MODULE_CREATE_INFO_IDENTIFIER_EXT: u32 = 433;
    /// `vkGetShaderModuleIdentifierEXT`.
    pub const GET_SHADER_MODULE_IDENTIFIER_EXT: u32 = 434;
    /// `vkGetSwapchainCounterEXT`.
    pub const GET_SWAPCHAIN_COUNTER_EXT: u32 = 435;
    /// `vkGetSwapchainImagesKHR`.
    pub const GET_SWAPCHAIN_IMAGES_KHR: u32 = 436;
    /// `vkGetSwapchainStatusKHR`.
    pub const GET_SWAPCHAIN_STATUS_KHR: u32 = 437;
    /// `vkGetValidationCacheDataEXT`.
    pub const GET_VALIDATION_CACHE_DATA_EXT: u32 = 438;
    /// `vkImportFenceFdKHR`.
    pub const IMPORT_FENCE_FD_KHR: u32 = 439;
    /// `vkImportSemaphoreFdKHR`.
    pub const IMPORT_SEMAPHORE_FD_KHR: u32 = 440;
    /// `vkInitializePerformanceApiINTEL`.
    pub const INITIALIZE_PERFORMANCE_API_INTEL: u32 = 441;
    /// `vkInvalidateMappedMemoryRanges`.
    pub const INVALIDATE_MAPPED_MEMORY_RANGES: u32 = 442;
    /// `vkMapMemory`.
    pub const MAP_MEMORY: u32 = 443;
    /// `vkMergePipelineCaches`.
    pub const MERGE_PIPELINE_CACHES: u32 = 444;
    /// `vkMergeValidationCachesEXT`.
    pub const MERGE_VALIDATION_CACHES_EXT: u32 = 445;
    /// `vkQueueBeginDebugUtilsLabelEXT`.
    pub const QUEUE_BEGIN_DEBUG_UTILS_LABEL_EXT: u32 = 446;
    /// `vkQueueBindSparse`.
    pub const QUEUE_BIND_SPARSE: u32 = 447;
    /// `vkQueueEndDebugUtilsLabelEXT`.
    pub const QUEUE_END_DEBUG_UTILS_LABEL_EXT: u32 = 448;
    /// `vkQueueInsertDebugUtilsLabelEXT`.
    pub const QUEUE_INSERT_DEBUG_UTILS_LABEL_EXT: u32 = 449;
    /// `vkQueuePresentKHR`.
    pub const QUEUE_PRESENT_KHR: u32 = 450;
    /// `vkQueueSetPerformanceConfigurationINTEL`.
    pub const QUEUE_SET_PERFORMANCE_CONFIGURATION_INTEL: u32 = 451;
    /// `vkQueueSubmit`.
    pub const QUEUE_SUBMIT: u32 = 452;
    /// `vkQueueSubmit2`.
    pub const QUEUE_SUBMIT2: u32 = 453;
    /// `vkQueueWaitIdle`.
    pub const QUEUE_WAIT_IDLE: u32 = 454;
    /// `vkRegisterDeviceEventEXT`.
    pub const REGISTER_DEVICE_EVENT_EXT: u32 = 455;
    /// `vkRegisterDisplayEventEXT`.
    pub const REGISTER_DISPLAY_EVENT_EXT: u32 = 456;
    /// `vkReleaseDisplayEXT`.
    pub const RELEASE_DISPLAY_EXT: u32 = 457;
    /// `vkReleasePerformanceConfigurationINTEL`.
    pub const RELEASE_PERFORMANCE_CONFIGURATION_INTEL: u32 = 458;
    /// `vkReleaseProfilingLockKHR`.
    pub const RELEASE_PROFILING_LOCK_KHR: u32 = 459;
    /// `vkReleaseSwapchainImagesEXT`.
    pub const RELEASE_SWAPCHAIN_IMAGES_EXT: u32 = 460;
    /// `vkResetCommandBuffer`.
    pub const RESET_COMMAND_BUFFER: u32 = 461;
    /// `vkResetCommandPool`.
    pub const RESET_COMMAND_POOL: u32 = 462;
    /// `vkResetDescriptorPool`.
    pub const RESET_DESCRIPTOR_POOL: u32 = 463;
    /// `vkResetEvent`.
    pub const RESET_EVENT: u32 = 464;
    /// `vkResetFences`.
    pub const RESET_FENCES: u32 = 465;
    /// `vkResetQueryPool`.
    pub const RESET_QUERY_POOL: u32 = 466;
    /// `vkSetDebugUtilsObjectNameEXT`.
    pub const SET_DEBUG_UTILS_OBJECT_NAME_EXT: u32 = 467;
    /// `vkSetDebugUtilsObjectTagEXT`.
    pub const SET_DEBUG_UTILS_OBJECT_TAG_EXT: u32 = 468;
    /// `vkSetDeviceMemoryPriorityEXT`.
    pub const SET_DEVICE_MEMORY_PRIORITY_EXT: u32 = 469;
    /// `vkSetEvent`.
    pub const SET_EVENT: u32 = 470;
    /// `vkSetHdrMetadataEXT`.
    pub const SET_HDR_METADATA_EXT: u32 = 471;
    /// `vkSetLocalDimmingAMD`.
    pub const SET_LOCAL_DIMMING_AMD: u32 = 472;
    /// `vkSetPrivateData`.
    pub const SET_PRIVATE_DATA: u32 = 473;
    /// `vkSignalSemaphore`.
    pub const SIGNAL_SEMAPHORE: u32 = 474;
    /// `vkSubmitDebugUtilsMessageEXT`.
    pub const SUBMIT_DEBUG_UTILS_MESSAGE_EXT: u32 = 475;
    /// `vkTrimCommandPool`.
    pub const TRIM_COMMAND_POOL: u32 = 476;
    /// `vkUninitializePerformanceApiINTEL`.
    pub const UNINITIALIZE_PERFORMANCE_API_INTEL: u32 = 477;
    /// `vkUnmapMemory`.
    pub const UNMAP_MEMORY: u32 = 478;
    /// `vkUpdateDescriptorSetWithTemplate`.
    pub const UPDATE_DESCRIPTOR_SET_WITH_TEMPLATE: u32 = 479;
    /// `vkUpdateDescriptorSets`.
    pub const UPDATE_DESCRIPTOR_SETS: u32 = 480;
    /// `vkWaitForFences`.
    pub const WAIT_FOR_FENCES: u32 = 481;
    /// `vkWaitForPresentKHR`.
    pub const WAIT_FOR_PRESENT_KHR: u32 = 482;
    /// `vkWaitSemaphores`.
    pub const WAIT_SEMAPHORES: u32 = 483;
    /// `vkWriteAccelerationStructuresPropertiesKHR`.
    pub const WRITE_ACCELERATION_STRUCTURES_PROPERTIES_KHR: u32 = 484;
    /// `vkWriteMicromapsPropertiesEXT`.
    pub const WRITE_MICROMAPS_PROPERTIES_EXT: u32 = 485;
}
