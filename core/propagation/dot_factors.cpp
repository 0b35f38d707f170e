#include "propagation/dot_factors.h"

#include <algorithm>
#include <charconv>
#include <string_view>

namespace shardscope::propagation {

namespace {

const std::vector<int64_t>& listOrEmpty(const ir::Instruction& instruction, std::string_view key) {
  static const std::vector<int64_t> empty;
  const std::vector<int64_t>* values = instruction.intListAttribute(key);
  return values ? *values : empty;
}

bool validDims(const std::vector<int64_t>& dims, int64_t rank) {
  std::vector<bool> seen(static_cast<std::size_t>(std::max<int64_t>(rank, 0)), false);
  for (int64_t d : dims) {
    if (d < 0 || d >= rank || seen[d]) return false;
    seen[d] = true;
  }
  return true;
}

void setError(std::string* error, std::string message) {
  if (error) *error = std::move(message);
}

struct WindowDim {
  int64_t size = 1, stride = 1, padLow = 0, padHigh = 0, lhsDilate = 1, rhsDilate = 1;
  bool reversal = false;
};

// Parses `AxBxC` into integers; false on anything else.
bool parseXList(std::string_view text, std::vector<int64_t>& values) {
  values.clear();
  std::size_t start = 0;
  while (start <= text.size()) {
    std::size_t end = text.find('x', start);
    if (end == std::string_view::npos) end = text.size();
    int64_t value = 0;
    const char* first = text.data() + start;
    const char* last = text.data() + end;
    auto [ptr, ec] = std::from_chars(first, last, value);
    if (ec != std::errc() || ptr != last) return false;
    values.push_back(value);
    if (end == text.size()) break;
    start = end + 1;
  }
  return true;
}

// `{size=3x3 stride=2x2 pad=1_1x0_0 lhs_dilate=1x1 rhs_dilate=1x1 rhs_reversal=0x1}`.
std::optional<std::vector<WindowDim>> parseWindow(std::string_view text, std::size_t spatialRank) {
  std::vector<WindowDim> dims(spatialRank);
  if (text.empty()) return dims;
  if (text.front() == '{') text.remove_prefix(1);
  if (!text.empty() && text.back() == '}') text.remove_suffix(1);
  std::size_t pos = 0;
  while (pos < text.size()) {
    while (pos < text.size() && text[pos] == ' ') ++pos;
    std::size_t end = text.find(' ', pos);
    if (end == std::string_view::npos) end = text.size();
    const std::string_view item = text.substr(pos, end - pos);
    pos = end;
    if (item.empty()) continue;
    const std::size_t eq = item.find('=');
    if (eq == std::string_view::npos) return std::nullopt;
    const std::string_view key = item.substr(0, eq);
    const std::string_view value = item.substr(eq + 1);
    if (key == "pad") {
      std::size_t p = 0;
      for (std::size_t i = 0; i < spatialRank; ++i) {
        std::size_t x = value.find('x', p);
        if (x == std::string_view::npos) x = value.size();
        const std::string_view pair = value.substr(p, x - p);
        const std::size_t underscore = pair.find('_');
        if (underscore == std::string_view::npos) return std::nullopt;
        std::vector<int64_t> low, high;
        if (!parseXList(pair.substr(0, underscore), low) || !parseXList(pair.substr(underscore + 1), high)) return std::nullopt;
        dims[i].padLow = low[0];
        dims[i].padHigh = high[0];
        p = x + 1;
      }
      continue;
    }
    std::vector<int64_t> values;
    if (!parseXList(value, values) || values.size() != spatialRank) return std::nullopt;
    for (std::size_t i = 0; i < spatialRank; ++i) {
      if (key == "size") dims[i].size = values[i];
      else if (key == "stride") dims[i].stride = values[i];
      else if (key == "lhs_dilate") dims[i].lhsDilate = values[i];
      else if (key == "rhs_dilate") dims[i].rhsDilate = values[i];
      else if (key == "rhs_reversal") dims[i].reversal = values[i] != 0;
    }
  }
  return dims;
}

struct DimLabels {
  int64_t batch = -1, feature = -1;  // lhs/out: b and f; kernel: i and o
  std::vector<int64_t> spatial;      // position of spatial dim k
};

// One side of `b01f_01io->b01f`; `first`/`second` are 'b','f' or 'i','o'.
std::optional<DimLabels> parseLabels(std::string_view text, char first, char second) {
  DimLabels labels;
  labels.spatial.assign(text.size(), -1);
  std::size_t spatialCount = 0;
  for (std::size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    if (c == first) labels.batch = static_cast<int64_t>(i);
    else if (c == second) labels.feature = static_cast<int64_t>(i);
    else if (c >= '0' && c <= '9') {
      const std::size_t k = static_cast<std::size_t>(c - '0');
      if (k >= text.size() || labels.spatial[k] != -1) return std::nullopt;
      labels.spatial[k] = static_cast<int64_t>(i);
      ++spatialCount;
    } else {
      return std::nullopt;
    }
  }
  if (labels.batch < 0 || labels.feature < 0) return std::nullopt;
  labels.spatial.resize(spatialCount);
  for (int64_t s : labels.spatial)
    if (s < 0) return std::nullopt;
  return labels;
}

std::string letterFor(std::size_t index) {
  std::string name;
  name += static_cast<char>('a' + index % 26);
  if (index >= 26) name += std::to_string(index / 26);
  return name;
}

}  // namespace

std::optional<DotFactors> dotFactors(const ir::Instruction& dot, const ir::Shape& lhs, const ir::Shape& rhs,
                                     const ir::Shape& out, std::string* error) {
  const auto& lhsBatch = listOrEmpty(dot, "lhs_batch_dims");
  const auto& rhsBatch = listOrEmpty(dot, "rhs_batch_dims");
  const auto& lhsContracting = listOrEmpty(dot, "lhs_contracting_dims");
  const auto& rhsContracting = listOrEmpty(dot, "rhs_contracting_dims");
  if (lhsBatch.size() != rhsBatch.size() || lhsContracting.size() != rhsContracting.size() ||
      !validDims(lhsBatch, lhs.rank()) || !validDims(rhsBatch, rhs.rank()) ||
      !validDims(lhsContracting, lhs.rank()) || !validDims(rhsContracting, rhs.rank())) {
    setError(error, "dot dimension numbers do not fit the operand shapes");
    return std::nullopt;
  }
  DotFactors result;
  int64_t outDim = 0;
  for (std::size_t i = 0; i < lhsBatch.size(); ++i)
    result.factors.push_back({FactorKind::Batch, lhsBatch[i], rhsBatch[i], outDim++});
  auto used = [](const std::vector<int64_t>& a, const std::vector<int64_t>& b, int64_t d) {
    return std::find(a.begin(), a.end(), d) != a.end() || std::find(b.begin(), b.end(), d) != b.end();
  };
  for (int64_t d = 0; d < lhs.rank(); ++d)
    if (!used(lhsBatch, lhsContracting, d)) result.factors.push_back({FactorKind::LhsFree, d, -1, outDim++});
  for (int64_t d = 0; d < rhs.rank(); ++d)
    if (!used(rhsBatch, rhsContracting, d)) result.factors.push_back({FactorKind::RhsFree, -1, d, outDim++});
  for (std::size_t i = 0; i < lhsContracting.size(); ++i)
    result.factors.push_back({FactorKind::Contracting, lhsContracting[i], rhsContracting[i], -1});
  if (outDim != out.rank()) {
    setError(error, "dot result rank does not match its dimension numbers");
    return std::nullopt;
  }
  return result;
}

std::optional<DotFactors> convolutionFactors(const ir::Instruction& convolution, const ir::Shape& lhs,
                                             const ir::Shape& rhs, const ir::Shape& out, std::string* error) {
  const std::optional<std::string_view> labelsText = convolution.stringAttribute("dim_labels");
  if (!labelsText) {
    setError(error, "convolution without dim_labels");
    return std::nullopt;
  }
  const std::size_t underscore = labelsText->find('_');
  const std::size_t arrow = labelsText->find("->");
  if (underscore == std::string_view::npos || arrow == std::string_view::npos || arrow < underscore) {
    setError(error, "malformed dim_labels");
    return std::nullopt;
  }
  auto lhsLabels = parseLabels(labelsText->substr(0, underscore), 'b', 'f');
  auto rhsLabels = parseLabels(labelsText->substr(underscore + 1, arrow - underscore - 1), 'i', 'o');
  auto outLabels = parseLabels(labelsText->substr(arrow + 2), 'b', 'f');
  if (!lhsLabels || !rhsLabels || !outLabels ||
      static_cast<int64_t>(lhsLabels->spatial.size() + 2) != lhs.rank() ||
      static_cast<int64_t>(rhsLabels->spatial.size() + 2) != rhs.rank() ||
      static_cast<int64_t>(outLabels->spatial.size() + 2) != out.rank() ||
      lhsLabels->spatial.size() != rhsLabels->spatial.size() || lhsLabels->spatial.size() != outLabels->spatial.size()) {
    setError(error, "dim_labels do not fit the convolution shapes");
    return std::nullopt;
  }
  const std::size_t spatialRank = lhsLabels->spatial.size();
  std::optional<std::string_view> windowText = convolution.stringAttribute("window");
  auto window = parseWindow(windowText ? *windowText : std::string_view(), spatialRank);
  if (!window) {
    setError(error, "malformed window");
    return std::nullopt;
  }
  DotFactors result;
  result.featureGroupCount = convolution.intAttribute("feature_group_count").value_or(1);
  result.lhsFeatureDim = lhsLabels->feature;
  result.factors.push_back({FactorKind::LhsFree, lhsLabels->batch, -1, outLabels->batch});
  if (result.featureGroupCount > 1) {
    result.factors.push_back({FactorKind::Batch, lhsLabels->feature, rhsLabels->feature, outLabels->feature});
    result.factors.push_back({FactorKind::Contracting, -1, rhsLabels->batch, -1});
  } else {
    result.factors.push_back({FactorKind::Contracting, lhsLabels->feature, rhsLabels->batch, -1});
    result.factors.push_back({FactorKind::RhsFree, -1, rhsLabels->feature, outLabels->feature});
  }
  bool kernelSmall = true;
  int64_t kernelProduct = 1, outputProduct = 1;
  for (std::size_t k = 0; k < spatialRank; ++k) {
    const WindowDim& w = (*window)[k];
    const int64_t l = lhsLabels->spatial[k], r = rhsLabels->spatial[k], o = outLabels->spatial[k];
    const int64_t lhsSize = lhs.dims[l], rhsSize = rhs.dims[r], outSize = out.dims[o];
    const bool noPad = w.padLow == 0 && w.padHigh == 0;
    if (lhsSize == w.size && lhsSize == w.lhsDilate &&
        ((std::max<int64_t>(1, lhsSize - 1) == w.stride && w.rhsDilate == 1) ||
         (std::max<int64_t>(1, lhsSize - 1) == w.rhsDilate && w.stride == 1)) &&
        noPad && !w.reversal) {
      result.factors.push_back({FactorKind::Batch, l, r, o});
    } else if (lhsSize == 1 && w.size == outSize && w.padLow == w.size - 1 && w.padHigh == w.size - 1 &&
               w.reversal && w.stride == 1 && w.lhsDilate == 1 && w.rhsDilate == 1) {
      result.factors.push_back({FactorKind::RhsFree, -1, r, o});
      result.factors.push_back({FactorKind::Contracting, l, -1, -1});
    } else if (w.size == 1 && w.stride == 1 && noPad && w.lhsDilate == 1 && w.rhsDilate == 1 && lhsSize == outSize) {
      result.factors.push_back({FactorKind::LhsFree, l, -1, o});
      result.factors.push_back({FactorKind::Contracting, -1, r, -1});
    } else if (w.size == lhsSize && outSize == 1 && w.stride == 1 && noPad && w.lhsDilate == 1 && w.rhsDilate == 1) {
      result.factors.push_back({FactorKind::Contracting, l, r, -1});
      result.factors.push_back({FactorKind::LhsFree, -1, -1, o});
    } else {
      result.factors.push_back({FactorKind::Window, l, r, o});
      result.hasWindow = true;
    }
    kernelProduct *= rhsSize;
    outputProduct *= outSize;
    if (rhsSize >= outSize && (k < 2 || rhsSize > 3 || kernelProduct >= outputProduct)) kernelSmall = false;
  }
  result.kernelSmall = kernelSmall;
  return result;
}

std::string factorMappingText(const DotFactors& factors, int64_t lhsRank, int64_t rhsRank, int64_t outRank) {
  std::vector<std::string> lhs(static_cast<std::size_t>(lhsRank), "1"), rhs(static_cast<std::size_t>(rhsRank), "1"),
      out(static_cast<std::size_t>(outRank), "1");
  std::string reduction;
  for (std::size_t i = 0; i < factors.factors.size(); ++i) {
    const DotFactor& f = factors.factors[i];
    const std::string name = letterFor(i);
    if (f.lhs >= 0 && f.lhs < lhsRank) lhs[f.lhs] = name;
    if (f.rhs >= 0 && f.rhs < rhsRank) rhs[f.rhs] = name;
    if (f.out >= 0 && f.out < outRank) out[f.out] = name;
    if (f.kind == FactorKind::Contracting) {
      if (!reduction.empty()) reduction += ',';
      reduction += name;
    }
  }
  auto join = [](const std::vector<std::string>& names) {
    std::string text = "[";
    for (std::size_t i = 0; i < names.size(); ++i) {
      if (i) text += ',';
      text += names[i];
    }
    text += ']';
    return text;
  };
  std::string text;
  text.append("(").append(join(lhs)).append(",").append(join(rhs)).append(")->(").append(join(out)).append(")");
  if (!reduction.empty()) text.append(" reduction={").append(reduction).append("}");
  return text;
}

}  // namespace shardscope::propagation
