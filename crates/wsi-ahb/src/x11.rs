//! Showing images in an X11 window: through MIT-SHM when the image's pages can be handed to the
//! X server as a file descriptor (no copy on the client side), otherwise with `PutImage`
//! requests that carry the pixels.
//!
//! [`Window`] borrows the application's own connection (an `xcb_connection_t*`, or the one
//! behind an Xlib `Display*`); libxcb is thread-safe, so the present thread of a
//! [`crate::Swapchain`] uses it beside the application. Requests are sent checked, so their
//! errors come back here and never land in the application's event queue.

use std::ffi::c_void;
use std::os::fd::OwnedFd;

use x11rb::connection::{Connection, RequestConnection};
use x11rb::protocol::shm::ConnectionExt as _;
use x11rb::protocol::xproto::{ConnectionExt as _, CreateGCAux, ImageFormat};
use x11rb::xcb_ffi::XCBConnection;

/// What went wrong talking to the X server.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    /// The connection pointer could not be used (or libxcb could not be loaded).
    #[error("cannot use the X connection: {0}")]
    Connect(String),
    /// A request failed or the connection broke.
    #[error("X request failed: {0}")]
    Request(String),
    /// The window is gone (closed or destroyed by its owner): the X server answered a
    /// request on it with `BadWindow` or `BadDrawable`.
    #[error("the window no longer exists")]
    Gone,
}

/// [`Error::Gone`] for an error reply that says the window does not exist, else as [`req`].
fn on_window(e: x11rb::errors::ReplyError) -> Error {
    use x11rb::protocol::ErrorKind;
    match &e {
        x11rb::errors::ReplyError::X11Error(x)
            if matches!(x.error_kind, ErrorKind::Window | ErrorKind::Drawable) =>
        {
            Error::Gone
        }
        _ => req(e),
    }
}

fn req<E: std::fmt::Display>(e: E) -> Error {
    Error::Request(e.to_string())
}

/// An X11 window to show images in.
pub struct Window {
    conn: XCBConnection,
    window: u32,
    gc: u32,
    depth: u8,
    /// The server takes shared memory by file descriptor (MIT-SHM 1.2).
    shm_fd: bool,
}

impl std::fmt::Debug for Window {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Window")
            .field("window", &self.window)
            .field("depth", &self.depth)
            .field("shm_fd", &self.shm_fd)
            .finish()
    }
}

/// A shared-memory segment the X server has attached.
#[derive(Debug)]
pub struct Segment(u32);

/// The size and depth of a window.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Geometry {
    /// Width in pixels.
    pub width: u32,
    /// Height in pixels.
    pub height: u32,
    /// Bits per pixel of the window's visual (24 or 32 for the formats offered).
    pub depth: u8,
}

/// `XGetXCBConnection` from `libX11-xcb.so.1`, loaded when an Xlib display is first used.
fn xlib_to_xcb(display: *mut c_void) -> Result<*mut c_void, Error> {
    type GetXcb = unsafe extern "C" fn(*mut c_void) -> *mut c_void;
    static LIB: std::sync::OnceLock<Result<libloading::Library, String>> =
        std::sync::OnceLock::new();
    let lib = LIB
        .get_or_init(|| {
            // SAFETY: libX11-xcb has no initialisers with preconditions.
            unsafe { libloading::Library::new("libX11-xcb.so.1") }.map_err(|e| e.to_string())
        })
        .as_ref()
        .map_err(|e| Error::Connect(format!("libX11-xcb.so.1: {e}")))?;
    // SAFETY: the symbol has this signature (Xlib-xcb.h).
    let f = unsafe { lib.get::<GetXcb>(b"XGetXCBConnection\0") }
        .map_err(|e| Error::Connect(e.to_string()))?;
    // SAFETY: caller of `Window::from_xlib`: a live display.
    let c = unsafe { f(display) };
    if c.is_null() {
        return Err(Error::Connect("XGetXCBConnection returned NULL".into()));
    }
    Ok(c)
}

impl Window {
    /// A window on the application's xcb connection.
    ///
    /// # Safety
    /// `connection` is a live `xcb_connection_t*` that outlives the returned value.
    pub unsafe fn from_xcb(connection: *mut c_void, window: u32) -> Result<Self, Error> {
        if connection.is_null() {
            return Err(Error::Connect("NULL connection".into()));
        }
        // SAFETY: caller; `false`: the application keeps ownership.
        let conn = unsafe { XCBConnection::from_raw_xcb_connection(connection, false) }
            .map_err(|e| Error::Connect(e.to_string()))?;
        Self::on(conn, window)
    }

    /// The window `window` of `conn`: its depth, a graphics context, whether MIT-SHM 1.2 is
    /// there.
    fn on(conn: XCBConnection, window: u32) -> Result<Self, Error> {
        let g = conn
            .get_geometry(window)
            .map_err(req)?
            .reply()
            .map_err(req)?;
        let gc = conn.generate_id().map_err(req)?;
        conn.create_gc(gc, window, &CreateGCAux::new().graphics_exposures(0))
            .map_err(req)?
            .check()
            .map_err(req)?;
        let shm_fd = conn
            .extension_information(x11rb::protocol::shm::X11_EXTENSION_NAME)
            .ok()
            .flatten()
            .is_some()
            && conn
                .shm_query_version()
                .ok()
                .and_then(|c| c.reply().ok())
                .is_some_and(|v| (v.major_version, v.minor_version) >= (1, 2));
        Ok(Self {
            conn,
            window,
            gc,
            depth: g.depth,
            shm_fd,
        })
    }

