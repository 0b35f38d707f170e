#pragma once
// Small hand-written program pairs shared by the numeric tests: a contraction split over
// two devices (with and without its all-reduce) and a 3-stage GPipe pipeline (correct,
// with a misrouted collective-permute, with one that sends bf16).

#include <string>

namespace shardscope::numeric::testing {

// out = 2 * (x @ w) + r; the distributed twin splits the contraction over 2 devices.
inline const std::string kScaledDotBaseline = R"(HloModule scaled_dot

%sum (a: f32[], b: f32[]) -> f32[] {
  %a = f32[] parameter(0)
  %b = f32[] parameter(1)
  ROOT %s = f32[] add(%a, %b)
}

ENTRY %main (x: f32[4,8], w: f32[8,4], r: f32[4,4]) -> f32[4,4] {
  %x = f32[4,8] parameter(0)
  %w = f32[8,4] parameter(1)
  %r = f32[4,4] parameter(2)
  %dot = f32[4,4] dot(%x, %w), lhs_contracting_dims={1}, rhs_contracting_dims={0}
  %two = f32[] constant(2)
  %twob = f32[4,4] broadcast(%two), dimensions={}
  %scaled = f32[4,4] multiply(%dot, %twob)
  ROOT %out = f32[4,4] add(%scaled, %r)
}
)";

inline std::string scaledDotDistributed(bool withAllReduce) {
  std::string text = R"(HloModule scaled_dot_tp2, num_partitions=2

%sum (a: f32[], b: f32[]) -> f32[] {
  %a = f32[] parameter(0)
  %b = f32[] parameter(1)
  ROOT %s = f32[] add(%a, %b)
}

ENTRY %main (x: f32[4,4], w: f32[4,4], r: f32[4,4]) -> f32[4,4] {
  %x = f32[4,4] parameter(0), sharding={devices=[1,2]0,1}
  %w = f32[4,4] parameter(1), sharding={devices=[2,1]0,1}
  %r = f32[4,4] parameter(2), sharding={replicated}
)";
  text += withAllReduce ? "  %dot.partial = f32[4,4] dot(%x, %w), lhs_contracting_dims={1}, rhs_contracting_dims={0}\n"
                          "  %dot = f32[4,4] all-reduce(%dot.partial), replica_groups={{0,1}}, to_apply=%sum\n"
                        : "  %dot = f32[4,4] dot(%x, %w), lhs_contracting_dims={1}, rhs_contracting_dims={0}\n";
  text += R"(  %two = f32[] constant(2)
  %twob = f32[4,4] broadcast(%two), dimensions={}
  %scaled = f32[4,4] multiply(%dot, %twob)
  ROOT %out = f32[4,4] add(%scaled, %r), sharding={replicated}
}
)";
  return text;
}

// A 3-stage GPipe pipeline over 3 microbatches, one layer h = tanh(x * w_stage) per
// stage, written as the zoo writes it: the baseline runs each microbatch through the
// three layers; the SPMD program runs 5 ticks in which stage 0 takes the next
// microbatch, every stage runs its layer and a collective-permute passes activations
// on; the last stage's outputs are broadcast by an all-reduce.
inline const std::string kPipelineBaseline = [] {
  std::string text = "HloModule pipeline_reference\n\n%add (a: f32[], b: f32[]) -> f32[] {\n  %a = f32[] parameter(0)\n"
                     "  %b = f32[] parameter(1)\n  ROOT %s = f32[] add(%a, %b)\n}\n\n"
                     "ENTRY %main (x: f32[3,4], w: f32[3,4]) -> f32[3,4] {\n  %x = f32[3,4] parameter(0)\n  %w = f32[3,4] parameter(1)\n";
  for (int l = 0; l < 3; ++l)
    text += "  %w" + std::to_string(l) + " = f32[1,4] slice(%w), slice={[" + std::to_string(l) + ":" + std::to_string(l + 1) + "], [0:4]}\n";
  for (int i = 0; i < 3; ++i) {
    const std::string mb = std::to_string(i);
    text += "  %x." + mb + " = f32[1,4] slice(%x), slice={[" + mb + ":" + std::to_string(i + 1) + "], [0:4]}\n";
    std::string input = "%x." + mb;
    for (int l = 0; l < 3; ++l) {
      const std::string at = mb + "." + std::to_string(l);
      text += "  %m." + at + " = f32[1,4] multiply(" + input + ", %w" + std::to_string(l) + ")\n";
      text += "  %h." + at + " = f32[1,4] tanh(%m." + at + ")\n";
      input = "%h." + at;
    }
  }
  return text + "  ROOT %out = f32[3,4] concatenate(%h.0.2, %h.1.2, %h.2.2), dimensions={0}\n}\n";
}();

