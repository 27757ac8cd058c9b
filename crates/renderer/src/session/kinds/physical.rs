//! Physical-device queries: what the application is told of the device once the driver
//! answered: the version raise's core structures and `apiVersion` ([`crate::version`]), the
//! repairs' emulated features ([`crate::repair::query`]), then the configuration's clamps
//! ([`crate::hooks`]' policies: `apiVersion` under `max_api_version`, heaps under
//! `max_memory`). Format queries are in [`super::image`].

use ash::vk;
use vk_wire::args;

use super::super::Session;
use crate::config::Config;
use crate::hooks;
use crate::version::Held;

impl Session {
    /// `vkGetPhysicalDeviceProperties`: the device measured for the version raise.
    ///
    /// # Safety
    /// `x` holds the decoded arguments, handles translated; `self.instance` is null or the
    /// client's newest live instance.
    pub(crate) unsafe fn version_properties(
        &mut self,
        x: &mut args::GetPhysicalDeviceProperties,
    ) -> Held {
        // SAFETY: caller.
        unsafe {
            self.versions
                .before_properties(&self.config, &self.driver, self.instance, x)
        }
    }

    /// After `vkGetPhysicalDeviceProperties`: `apiVersion` raised, then clamped.
    ///
    /// # Safety
    /// `x` holds the decoded arguments given to [`Session::version_properties`], which
    /// returned `held`; outputs null or written by the driver.
    pub(crate) unsafe fn after_properties(
        &mut self,
        x: &mut args::GetPhysicalDeviceProperties,
        ret: u64,
        held: &mut Held,
    ) {
        // SAFETY: caller.
        unsafe {
            self.versions.after_properties(&self.config, x, ret, held);
            clamp_properties(&self.config, x);
        }
    }

    /// `vkGetPhysicalDeviceProperties2`: the core structures the driver does not know taken
    /// out of the output chain.
    ///
    /// # Safety
    /// As for [`Session::version_properties`]; the output chain is the decoder's.
    pub(crate) unsafe fn version_properties2(
        &mut self,
        x: &mut args::GetPhysicalDeviceProperties2,
    ) -> Held {
        // SAFETY: caller.
        unsafe {
            self.versions.before_query2(
                &self.config,
                &self.driver,
                self.instance,
                x.physical_device,
                x.p_properties.cast(),
            )
        }
    }

    /// After `vkGetPhysicalDeviceProperties2`: the core structures answered and the chain
    /// put back, `apiVersion` raised, then clamped.
    ///
    /// # Safety
    /// As for [`Session::after_properties`].
    pub(crate) unsafe fn after_properties2(
        &mut self,
        x: &mut args::GetPhysicalDeviceProperties2,
        ret: u64,
        held: &mut Held,
    ) {
        // SAFETY: caller.
        unsafe {
            self.versions.after_properties2(&self.config, x, ret, held);
            clamp_properties2(&self.config, x);
        }
    }

    /// After `vkGetPhysicalDeviceFeatures`: emulated features answered present.
    ///
    /// # Safety
    /// As for [`Session::after_properties`].
    pub(crate) unsafe fn after_features(&mut self, x: &mut args::GetPhysicalDeviceFeatures) {
        // SAFETY: caller.
        unsafe {
            self.repairs.answer_features(
                &self.config,
                &self.driver,
                self.instance,
                x,
                &mut self.stats.repairs,
            )
        }
    }

    /// `vkGetPhysicalDeviceFeatures2`: as [`Session::version_properties2`].
    ///
    /// # Safety
    /// As for [`Session::version_properties2`].
    pub(crate) unsafe fn version_features2(
        &mut self,
        x: &mut args::GetPhysicalDeviceFeatures2,
    ) -> Held {
        // SAFETY: caller.
        unsafe {
            self.versions.before_query2(
                &self.config,
                &self.driver,
                self.instance,
                x.physical_device,
                x.p_features.cast(),
            )
        }
    }

    /// After `vkGetPhysicalDeviceFeatures2`: the core structures answered and the chain put
    /// back, then the emulated features answered present.
    ///
    /// # Safety
    /// As for [`Session::after_properties`].
    pub(crate) unsafe fn after_features2(
        &mut self,
        x: &mut args::GetPhysicalDeviceFeatures2,
        ret: u64,
        held: &mut Held,
    ) {
        self.versions.after_features2(&self.config, ret, held);
        // SAFETY: caller.
        unsafe {
            self.repairs.answer_features2(
                &self.config,
                &self.driver,
                self.instance,
                x,
                &mut self.stats.repairs,
            )
        }
    }

    /// After `vkGetPhysicalDeviceMemoryProperties`: heaps capped, and the types the client
    /// cannot map not host-visible ([`crate::memory::probe`]).
    ///
    /// # Safety
    /// As for [`Session::after_properties`].
    pub(crate) unsafe fn after_memory_properties(
        &mut self,
        x: &mut args::GetPhysicalDeviceMemoryProperties,
    ) {
        // SAFETY: caller.
        unsafe { clamp_memory_properties(&self.config, x) };
        // SAFETY: caller: a filled structure or null.
        if let Some(p) = unsafe { x.p_memory_properties.as_mut() } {
            // SAFETY: the instance owns the physical device (caller).
            let mask = unsafe { self.unshareable(x.physical_device) };
            crate::memory::probe::hide(p, mask);
        }
    }

