#!/usr/bin/env python3
"""Random device-launch IR through DPOpt's passes, under -verify-each.

Each seed makes one NVPTX module with a dozen parent kernels. Their launches
follow the shapes clang emits (V1 and V2 API, CDP2, CDP1 and wrapper names,
null checks, -O0 locals, loops, device functions) with random mutations: an
operand of another type or missing, no byval, buffers from elsewhere, odd
kernels, odd sizes, invokes, bundles, prototypes other than the runtime's.
With llvm-stress, children and parents also get random bodies. Every module
goes through each pass; any crash or verifier error is a failure, and the
module is kept (--keep DIR) to reproduce it.

  scripts/fuzz-launch-ir.py --opt "opt -load-pass-plugin=build/lib/libDPOpt.so -verify-each" --seeds 1-200
"""

import argparse
import os
import random
import shlex
import subprocess
import sys

PASSES = [
    "dpopt",
    "dpopt-normalize",
    "dpopt-threshold",
    "dpopt-coarsen",
    "dpopt-aggregate",
    "dpopt-inline-launchers",
    "dpopt-created-streams",
    "print<dpopt-launches>",
    "dpopt-threshold,dpopt-coarsen,dpopt-aggregate",
    "dpopt,dpopt",
    "dpopt-warp-atomics",
    "dpopt,dpopt-warp-atomics,dpopt-warp-atomics",
    "dpopt,dpopt-atomic-reductions,dpopt-shared-alignment",
    "dpopt,dpopt-sink-staging-stores",
    "dpopt,dpopt-inline-block-hooks",
    "default<O2>",
]
EXTRA = [
    [],
    ["-dpopt-agg-granularity=warp", "-dpopt-agg-defer=always"],
    ["-dpopt-threshold-runtime=false", "-dpopt-coarsen-runtime=false"],
    ["-dpopt-aggregation=false"],
    ["-dpopt-created-streams=false"],
]

# Stream create/destroy prototypes a module may declare (the first of each
# is the runtime's; the others are malformed): (return, parameter types).
STREAM_CREATE = [("i32", ["ptr", "i32"]), ("i32", ["ptr"]),
                 ("i64", ["ptr", "i64"]), ("void", ["ptr", "i32"])]
STREAM_DESTROY = [("i32", ["ptr"]), ("i32", ["ptr", "i32"]), ("void", ["ptr"]),
                  ("i32", ["i64"])]
# How a created stream is used besides its one launch.
STREAM_USES = ["plain", "plain", "init", "reset", "escape", "no_destroy",
               "second_destroy", "cdp1_names"]

DIM3 = "byval(%struct.dim3) align 4"

# name: (role, api, canonical operand kinds)
V1_BUF = ["__cudaCDP2GetParameterBuffer", "cudaGetParameterBuffer"]
V2_BUF = ["__cudaCDP2GetParameterBufferV2", "cudaGetParameterBufferV2"]
V1_LAUNCH = ["__cudaCDP2LaunchDevice", "__cudaCDP2LaunchDevice_ptsz",
             "cudaLaunchDevice", "cudaLaunchDevice_ptsz"]
V2_LAUNCH = ["__cudaCDP2LaunchDeviceV2", "__cudaCDP2LaunchDeviceV2_ptsz",
             "cudaLaunchDeviceV2", "cudaLaunchDeviceV2_ptsz"]
WRAP_V1_BUF = "_ZL22cudaGetParameterBuffermm"
WRAP_V1_LAUNCH = "_ZL16cudaLaunchDevicePvS_4dim3S0_jP11CUstream_st"
RET = {"buf": "ptr", "launch": "i32"}