enum class PipelineBug { None, BackwardPermute, Bf16Permute };

// The bug, if any, is in tick 1's permute: %state.1 (pairs run backwards), or %p.1
// sending the activations in bf16 (%c.1 rounds, %state.1 converts back).
inline std::string pipelineDistributed(PipelineBug bug) {
  std::string text = "HloModule pipeline_spmd, num_partitions=3\n\n%add (a: f32[], b: f32[]) -> f32[] {\n  %a = f32[] parameter(0)\n"
                     "  %b = f32[] parameter(1)\n  ROOT %s = f32[] add(%a, %b)\n}\n\n"
                     "ENTRY %main (x: f32[3,4], w: f32[1,4]) -> f32[3,4] {\n"
                     "  %x = f32[3,4] parameter(0), sharding={replicated}\n  %w = f32[1,4] parameter(1), sharding={devices=[3,1]<=[3]}\n"
                     "  %pid = u32[] partition-id()\n  %u0 = u32[] constant(0)\n  %u2 = u32[] constant(2)\n"
                     "  %is_first.s = pred[] compare(%pid, %u0), direction=EQ\n  %is_first = pred[1,4] broadcast(%is_first.s), dimensions={}\n"
                     "  %is_last.s = pred[] compare(%pid, %u2), direction=EQ\n  %is_last = pred[3,4] broadcast(%is_last.s), dimensions={}\n"
                     "  %zero = f32[] constant(0)\n  %zeros = f32[1,4] broadcast(%zero), dimensions={}\n";
  std::string state = "%zeros";
  for (int t = 0; t < 5; ++t) {
    const std::string tick = std::to_string(t);
    const std::string feed = t < 3 ? "%feed." + tick : "%zeros";
    if (t < 3) text += "  %feed." + tick + " = f32[1,4] slice(%x), slice={[" + tick + ":" + std::to_string(t + 1) + "], [0:4]}\n";
    text += "  %in." + tick + " = f32[1,4] select(%is_first, " + feed + ", " + state + ")\n";
    text += "  %m." + tick + " = f32[1,4] multiply(%in." + tick + ", %w)\n  %h." + tick + " = f32[1,4] tanh(%m." + tick + ")\n";
    if (t == 4) break;
    state = "%state." + tick;
    if (t == 1 && bug == PipelineBug::BackwardPermute) {
      text += "  %state.1 = f32[1,4] collective-permute(%h.1), source_target_pairs={{1,0},{2,1}}\n";
    } else if (t == 1 && bug == PipelineBug::Bf16Permute) {
      text += "  %c.1 = bf16[1,4] convert(%h.1)\n  %p.1 = bf16[1,4] collective-permute(%c.1), source_target_pairs={{0,1},{1,2}}\n"
              "  %state.1 = f32[1,4] convert(%p.1)\n";
    } else {
      text += "  " + state + " = f32[1,4] collective-permute(%h." + tick + "), source_target_pairs={{0,1},{1,2}}\n";
    }
  }
  return text + "  %outputs = f32[3,4] concatenate(%h.2, %h.3, %h.4), dimensions={0}\n  %zeros.out = f32[3,4] broadcast(%zero), dimensions={}\n"
                "  %kept = f32[3,4] select(%is_last, %outputs, %zeros.out)\n"
                "  ROOT %out = f32[3,4] all-reduce(%kept), replica_groups={{0,1,2}}, to_apply=%add, sharding={replicated}\n}\n";
}

}  // namespace shardscope::numeric::testing