    /// [`crate::memory::probe::unshareable`] for a physical device of this client's instance.
    ///
    /// # Safety
    /// `pd` is a physical device of `self.instance`.
    unsafe fn unshareable(&self, pd: vk::PhysicalDevice) -> u32 {
        if self.instance == vk::Instance::null() {
            return 0;
        }
        // SAFETY: `self.instance` is the client's live instance of this driver.
        let inst = unsafe { ash::Instance::load(self.driver.entry().static_fn(), self.instance) };
        // SAFETY: caller.
        unsafe { crate::memory::probe::unshareable(&inst, pd, &self.config.memory_paths()) }
    }

    /// After `vkGetPhysicalDeviceMemoryProperties2`: heaps and budgets capped, and the types
    /// the client cannot map not host-visible.
    ///
    /// # Safety
    /// As for [`Session::after_properties`].
    pub(crate) unsafe fn after_memory_properties2(
        &mut self,
        x: &mut args::GetPhysicalDeviceMemoryProperties2,
    ) {
        // SAFETY: caller.
        unsafe { clamp_memory_properties2(&self.config, x) };
        // SAFETY: caller: a filled chain or null.
        if let Some(p) = unsafe { x.p_memory_properties.as_mut() } {
            // SAFETY: the instance owns the physical device (caller).
            let mask = unsafe { self.unshareable(x.physical_device) };
            crate::memory::probe::hide(&mut p.memory_properties, mask);
        }
    }
}

/// `apiVersion` under `max_api_version`.
///
/// # Safety
/// The output is null or a filled structure in writable memory.
unsafe fn clamp_properties(config: &Config, x: &args::GetPhysicalDeviceProperties) {
    // SAFETY: caller.
    if let Some(p) = unsafe { x.p_properties.as_mut() } {
        hooks::properties(config, p);
    }
}

/// As [`clamp_properties`], in a properties chain.
///
/// # Safety
/// The output is null or a filled chain in writable memory, each structure as large as its
/// sType says.
unsafe fn clamp_properties2(config: &Config, x: &args::GetPhysicalDeviceProperties2) {
    // SAFETY: caller.
    unsafe { hooks::properties2(config, x.p_properties) };
}

/// Heaps under `max_memory`.
///
/// # Safety
/// As for [`clamp_properties`].
unsafe fn clamp_memory_properties(config: &Config, x: &args::GetPhysicalDeviceMemoryProperties) {
    // SAFETY: caller.
    if let Some(p) = unsafe { x.p_memory_properties.as_mut() } {
        hooks::memory_properties(config, p);
    }
}

