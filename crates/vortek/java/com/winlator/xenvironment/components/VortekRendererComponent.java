package com.winlator.xenvironment.components;

import androidx.annotation.Keep;
import sun.misc.Unsafe;

import java.io.IOException;
import java.io.InputStream;
import java.net.StandardProtocolFamily;
import java.net.UnixDomainSocketAddress;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.channels.SelectionKey;
import java.nio.channels.Selector;
import java.nio.channels.ServerSocketChannel;
import java.nio.channels.SocketChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.lang.reflect.Field;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A stand-in for Winlator's component of the same name, for testing libvortekrenderer.so on
 * a desktop JVM: the same package, class, natives, Options fields and callbacks, and a
 * request loop on ONE thread that reads each connection 8 bytes at a time as Winlator's does.
 * Written for vkrelay from the interface's description; no Winlator code.
 *
 * <p>Usage: {@code java -Djava.library.path=DIR --add-exports java.base/sun.nio.ch=ALL-UNNAMED
 * -cp CLASSES com.winlator.xenvironment.components.VortekRendererComponent SOCKET [LIBVULKAN]}.
 * It prints {@code LISTENING} once the socket is bound, and the call counts when standard
 * input closes (or on SIGTERM).
 */
public class VortekRendererComponent {
    private static final int REQUEST_CODE_CREATE_CONTEXT = 1;
    private static final int REQUEST_CODE_SEND_EXTRA_DATA = 2;
    public static final short IMAGE_CACHE_SIZE = 256;
    public static final int VK_MAX_VERSION = vkMakeVersion(1, 3, 128);

    static {
        System.loadLibrary("vortekrenderer");
    }

    public static int vkMakeVersion(int major, int minor, int patch) {
        return (major << 22) | (minor << 12) | patch;
    }

    public static class Options {
        public int vkMaxVersion = VK_MAX_VERSION;
        public short maxDeviceMemory = 0;
        public short imageCacheSize = IMAGE_CACHE_SIZE;
        public byte resourceMemoryType = 0;
        public String[] exposedDeviceExtensions = null;
        public String libvulkanPath = null;
    }

    private final Options options;
    final AtomicInteger creates = new AtomicInteger();
    final AtomicInteger createFailures = new AtomicInteger();
    final AtomicInteger destroys = new AtomicInteger();
    final AtomicInteger extraData = new AtomicInteger();
    final AtomicInteger extraDataFailures = new AtomicInteger();
    final AtomicInteger ignored = new AtomicInteger();
    private final AtomicBoolean printed = new AtomicBoolean();

    public VortekRendererComponent(String nativeLibraryDir, Options options) {
        this.options = options;
        initVulkanWrapper(nativeLibraryDir, options.libvulkanPath);
    }

    /*
     * The window callbacks. Winlator's X server keeps each window's pixels in an
     * AHardwareBuffer; on a desktop JVM a window's "hardware buffer" is the address of its
     * pixels in native memory instead (width * height * 4 bytes, page-aligned), which the
     * library imports as host memory. Every window has the size the environment variable
     * VORTEK_TEST_WINDOW_SIZE says (WxH, or the path of a file that says it, read at each
     * call; none or 0x0: no window); VORTEK_TEST_WINDOW_BUFFER=none hands out no buffer.
     * Each updateWindowContent prints
     * "SHOW window=ID n=N bgra=B center=XXXXXXXX corner=XXXXXXXX" with the bytes of the
     * centre and the bottom-right pixel in memory order. With VORTEK_TEST_SHOW_GATE=PATH the
     * first one waits until the file PATH exists (a host slow to show a window), at most 20 s,
     * and prints "GATE open" or "GATE timed out" first.
     */

    private static final Unsafe UNSAFE = unsafe();

    private static Unsafe unsafe() {
        try {
            Field f = Unsafe.class.getDeclaredField("theUnsafe");
            f.setAccessible(true);
            return (Unsafe) f.get(null);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException(e);
        }
    }

    /** A window's pixels: their page-aligned address and the byte order asked for. */
    private static final class Pixels {
        final long address;
        final boolean bgra;

        Pixels(long address, boolean bgra) {
            this.address = address;
            this.bgra = bgra;
        }
    }

    private final Map<Integer, Pixels> windowPixels = new HashMap<>();
    final AtomicInteger shows = new AtomicInteger();