CHILDREN = {
    # name: (params, body)
    "c_ptr": (["ptr %o"], """
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %p = getelementptr i32, ptr %o, i32 %t
  store i32 1, ptr %p
  ret void"""),
    "c_ptr_i32": (["ptr %o", "i32 %n"], """
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %m = mul i32 %c, %d
  %i = add i32 %m, %t
  %in = icmp ult i32 %i, %n
  br i1 %in, label %w, label %e
w:
  %p = getelementptr i32, ptr %o, i32 %i
  store i32 %n, ptr %p
  br label %e
e:
  ret void"""),
    "c_loop": (["ptr %o", "i64 %k", "double %x"], """
  br label %l
l:
  %i = phi i64 [ 0, %0 ], [ %j, %l ]
  %p = getelementptr double, ptr %o, i64 %i
  store double %x, ptr %p
  %j = add i64 %i, 1
  %c = icmp ult i64 %j, %k
  br i1 %c, label %l, label %e
e:
  ret void"""),
    "c_struct": (["ptr byval(%struct.pair) align 8 %s", "ptr %o"], """
  %v = load i64, ptr %s
  store i64 %v, ptr %o
  ret void"""),
    "c_barrier": (["ptr %o"], """
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %sh = getelementptr i32, ptr addrspace(3) @shared, i32 %t
  store i32 %t, ptr addrspace(3) %sh
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %v = load i32, ptr addrspace(3) @shared
  store i32 %v, ptr %o
  ret void"""),
    "c_ret": (["ptr %o"], """
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %z = icmp eq i32 %t, 0
  br i1 %z, label %a, label %b
a:
  ret void
b:
  store i32 %t, ptr %o
  ret void"""),
}
PARAM_LAYOUT = {  # child -> [(offset, type, value-kind)]
    "c_ptr": (8, [(0, "ptr", "ptr")]),
    "c_ptr_i32": (12, [(0, "ptr", "ptr"), (8, "i32", "n")]),
    "c_loop": (24, [(0, "ptr", "ptr"), (8, "i64", "i64"), (16, "double", "double")]),
    "c_struct": (24, [(0, "i64", "i64"), (8, "i64", "i64"), (16, "ptr", "ptr")]),
    "c_barrier": (8, [(0, "ptr", "ptr")]),
    "c_ret": (8, [(0, "ptr", "ptr")]),
    "c_nested": (48, [(0, "ptr", "ptr"), (8, "i32", "n"), (16, "ptr", "ptr"),
                      (24, "ptr", "ptr"), (32, "i64", "i64"), (40, "ptr", "ptr")]),
}
PARENT_PARAMS = "ptr %out, i32 %n, ptr %kp, ptr %st, i64 %sz, ptr %slot"
# Values of the parents' own types (others are replaced by constants).
VALUE_TYPES = {"%n": "i32", "%sz": "i64"}


def stable_rng(name):
    # str hashes differ between runs; the declaration and the calls of one
    # name must agree.
    return random.Random(sum(ord(c) * (i + 1) for i, c in enumerate(name)))


def coerce(ty, val):
    """\p val, or a constant of type \p ty where \p val has another type."""
    if ty.startswith("ptr"):
        if ty != "ptr" or val.lstrip("-").isdigit():
            return "null"
        return val
    if val.lstrip("-").isdigit():
        return val
    if VALUE_TYPES.get(val) == ty or (ty == "i32" and val.startswith("%d")):
        return val
    return "8"



class Module:
    def __init__(self, rng, stress):
        self.rng = rng
        self.stress = stress
        self.lines = []
        self.n = 0
        # Calls per name: operand type lists (the declaration follows the
        # module-wide mutation, or the canonical prototype).
        self.decl_override = {}
        self.used = set()
        self.stress_children = []
        self.needs_personality = False
        # Stream create/destroy declarations used: name -> (ret, params).
        self.stream_decls = {}

    def tmp(self, base):
        self.n += 1
        return f"%{base}{self.n}"

    def canonical(self, name):
        if name in V1_BUF or name == WRAP_V1_BUF:
            return "ptr", [("i64", "64", ""), ("i64", "SIZE", "")]
        if name in V2_BUF:
            return "ptr", [("ptr", "CHILD", ""), ("ptr", "GRID", "byval"),
                           ("ptr", "BLOCK", "byval"), ("i32", "SHMEM", "")]
        if name in V1_LAUNCH or name == WRAP_V1_LAUNCH:
            return "i32", [("ptr", "CHILD", ""), ("ptr", "BUF", ""),
                           ("ptr", "GRID", "byval"), ("ptr", "BLOCK", "byval"),
                           ("i32", "SHMEM", ""), ("ptr", "STREAM", "")]
        return "i32", [("ptr", "BUF", ""), ("ptr", "STREAM", "")]


