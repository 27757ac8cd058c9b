//! Output arrays inside structures, through the real path (ICD → renderer → lavapipe): a
//! compute pipeline created with `VkPipelineCreationFeedbackCreateInfo` chained gets the
//! driver's feedback written back into the application's structures.

use std::process::Command;
use std::time::Duration;

use crate::relay::{Renderer, TempDir, icd_library, run_app};

/// A compute shader that does nothing (`glslangValidator -V` of `void main() {}` with
/// `local_size_x = 1`).
const SHADER: [u32; 70] = [
    0x07230203, 0x00010000, 0x0008000b, 0x0000000a, 0x00000000, 0x00020011, 0x00000001, 0x0006000b,
    0x00000001, 0x4c534c47, 0x6474732e, 0x3035342e, 0x00000000, 0x0003000e, 0x00000000, 0x00000001,
    0x0005000f, 0x00000005, 0x00000004, 0x6e69616d, 0x00000000, 0x00060010, 0x00000004, 0x00000011,
    0x00000001, 0x00000001, 0x00000001, 0x00030003, 0x00000002, 0x000001c2, 0x00040005, 0x00000004,
    0x6e69616d, 0x00000000, 0x00040047, 0x00000009, 0x0000000b, 0x00000019, 0x00020013, 0x00000002,
    0x00030021, 0x00000003, 0x00000002, 0x00040015, 0x00000006, 0x00000020, 0x00000000, 0x00040017,
    0x00000007, 0x00000006, 0x00000003, 0x0004002b, 0x00000006, 0x00000008, 0x00000001, 0x0006002c,
    0x00000007, 0x00000009, 0x00000008, 0x00000008, 0x00000008, 0x00050036, 0x00000002, 0x00000004,
    0x00000000, 0x00000003, 0x000200f8, 0x00000005, 0x000100fd, 0x00010038,
];

/// The application half of [`pipeline_creation_feedback_comes_back_through_the_relay`]:
/// creates a compute pipeline with creation feedback chained and prints what came back.
#[test]
#[ignore = "helper process of pipeline_creation_feedback_comes_back_through_the_relay"]
fn creation_feedback_client() {
    use ash::vk;
    use vkrelay_renderer::driver::{Driver, DriverSource};

    let Some(icd) = std::env::var_os("VKRELAY_TEST_ICD") else {
        return;
    };
    let driver = Driver::load(&DriverSource::Library(icd.into())).unwrap();
    let app = vk::ApplicationInfo::default().api_version(vk::API_VERSION_1_3);
    // SAFETY: valid create infos; every object is destroyed before returning.
    unsafe {
        let instance = driver
            .entry()
            .create_instance(
                &vk::InstanceCreateInfo::default().application_info(&app),
                None,
            )
            .unwrap();
        let pd = instance.enumerate_physical_devices().unwrap()[0];
        let version = instance.get_physical_device_properties(pd).api_version;
        let has_ext = instance
            .enumerate_device_extension_properties(pd)
            .unwrap()
            .iter()
            .any(|e| e.extension_name_as_c_str() == Ok(c"VK_EXT_pipeline_creation_feedback"));
        assert!(
            has_ext || version >= vk::API_VERSION_1_3,
            "creation feedback is neither core nor an extension here"
        );
        let exts = [c"VK_EXT_pipeline_creation_feedback".as_ptr()];
        let prio = [1.0];
        let q = [vk::DeviceQueueCreateInfo::default()
            .queue_family_index(0)
            .queue_priorities(&prio)];
        let mut info = vk::DeviceCreateInfo::default().queue_create_infos(&q);
        if has_ext {
            info = info.enabled_extension_names(&exts);
        }
        let device = instance.create_device(pd, &info, None).unwrap();
        let module = device
            .create_shader_module(&vk::ShaderModuleCreateInfo::default().code(&SHADER), None)
            .unwrap();
        let layout = device
            .create_pipeline_layout(&vk::PipelineLayoutCreateInfo::default(), None)
            .unwrap();
        let mut whole = vk::PipelineCreationFeedback {
            flags: vk::PipelineCreationFeedbackFlags::from_raw(0x8000_0000),
            duration: u64::MAX,
        };
        let mut stages = [vk::PipelineCreationFeedback {
            flags: vk::PipelineCreationFeedbackFlags::from_raw(0x8000_0000),
            duration: u64::MAX,
        }];
        let mut fb = vk::PipelineCreationFeedbackCreateInfo::default()
            .pipeline_creation_feedback(&mut whole)
            .pipeline_stage_creation_feedbacks(&mut stages);
        let ci = vk::ComputePipelineCreateInfo::default()
            .stage(
                vk::PipelineShaderStageCreateInfo::default()
                    .stage(vk::ShaderStageFlags::COMPUTE)
                    .module(module)
                    .name(c"main"),
            )
            .layout(layout)
            .push_next(&mut fb);
        let pipelines = device
            .create_compute_pipelines(vk::PipelineCache::null(), &[ci], None)
            .map_err(|e| e.1)
            .unwrap();
        device.destroy_pipeline(pipelines[0], None);
        device.destroy_pipeline_layout(layout, None);
        device.destroy_shader_module(module, None);
        device.destroy_device(None);
        instance.destroy_instance(None);
        use std::io::Write;
        let mut out = std::io::stdout().lock();
        writeln!(
            out,
            "FEEDBACK {:#x} {} {:#x} {}",
            whole.flags.as_raw(),
            whole.duration,
            stages[0].flags.as_raw(),
            stages[0].duration
        )
        .unwrap();
        out.flush().unwrap();
    }
}

/// The feedback lavapipe writes reaches the application: the `VALID` bit is set and the
/// marker bits the application put there before the call are gone (the renderer's storage
/// starts zeroed and the driver's values replace the application's).
#[test]
fn pipeline_creation_feedback_comes_back_through_the_relay() {
    let dir = TempDir::new("feedback");
    let renderer = Renderer::start(&dir.0);
    let mut cmd = Command::new(std::env::current_exe().unwrap());
    cmd.args([
        "--exact",
        "feedback::creation_feedback_client",
        "--ignored",
        "--nocapture",
        "--test-threads=1",
    ])
    .env("VKRELAY_TEST_ICD", icd_library());
    let out = run_app(cmd, &dir.0, &renderer.socket, Duration::from_secs(120));
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{stdout}\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let line = stdout
        .lines()
        .find_map(|l| l.find("FEEDBACK").map(|i| l[i..].to_owned()))
        .unwrap_or_else(|| panic!("no feedback line: {stdout}"));
    eprintln!("{line}");
    let f: Vec<&str> = line.split_whitespace().collect();
    let flags = u32::from_str_radix(f[1].trim_start_matches("0x"), 16).unwrap();
    let stage = u32::from_str_radix(f[3].trim_start_matches("0x"), 16).unwrap();
    let valid = ash::vk::PipelineCreationFeedbackFlags::VALID.as_raw();
    assert_eq!(flags & valid, valid, "{line}");
    assert_eq!(
        flags & 0x8000_0000,
        0,
        "the driver's flags replaced the marker: {line}"
    );
    assert_ne!(f[2], u64::MAX.to_string(), "duration written: {line}");
    // The stage feedback array came back too: the reply carries the renderer's copy (zeroed,
    // then whatever the driver wrote), which replaces the application's marker.
    assert_eq!(stage & 0x8000_0000, 0, "{line}");
}
