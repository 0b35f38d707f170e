#include "synthetic_hlo.h"

namespace shardscope::bench {

std::string syntheticHloModule(std::size_t minBytes) {
  std::string text;
  text.reserve(minBytes + (1 << 16));
  text += "HloModule synthetic, num_partitions=8, entry_computation_layout={(f32[128,1024]{1,0})->f32[128,1024]{1,0}}\n\n";
  text += "%sum (lhs: f32[], rhs: f32[]) -> f32[] {\n  %lhs = f32[] parameter(0)\n  %rhs = f32[] parameter(1)\n"
          "  ROOT %add = f32[] add(f32[] %lhs, f32[] %rhs)\n}\n\n";
  text += "ENTRY %main (x: f32[128,1024]) -> f32[128,1024] {\n";
  text += "  %x = f32[128,1024]{1,0} parameter(0), sharding={devices=[1,8]<=[8]}, metadata={op_type=\"xla__device_data\" op_name=\"x\" source_file=\"/home/user/model.py\" source_line=1}\n";
  text += "  %zero = f32[] constant(0)\n";
  std::string previous = "x";
  int parameter = 1;
  for (int layer = 0; text.size() < minBytes; ++layer) {
    const std::string l = std::to_string(layer);
    auto metadata = [&](const char* type, const char* scope, int line) {
      return ", metadata={op_type=\"" + std::string(type) + "\" op_name=\"model/layer." + l + "/" + scope +
             "\" source_file=\"/home/user/project/model/transformer.py\" source_line=" + std::to_string(line) + "}\n";
    };
    const std::string w = "w." + l, h = "h." + l, b = "b." + l, a = "a." + l, r = "r." + l, ar = "ar." + l,
                      s = "s." + l, n = "n." + l, y = "y." + l;
    text += "  %" + w + " = f32[1024,1024]{1,0} parameter(" + std::to_string(parameter++) + "), sharding={devices=[8,1]<=[8]}" + metadata("xla__device_data", "mlp/weight", 40);
    text += "  %" + h + " = f32[128,1024]{1,0} dot(f32[128,1024]{1,0} %" + previous + ", f32[1024,1024]{1,0} %" + w + "), lhs_contracting_dims={1}, rhs_contracting_dims={0}" + metadata("aten__mm", "mlp/dot", 41);
    text += "  %" + ar + " = f32[128,1024]{1,0} all-reduce(f32[128,1024]{1,0} %" + h + "), channel_id=" + l + ", replica_groups={{0,1,2,3,4,5,6,7}}, use_global_device_ids=true, to_apply=%sum" + metadata("xla__all_reduce", "mlp/all_reduce", 42);
    text += "  %" + b + " = f32[128,1024]{1,0} broadcast(f32[] %zero), dimensions={}" + metadata("aten__relu", "mlp/relu", 43);
    text += "  %" + a + " = f32[128,1024]{1,0} maximum(f32[128,1024]{1,0} %" + ar + ", f32[128,1024]{1,0} %" + b + ")" + metadata("aten__relu", "mlp/relu", 43);
    text += "  %" + r + " = f32[128]{0} reduce(f32[128,1024]{1,0} %" + a + ", f32[] %zero), dimensions={1}, to_apply=%sum" + metadata("aten__sum", "norm/sum", 44);
    text += "  %" + n + " = f32[128,1024]{1,0} broadcast(f32[128]{0} %" + r + "), dimensions={0}" + metadata("aten__div", "norm/broadcast", 45);
    text += "  %" + s + " = f32[128,1024]{1,0} divide(f32[128,1024]{1,0} %" + a + ", f32[128,1024]{1,0} %" + n + ")" + metadata("aten__div", "norm/div", 45);
    text += "  %" + y + " = f32[128,1024]{1,0} add(f32[128,1024]{1,0} %" + s + ", f32[128,1024]{1,0} %" + previous + ")" + metadata("aten__add", "residual", 46);
    previous = y;
  }
  text += "  ROOT %out = f32[128,1024]{1,0} copy(f32[128,1024]{1,0} %" + previous + ")\n}\n";
  return text;
}

}  // namespace shardscope::bench