def mutate_operands(rng, ret, ops, kind):
    """Returns (ret, ops) changed by mutation \\p kind."""
    ops = list(ops)
    dims = [i for i, o in enumerate(ops) if o[2] == "byval"]
    if kind == "scalar_dims" and dims:
        for i in dims:
            ops[i] = ("i32", "32", "")
    elif kind == "drop_operand" and ops:
        ops.pop()
    elif kind == "extra_operand":
        ops.append(("i32", "0", ""))
    elif kind == "no_byval" and dims:
        i = rng.choice(dims)
        ops[i] = (ops[i][0], ops[i][1], "")
    elif kind == "byval_type" and dims:
        i = rng.choice(dims)
        ops[i] = (ops[i][0], ops[i][1], "byval2")
    elif kind == "wide_ints":
        ops = [("i64", o[1], "") if o[0] == "i32" else o for o in ops]
    elif kind == "narrow_ints":
        ops = [("i32", o[1], "") if o[0] == "i64" else o for o in ops]
    elif kind == "ptr_as_int":
        ptrs = [i for i, o in enumerate(ops) if o[0] == "ptr" and not o[2]]
        if ptrs:
            i = rng.choice(ptrs)
            ops[i] = ("i64", "0", "")
    elif kind == "ret_void":
        ret = "void"
    elif kind == "ret_i64":
        ret = "i64" if ret == "i32" else "i32"
    elif kind == "global_ptr":
        ptrs = [i for i, o in enumerate(ops) if o[0] == "ptr" and not o[2]]
        if ptrs:
            i = rng.choice(ptrs)
            ops[i] = ("ptr addrspace(1)", "null", "")
    return ret, ops


CALL_MUTATIONS = ["scalar_dims", "drop_operand", "extra_operand", "no_byval",
                  "byval_type", "wide_ints", "narrow_ints", "ptr_as_int",
                  "ret_void", "ret_i64", "global_ptr"]
SITE_MUTATIONS = ["buffer_malloc", "buffer_arg", "api_mismatch", "child_ptr",
                  "child_global", "child_func", "child_decl", "size_small",
                  "size_huge", "size_var", "two_launches", "bundle", "invoke",
                  "address_taken", "skip_arg", "straddle", "memcpy_arg",
                  "dims_unknown", "dims_ctor", "stream_tail", "stream_user",
                  "use_result", "stream_created", "stream_created"]


def attr(a):
    if a == "byval":
        return " " + DIM3
    if a == "byval2":
        return " byval([2 x i64]) align 4"
    return ""


