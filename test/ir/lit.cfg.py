# lit configuration for DPOpt's IR tests.
import os
import lit.formats

# The suite "ir" runs the plugin as built, "ir-checked" the checked plugin
# (assertions on): test/CMakeLists.txt.
config.name = {"ir": "DPOpt-IR", "ir-checked": "DPOpt-IR-checked"}[config.dpopt_suite]
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = [".ll", ".test"]
config.excludes = ["Inputs"]
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(config.dpopt_obj_root, "test", config.dpopt_suite)

tools = config.llvm_tools_dir
config.environment["PATH"] = os.pathsep.join([tools, config.environment.get("PATH", os.environ.get("PATH", ""))])
# Every opt run verifies the IR after each pass.
config.substitutions.append(
    ("%opt", f"{tools}/opt -load-pass-plugin={config.dpopt_plugin} -verify-each"))
config.substitutions.append(("%llc", f"{tools}/llc"))
config.substitutions.append(("%plugin", config.dpopt_plugin))
config.substitutions.append(("%clangxx", config.clangxx))
config.substitutions.append(
    ("%cuda_flags", f"-x cuda --cuda-gpu-arch=sm_90 --cuda-path={config.cuda_path} "
     "-fgpu-rdc -D__CUDACC_RDC__ -Wno-unknown-cuda-version"))
config.substitutions.append(("%inputs", os.path.join(config.test_source_root, "Inputs")))
config.substitutions.append(("%scripts", os.path.join(config.dpopt_src_root, "scripts")))
config.substitutions.append(("%cuda_path", config.cuda_path))
