// Reading a pair directory's recorded arrays (recorded_arrays.h).
#include "numeric/recorded_arrays.h"

#include "io/npy_array.h"
#include "ir/shape.h"

namespace shardscope::numeric {
namespace {

std::string dimsText(const std::vector<int64_t>& dims) {
  std::string text = "[";
  for (std::size_t i = 0; i < dims.size(); ++i) {
    if (i) text += ',';
    text += std::to_string(dims[i]);
  }
  text += ']';
  return text;
}

struct ReadFailure {
  Diagnostic diagnostic;
};

class ArrayReader {
 public:
  ArrayReader(const io::PairDirectory& pair, int64_t perTensor, int64_t total) : pair_(pair), perTensor_(perTensor), total_(total) {}

  std::vector<Value> readAll(const std::vector<io::PairArray>& entries, const std::string& what) {
    std::vector<Value> values;
    for (std::size_t i = 0; i < entries.size(); ++i) values.push_back(read(entries[i], what + "[" + std::to_string(i) + "]"));
    return values;
  }

 private:
  [[noreturn]] void fail(const io::PairArray& entry, const std::string& message) { throw ReadFailure{pair_.diagnosticAt(entry, message)}; }

  Value read(const io::PairArray& entry, const std::string& what) {
    // The manifest's shape is checked against the caps before the file is opened.
    const std::optional<int64_t> count = ir::checkedProduct(entry.shape);
    if (!count || *count > perTensor_)
      fail(entry, what + ": shape " + dimsText(entry.shape) + " is over the numeric checker's cap of " + std::to_string(perTensor_) +
                      " elements per array");
    if (used_ + *count > total_)
      fail(entry, what + ": the recorded arrays hold more than " + std::to_string(total_) + " elements in all, the numeric checker's cap");
    used_ += *count;
    const std::string path = pair_.resolve(entry.file);
    // The file's own header is held to the per-array cap (and to the bytes it really
    // holds); a header that disagrees with the manifest is reported as such below.
    io::NpyRead npy = io::readNpyFile(path, perTensor_);
    if (!npy.ok()) throw ReadFailure{*npy.error};
    // numpy's ascontiguousarray (which the capture's save_array calls) makes a 0-d array
    // 1-d: a scalar is stored as shape (1,). The one element is the scalar.
    const bool scalarAsOne = entry.shape.empty() && npy.array->shape == std::vector<int64_t>{1};
    if (npy.array->shape != entry.shape && !scalarAsOne)
      fail(entry, what + ": " + path + " holds shape " + dimsText(npy.array->shape) + ", the manifest says " + dimsText(entry.shape));
    Value value;
    value.type = entry.type;
    value.dims = entry.shape;
    if (const std::optional<std::string> problem = io::decodeNpyValues(*npy.array, entry.type, value.data))
      fail(entry, what + ": " + path + " " + *problem + " (the manifest says " + std::string(ir::elementTypeName(entry.type)) + ")");
    return value;
  }

  const io::PairDirectory& pair_;
  int64_t perTensor_;
  int64_t total_;
  int64_t used_ = 0;
};

}  // namespace

RecordedArraysRead readRecordedArrays(const io::PairDirectory& pair, int64_t maxElementsPerTensor, int64_t maxElementsTotal) {
  RecordedArraysRead result;
  if (!pair.hasOutputs) {
    result.error = Diagnostic{Severity::Error, pair.manifestPath, 0, 0, "the manifest records no \"outputs\" to compare with"};
    return result;
  }
  try {
    ArrayReader reader(pair, maxElementsPerTensor, maxElementsTotal);
    RecordedRun run;
    run.inputs = reader.readAll(pair.inputs, "inputs");
    run.baselineOutputs = reader.readAll(pair.baselineOutputs, "outputs.baseline");
    run.distributedOutputs = reader.readAll(pair.distributedOutputs, "outputs.distributed");
    result.run = std::move(run);
  } catch (const ReadFailure& failure) {
    result.error = failure.diagnostic;
  }
  return result;
}

}  // namespace shardscope::numeric
