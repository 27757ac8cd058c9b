//! Reading the parts of `vk.xml` that ext-inject needs.

use std::collections::{BTreeMap, BTreeSet};

use anyhow::{Context, Result, anyhow, bail};
use roxmltree::{Document, Node};

/// A structure that extends `VkPhysicalDeviceFeatures2` / `VkDeviceCreateInfo` and holds only
/// `VkBool32` members after `sType`/`pNext`.
#[derive(Debug, Clone)]
pub struct FeatureStruct {
    pub name: String,
    pub s_type: i32,
    pub members: Vec<String>,
    /// Features (`VK_VERSION_x_y`) and extensions whose `<require>` names this type.
    pub required_by: Vec<String>,
}

/// A structure the generator looked at and left out, with the reason.
#[derive(Debug, Clone)]
pub struct Skipped {
    pub name: String,
    pub reason: String,
}

/// One extension of the `vulkan` API.
#[derive(Debug, Clone)]
pub struct Extension {
    pub name: String,
    pub number: u32,
    pub device: bool,
    pub requires: Vec<String>,
    pub requires_core: (u32, u32),
    pub promoted_to: Option<String>,
    pub provisional: bool,
    pub platform: Option<String>,
}

#[derive(Debug)]
pub struct Registry {
    /// `1.3.239`.
    pub version: String,
    pub core_features: Vec<String>,
    pub features: Vec<FeatureStruct>,
    pub skipped: Vec<Skipped>,
    pub extensions: Vec<Extension>,
}

fn is_vulkan_api(node: Node<'_, '_>, attr: &str) -> bool {
    match node.attribute(attr) {
        None => true,
        Some(list) => list.split(',').any(|a| a == "vulkan"),
    }
}

fn child_text<'a>(node: Node<'a, '_>, tag: &str) -> Option<&'a str> {
    node.children()
        .find(|c| c.has_tag_name(tag))
        .and_then(|c| c.text())
}

/// `(type, name, is_array)` of a `<member>`.
fn member_parts(member: Node<'_, '_>) -> (String, String, bool) {
    let ty = child_text(member, "type").unwrap_or_default().to_string();
    let name = child_text(member, "name").unwrap_or_default().to_string();
    // Anything after <name> that opens a bracket is an array.
    let array = member
        .children()
        .skip_while(|c| !c.has_tag_name("name"))
        .skip(1)
        .any(|c| c.text().is_some_and(|t| t.contains('[')));
    (ty, name, array)
}

