#include "zoo/graph_builder.h"

#include <charconv>
#include <cmath>
#include <stdexcept>

namespace shardscope::zoo {

using ir::ElementType;
using ir::Instruction;
using ir::Opcode;
using ir::Shape;

namespace {

// Generators are code: a shape error here is a bug in a strategy, not bad input.
[[noreturn]] void fail(const std::string& message) { throw std::logic_error("zoo graph builder: " + message); }

std::string literalText(double value) {
  if (std::isinf(value)) return value < 0 ? "-inf" : "inf";
  if (std::isnan(value)) return "nan";
  char buffer[32];
  auto [end, error] = std::to_chars(buffer, buffer + sizeof buffer, value);
  return std::string(buffer, error == std::errc() ? end : buffer);
}

}  // namespace

GraphBuilder::GraphBuilder(std::string moduleName, int64_t numPartitions) {
  module_.name = std::move(moduleName);
  if (numPartitions > 0) module_.header.push_back({"num_partitions", std::to_string(numPartitions)});
  // The entry is built in its own slot and moved behind the reducers in finish(), so
  // reducer ids (0..k-1) stay valid while it grows.
  entry_ = std::make_unique<ir::Computation>();
  entry_->isEntry = true;
  entry_->name = module_.strings().intern("main");
  opName_ = {};
}

void GraphBuilder::setSourceFile(std::string_view file) {
  if (file != sourceFile_) sourceFile_ = module_.strings().intern(file);
}

void GraphBuilder::pushScope(std::string_view name) {
  scopes_.emplace_back(name);
  std::string joined;
  for (const std::string& scope : scopes_) {
    if (!joined.empty()) joined += '/';
    joined += scope;
  }
  opName_ = module_.strings().intern(joined);
}

void GraphBuilder::popScope() {
  if (scopes_.empty()) fail("popScope without a scope");
  scopes_.pop_back();
  std::string joined;
  for (const std::string& scope : scopes_) {
    if (!joined.empty()) joined += '/';
    joined += scope;
  }
  opName_ = module_.strings().intern(joined);
}

void GraphBuilder::setOpType(std::string_view opType) { opType_ = module_.strings().intern(opType); }

const Shape& GraphBuilder::shape(Value v) const { return entry_->instructions.at(v).shape; }
std::string_view GraphBuilder::name(Value v) const { return entry_->instructions.at(v).name; }
const ir::SourceMetadata& GraphBuilder::metadata(Value v) const { return entry_->instructions.at(v).metadata; }
Instruction& GraphBuilder::at(Value v) { return entry_->instructions.at(v); }
std::size_t GraphBuilder::instructionCount() const { return entry_->instructions.size(); }

std::shared_ptr<const ir::Layout> GraphBuilder::defaultLayout(std::size_t rank) {
  if (rank == 0) return nullptr;
  if (layouts_.size() <= rank) layouts_.resize(rank + 1);
  if (!layouts_[rank]) {
    auto layout = std::make_shared<ir::Layout>();
    for (std::size_t d = rank; d-- > 0;) layout->minorToMajor.push_back(static_cast<int64_t>(d));
    layouts_[rank] = std::move(layout);
  }
  return layouts_[rank];
}

Value GraphBuilder::append(Opcode opcode, Shape shape, std::vector<Value> operands) {
  Instruction instruction;
  instruction.opcode = opcode;
  instruction.opcodeText = ir::opcodeName(opcode);
  if (shape.isArray()) shape.layout = defaultLayout(shape.dims.size());
  instruction.shape = std::move(shape);
  instruction.operands = std::move(operands);
  std::string name(ir::opcodeName(opcode));
  if (distributedOnlyDepth_ > 0) {
    name += ".spmd.";
    name += std::to_string(nextDistributedOnlyId_++);
  } else {
    name += '.';
    name += std::to_string(nextId_++);
  }
  instruction.name = module_.strings().store(name);
  instruction.metadata.opType = opType_;
  instruction.metadata.opName = opName_;
  instruction.metadata.sourceFile = sourceFile_;
  instruction.metadata.sourceLine = sourceFile_.empty() ? -1 : line_;
  entry_->instructions.push_back(std::move(instruction));
  return static_cast<Value>(entry_->instructions.size() - 1);
}

Value GraphBuilder::parameter(std::string_view name, ElementType type, std::vector<int64_t> dims,
                              std::optional<sharding::HloSharding> sharding) {
  const int64_t number = nextParameter_++;
  Value v = append(Opcode::Parameter, Shape::array(type, std::move(dims)), {});
  at(v).parameterNumber = number;
  at(v).name = module_.strings().store(name);
  if (sharding) setSharding(v, *sharding);
  return v;
}

Value GraphBuilder::scalar(ElementType type, double value) {
  Value v = append(Opcode::Constant, Shape::array(type, {}), {});
  at(v).literal = module_.strings().intern(literalText(value));
  return v;
}

Value GraphBuilder::iota(ElementType type, std::vector<int64_t> dims, int64_t dimension) {
  if (dimension < 0 || dimension >= static_cast<int64_t>(dims.size())) fail("iota dimension out of range");
  Value v = append(Opcode::Iota, Shape::array(type, std::move(dims)), {});
  at(v).attributes.push_back({key("iota_dimension"), dimension});
  return v;
}

Value GraphBuilder::partitionId() { return append(Opcode::PartitionId, Shape::array(ElementType::U32, {}), {}); }

Value GraphBuilder::unary(Opcode opcode, Value x) { return append(opcode, Shape::array(type(x), dims(x)), {x}); }

Value GraphBuilder::binary(Opcode opcode, Value a, Value b) {
  if (dims(a) != dims(b)) {
    if (dims(a).empty()) a = broadcast(a, dims(b), {});
    else if (dims(b).empty()) b = broadcast(b, dims(a), {});
    else fail(std::string("elementwise operands differ: ") + shape(a).toString(false) + " vs " + shape(b).toString(false));
  }
  if (type(a) != type(b)) fail("elementwise operand types differ");
  return append(opcode, Shape::array(type(a), dims(a)), {a, b});
}

Value GraphBuilder::compare(Value a, Value b, std::string_view direction) {
  if (dims(a) != dims(b)) {
    if (dims(a).empty()) a = broadcast(a, dims(b), {});
    else if (dims(b).empty()) b = broadcast(b, dims(a), {});
    else fail("compare operands differ");
  }
  Value v = append(Opcode::Compare, Shape::array(ElementType::Pred, dims(a)), {a, b});
  at(v).attributes.push_back({key("direction"), ir::RawText{std::string(direction)}});
  return v;
}

Value GraphBuilder::select(Value predicate, Value onTrue, Value onFalse) {
  if (dims(onTrue) != dims(onFalse) || dims(predicate) != dims(onTrue)) fail("select operands differ");
  return append(Opcode::Select, Shape::array(type(onTrue), dims(onTrue)), {predicate, onTrue, onFalse});
}

Value GraphBuilder::convert(Value x, ElementType to) { return append(Opcode::Convert, Shape::array(to, dims(x)), {x}); }

Value GraphBuilder::broadcast(Value x, std::vector<int64_t> outDims, std::vector<int64_t> mapping) {
  if (mapping.size() != dims(x).size()) fail("broadcast mapping rank");
  for (std::size_t i = 0; i < mapping.size(); ++i)
    if (mapping[i] < 0 || mapping[i] >= static_cast<int64_t>(outDims.size()) || outDims[mapping[i]] != dims(x)[i])
      fail("broadcast mapping does not fit");
  Value v = append(Opcode::Broadcast, Shape::array(type(x), std::move(outDims)), {x});
  at(v).attributes.push_back({key("dimensions"), ir::IntList{std::move(mapping)}});
  return v;
}

Value GraphBuilder::filled(ElementType type, double value, std::vector<int64_t> outDims) {
  Value s = scalar(type, value);
  return outDims.empty() ? s : broadcast(s, std::move(outDims), {});
}

Value GraphBuilder::reshape(Value x, std::vector<int64_t> outDims) {
  if (ir::checkedProduct(outDims) != ir::checkedProduct(dims(x))) fail("reshape changes the element count");
  return append(Opcode::Reshape, Shape::array(type(x), std::move(outDims)), {x});
}

Value GraphBuilder::transpose(Value x, std::vector<int64_t> permutation) {
  if (permutation.size() != dims(x).size()) fail("transpose permutation rank");
  std::vector<int64_t> out;
  for (int64_t p : permutation) out.push_back(dims(x).at(p));
  Value v = append(Opcode::Transpose, Shape::array(type(x), std::move(out)), {x});
  at(v).attributes.push_back({key("dimensions"), ir::IntList{std::move(permutation)}});
  return v;
}

Value GraphBuilder::slice(Value x, const std::vector<std::pair<int64_t, int64_t>>& ranges) {
  if (ranges.size() != dims(x).size()) fail("slice rank");
  ir::SliceConfig config;
  std::vector<int64_t> out;
  for (std::size_t d = 0; d < ranges.size(); ++d) {
    auto [start, limit] = ranges[d];
    if (start < 0 || start > limit || limit > dims(x)[d]) fail("slice out of range");
    config.dims.push_back({start, limit, 1});
    out.push_back(limit - start);
  }
  Value v = append(Opcode::Slice, Shape::array(type(x), std::move(out)), {x});
  at(v).attributes.push_back({key("slice"), std::move(config)});
  return v;
}

Value GraphBuilder::concatenate(const std::vector<Value>& values, int64_t dimension) {
  if (values.empty()) fail("concatenate of nothing");
  std::vector<int64_t> out = dims(values.front());
  out.at(dimension) = 0;
  for (Value v : values) out[dimension] += dims(v).at(dimension);
  Value v = append(Opcode::Concatenate, Shape::array(type(values.front()), std::move(out)), values);
  at(v).attributes.push_back({key("dimensions"), ir::IntList{{dimension}}});
  return v;
}

Value GraphBuilder::dynamicSlice(Value x, const std::vector<Value>& starts, std::vector<int64_t> sizes) {
  if (starts.size() != dims(x).size() || sizes.size() != dims(x).size()) fail("dynamic-slice rank");
  std::vector<Value> operands{x};
  operands.insert(operands.end(), starts.begin(), starts.end());
  Value v = append(Opcode::DynamicSlice, Shape::array(type(x), sizes), std::move(operands));
  at(v).attributes.push_back({key("dynamic_slice_sizes"), ir::IntList{std::move(sizes)}});
  return v;
}

Value GraphBuilder::dot(Value lhs, Value rhs, std::vector<int64_t> lb, std::vector<int64_t> rb,
                        std::vector<int64_t> lc, std::vector<int64_t> rc) {
  const auto& l = dims(lhs);
  const auto& r = dims(rhs);
  if (lb.size() != rb.size() || lc.size() != rc.size()) fail("dot dims");
  auto contains = [](const std::vector<int64_t>& list, int64_t d) {
    for (int64_t x : list)
      if (x == d) return true;
    return false;
  };
  std::vector<int64_t> out;
  for (std::size_t i = 0; i < lb.size(); ++i) {
    if (l.at(lb[i]) != r.at(rb[i])) fail("dot batch sizes differ");
    out.push_back(l[lb[i]]);
  }
  for (std::size_t i = 0; i < lc.size(); ++i)
    if (l.at(lc[i]) != r.at(rc[i]))
      fail("dot contracting sizes differ: " + shape(lhs).toString(false) + " x " + shape(rhs).toString(false));
  for (int64_t d = 0; d < static_cast<int64_t>(l.size()); ++d)
    if (!contains(lb, d) && !contains(lc, d)) out.push_back(l[d]);
  for (int64_t d = 0; d < static_cast<int64_t>(r.size()); ++d)
    if (!contains(rb, d) && !contains(rc, d)) out.push_back(r[d]);
  Value v = append(Opcode::Dot, Shape::array(type(lhs), std::move(out)), {lhs, rhs});
  auto& attributes = at(v).attributes;
  if (!lb.empty()) attributes.push_back({key("lhs_batch_dims"), ir::IntList{std::move(lb)}});
  attributes.push_back({key("lhs_contracting_dims"), ir::IntList{std::move(lc)}});
  if (!rb.empty()) attributes.push_back({key("rhs_batch_dims"), ir::IntList{std::move(rb)}});
  attributes.push_back({key("rhs_contracting_dims"), ir::IntList{std::move(rc)}});
  return v;
}

ir::ComputationId GraphBuilder::reducer(ReduceKind kind, ElementType elementType) {
  for (const auto& [signature, id] : reducers_)
    if (signature.first == kind && signature.second == elementType) return id;
  ir::Computation computation;
  const std::string op = kind == ReduceKind::Sum ? "add" : "max";
  const std::string base = op + "." + std::string(ir::elementTypeName(elementType));
  computation.name = module_.strings().intern(base);
  const Shape scalarShape = Shape::array(elementType, {});
  for (int i = 0; i < 2; ++i) {
    Instruction parameter;
    parameter.opcode = Opcode::Parameter;
    parameter.opcodeText = ir::opcodeName(Opcode::Parameter);
    parameter.shape = scalarShape;
    parameter.parameterNumber = i;
    parameter.name = module_.strings().intern(i == 0 ? base + ".lhs" : base + ".rhs");
    computation.instructions.push_back(std::move(parameter));
  }
  Instruction root;
  root.opcode = kind == ReduceKind::Sum ? Opcode::Add : Opcode::Maximum;
  root.opcodeText = ir::opcodeName(root.opcode);
  root.shape = scalarShape;
  root.operands = {0, 1};
  root.name = module_.strings().intern(base + ".result");
  computation.instructions.push_back(std::move(root));
  computation.root = 2;
  module_.computations.push_back(std::move(computation));
  const auto id = static_cast<ir::ComputationId>(module_.computations.size() - 1);
  reducers_.push_back({{kind, elementType}, id});
  return id;
}

Value GraphBuilder::reduce(Value x, std::vector<int64_t> dimensions, ReduceKind kind) {
  std::vector<int64_t> out;
  for (int64_t d = 0; d < static_cast<int64_t>(dims(x).size()); ++d) {
    bool reduced = false;
    for (int64_t r : dimensions) reduced = reduced || r == d;
    if (!reduced) out.push_back(dims(x)[d]);
  }
  const ElementType elementType = type(x);
  Value init = scalar(elementType, kind == ReduceKind::Sum ? 0.0 : -INFINITY);
  const ir::ComputationId to = reducer(kind, elementType);
  Value v = append(Opcode::Reduce, Shape::array(elementType, std::move(out)), {x, init});
  at(v).attributes.push_back({key("dimensions"), ir::IntList{std::move(dimensions)}});
  at(v).attributes.push_back({key("to_apply"), ir::CalledComputations{{to}, false}});
  return v;
}

Value GraphBuilder::tuple(const std::vector<Value>& values) {
  std::vector<Shape> elements;
  for (Value v : values) elements.push_back(shape(v));
  return append(Opcode::Tuple, Shape::tuple(std::move(elements)), values);
}

GraphBuilder::Groups GraphBuilder::allDevices(int64_t devices) { return consecutive(devices, 1); }

GraphBuilder::Groups GraphBuilder::consecutive(int64_t devices, int64_t numGroups) {
  if (numGroups < 1 || devices % numGroups != 0) fail("replica groups do not divide the devices");
  Groups groups;
  ir::IotaReplicaGroups iota;
  iota.numGroups = numGroups;
  iota.groupSize = devices / numGroups;
  iota.reshapeDims = {devices};
  for (int64_t g = 0; g < numGroups; ++g) {
    std::vector<int64_t> group;
    for (int64_t i = 0; i < iota.groupSize; ++i) group.push_back(g * iota.groupSize + i);
    groups.groups.push_back(std::move(group));
  }
  groups.iota = std::move(iota);
  return groups;
}

GraphBuilder::Groups GraphBuilder::explicitGroups(std::vector<std::vector<int64_t>> list) {
  Groups groups;
  groups.groups = std::move(list);
  return groups;
}

void GraphBuilder::addCollectiveAttributes(Instruction& instruction, const Groups& groups) {
  instruction.attributes.push_back({key("channel_id"), nextChannel_++});
  ir::ReplicaGroups replicaGroups;
  replicaGroups.groups = groups.groups;
  if (groups.iota) replicaGroups.iota = std::make_shared<const ir::IotaReplicaGroups>(*groups.iota);
  instruction.attributes.push_back({key("replica_groups"), std::move(replicaGroups)});
}

Value GraphBuilder::allReduce(Value x, const Groups& groups, ReduceKind kind) {
  const ir::ComputationId to = reducer(kind, type(x));
  Value v = append(Opcode::AllReduce, Shape::array(type(x), dims(x)), {x});
  addCollectiveAttributes(at(v), groups);
  at(v).attributes.push_back({key("use_global_device_ids"), true});
  at(v).attributes.push_back({key("to_apply"), ir::CalledComputations{{to}, false}});
  return v;
}

Value GraphBuilder::allReduceTuple(const std::vector<Value>& xs, const Groups& groups, ReduceKind kind) {
  if (xs.empty()) fail("a tuple all-reduce needs values");
  std::vector<Shape> elements;
  for (Value x : xs) {
    if (type(x) != type(xs.front())) fail("a tuple all-reduce over values of different element types");
    elements.push_back(Shape::array(type(x), dims(x)));
  }
  const ir::ComputationId to = reducer(kind, type(xs.front()));
  Value v = append(Opcode::AllReduce, Shape::tuple(std::move(elements)), xs);
  addCollectiveAttributes(at(v), groups);
  at(v).attributes.push_back({key("use_global_device_ids"), true});
  at(v).attributes.push_back({key("to_apply"), ir::CalledComputations{{to}, false}});
  return v;
}

Value GraphBuilder::getTupleElement(Value tuple, int64_t index) {
  const Shape& s = shape(tuple);
  if (!s.isTuple() || index < 0 || index >= static_cast<int64_t>(s.tupleShapes.size())) fail("get-tuple-element index out of range");
  Value v = append(Opcode::GetTupleElement, s.tupleShapes[index], {tuple});
  at(v).attributes.push_back({key("index"), index});
  return v;
}

Value GraphBuilder::allGather(Value x, int64_t dimension, const Groups& groups) {
  std::vector<int64_t> out = dims(x);
  out.at(dimension) *= groups.size();
  Value v = append(Opcode::AllGather, Shape::array(type(x), std::move(out)), {x});
  addCollectiveAttributes(at(v), groups);
  at(v).attributes.push_back({key("dimensions"), ir::IntList{{dimension}}});
  at(v).attributes.push_back({key("use_global_device_ids"), true});
  return v;
}

Value GraphBuilder::reduceScatter(Value x, int64_t dimension, const Groups& groups, ReduceKind kind) {
  std::vector<int64_t> out = dims(x);
  if (out.at(dimension) % groups.size() != 0) fail("reduce-scatter dim does not divide");
  out[dimension] /= groups.size();
  const ir::ComputationId to = reducer(kind, type(x));
  Value v = append(Opcode::ReduceScatter, Shape::array(type(x), std::move(out)), {x});
  addCollectiveAttributes(at(v), groups);
  at(v).attributes.push_back({key("dimensions"), ir::IntList{{dimension}}});
  at(v).attributes.push_back({key("use_global_device_ids"), true});
  at(v).attributes.push_back({key("to_apply"), ir::CalledComputations{{to}, false}});
  return v;
}

Value GraphBuilder::allToAll(Value x, int64_t dimension, const Groups& groups) {
  if (dims(x).at(dimension) % groups.size() != 0) fail("all-to-all dim does not divide");
  Value v = append(Opcode::AllToAll, Shape::array(type(x), dims(x)), {x});
  addCollectiveAttributes(at(v), groups);
  at(v).attributes.push_back({key("dimensions"), ir::IntList{{dimension}}});
  return v;
}

Value GraphBuilder::collectivePermute(Value x, const std::vector<std::pair<int64_t, int64_t>>& pairs) {
  Value v = append(Opcode::CollectivePermute, Shape::array(type(x), dims(x)), {x});
  at(v).attributes.push_back({key("channel_id"), nextChannel_++});
  at(v).attributes.push_back({key("source_target_pairs"), ir::SourceTargetPairs{pairs}});
  return v;
}

void GraphBuilder::setSharding(Value v, const sharding::HloSharding& value) {
  // Shardings repeat (every layer's wq has the same one): share them like the loader does.
  for (const auto& existing : shardings_)
    if (*existing == value && existing->toString(false) == value.toString(false)) {
      at(v).sharding = existing;
      return;
    }
  shardings_.push_back(std::make_shared<const sharding::HloSharding>(value));
  at(v).sharding = shardings_.back();
}

ir::Module GraphBuilder::finish(Value root) {
  if (!entry_) fail("finish called twice");
  entry_->root = root;
  module_.computations.push_back(std::move(*entry_));
  entry_.reset();
  module_.entry = static_cast<ir::ComputationId>(module_.computations.size() - 1);
  return std::move(module_);
}

}  // namespace shardscope::zoo