/// Heaps and budgets under `max_memory`.
///
/// # Safety
/// As for [`clamp_properties2`].
unsafe fn clamp_memory_properties2(config: &Config, x: &args::GetPhysicalDeviceMemoryProperties2) {
    // SAFETY: caller.
    unsafe { hooks::memory_properties2(config, x.p_memory_properties) };
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::config::{ApiVersionLimit, ByteSize};
    use ash::vk;
    use vk_wire::args;

    const GIB: u64 = 1 << 30;

    fn clamp_to(v: Option<ApiVersionLimit>) -> Config {
        Config {
            max_api_version: v,
            ..Default::default()
        }
    }

    fn properties(config: &Config, api: u32) -> u32 {
        let mut props = vk::PhysicalDeviceProperties {
            api_version: api,
            driver_version: 77,
            ..Default::default()
        };
        let a = args::GetPhysicalDeviceProperties {
            physical_device: vk::PhysicalDevice::null(),
            p_properties: &mut props,
        };
        // SAFETY: `a` has a live output.
        unsafe { clamp_properties(config, &a) };
        assert_eq!(props.driver_version, 77);
        props.api_version
    }

    #[test]
    fn api_version_is_clamped() {
        let v13 = vk::make_api_version(0, 1, 3, 250);
        let v11 = vk::make_api_version(0, 1, 1, 7);
        assert_eq!(properties(&Config::default(), v13), v13);
        let c12 = clamp_to(Some(ApiVersionLimit::V1_2));
        assert_eq!(properties(&c12, v13), vk::API_VERSION_1_2);
        // A driver below the limit is reported as it is.
        assert_eq!(properties(&c12, v11), v11);
        let c13 = clamp_to(Some(ApiVersionLimit::V1_3));
        assert_eq!(properties(&c13, v13), v13);
    }

    #[test]
    fn api_version_is_clamped_in_properties2_chains() {
        {
            let mut v12 = vk::PhysicalDeviceVulkan12Properties {
                max_update_after_bind_descriptors_in_all_pools: 99,
                ..Default::default()
            };
            let mut p2 = vk::PhysicalDeviceProperties2::default().push_next(&mut v12);
            p2.properties.api_version = vk::make_api_version(0, 1, 3, 4);
            p2.properties.device_name[0] = b'x' as std::ffi::c_char;
            let a = args::GetPhysicalDeviceProperties2 {
                physical_device: vk::PhysicalDevice::null(),
                p_properties: (&raw mut p2).cast(),
            };
            let config = clamp_to(Some(ApiVersionLimit::V1_1));
            // SAFETY: `a` has a live output chain.
            unsafe { clamp_properties2(&config, &a) };
            assert_eq!(p2.properties.api_version, vk::API_VERSION_1_1);
            assert_eq!(
                p2.properties.device_name[..2],
                [b'x' as std::ffi::c_char, 0]
            );
            assert_eq!(v12.max_update_after_bind_descriptors_in_all_pools, 99);
        }
    }

    fn memory() -> vk::PhysicalDeviceMemoryProperties {
        let mut m = vk::PhysicalDeviceMemoryProperties {
            memory_heap_count: 2,
            memory_type_count: 1,
            ..Default::default()
        };
        m.memory_heaps[0] = vk::MemoryHeap {
            size: 8 * GIB,
            flags: vk::MemoryHeapFlags::DEVICE_LOCAL,
        };
        m.memory_heaps[1] = vk::MemoryHeap {
            size: GIB,
            flags: vk::MemoryHeapFlags::empty(),
        };
        // Past the count: never touched.
        m.memory_heaps[2].size = 64 * GIB;
        m
    }

    fn heap_sizes(m: &vk::PhysicalDeviceMemoryProperties) -> [u64; 3] {
        [0, 1, 2].map(|i| m.memory_heaps[i].size)
    }

    #[test]
    fn heaps_are_capped() {
        let config = Config {
            max_memory: Some(ByteSize(2 * GIB)),
            ..Default::default()
        };
        for (config, want) in [
            (&Config::default(), [8 * GIB, GIB, 64 * GIB]),
            (&config, [2 * GIB, GIB, 64 * GIB]),
        ] {
            let mut m = memory();
            let a = args::GetPhysicalDeviceMemoryProperties {
                physical_device: vk::PhysicalDevice::null(),
                p_memory_properties: &mut m,
            };
            // SAFETY: `a` has a live output.
            unsafe { clamp_memory_properties(config, &a) };
            assert_eq!(heap_sizes(&m), want);
            assert_eq!(m.memory_heaps[0].flags, vk::MemoryHeapFlags::DEVICE_LOCAL);
        }
    }

    #[test]
    fn heaps_and_budgets_are_capped_in_memory_properties2_chains() {
        let config = Config {
            max_memory: Some(ByteSize(2 * GIB)),
            ..Default::default()
        };
        let mut budget = vk::PhysicalDeviceMemoryBudgetPropertiesEXT::default();
        budget.heap_budget[..2].copy_from_slice(&[7 * GIB, GIB / 2]);
        budget.heap_usage[..2].copy_from_slice(&[3 * GIB, GIB / 4]);
        let mut m2 = vk::PhysicalDeviceMemoryProperties2::default().push_next(&mut budget);
        m2.memory_properties = memory();
        let a = args::GetPhysicalDeviceMemoryProperties2 {
            physical_device: vk::PhysicalDevice::null(),
            p_memory_properties: (&raw mut m2).cast(),
        };
        // SAFETY: `a` has a live output chain.
        unsafe { clamp_memory_properties2(&config, &a) };
        assert_eq!(heap_sizes(&m2.memory_properties), [2 * GIB, GIB, 64 * GIB]);
        assert_eq!(budget.heap_budget[..2], [2 * GIB, GIB / 2]);
        assert_eq!(budget.heap_usage[..2], [2 * GIB, GIB / 4]);
    }

    #[test]
    fn null_outputs_are_left_alone() {
        let config = Config {
            max_api_version: Some(ApiVersionLimit::V1_1),
            max_memory: Some(ByteSize(GIB)),
            ..Default::default()
        };
        let pd = vk::PhysicalDevice::null();
        let null: *mut u8 = std::ptr::null_mut();
        // SAFETY: null outputs.
        unsafe {
            clamp_properties(
                &config,
                &args::GetPhysicalDeviceProperties {
                    physical_device: pd,
                    p_properties: null.cast(),
                },
            );
            clamp_properties2(
                &config,
                &args::GetPhysicalDeviceProperties2 {
                    physical_device: pd,
                    p_properties: null.cast(),
                },
            );
            clamp_memory_properties(
                &config,
                &args::GetPhysicalDeviceMemoryProperties {
                    physical_device: pd,
                    p_memory_properties: null.cast(),
                },
            );
            clamp_memory_properties2(
                &config,
                &args::GetPhysicalDeviceMemoryProperties2 {
                    physical_device: pd,
                    p_memory_properties: null.cast(),
                },
            );
        }
    }
}