pub fn parse(text: &str) -> Result<Registry> {
    let doc = Document::parse(text).context("parsing vk.xml")?;
    let root = doc.root_element();

    let define = |want: &str| {
        root.descendants()
            .filter(|n| n.has_tag_name("type") && n.attribute("category") == Some("define"))
            .find(|n| child_text(*n, "name") == Some(want))
            .map(|n| n.descendants().filter_map(|c| c.text()).collect::<String>())
    };
    let header_version = define("VK_HEADER_VERSION")
        .and_then(|t| {
            t.split_whitespace()
                .last()
                .and_then(|v| v.parse::<u32>().ok())
        })
        .ok_or_else(|| anyhow!("VK_HEADER_VERSION not found"))?;
    // `... VK_MAKE_API_VERSION(0, 1, 3, VK_HEADER_VERSION)`
    let complete = define("VK_HEADER_VERSION_COMPLETE")
        .ok_or_else(|| anyhow!("VK_HEADER_VERSION_COMPLETE not found"))?;
    let args: Vec<&str> = complete
        .rsplit_once('(')
        .map(|(_, a)| a.split(',').map(str::trim).collect())
        .unwrap_or_default();
    if args.len() != 4 {
        bail!("cannot read VK_HEADER_VERSION_COMPLETE: {complete}");
    }
    let version = format!("{}.{}.{header_version}", args[1], args[2]);

    // sType values: core ones carry value=, extension ones an offset.
    let mut s_types: BTreeMap<String, i32> = BTreeMap::new();
    let mut s_type_aliases: Vec<(String, String)> = Vec::new();
    for enums in root.children().filter(|n| n.has_tag_name("enums")) {
        if enums.attribute("name") != Some("VkStructureType") {
            continue;
        }
        for e in enums.children().filter(|n| n.has_tag_name("enum")) {
            let name = e.attribute("name").unwrap_or_default().to_string();
            if let Some(v) = e.attribute("value") {
                s_types.insert(name, v.parse().context("core sType value")?);
            } else if let Some(a) = e.attribute("alias") {
                s_type_aliases.push((name, a.to_string()));
            }
        }
    }

    // Who requires which type; sType values from <require><enum extends=...>.
    let mut required_by: BTreeMap<String, Vec<String>> = BTreeMap::new();
    let mut extensions = Vec::new();
    let features = root.children().filter(|n| n.has_tag_name("feature"));
    let exts = root
        .children()
        .filter(|n| n.has_tag_name("extensions"))
        .flat_map(|n| n.children().filter(|c| c.has_tag_name("extension")));
    for block in features.chain(exts) {
        let name = block.attribute("name").unwrap_or_default().to_string();
        let is_ext = block.has_tag_name("extension");
        let enabled = if is_ext {
            is_vulkan_api(block, "supported")
        } else {
            is_vulkan_api(block, "api")
        };
        let ext_number: Option<u32> = block.attribute("number").and_then(|n| n.parse().ok());
        for req in block.children().filter(|n| n.has_tag_name("require")) {
            if !is_vulkan_api(req, "api") {
                continue;
            }
            for item in req.children() {
                if item.has_tag_name("type") && enabled {
                    if let Some(t) = item.attribute("name") {
                        let list = required_by.entry(t.to_string()).or_default();
                        if !list.contains(&name) {
                            list.push(name.clone());
                        }
                    }
                } else if item.has_tag_name("enum")
                    && item.attribute("extends") == Some("VkStructureType")
                {
                    let ename = item.attribute("name").unwrap_or_default().to_string();
                    if let Some(off) = item.attribute("offset") {
                        let off: i32 = off.parse().context("sType offset")?;
                        let extnum: i32 = match item.attribute("extnumber") {
                            Some(n) => n.parse().context("extnumber")?,
                            None => ext_number.ok_or_else(|| anyhow!("no extnumber"))? as i32,
                        };
                        let mut v = 1_000_000_000 + (extnum - 1) * 1000 + off;
                        if item.attribute("dir") == Some("-") {
                            v = -v;
                        }
                        s_types.insert(ename, v);
                    } else if let Some(v) = item.attribute("value") {
                        s_types.insert(ename, v.parse().context("sType value")?);
                    } else if let Some(a) = item.attribute("alias") {
                        s_type_aliases.push((ename, a.to_string()));
                    }
                }
            }
        }
        if is_ext && enabled {
            let requires = block
                .attribute("requires")
                .map(|r| r.split(',').map(str::to_string).collect())
                .unwrap_or_default();
            let requires_core = match block.attribute("requiresCore") {
                Some(v) => {
                    let (a, b) = v
                        .split_once('.')
                        .ok_or_else(|| anyhow!("requiresCore {v}"))?;
                    (a.parse()?, b.parse()?)
                }
                None => (1, 0),
            };
            let device = match block.attribute("type") {
                Some("device") => true,
                Some("instance") => false,
                other => bail!("extension {name}: type {other:?}"),
            };
            extensions.push(Extension {
                name: name.clone(),
                number: ext_number.ok_or_else(|| anyhow!("{name}: no number"))?,
                device,
                requires,
                requires_core,
                promoted_to: block.attribute("promotedto").map(str::to_string),
                provisional: block.attribute("provisional") == Some("true"),
                platform: block.attribute("platform").map(str::to_string),
            });
        }
    }
    for (name, target) in s_type_aliases {
        if let Some(v) = s_types.get(&target).copied() {
            s_types.insert(name, v);
        }
    }
    extensions.sort_by(|a, b| a.name.cmp(&b.name));

    let mut core_features = Vec::new();
    let mut feature_structs = Vec::new();
    let mut skipped = Vec::new();
    let mut seen = BTreeSet::new();
    for ty in root
        .children()
        .filter(|n| n.has_tag_name("types"))
        .flat_map(|n| n.children().filter(|c| c.has_tag_name("type")))
    {
        if ty.attribute("category") != Some("struct") || !is_vulkan_api(ty, "api") {
            continue;
        }
        let name = ty.attribute("name").unwrap_or_default();
        let members: Vec<_> = ty
            .children()
            .filter(|c| c.has_tag_name("member") && is_vulkan_api(*c, "api"))
            .map(member_parts)
            .collect();
        if name == "VkPhysicalDeviceFeatures" {
            for (t, n, arr) in &members {
                if t != "VkBool32" || *arr {
                    bail!("VkPhysicalDeviceFeatures member {n} is not a VkBool32");
                }
                core_features.push(n.clone());
            }
            continue;
        }
        let extends = ty.attribute("structextends").unwrap_or_default();
        if ty.attribute("alias").is_some()
            || !extends
                .split(',')
                .any(|e| e == "VkPhysicalDeviceFeatures2" || e == "VkDeviceCreateInfo")
        {
            continue;
        }
        let skip = |reason: String| Skipped {
            name: name.to_string(),
            reason,
        };
        if members.len() < 2 || members[0].1 != "sType" || members[1].1 != "pNext" {
            skipped.push(skip("does not start with sType, pNext".into()));
            continue;
        }
        let body = &members[2..];
        if let Some((t, n, _)) = body.iter().find(|(t, _, arr)| t != "VkBool32" || *arr) {
            // Not a feature structure (e.g. VkDeviceGroupDeviceCreateInfo); only note the
            // ones that also extend VkPhysicalDeviceFeatures2.
            if extends.split(',').any(|e| e == "VkPhysicalDeviceFeatures2") {
                skipped.push(skip(format!("member {n} is {t}, not VkBool32")));
            }
            continue;
        }
        if body.is_empty() {
            skipped.push(skip("no VkBool32 members".into()));
            continue;
        }
        let s_type_name = ty
            .children()
            .filter(|c| c.has_tag_name("member"))
            .find_map(|m| m.attribute("values"))
            .ok_or_else(|| anyhow!("{name}: no sType values"))?
            .to_string();
        let Some(req) = required_by.get(name) else {
            skipped.push(skip(
                "required by no enabled Vulkan feature or extension".into(),
            ));
            continue;
        };
        let s_type = *s_types
            .get(&s_type_name)
            .ok_or_else(|| anyhow!("{name}: sType {s_type_name} has no value"))?;
        if !seen.insert(s_type) {
            bail!("{name}: duplicate sType {s_type}");
        }
        feature_structs.push(FeatureStruct {
            name: name.to_string(),
            s_type,
            members: body.iter().map(|(_, n, _)| n.clone()).collect(),
            required_by: req.clone(),
        });
    }
    if core_features.is_empty() {
        bail!("VkPhysicalDeviceFeatures not found");
    }
    feature_structs.sort_by_key(|f| f.s_type);
    skipped.sort_by(|a, b| a.name.cmp(&b.name));
    Ok(Registry {
        version,
        core_features,
        features: feature_structs,
        skipped,
        extensions,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    const XML: &str = r#"<registry>
<types>
  <type category="define">#define <name>VK_HEADER_VERSION</name> 7</type>
  <type category="define">#define <name>VK_HEADER_VERSION_COMPLETE</name> <type>VK_MAKE_API_VERSION</type>(0, 1, 3, VK_HEADER_VERSION)</type>
  <type category="struct" name="VkPhysicalDeviceFeatures">
    <member><type>VkBool32</type> <name>robustBufferAccess</name></member>
  </type>
  <type category="struct" name="VkPhysicalDeviceFooFeaturesEXT" structextends="VkPhysicalDeviceFeatures2,VkDeviceCreateInfo">
    <member values="VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_FOO_FEATURES_EXT"><type>VkStructureType</type> <name>sType</name></member>
    <member optional="true"><type>void</type>* <name>pNext</name></member>
    <member><type>VkBool32</type> <name>foo</name></member>
    <member><type>VkBool32</type> <name>fooBar</name></member>
  </type>
  <type category="struct" name="VkPhysicalDeviceFooFeaturesKHR" alias="VkPhysicalDeviceFooFeaturesEXT"/>
  <type category="struct" name="VkPhysicalDeviceBadFeaturesEXT" structextends="VkPhysicalDeviceFeatures2">
    <member values="VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_BAD_FEATURES_EXT"><type>VkStructureType</type> <name>sType</name></member>
    <member optional="true"><type>void</type>* <name>pNext</name></member>
    <member><type>uint32_t</type> <name>count</name></member>
  </type>
</types>
<enums name="VkStructureType" type="enum">
  <enum value="0" name="VK_STRUCTURE_TYPE_APPLICATION_INFO"/>
</enums>
<extensions>
  <extension name="VK_EXT_foo" number="12" type="device" requires="VK_KHR_bar" requiresCore="1.1" supported="vulkan" promotedto="VK_VERSION_1_3">
    <require>
      <enum offset="5" extends="VkStructureType" name="VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_FOO_FEATURES_EXT"/>
      <type name="VkPhysicalDeviceFooFeaturesEXT"/>
    </require>
  </extension>
  <extension name="VK_EXT_off" number="13" type="device" supported="disabled"/>
</extensions>
</registry>"#;

    #[test]
    fn parses_structs_stypes_and_extensions() {
        let reg = parse(XML).unwrap();
        assert_eq!(reg.version, "1.3.7");
        assert_eq!(reg.core_features, ["robustBufferAccess"]);
        assert_eq!(reg.features.len(), 1);
        let f = &reg.features[0];
        assert_eq!(f.name, "VkPhysicalDeviceFooFeaturesEXT");
        assert_eq!(f.s_type, 1_000_011_005);
        assert_eq!(f.members, ["foo", "fooBar"]);
        assert_eq!(f.required_by, ["VK_EXT_foo"]);
        assert_eq!(reg.skipped.len(), 1);
        assert!(reg.skipped[0].reason.contains("uint32_t"));
        assert_eq!(reg.extensions.len(), 1, "disabled extensions are left out");
        let e = &reg.extensions[0];
        assert_eq!(e.requires, ["VK_KHR_bar"]);
        assert_eq!(e.requires_core, (1, 1));
        assert_eq!(e.promoted_to.as_deref(), Some("VK_VERSION_1_3"));
    }
}