    private static int[] windowSize() {
        String size = System.getenv("VORTEK_TEST_WINDOW_SIZE");
        if (size == null || size.isEmpty()) return new int[] {0, 0};
        try {
            if (size.startsWith("/")) size = Files.readString(Path.of(size)).trim();
            String[] wh = size.split("x");
            return new int[] {Integer.parseInt(wh[0]), Integer.parseInt(wh[1])};
        } catch (IOException | RuntimeException e) {
            return new int[] {0, 0};
        }
    }

    @Keep
    private int getWindowWidth(int windowId) {
        return windowSize()[0];
    }

    @Keep
    private int getWindowHeight(int windowId) {
        return windowSize()[1];
    }

    @Keep
    private synchronized long getWindowHardwareBuffer(int windowId, boolean useHALPixelFormatBGRA8888) {
        int[] size = windowSize();
        if (size[0] <= 0 || size[1] <= 0 || "none".equals(System.getenv("VORTEK_TEST_WINDOW_BUFFER"))) {
            return 0;
        }
        Pixels p = windowPixels.get(windowId);
        if (p == null || p.bgra != useHALPixelFormatBGRA8888) {
            long bytes = ((long) size[0] * size[1] * 4 + 4095) & ~4095L;
            long base = UNSAFE.allocateMemory(bytes + 4096);
            UNSAFE.setMemory(base, bytes + 4096, (byte) 0);
            p = new Pixels((base + 4095) & ~4095L, useHALPixelFormatBGRA8888);
            windowPixels.put(windowId, p);
        }
        return p.address;
    }

    @Keep
    private synchronized void updateWindowContent(int windowId) {
        int n = shows.incrementAndGet();
        String gate = System.getenv("VORTEK_TEST_SHOW_GATE");
        if (n == 1 && gate != null) {
            long end = System.nanoTime() + 20_000_000_000L;
            boolean open;
            while (!(open = Files.exists(Path.of(gate))) && System.nanoTime() < end) {
                try {
                    Thread.sleep(10);
                } catch (InterruptedException e) {
                    break;
                }
            }
            System.out.println(open ? "GATE open" : "GATE timed out");
            System.out.flush();
        }
        Pixels p = windowPixels.get(windowId);
        int[] size = windowSize();
        if (p == null || size[0] <= 0 || size[1] <= 0) {
            System.out.println("SHOW window=" + windowId + " n=" + n + " nothing");
            System.out.flush();
            return;
        }
        long center = p.address + ((long) (size[1] / 2) * size[0] + size[0] / 2) * 4;
        long corner = p.address + ((long) size[1] * size[0] - 1) * 4;
        System.out.println("SHOW window=" + windowId + " n=" + n + " bgra=" + p.bgra
                + " center=" + bytes(center) + " corner=" + bytes(corner));
        System.out.flush();
    }

