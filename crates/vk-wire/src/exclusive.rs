//! Members of which at most one may be set (valid usage the registry states only in prose).
//!
//! `VkAccelerationStructureBuildGeometryInfoKHR`: "only one of `pGeometries` or
//! `ppGeometries` can be a valid pointer, the other must be NULL". The encoder refuses a
//! structure with both set; the decoder rejects it (a driver reading the wrong one would read
//! memory the other array's count does not describe).

use ash::vk;
use std::mem::offset_of;

use crate::desc::StructDesc;
use crate::encode::read_ptr;

const BUILD_GEOMETRY_INFO: i32 =
    vk::StructureType::ACCELERATION_STRUCTURE_BUILD_GEOMETRY_INFO_KHR.as_raw();
const P_GEOMETRIES: usize = offset_of!(
    vk::AccelerationStructureBuildGeometryInfoKHR<'static>,
    p_geometries
);
const PP_GEOMETRIES: usize = offset_of!(
    vk::AccelerationStructureBuildGeometryInfoKHR<'static>,
    pp_geometries
);

/// The name of the member pair of `d` that is set together although only one may be, if any.
///
/// # Safety
/// `p` is a structure of `d` whose pointer members are readable (the application's or a
/// decoded one).
#[inline]
pub(crate) unsafe fn violation(d: &'static StructDesc, p: *const u8) -> Option<&'static str> {
    if d.stype != Some(BUILD_GEOMETRY_INFO) {
        return None;
    }
    // SAFETY: caller: a VkAccelerationStructureBuildGeometryInfoKHR at `p`.
    let (a, b) = unsafe {
        (
            read_ptr(p.add(P_GEOMETRIES)),
            read_ptr(p.add(PP_GEOMETRIES)),
        )
    };
    (!a.is_null() && !b.is_null()).then_some("pGeometries and ppGeometries")
}
