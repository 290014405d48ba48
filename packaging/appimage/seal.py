#!/usr/bin/env python3
"""Joins the runtime and the squashfs into a type-2 AppImage.

The type-2 magic AI\\x02 goes at offset 8 of the ELF header (the padding of e_ident, which loaders
ignore); the runtime's .judgedesk_digest section gets the CRC-32 and size of the squashfs, which the
runtime checks before it runs anything from the image. The image is written next to its final name
and renamed into place, so that an interrupted build never leaves a half image under that name.
"""
import os
import struct
import sys
import zlib

DIGEST_SIZE = 64


def section_offset(elf: bytes, wanted: str) -> tuple[int, int]:
    """The file offset and size of the section named `wanted`."""
    if elf[:4] != b"\x7fELF" or elf[4] != 2:
        sys.exit("seal.py: the runtime is not a 64-bit ELF")
    shoff, = struct.unpack_from("<Q", elf, 0x28)
    shentsize, shnum, shstrndx = struct.unpack_from("<HHH", elf, 0x3A)
    names_offset, = struct.unpack_from("<Q", elf, shoff + shstrndx * shentsize + 0x18)
    for index in range(shnum):
        header = shoff + index * shentsize
        name_at, = struct.unpack_from("<I", elf, header)
        offset, size = struct.unpack_from("<QQ", elf, header + 0x18)
        end = elf.index(b"\0", names_offset + name_at)
        if elf[names_offset + name_at:end].decode() == wanted:
            return offset, size
    sys.exit(f"seal.py: the runtime has no {wanted} section")


def elf_end(elf: bytes) -> int:
    """Where the runtime looks for the squashfs: past the section headers and every section's bytes."""
    shoff, = struct.unpack_from("<Q", elf, 0x28)
    shentsize, shnum = struct.unpack_from("<HH", elf, 0x3A)
    end = shoff + shentsize * shnum
    for index in range(shnum):
        header = shoff + index * shentsize
        kind, = struct.unpack_from("<I", elf, header + 4)
        offset, size = struct.unpack_from("<QQ", elf, header + 0x18)
        if kind != 8:  # SHT_NOBITS
            end = max(end, offset + size)
    return end


def main() -> None:
    if len(sys.argv) != 4:
        sys.exit("usage: seal.py RUNTIME SQUASHFS OUTPUT")
    runtime_path, squashfs_path, output = sys.argv[1:]
    with open(runtime_path, "rb") as runtime_file:
        runtime = bytearray(runtime_file.read())
    with open(squashfs_path, "rb") as squashfs_file:
        squashfs = squashfs_file.read()
    if squashfs[:4] != b"hsqs":
        sys.exit(f"seal.py: {squashfs_path} is not a squashfs")

    if elf_end(runtime) != len(runtime):
        sys.exit(f"seal.py: the runtime's ELF ends at {elf_end(runtime)} but the file has {len(runtime)} bytes")
    runtime[8:11] = b"AI\x02"
    offset, size = section_offset(runtime, ".judgedesk_digest")
    if size != DIGEST_SIZE:
        sys.exit(f"seal.py: .judgedesk_digest has {size} bytes, not {DIGEST_SIZE}")
    digest = f"judgedesk-squashfs crc32={zlib.crc32(squashfs):08x} size={len(squashfs)}\n".encode()
    runtime[offset:offset + DIGEST_SIZE] = digest.ljust(DIGEST_SIZE, b"\0")

    partial = output + ".partial"
    with open(partial, "wb") as image:
        image.write(runtime)
        image.write(squashfs)
    os.chmod(partial, 0o755)
    os.replace(partial, output)


if __name__ == "__main__":
    main()
