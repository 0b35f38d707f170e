#include "numeric/collective_invariants.h"

#include "ir/shape.h"

#include <algorithm>

namespace shardscope::numeric {
namespace {

using ir::Opcode;

int64_t flatIndex(const std::vector<int64_t>& index, const std::vector<int64_t>& dims) {
  int64_t flat = 0;
  for (std::size_t d = 0; d < dims.size(); ++d) flat = flat * dims[d] + index[d];
  return flat;
}

std::vector<int64_t> unflatten(int64_t flat, const std::vector<int64_t>& dims) {
  std::vector<int64_t> index(dims.size(), 0);
  for (std::size_t d = dims.size(); d-- > 0;) {
    index[d] = flat % dims[d];
    flat /= dims[d];
  }
  return index;
}

std::optional<double> reduce(Opcode op, const std::vector<double>& values) {
  double acc = values.front();
  for (std::size_t i = 1; i < values.size(); ++i) {
    switch (op) {
      case Opcode::Add: acc += values[i]; break;
      case Opcode::Multiply: acc *= values[i]; break;
      case Opcode::Maximum: acc = std::max(acc, values[i]); break;
      case Opcode::Minimum: acc = std::min(acc, values[i]); break;
      default: return std::nullopt;
    }
  }
  return acc;
}

}  // namespace

std::optional<std::vector<double>> invariantResult(const ir::Instruction& collective, int64_t device, int64_t numDevices,
                                                   const std::vector<std::vector<int64_t>>& groups, const std::vector<int64_t>& inputDims,
                                                   const std::vector<int64_t>& outputDims, Opcode reducer, const InputElement& input) {
  const std::optional<int64_t> count = ir::checkedProduct(outputDims);
  if (!count) return std::nullopt;
  std::vector<double> out(static_cast<std::size_t>(*count), 0.0);
  const std::vector<int64_t>* group = nullptr;
  int64_t position = -1;
  for (const auto& g : groups)
    if (auto at = std::find(g.begin(), g.end(), device); at != g.end()) {
      group = &g;
      position = at - g.begin();
    }
  const std::vector<int64_t>* dimensions = collective.intListAttribute("dimensions");
  const int64_t axis = dimensions && dimensions->size() == 1 ? dimensions->front() : -1;
  const Opcode op = collective.opcode == Opcode::AllReduceStart ? Opcode::AllReduce
                    : collective.opcode == Opcode::AllGatherStart ? Opcode::AllGather
                    : collective.opcode == Opcode::CollectivePermuteStart ? Opcode::CollectivePermute
                                                                           : collective.opcode;
  if (op != Opcode::CollectivePermute && !group) return std::nullopt;
  if ((op == Opcode::AllGather || op == Opcode::ReduceScatter || op == Opcode::AllToAll) &&
      (axis < 0 || axis >= static_cast<int64_t>(inputDims.size()) || outputDims.size() != inputDims.size()))
    return std::nullopt;
  for (int64_t e = 0; e < *count; ++e) {
    std::vector<int64_t> index = unflatten(e, outputDims);
    switch (op) {
      case Opcode::AllReduce: {
        std::vector<double> values;
        for (int64_t member : *group) values.push_back(input(member, e));
        const std::optional<double> sum = reduce(reducer, values);
        if (!sum) return std::nullopt;
        out[e] = *sum;
        break;
      }
      case Opcode::AllGather: {
        const int64_t local = inputDims[axis];
        const int64_t source = (*group)[index[axis] / local];
        index[axis] %= local;
        out[e] = input(source, flatIndex(index, inputDims));
        break;
      }
      case Opcode::ReduceScatter: {
        index[axis] += position * outputDims[axis];
        std::vector<double> values;
        for (int64_t member : *group) values.push_back(input(member, flatIndex(index, inputDims)));
        const std::optional<double> sum = reduce(reducer, values);
        if (!sum) return std::nullopt;
        out[e] = *sum;
        break;
      }
      case Opcode::AllToAll: {
        const int64_t block = inputDims[axis] / static_cast<int64_t>(group->size());
        const int64_t source = (*group)[index[axis] / block];
        index[axis] = position * block + index[axis] % block;
        out[e] = input(source, flatIndex(index, inputDims));
        break;
      }
      case Opcode::CollectivePermute: {
        const ir::Attribute* attribute = collective.attribute("source_target_pairs");
        const auto* pairs = attribute ? std::get_if<ir::SourceTargetPairs>(&attribute->value) : nullptr;
        if (!pairs) return std::nullopt;
        for (auto [source, target] : pairs->pairs)
          if (target == device && source >= 0 && source < numDevices) out[e] = input(source, e);
        break;
      }
      default: return std::nullopt;
    }
  }
  return out;
}

}  // namespace shardscope::numeric