    /// A window on a connection of this process's own to the display named `display` (`None`:
    /// the `DISPLAY` variable), for a process that shows images in a window another process
    /// made (vkrelay's renderer). The connection is closed with the window.
    pub fn connect(display: Option<&str>, window: u32) -> Result<Self, Error> {
        let name = display.map(std::ffi::CString::new).transpose();
        let name = name.map_err(|_| Error::Connect("a display name with a NUL".into()))?;
        let (conn, _screen) =
            XCBConnection::connect(name.as_deref()).map_err(|e| Error::Connect(e.to_string()))?;
        Self::on(conn, window)
    }

    /// A window on an Xlib display's connection.
    ///
    /// # Safety
    /// `display` is a live `Display*` that outlives the returned value.
    pub unsafe fn from_xlib(display: *mut c_void, window: u64) -> Result<Self, Error> {
        if display.is_null() {
            return Err(Error::Connect("NULL display".into()));
        }
        let c = xlib_to_xcb(display)?;
        let window = u32::try_from(window).map_err(|_| Error::Connect("bad window id".into()))?;
        // SAFETY: the display's connection lives as long as the display (caller).
        unsafe { Self::from_xcb(c, window) }
    }

    /// The window's current size and depth (a round trip: every request sent before it has
    /// been processed when it returns).
    pub fn geometry(&self) -> Result<Geometry, Error> {
        let g = self
            .conn
            .get_geometry(self.window)
            .map_err(req)?
            .reply()
            .map_err(on_window)?;
        Ok(Geometry {
            width: u32::from(g.width),
            height: u32::from(g.height),
            depth: g.depth,
        })
    }

    /// Whether [`Window::attach`] can work.
    pub fn has_shm(&self) -> bool {
        self.shm_fd
    }

    /// Hands the pages of `fd` to the X server (MIT-SHM `AttachFd`, read-only).
    pub fn attach(&self, fd: OwnedFd) -> Result<Segment, Error> {
        if !self.shm_fd {
            return Err(Error::Request("the server has no MIT-SHM 1.2".into()));
        }
        let seg = self.conn.generate_id().map_err(req)?;
        self.conn
            .shm_attach_fd(seg, fd, true)
            .map_err(req)?
            .check()
            .map_err(req)?;
        Ok(Segment(seg))
    }

    /// Detaches a segment.
    pub fn detach(&self, segment: Segment) {
        if let Ok(c) = self.conn.shm_detach(segment.0) {
            c.ignore_error();
        }
        let _ = self.conn.flush();
    }

    /// Shows `width`×`height` 32-bit pixels that start at byte `offset` of `segment`, rows
    /// `stride` bytes apart, at the window's top-left corner. Returns once sent; use
    /// [`Window::geometry`] to know the server has read them.
    pub fn show_shm(
        &self,
        segment: &Segment,
        offset: u64,
        stride: u32,
        width: u32,
        height: u32,
    ) -> Result<(), Error> {
        let total_width = u16::try_from(stride / 4).map_err(req)?;
        let w = u16::try_from(width).map_err(req)?;
        let h = u16::try_from(height).map_err(req)?;
        let offset = u32::try_from(offset).map_err(req)?;
        self.conn
            .shm_put_image(
                self.window,
                self.gc,
                total_width,
                h,
                0,
                0,
                w,
                h,
                0,
                0,
                self.depth,
                ImageFormat::Z_PIXMAP.into(),
                false,
                segment.0,
                offset,
            )
            .map_err(req)?
            .ignore_error();
        self.conn.flush().map_err(req)
    }

    /// Shows `width`×`height` 32-bit pixels from `pixels`, rows `stride` bytes apart, with
    /// `PutImage` requests (as many rows per request as the server takes). Returns how many
    /// times this process copied the pixels: once into the requests (written to the
    /// connection), once more when rows with padding between them are packed first.
    pub fn show(
        &self,
        pixels: &[u8],
        stride: usize,
        width: u32,
        height: u32,
    ) -> Result<u32, Error> {
        let row = width as usize * 4;
        if stride < row || pixels.len() < stride * (height as usize).saturating_sub(1) + row {
            return Err(Error::Request("pixel data shorter than the image".into()));
        }
        let w = u16::try_from(width).map_err(req)?;
        // Room for the pixels of one request, less its header.
        let max = self
            .conn
            .maximum_request_bytes()
            .saturating_sub(64)
            .max(row);
        let band = (max / row).max(1);
        let mut data = Vec::new();
        let mut y = 0usize;
        while y < height as usize {
            let n = band.min(height as usize - y);
            let bytes: &[u8] = if stride == row {
                &pixels[y * row..(y + n) * row]
            } else {
                data.clear();
                for r in y..y + n {
                    data.extend_from_slice(&pixels[r * stride..r * stride + row]);
                }
                &data
            };
            self.conn
                .put_image(
                    ImageFormat::Z_PIXMAP,
                    self.window,
                    self.gc,
                    w,
                    u16::try_from(n).map_err(req)?,
                    0,
                    i16::try_from(y).map_err(req)?,
                    0,
                    self.depth,
                    bytes,
                )
                .map_err(req)?
                .ignore_error();
            y += n;
        }
        self.conn.flush().map_err(req)?;
        Ok(if stride == row { 1 } else { 2 })
    }
}

impl Drop for Window {
    /// Waits for the server to have handled every request sent (one round trip): on a
    /// connection of the window's own ([`Window::connect`]), the application's next request
    /// on its connection (destroying the window once its swapchain is gone) would otherwise
    /// race the last frame's pixels.
    fn drop(&mut self) {
        if let Ok(c) = self.conn.free_gc(self.gc) {
            c.ignore_error();
        }
        if let Ok(c) = self.conn.get_input_focus() {
            let _ = c.reply();
        }
    }
}