def gen_module(seed, stress_bin):
    rng = random.Random(seed)
    m = Module(rng, stress_bin)
    body = []
    # One module in four declares one entry point the way the runtime does
    # not (every call of it then matches that declaration).
    if rng.random() < 0.25:
        name = rng.choice(V1_BUF + V2_BUF + V1_LAUNCH + V2_LAUNCH)
        m.decl_override[name] = rng.choice(CALL_MUTATIONS)

    def operands(name, values, mutation=None):
        ret, ops = m.canonical(name)
        if name in m.decl_override:
            ret, ops = mutate_operands(stable_rng(name), ret, ops,
                                       m.decl_override[name])
        if mutation:
            ret, ops = mutate_operands(rng, ret, ops, mutation)
        text = []
        for ty, v, a in ops:
            text.append(f"{ty}{attr(a)} {coerce(ty, values.get(v, v))}")
        m.used.add(name)
        return ret, ", ".join(text)

    def call(dst, name, values, mutation=None, bundle=False, invoke=None):
        ret, ops = operands(name, values, mutation)
        b = ' [ "fuzz"(i32 1) ]' if bundle else ""
        lhs = "" if ret == "void" or not dst else f"{dst} = "
        if invoke:
            m.needs_personality = True
            return [f"  {lhs}invoke {ret} @{name}({ops}){b}",
                    f"          to label {invoke[0]} unwind label {invoke[1]}"]
        return [f"  {lhs}call {ret} @{name}({ops}){b}"], ret

    def dims(fn_lines, tag, n_value):
        g, b = m.tmp("g"), m.tmp("b")
        fn_lines.append(f"  {g} = alloca %struct.dim3, align 4")
        fn_lines.append(f"  {b} = alloca %struct.dim3, align 4")
        style = rng.choice(["const", "ceil", "ceil", "ctor", "unknown"]) \
            if tag != "dims_unknown" else "unknown"
        if tag == "dims_ctor":
            style = "ctor"
        gx = "1"
        if style == "ceil":
            a = m.tmp("a")
            d = m.tmp("d")
            fn_lines.append(f"  {a} = add i32 {n_value}, 127")
            fn_lines.append(f"  {d} = udiv i32 {a}, 128")
            gx = d
        elif style == "const":
            gx = str(rng.choice([1, 2, 4, 1000]))
        if style == "ctor":
            fn_lines.append(f"  call void @_ZN4dim3C1Ejjj(ptr {g}, i32 {gx}, i32 1, i32 1)")
            fn_lines.append(f"  call void @_ZN4dim3C1Ejjj(ptr {b}, i32 128, i32 1, i32 1)")
        elif style != "unknown":
            for ptr, vals in ((g, (gx, "1", "1")), (b, ("128", "1", "1"))):
                for i, v in enumerate(vals):
                    p = m.tmp("p")
                    fn_lines.append(f"  {p} = getelementptr i8, ptr {ptr}, i64 {4 * i}")
                    fn_lines.append(f"  store i32 {v}, ptr {p}")
        else:
            fn_lines.append(f"  call void @opaque(ptr {g})")
            fn_lines.append(f"  call void @opaque(ptr {b})")
        return g, b

    def write_args(fn_lines, buf, child, mutation):
        size, layout = PARAM_LAYOUT[child]
        for idx, (off, ty, kind) in enumerate(layout):
            if mutation == "skip_arg" and idx == 0:
                continue
            val = {"ptr": "%out", "n": "%n", "i64": "7", "double": "1.5"}[kind]
            if mutation == "straddle" and idx == 0:
                off += 4
            p = m.tmp("a")
            fn_lines.append(f"  {p} = getelementptr i8, ptr {buf}, i64 {off}")
            if mutation == "memcpy_arg" and idx == 0:
                fn_lines.append(f"  call void @llvm.memcpy.p0.p0.i64(ptr {p}, ptr %out, i64 8, i1 false)")
            else:
                fn_lines.append(f"  store {ty} {val}, ptr {p}")
        return size

    def stream_call(fn_lines, kind, name, value):
        """A call of the module's stream create or destroy \p name."""
        table = STREAM_CREATE if kind == "create" else STREAM_DESTROY
        if name not in m.stream_decls:
            m.stream_decls[name] = table[0] if rng.random() < 0.8 \
                else rng.choice(table[1:])
        ret, params = m.stream_decls[name]
        ops = [f"{ty} {coerce(ty, value if i == 0 else '1')}"
               for i, ty in enumerate(params)]
        lhs = "" if ret == "void" else f"{m.tmp('sc')} = "
        fn_lines.append(f"  {lhs}call {ret} @{name}({', '.join(ops)})")

    def created_stream(fn_lines):
        """A stream created for the launch: its load, and what follows it."""
        use = rng.choice(STREAM_USES)
        prefix = "cuda" if use == "cdp1_names" else "__cudaCDP2"
        sv, sl = m.tmp("sv"), m.tmp("sl")
        fn_lines.append(f"  {sv} = alloca ptr, align 8")
        if use == "init":
            fn_lines.append(f"  store ptr null, ptr {sv}")
        stream_call(fn_lines, "create", prefix + "StreamCreateWithFlags", sv)
        if use == "reset":
            fn_lines.append(f"  store ptr null, ptr {sv}")
        fn_lines.append(f"  {sl} = load ptr, ptr {sv}")
        if use == "escape":
            fn_lines.append(f"  call void @opaque(ptr {sl})")
        after = []
        for _ in range({"no_destroy": 0, "second_destroy": 2}.get(use, 1)):
            sd = m.tmp("sd")
            after.append(f"  {sd} = load ptr, ptr {sv}")
            stream_call(after, "destroy", prefix + "StreamDestroy", sd)
        return sl, after

    def atomics(fn_lines):
        """0-3 atomicrmw: 64 or 32 bits, addresses the same in every lane
        (an argument), per thread (threadIdx), loaded or in shared memory,
        results used or not, every ordering; dpopt-warp-atomics' input."""
        for _ in range(rng.randint(0, 3)):
            wide = rng.random() < 0.8
            ty = "i64" if wide else "i32"
            op = rng.choice(["add", "and", "or", "xor", "min", "max", "umin",
                             "umax", "sub", "xchg"])
            where = rng.choice(["arg", "arg", "tid", "load", "shared"])
            a = m.tmp("aa")
            if where == "arg":
                fn_lines.append(f"  {a} = getelementptr i8, ptr %out, i64 {8 * rng.randint(0, 3)}")
            elif where == "tid":
                t, t64 = m.tmp("at"), m.tmp("at")
                fn_lines.append(f"  {t} = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()")
                fn_lines.append(f"  {t64} = zext i32 {t} to i64")
                fn_lines.append(f"  {a} = getelementptr {ty}, ptr %out, i64 {t64}")
            elif where == "load":
                fn_lines.append(f"  {a} = load ptr, ptr %slot")
            else:
                ty = "i32"
                fn_lines.append(f"  {a} = addrspacecast ptr addrspace(3) @shared to ptr")
            v = m.tmp("av")
            if ty == "i64":
                fn_lines.append(f"  {v} = " + rng.choice(
                    ["add i64 %sz, 0", "add i64 0, 1", "add i64 0, -7"]))
            else:
                fn_lines.append(f"  {v} = trunc i64 %sz to i32")
            order = rng.choice(["monotonic", "monotonic", "seq_cst",
                                "acquire", "release", "acq_rel"])
            vol = "volatile " if rng.random() < 0.1 else ""
            r = m.tmp("ar")
            fn_lines.append(f"  {r} = atomicrmw {vol}{op} ptr {a}, {ty} {v} {order}, align {8 if ty == 'i64' else 4}")
            if rng.random() < 0.3:
                fn_lines.append(f"  store {ty} {r}, ptr %out")

    def launch_site(fn_lines, in_kernel, ctx):
        mutation = rng.choice(SITE_MUTATIONS + CALL_MUTATIONS + [None] * 12)
        child = rng.choice(list(PARAM_LAYOUT))
        if m.stress and rng.random() < 0.3:
            child = None  # a stress child
        api = rng.choice(["v1", "v1", "v2", "wrap"])
        if api == "wrap":
            bufname, lname = WRAP_V1_BUF, WRAP_V1_LAUNCH
        elif api == "v1":
            bufname, lname = rng.choice(V1_BUF), rng.choice(V1_LAUNCH)
        else:
            bufname, lname = rng.choice(V2_BUF), rng.choice(V2_LAUNCH)
        if mutation == "api_mismatch":
            if api == "v2":
                bufname = rng.choice(V1_BUF)
            else:
                lname = rng.choice(V2_LAUNCH)
        stream = rng.choice(["null", "null", "inttoptr (i64 2 to ptr)",
                             "inttoptr (i64 4 to ptr)"])
        if mutation == "stream_tail":
            stream = "inttoptr (i64 3 to ptr)"
        elif mutation == "stream_user":
            stream = "%st"
        destroy_lines = []
        if mutation == "stream_created":
            stream, destroy_lines = created_stream(fn_lines)
        if child is None:
            child_name = f"stress_child{len(m.stress_children)}"
            m.stress_children.append(child_name)
            size = 41  # (ptr, ptr, ptr, i32, i64, i8)
        else:
            child_name = child
            size = PARAM_LAYOUT[child][0]
        child_val = f"@{child_name}"
        if mutation == "child_ptr":
            child_val = "%kp"
        elif mutation == "child_global":
            child_val = "@gvar"
        elif mutation == "child_func":
            child_val = "@device_fn"
        elif mutation == "child_decl":
            child_val = "@extern_kernel"
        size_val = str(size)
        if mutation == "size_small":
            size_val = "4"
        elif mutation == "size_huge":
            size_val = "-1"
        elif mutation == "size_var":
            size_val = "%sz"
        g, b = dims(fn_lines, mutation, "%n")
        values = {"SIZE": size_val, "CHILD": child_val, "GRID": g, "BLOCK": b,
                  "SHMEM": "0", "STREAM": stream}
        buf = m.tmp("buf")
        call_mut = mutation if mutation in CALL_MUTATIONS else None
        buf_mut = call_mut if rng.random() < 0.5 else None
        launch_mut = call_mut if buf_mut is None else None
        if mutation == "buffer_malloc":
            fn_lines.append(f"  {buf} = call ptr @malloc(i64 {size})")
        elif mutation == "buffer_arg":
            fn_lines.append(f"  {buf} = getelementptr i8, ptr %out, i64 64")
        else:
            lines, bret = call(buf, bufname, values, buf_mut)
            fn_lines.extend(lines)
            if bret == "void":
                buf = "null"
            elif bret != "ptr":
                asptr = m.tmp("asptr")
                fn_lines.append(f"  {asptr} = inttoptr {bret} {buf} to ptr")
                buf = asptr
            if ctx == "local":
                loc = m.tmp("loc")
                fn_lines.append(f"  {loc} = alloca ptr, align 8")
                fn_lines.append(f"  store ptr {buf}, ptr {loc}")
                buf2 = m.tmp("reload")
                fn_lines.append(f"  {buf2} = load ptr, ptr {loc}")
                buf = buf2
        cont = None
        if rng.random() < 0.6 and ctx != "stress":
            isnull = m.tmp("isnull")
            fill, cont = m.tmp("fill")[1:], m.tmp("cont")[1:]
            fn_lines.append(f"  {isnull} = icmp eq ptr {buf}, null")
            fn_lines.append(f"  br i1 {isnull}, label %{cont}, label %{fill}")
            fn_lines.append(f"{fill}:")
        if child is not None:
            write_args(fn_lines, buf, child, mutation)
        else:
            fn_lines.append(f"  store ptr %out, ptr {buf}")
        values["BUF"] = buf
        r = m.tmp("r")
        if mutation == "address_taken":
            fn_lines.append(f"  store ptr @{lname}, ptr %slot")
            m.used.add(lname)
        if mutation == "invoke" and in_kernel and ctx != "stress":
            ok, lp = m.tmp("ok")[1:], m.tmp("lp")[1:]
            fn_lines.extend(call(r, lname, values, launch_mut,
                                 invoke=(f"%{ok}", f"%{lp}")))
            fn_lines.append(f"{lp}:")
            fn_lines.append(f"  {m.tmp('l')} = landingpad {{ ptr, i32 }} cleanup")
            fn_lines.append(f"  br label %{ok}")
            fn_lines.append(f"{ok}:")
            ret = "i32"
        else:
            lines, ret = call(r, lname, values, launch_mut,
                              bundle=mutation == "bundle")
            fn_lines.extend(lines)
        if mutation == "two_launches":
            lines, _ = call(m.tmp("r"), lname, values, launch_mut)
            fn_lines.extend(lines)
        if mutation == "use_result" and ret not in ("void",) and not \
                fn_lines[-1].lstrip().startswith("to label"):
            fn_lines.append(f"  store {ret} {r}, ptr %out")
        fn_lines.extend(destroy_lines)
        if cont:
            fn_lines.append(f"  br label %{cont}")
            fn_lines.append(f"{cont}:")

    kernels = []
    for k in range(rng.randint(6, 14)):
        ctx = rng.choice(["plain", "plain", "loop", "branch", "local",
                          "device"])
        lines = []
        if ctx == "loop":
            lines += ["  br label %loop", "loop:",
                      "  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]"]
            launch_site(lines, True, ctx)
            lines += ["  br label %latch", "latch:",
                      "  %i.next = add i32 %i, 1",
                      "  %more = icmp ult i32 %i.next, %n",
                      "  br i1 %more, label %loop, label %exit", "exit:"]
        elif ctx == "branch":
            lines += ["  %c = icmp sgt i32 %n, 5",
                      "  br i1 %c, label %then, label %exit", "then:"]
            launch_site(lines, True, ctx)
            lines += ["  br label %exit", "exit:"]
        else:
            launch_site(lines, ctx != "device", ctx)
        atomics(lines)
        params = PARENT_PARAMS
        if ctx == "device":
            body.append(f"define internal void @dev{k}({params}) {{")
            body.append("entry:")
            body += lines
            body += ["  ret void", "}"]
            kernels.append((f"parent{k}", f"call void @dev{k}(ptr %out, i32 %n, ptr %kp, ptr %st, i64 %sz, ptr %slot)"))
            continue
        pers = " personality ptr @__gxx_personality_v0" \
            if any("invoke" in l for l in lines) else ""
        cpu = rng.choice(["", " #0", " #0", " #1"])
        body.append(f"define ptx_kernel void @parent{k}({params}){cpu}{pers} {{")
        body.append("entry:")
        body += lines
        body += ["  ret void", "}"]
    for name, c in kernels:
        body.append(f"define ptx_kernel void @{name}(ptr %out, i32 %n, ptr %kp, ptr %st, i64 %sz, ptr %slot) {{")
        body += [c, "  ret void", "}"]

    # Target CPUs: with redux.sync (dpopt-warp-atomics) and without.
    body += ['attributes #0 = { "target-cpu"="sm_90" }',
             'attributes #1 = { "target-cpu"="sm_75" }']

    # A child that launches (nested) and one that launches itself.
    nested = []
    launch_site(nested, True, "plain")
    pers = " personality ptr @__gxx_personality_v0" \
        if any("invoke" in l for l in nested) else ""
    body.append(f"define ptx_kernel void @c_nested({PARENT_PARAMS}){pers} {{")
    body.append("entry:")
    body += nested + ["  ret void", "}"]

    # llvm-stress bodies: children launched above, and parents that launch
    # with no branch of their own (their blocks' phis name their
    # predecessors).
    if m.stress:
        for i in range(rng.randint(1, 3)):
            snippet = []
            launch_site(snippet, True, "stress")
            body += stress_function(m.stress, seed * 100 + 50 + i,
                                    f"stress_parent{i}", snippet)
        # After the parents: their launches may add children.
        for i, name in enumerate(m.stress_children):
            body += stress_function(m.stress, seed * 100 + i, name, None)

    head = [
        'target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"',
        'target triple = "nvptx64-nvidia-cuda"',
        "%struct.dim3 = type { i32, i32, i32 }",
        "%struct.pair = type { i64, i64 }",
        "@gvar = global i32 0",
        "@shared = internal addrspace(3) global [128 x i32] undef",
        "declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()",
        "declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()",
        "declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()",
        "declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32)",
        "declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)",
        "declare void @_ZN4dim3C1Ejjj(ptr, i32, i32, i32)",
        "declare void @opaque(ptr)",
        "declare ptr @malloc(i64)",
        "declare i32 @__gxx_personality_v0(...)",
        "declare ptx_kernel void @extern_kernel(ptr)",
        "define void @device_fn(ptr %o) { ret void }",
    ]
    for name, (params, text) in CHILDREN.items():
        head.append(f"define ptx_kernel void @{name}({', '.join(params)}) {{")
        head.append(text.strip("\n"))
        head.append("}")
    for name, (ret, params) in sorted(m.stream_decls.items()):
        head.append(f"declare {ret} @{name}({', '.join(params)})")
    for name in sorted(m.used):
        ret, ops = m.canonical(name)
        if name in m.decl_override:
            ret, ops = mutate_operands(stable_rng(name), ret, ops,
                                       m.decl_override[name])
        decl = ", ".join(f"{ty}{attr(a)}" for ty, _, a in ops)
        if name.startswith("_ZL"):
            args = ", ".join(f"{ty}{attr(a)} %x{i}" for i, (ty, _, a) in enumerate(ops))
            val = {"ptr": "null", "void": ""}.get(ret, "0")
            head.append(f"define internal {ret} @{name}({args}) {{ ret {ret} {val} }}"
                        .replace("ret void ", "ret void"))
        else:
            head.append(f"declare {ret} @{name}({decl})")
    return "\n".join(head + body) + "\n"


