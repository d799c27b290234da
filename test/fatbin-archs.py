#!/usr/bin/env python3
"""Prints the architectures (sm_NN, one a line) of the device code images in
an executable's .nv_fatbin section, for tests on machines without cuobjdump.

A fatbinary is a 16-byte header (magic 0xBA55ED50, version, header size,
size of what follows) and entries, each with its own header: kind (2: ELF
cubin, 1: PTX) at 0, header size at 4, payload size at 8, architecture at 28.
"""
import struct
import sys

FATBIN_MAGIC = 0xBA55ED50


def nv_fatbin_section(data):
    if data[:4] != b"\x7fELF" or data[4] != 2:
        sys.exit("fatbin-archs: not a 64-bit ELF file")
    shoff, = struct.unpack_from("<Q", data, 0x28)
    shentsize, shnum, shstrndx = struct.unpack_from("<HHH", data, 0x3A)
    def section(i):
        name, _, _, _, off, size = struct.unpack_from("<IIQQQQ", data,
                                                      shoff + i * shentsize)
        return name, off, size
    _, stroff, _ = section(shstrndx)
    for i in range(shnum):
        name, off, size = section(i)
        end = data.index(b"\0", stroff + name)
        if data[stroff + name:end] == b".nv_fatbin":
            return data[off:off + size]
    return b""


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: fatbin-archs.py EXECUTABLE")
    fatbins = nv_fatbin_section(open(sys.argv[1], "rb").read())
    pos = 0
    while pos + 16 <= len(fatbins):
        magic, _, header, size = struct.unpack_from("<IHHQ", fatbins, pos)
        if magic != FATBIN_MAGIC:
            pos += 8 # fatbinaries are 8-byte aligned in the section
            continue
        entry, end = pos + header, pos + header + size
        while entry < end:
            kind, _, entry_header, payload = struct.unpack_from("<HHIQ", fatbins,
                                                                entry)
            arch, = struct.unpack_from("<I", fatbins, entry + 28)
            if kind == 2:
                print(f"sm_{arch}")
            entry += entry_header + payload
        pos = end


if __name__ == "__main__":
    main()
