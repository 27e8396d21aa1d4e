import CWayland
import Glibc

/// A growable shared-memory file (sealed memfd) mapped into this process: the
/// storage a wl_shm pool hands to the compositor.
final class SharedMemory {
    let fd: Int32
    private(set) var size: Int
    private(set) var base: UnsafeMutableRawPointer
    init(size: Int, name: String = "wayland-app-buffers") throws {
        let fd = cw_memfd_create_growable(name)
        guard fd >= 0 else { throw PlatformError.system(call: "memfd_create", errno: errno) }
        guard ftruncate(fd, off_t(size)) == 0 else {
            let code = errno
            close(fd)
            throw PlatformError.system(call: "ftruncate", errno: code)
        }
        guard let base = mmap(nil, size, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0),
              base != MAP_FAILED else {
            let code = errno
            close(fd)
            throw PlatformError.system(call: "mmap", errno: code)
        }
        self.fd = fd
        self.size = size
        self.base = base
    }

    deinit {
        munmap(base, size)
        close(fd)
    }

    /// Grows the file and the mapping to `newSize`; the base address may change.
    func grow(to newSize: Int) throws {
        guard newSize > size else { return }
        guard ftruncate(fd, off_t(newSize)) == 0 else { throw PlatformError.system(call: "ftruncate", errno: errno) }
        guard let newBase = mmap(nil, newSize, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0),
              newBase != MAP_FAILED else {
            throw PlatformError.system(call: "mmap", errno: errno)
        }
        munmap(base, size)
        base = newBase
        size = newSize
    }
}