def stress_function(stress_bin, seed, name, snippet):
    out = subprocess.run([stress_bin, f"-seed={seed}", "-size=40"],
                         capture_output=True, text=True, check=True).stdout
    lines = out.splitlines()
    start = next(i for i, l in enumerate(lines) if l.startswith("define "))
    end = next(i for i in range(start, len(lines)) if lines[i] == "}")
    fn = lines[start:end + 1]
    header = fn[0]
    args = header[header.index("(") + 1:header.rindex(")")]
    # Names the launch snippet uses.
    fn[0] = f"define ptx_kernel void @{name}({args}) {{"
    if snippet is not None:
        types = [a.split()[0] for a in args.split(", ")]
        n_arg = next((f"%{i}" for i, t in enumerate(types) if t == "i32"), "0")
        prelude = ["  %out = bitcast ptr %0 to ptr",
                   f"  %n = add i32 {n_arg}, 0",
                   "  %kp = bitcast ptr %1 to ptr",
                   "  %st = bitcast ptr %2 to ptr",
                   "  %sz = add i64 0, 8",
                   "  %slot = bitcast ptr %2 to ptr"]
        fn = fn[:2] + prelude + snippet + fn[2:]
    return fn


def parse_seeds(s):
    if "-" in s:
        a, b = s.split("-")
        return range(int(a), int(b) + 1)
    return [int(x) for x in s.split(",")]


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--opt", required=True,
                    help="opt command with the plugin loaded and -verify-each")
    ap.add_argument("--seeds", default="1-20")
    ap.add_argument("--stress", help="llvm-stress binary (random bodies)")
    ap.add_argument("--keep", help="directory for the modules that fail")
    ap.add_argument("--quick", action="store_true",
                    help="the whole pipeline only, with default options")
    args = ap.parse_args()
    opt = shlex.split(args.opt)
    failures = 0
    runs = 0
    for seed in parse_seeds(args.seeds):
        text = gen_module(seed, args.stress)
        # The generator must make valid IR: check it first.
        v = subprocess.run(opt + ["-passes=verify", "-disable-output"],
                           input=text, capture_output=True, text=True)
        if v.returncode:
            print(f"seed {seed}: generator made invalid IR:\n{v.stderr[:2000]}")
            failures += 1
            continue
        configs = [("dpopt", [])] if args.quick else \
            [(p, []) for p in PASSES] + [("dpopt", e) for e in EXTRA[1:]]
        for passes, extra in configs:
            runs += 1
            r = subprocess.run(opt + [f"-passes={passes}", "-disable-output"]
                               + extra, input=text, capture_output=True,
                               text=True)
            if r.returncode:
                failures += 1
                print(f"seed {seed}: -passes='{passes}' {' '.join(extra)} "
                      f"failed ({r.returncode}):\n{r.stderr[-2000:]}")
                if args.keep:
                    os.makedirs(args.keep, exist_ok=True)
                    with open(os.path.join(args.keep, f"seed{seed}.ll"),
                              "w") as f:
                        f.write(text)
    print(f"fuzz-launch-ir: {runs} runs, {failures} failures")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
