//! Images, image views and format queries: what the repairs change of them. The format
//! queries are answered as the repairs make them true (`*SCALED` vertex formats, BCn formats
//! the BC repair emulates); image-format queries, images and views of emulated BCn formats
//! are made in the replacement format, or refused ([`crate::repair::bc`]), and the BC repair
//! keeps what each image it replaced is until it is destroyed.

use vk_wire::args;

use super::super::Session;
use crate::repair::Held;

impl Session {
    /// After `vkGetPhysicalDeviceFormatProperties`, whatever it returned.
    ///
    /// # Safety
    /// `x` holds the decoded arguments, handles translated, outputs null or written by the
    /// driver; `self.instance` is null or the client's newest live instance.
    pub(crate) unsafe fn after_format_properties(
        &mut self,
        x: &mut args::GetPhysicalDeviceFormatProperties,
    ) {
        // SAFETY: caller.
        unsafe {
            self.repairs.answer_format_properties(
                &self.config,
                &self.driver,
                self.instance,
                x,
                &mut self.stats.repairs,
            )
        }
    }

    /// After `vkGetPhysicalDeviceFormatProperties2`, whatever it returned.
    ///
    /// # Safety
    /// As for [`Session::after_format_properties`]; the output chain is the decoder's.
    pub(crate) unsafe fn after_format_properties2(
        &mut self,
        x: &mut args::GetPhysicalDeviceFormatProperties2,
    ) {
        // SAFETY: caller.
        unsafe {
            self.repairs.answer_format_properties2(
                &self.config,
                &self.driver,
                self.instance,
                x,
                &mut self.stats.repairs,
            )
        }
    }

    /// `vkGetPhysicalDeviceImageFormatProperties` of an emulated BCn format: the driver is
    /// asked for its replacement.
    ///
    /// # Safety
    /// `x` holds the decoded arguments in the writable arena, handles translated;
    /// `self.instance` is null or the client's newest live instance.
    pub(crate) unsafe fn repair_image_format_properties(
        &mut self,
        x: &mut args::GetPhysicalDeviceImageFormatProperties,
    ) -> Held {
        // SAFETY: caller.
        unsafe {
            self.repairs
                .before_image_format(&self.config, &self.driver, self.instance, x)
        }
    }

    /// As [`Session::repair_image_format_properties`], for
    /// `vkGetPhysicalDeviceImageFormatProperties2`.
    ///
    /// # Safety
    /// As for [`Session::repair_image_format_properties`].
    pub(crate) unsafe fn repair_image_format_properties2(
        &mut self,
        x: &mut args::GetPhysicalDeviceImageFormatProperties2,
    ) -> Held {
        // SAFETY: caller.
        unsafe {
            self.repairs
                .before_image_format2(&self.config, &self.driver, self.instance, x)
        }
    }

    /// `vkCreateImage` of an emulated BCn format makes its replacement.
    ///
    /// # Safety
    /// `x` holds the decoded arguments in the writable arena, handles translated.
    pub(crate) unsafe fn repair_create_image(&mut self, x: &mut args::CreateImage) -> Held {
        // SAFETY: caller.
        unsafe { self.repairs.before_create_image(x) }
    }

    /// Once `vkCreateImage` succeeded: the BC repair keeps the shape of an image it
    /// replaced.
    ///
    /// # Safety
    /// `x` holds the decoded arguments, handles translated; the driver wrote the image.
    pub(crate) unsafe fn keep_image(&mut self, x: &mut args::CreateImage) {
        if let Some(bc) = self.repairs.bc(x.device) {
            // SAFETY: caller.
            unsafe { bc.image_created(x, &mut self.stats.repairs) };
        }
    }

    /// After `vkDestroyImage`: the BC repair forgets the image and frees its blocks.
    pub(crate) fn after_destroy_image(&mut self, x: &mut args::DestroyImage) {
        if let Some(bc) = self.repairs.bc(x.device) {
            bc.image_destroyed(x);
        }
    }

    /// `vkCreateImageView` of an emulated image: the replacement format, or refused.
    ///
    /// # Safety
    /// As for [`Session::repair_create_image`].
    pub(crate) unsafe fn repair_create_image_view(
        &mut self,
        x: &mut args::CreateImageView,
    ) -> Held {
        // SAFETY: caller.
        unsafe {
            self.repairs
                .before_create_image_view(x, &mut self.stats.repairs)
        }
    }
}