    /** The 4 bytes at {@code address}, in memory order, as hex. */
    private static String bytes(long address) {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < 4; i++) {
            b.append(String.format("%02x", UNSAFE.getByte(address + i) & 0xff));
        }
        return b.toString();
    }

    /** One connection: its 8-byte header buffer and its context (0: none). */
    private static final class Client {
        final SocketChannel channel;
        final int fd;
        final ByteBuffer header = ByteBuffer.allocate(8).order(ByteOrder.LITTLE_ENDIAN);
        long contextPtr;

        Client(SocketChannel channel) {
            this.channel = channel;
            this.fd = ((sun.nio.ch.SelChImpl) channel).getFDVal();
        }
    }

    void printCounts() {
        if (printed.compareAndSet(false, true)) {
            System.out.println("COUNTS createVkContext=" + creates.get()
                    + " createFailed=" + createFailures.get()
                    + " destroyVkContext=" + destroys.get()
                    + " handleExtraDataRequest=" + extraData.get()
                    + " extraDataFailed=" + extraDataFailures.get()
                    + " ignored=" + ignored.get());
            System.out.flush();
        }
    }

    /** Closes a connection, destroying its context first (Winlator's shutdown handler). */
    private void shutdown(SelectionKey key, Client client) {
        key.cancel();
        if (client.contextPtr != 0) {
            destroyVkContext(client.contextPtr);
            destroys.incrementAndGet();
            client.contextPtr = 0;
        }
        try {
            client.channel.close();
        } catch (IOException e) {
            // Closing a socket that is gone: nothing to do.
        }
    }

    /** Reads at most what the header still lacks; handles a complete header. */
    private void readable(SelectionKey key, Client client) throws IOException {
        int n = client.channel.read(client.header);
        if (n < 0) {
            shutdown(key, client);
            return;
        }
        if (client.header.hasRemaining()) return;
        client.header.flip();
        int requestCode = client.header.getInt();
        int requestLength = client.header.getInt();
        client.header.clear();
        if (requestCode == REQUEST_CODE_CREATE_CONTEXT && client.contextPtr == 0) {
            long contextPtr = createVkContext(client.fd, options);
            creates.incrementAndGet();
            if (contextPtr > 0) {
                client.contextPtr = contextPtr;
            } else {
                createFailures.incrementAndGet();
                shutdown(key, client);
            }
        } else if (requestCode > Short.MAX_VALUE && (requestCode >> 16) == REQUEST_CODE_SEND_EXTRA_DATA) {
            extraData.incrementAndGet();
            boolean success = client.contextPtr != 0
                    && handleExtraDataRequest(client.contextPtr, requestCode & 0xffff, requestLength);
            if (!success) {
                extraDataFailures.incrementAndGet();
                shutdown(key, client);
            }
        } else {
            ignored.incrementAndGet();
        }
    }

    /**
     * The request loop, on this one thread, until {@code stop} is set and every connection has
     * closed (or 30 s after {@code stop}), so the counts include every hang-up.
     */
    void serve(Path socketPath, AtomicBoolean stop, Selector selector) throws IOException {
        Files.deleteIfExists(socketPath);
        ServerSocketChannel server = ServerSocketChannel.open(StandardProtocolFamily.UNIX);
        server.bind(UnixDomainSocketAddress.of(socketPath));
        server.configureBlocking(false);
        server.register(selector, SelectionKey.OP_ACCEPT);
        System.out.println("LISTENING " + socketPath);
        System.out.flush();
        long deadline = 0;
        while (true) {
            if (stop.get()) {
                if (deadline == 0) deadline = System.nanoTime() + 30_000_000_000L;
                // The server's key is the one left once every connection closed.
                if (selector.keys().size() <= 1 || System.nanoTime() > deadline) break;
            }
            selector.select(100);
            for (SelectionKey key : selector.selectedKeys()) {
                if (!key.isValid()) continue;
                if (key.isAcceptable()) {
                    SocketChannel channel = server.accept();
                    if (channel == null) continue;
                    channel.configureBlocking(false);
                    channel.register(selector, SelectionKey.OP_READ, new Client(channel));
                } else if (key.isReadable()) {
                    Client client = (Client) key.attachment();
                    try {
                        readable(key, client);
                    } catch (IOException e) {
                        shutdown(key, client);
                    }
                }
            }
            selector.selectedKeys().clear();
        }
        server.close();
        Files.deleteIfExists(socketPath);
    }

    public static void main(String[] args) throws Exception {
        if (args.length < 1) {
            System.err.println("usage: VortekRendererComponent SOCKET [LIBVULKAN]");
            System.exit(2);
        }
        Options options = new Options();
        if (args.length > 1 && !args[1].isEmpty()) options.libvulkanPath = args[1];
        String max = System.getProperty("vortek.vkMaxVersion");
        if (max != null) {
            String[] parts = max.split("\\.");
            options.vkMaxVersion = vkMakeVersion(Integer.parseInt(parts[0]), Integer.parseInt(parts[1]), 128);
        }
        VortekRendererComponent component =
                new VortekRendererComponent(System.getProperty("java.library.path"), options);
        AtomicBoolean stop = new AtomicBoolean();
        Selector selector = Selector.open();
        Runtime.getRuntime().addShutdownHook(new Thread(component::printCounts));
        Thread stdin = new Thread(() -> {
            InputStream in = System.in;
            try {
                while (in.read() >= 0) {
                    // Anything written is ignored; end of input stops the loop.
                }
            } catch (IOException e) {
                // Treated as end of input.
            }
            stop.set(true);
            selector.wakeup();
        });
        stdin.setDaemon(true);
        stdin.start();
        component.serve(Path.of(args[0]), stop, selector);
        component.printCounts();
        System.exit(0);
    }

    private native long createVkContext(int clientFd, Options options);

    private native void destroyVkContext(long contextPtr);

    private native void initVulkanWrapper(String nativeLibraryDir, String libvulkanPath);

    private native boolean handleExtraDataRequest(long contextPtr, int requestCode, int requestLength);
}
