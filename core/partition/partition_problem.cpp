#include "partition/partition_problem.h"

#include "partition/partition_error.h"

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstring>
#include <map>
#include <string>

namespace shardscope::partition {

namespace {
uint32_t highestBit(uint32_t mask) { return mask ? uint32_t{1} << (31 - __builtin_clz(mask)) : 0; }

std::string maskKey(std::span<const uint32_t> mask) {
  return std::string(reinterpret_cast<const char*>(mask.data()), mask.size() * sizeof(uint32_t));
}

// Most partitions pack into one word, which spares building a string per lookup. (All
// parts of a flow have its tensor's rank; below 2^15 per dimension the key stays below
// 2^63, as FlatMemo needs.)
bool packedMask(std::span<const uint32_t> mask, uint64_t& key) {
  if (mask.size() > 4) return false;
  key = 0;
  for (uint32_t bits : mask) {
    if (bits >= (1u << 15)) return false;
    key = (key << 16) | bits;
  }
  return true;
}

// The id of `mask` among the parts interned in (smallIds, ids), `next` when new.
template <class Memo>
int idOf(Memo& memo, std::span<const uint32_t> mask, int next) {
  uint64_t key = 0;
  if (packedMask(mask, key)) {
    if (const int* found = memo.smallIds.find(key)) return *found;
    memo.smallIds.insert(key, next);
    return next;
  }
  return memo.ids.emplace(maskKey(mask), next).first->second;
}

std::string nodeLabel(const EinSumGraph& graph, const EinSumNode& node) {
  return "node '" + graph.outputOf(node).name + "' (line " + std::to_string(node.position.line) + ")";
}
}  // namespace

PartitionProblem::PartitionProblem(const EinSumGraph& graph, ProblemOptions options)
    : graph_(graph), options_(options) {
  if (!isPowerOfTwo(options.devices) || options.devices > kMaxDevices)
    throw PartitionError("expected a power of two number of devices up to 2^20, found " +
                         std::to_string(options.devices));
  const int log2P = log2Exact(options.devices);
  const auto& nodes = graph.nodes();
  const auto& tensors = graph.tensors();
  std::size_t total = 0;
  auto count = [&](std::size_t n) {
    total += n;
    if (total > kMaxCandidatesPerGraph)
      throw PartitionError("more than " + std::to_string(kMaxCandidatesPerGraph) +
                           " partition vectors in the graph; use fewer devices or a smaller space");
  };
  // The repeated layers of a graph ask for the same join bounds again and again: the
  // candidates are enumerated once per bounds and range.
  // The repeated layers of a graph ask for the same join bounds again and again: the
  // candidates are enumerated once per bounds and range, and the variables share them.
  std::map<std::pair<std::vector<int64_t>, std::pair<int, int>>, CandidateList> enumerated;
  auto candidatesOf = [&](const std::vector<int64_t>& bounds, ExponentRange range) -> const CandidateList& {
    auto key = std::make_pair(bounds, std::make_pair(range.low, range.high));
    const auto found = enumerated.find(key);
    if (found != enumerated.end()) return found->second;
    auto list = std::make_shared<const CandidateList::List>(candidatePartitionsInRange(bounds, range));
    return enumerated.emplace(std::move(key), CandidateList(std::move(list))).first->second;
  };
  // The one empty vector of a node without join indices (or an input of rank 0).
  const CandidateList scalar(std::make_shared<const CandidateList::List>(CandidateList::List{{}}));
  for (std::size_t n = 0; n < nodes.size(); ++n) {
    const EinSumNode& node = nodes[n];
    Variable variable;
    variable.node = static_cast<int>(n);
    variable.tensor = node.output;
    std::vector<int64_t> bounds;
    for (std::size_t k = 0; k < node.joinIndices.size(); ++k) bounds.push_back(graph.joinBound(node, static_cast<int>(k)));
    const ExponentRange range = nodeBlockRange(options.space, isContraction(graph, node), log2P);
    variable.candidates = bounds.empty() && range.low == 0 ? scalar : candidatesOf(bounds, range);
    if (variable.candidates.empty())
      throw PartitionError(nodeLabel(graph, node) + " cannot be split into " + std::to_string(1 << range.low) +
                           " kernel calls: its join space is too small");
    count(variable.candidates.size());
    variables_.push_back(std::move(variable));
  }
  inputVariable_.assign(tensors.size(), -1);
  if (options.model == CostModel::Einsummable) {
    const ExponentRange range = inputBlockRange(options.space, log2P);
    for (std::size_t t = 0; t < tensors.size(); ++t) {
      const EinSumTensor& tensor = tensors[t];
      if (tensor.producer >= 0 || tensor.consumers.empty()) continue;
      Variable variable;
      variable.tensor = static_cast<int>(t);
      variable.candidates = tensor.shape.empty() ? scalar : candidatesOf(tensor.shape, range);
      if (variable.candidates.empty())
        throw PartitionError("input '" + tensor.name + "' (line " + std::to_string(tensor.position.line) +
                             ") cannot be cut into " + std::to_string(1 << range.low) + " blocks");
      count(variable.candidates.size());
      inputVariable_[t] = static_cast<int>(variables_.size());
      variables_.push_back(std::move(variable));
    }
  }
  // A node's own costs depend only on its candidates and on what nodeCost (seed) or
  // einsummableNodeCost reads of it: whether it is a contraction, each operand's join
  // dims and tensor (shape, elements), the output's join dims and tensor, the aggregated
  // dims. A node with all of that equal to an earlier node's (a repeated layer's copies)
  // takes a copy of its costs.
  std::map<std::vector<int64_t>, int> costedLike;
  std::vector<int64_t> costKey;
  auto addTensor = [&](const EinSumTensor& tensor) {
    costKey.push_back(static_cast<int64_t>(tensor.shape.size()));
    costKey.insert(costKey.end(), tensor.shape.begin(), tensor.shape.end());
    costKey.push_back(std::bit_cast<int64_t>(static_cast<double>(tensor.elements)));
  };
  auto addDims = [&](const std::vector<int>& dims) {
    costKey.push_back(static_cast<int64_t>(dims.size()));
    costKey.insert(costKey.end(), dims.begin(), dims.end());
  };
  for (std::size_t v = 0; v < variables_.size(); ++v) {
    Variable& variable = variables_[v];
    if (variable.node >= 0) {
      const EinSumNode& node = nodes[variable.node];
      costKey.clear();
      costKey.push_back(static_cast<int64_t>(reinterpret_cast<std::uintptr_t>(
          variable.candidates.empty() ? nullptr : &*variable.candidates.begin())));
      costKey.push_back(isContraction(graph, node));
      costKey.push_back(static_cast<int64_t>(node.operands.size()));
      for (std::size_t o = 0; o < node.operands.size(); ++o) {
        addDims(node.operandJoinDims[o]);
        addTensor(tensors[node.operands[o].tensor]);
      }
      addDims(node.outputJoinDims);
      addTensor(graph.outputOf(node));
      addDims(node.aggregatedJoinDims);
      const auto [at, fresh] = costedLike.emplace(costKey, static_cast<int>(v));
      if (!fresh) {
        variable.local = variables_[at->second].local;
        continue;
      }
    }
    variable.local.reserve(variable.candidates.size());
    for (std::size_t c = 0; c < variable.candidates.size(); ++c)
      variable.local.push_back(nodeCostOf(static_cast<int>(v), static_cast<int>(c)).total());
  }

  // One flow per read tensor with a writer variable.
  std::map<std::vector<int64_t>, int> shapeIds;
  // A flow whose tensor shape, writer's candidate list and output dims, and readers'
  // candidate lists and operand dims (in order) are those of an earlier flow interns the
  // same masks in the same order into a fresh memo: the same ids, words and (same shape)
  // per-shape ids. A repeated layer's copies are such flows, so the later ones copy the
  // first one's parts instead of interning each candidate's again.
  std::map<std::vector<int64_t>, int> flowOfSignature;
  std::vector<int64_t> signature;
  auto listId = [](const CandidateList& list) {
    return static_cast<int64_t>(reinterpret_cast<std::uintptr_t>(list.empty() ? nullptr : &*list.begin()));
  };
  for (std::size_t t = 0; t < tensors.size(); ++t) {
    const EinSumTensor& tensor = tensors[t];
    if (tensor.consumers.empty()) continue;
    const int writer = tensor.producer >= 0 ? tensor.producer : inputVariable_[t];
    if (writer < 0) continue;  // seed model: inputs are free
    const int f = static_cast<int>(flows_.size());
    flows_.push_back({});
    memo_.push_back({});
    memo_.back().rank = tensor.shape.size();
    if (options_.model == CostModel::Einsummable) {
      memo_.back().shape = shapeIds.emplace(tensor.shape, static_cast<int>(shapes_.size())).first->second;
      if (memo_.back().shape == static_cast<int>(shapes_.size())) shapes_.emplace_back();
    }
    Flow& flow = flows_.back();
    flow.tensor = static_cast<int>(t);
    flow.writer = writer;
    Variable& w = variables_[writer];
    w.writes = f;
    signature.assign(tensor.shape.begin(), tensor.shape.end());
    signature.push_back(-1);
    signature.push_back(listId(w.candidates));
    if (w.node >= 0) signature.insert(signature.end(), nodes[w.node].outputJoinDims.begin(), nodes[w.node].outputJoinDims.end());
    for (int consumer : tensor.consumers) {
      const EinSumNode& node = nodes[consumer];
      signature.push_back(-2);
      signature.push_back(listId(variables_[consumer].candidates));
      for (std::size_t o = 0; o < node.operands.size(); ++o) {
        if (node.operands[o].tensor != static_cast<int>(t)) continue;
        signature.push_back(-3);
        signature.insert(signature.end(), node.operandJoinDims[o].begin(), node.operandJoinDims[o].end());
      }
    }
    if (const auto [at, fresh] = flowOfSignature.emplace(signature, f); !fresh) {
      const int same = at->second;
      memo_[f] = memo_[same];
      flows_[f].outPart = flows_[same].outPart;
      flows_[f].readPart = flows_[same].readPart;
      for (int consumer : tensor.consumers) {
        flows_[f].readers.push_back(consumer);
        variables_[consumer].reads.push_back(f);
      }
      continue;
    }
    // The masks are built in one scratch vector (splitMaskOf of the output or operand
    // parts, their union for a tensor read twice): millions of candidates on a large
    // graph, most of them parts interned already.
    const std::size_t rank = tensor.shape.size();
    SplitMask mask(rank);
    flows_[f].outPart.reserve(w.candidates.size());
    for (const PartitionVector& d : w.candidates) {
      for (std::size_t k = 0; k < rank; ++k)
        mask[k] = uint32_t{1} << __builtin_ctz(static_cast<unsigned>(w.node >= 0 ? d[nodes[w.node].outputJoinDims[k]] : d[k]));
      flows_[f].outPart.push_back(intern(f, mask));
    }
    for (int consumer : tensor.consumers) {
      const EinSumNode& node = nodes[consumer];
      std::vector<int> accesses;  // the consumer's operands that read the tensor
      for (std::size_t o = 0; o < node.operands.size(); ++o)
        if (node.operands[o].tensor == static_cast<int>(t)) accesses.push_back(static_cast<int>(o));
      std::vector<int> reads;
      reads.reserve(variables_[consumer].candidates.size());
      for (const PartitionVector& d : variables_[consumer].candidates) {
        std::fill(mask.begin(), mask.end(), 0);
        for (int o : accesses)
          for (std::size_t k = 0; k < rank; ++k)
            mask[k] |= uint32_t{1} << __builtin_ctz(static_cast<unsigned>(d[node.operandJoinDims[o][k]]));
        if (options_.model == CostModel::Seed)
          for (uint32_t& bits : mask) bits = highestBit(bits);
        reads.push_back(intern(f, mask));
      }
      flows_[f].readers.push_back(consumer);
      flows_[f].readPart.push_back(std::move(reads));
      variables_[consumer].reads.push_back(f);
    }
  }
}

int PartitionProblem::variableOfInput(int tensor) const { return inputVariable_[tensor]; }

int PartitionProblem::intern(int f, std::span<const uint32_t> mask) {
  FlowMemo& memo = memo_[f];
  const int before = memo.count;
  const int id = internMask(f, mask);
  if (memo.count != before && options_.model == CostModel::Seed) {
    // cost_model.h's blockElements of the part counts, the same arithmetic in order.
    const EinSumTensor& tensor = graph_.tensors()[flows_[f].tensor];
    double elements = 1;
    for (std::size_t k = 0; k < mask.size(); ++k) {
      const int count = mask[k] ? static_cast<int>(highestBit(mask[k])) : 1;
      memo.exponents.push_back(static_cast<uint8_t>(__builtin_ctz(static_cast<unsigned>(count))));
      elements *= static_cast<double>((tensor.shape[k] + count - 1) / count);
    }
    memo.blockElements.push_back(elements);
  }
  return id;
}

int PartitionProblem::internMask(int f, std::span<const uint32_t> mask) {
  FlowMemo& memo = memo_[f];
  const int id = idOf(memo, mask, memo.count);
  if (id == memo.count) {
    memo.words.insert(memo.words.end(), mask.begin(), mask.end());
    ++memo.count;
    if (memo.shape >= 0) {
      ShapeMemo& shape = shapes_[memo.shape];
      const int shared = idOf(shape, mask, shape.count);
      shape.count += shared == shape.count;
      memo.shared.push_back(shared);
    }
  }
  return id;
}

int PartitionProblem::refineNew(int f, int a, int b, uint64_t key) {
  FlowMemo& memo = memo_[f];
  // Built in scratch_: interning may grow the flow's array the parts are read from.
  const std::span<const uint32_t> first = partWords(f, a), second = partWords(f, b);
  scratch_.resize(memo.rank);
  for (std::size_t k = 0; k < memo.rank; ++k) {
    const uint32_t bits = first[k] | second[k];
    scratch_[k] = options_.model == CostModel::Seed ? highestBit(bits) : bits;
  }
  const int id = intern(f, scratch_);
  memo_[f].refined.insert(key, id);
  return id;
}

bool PartitionProblem::refineWords(int f, std::vector<uint32_t>& into, int b) const {
  const std::span<const uint32_t> second = partWords(f, b);
  if (into.empty()) {
    into.assign(second.begin(), second.end());
    return false;
  }
  bool within = true;
  for (std::size_t k = 0; k < into.size(); ++k) {  // refine's words, in its arithmetic
    const uint32_t bits = into[k] | second[k];
    const uint32_t word = options_.model == CostModel::Seed ? highestBit(bits) : bits;
    within = within && word == into[k];
    into[k] = word;
  }
  return within;
}

int PartitionProblem::translatePart(int from, int id, int to) {
  if (from == to || id < 0) return id;
  const uint64_t key = (static_cast<uint64_t>(from) << 32) | static_cast<uint32_t>(id);
  if (const int* found = memo_[to].translated.find(key)) return *found;
  const std::span<const uint32_t> words = partWords(from, id);
  scratch_.assign(words.begin(), words.end());  // a copy: interning may grow the array
  const int translated = intern(to, scratch_);
  memo_[to].translated.insert(key, translated);
  return translated;
}

namespace {
// Σ_k max(a[k], b[k]): the seed model's blocks of a repartition, as exponents. Most
// tensors have rank 4 or less; an unrolled sum costs a third of the vectorised loop
// the compiler makes of a plain one.
int exponentOfIntersections(const uint8_t* a, const uint8_t* b, std::size_t rank) {
  int sum = 0;
  switch (rank) {
    case 4: sum += std::max(a[3], b[3]); [[fallthrough]];
    case 3: sum += std::max(a[2], b[2]); [[fallthrough]];
    case 2: sum += std::max(a[1], b[1]); [[fallthrough]];
    case 1: sum += std::max(a[0], b[0]); [[fallthrough]];
    case 0: return sum;
    default:
      for (std::size_t k = 0; k < rank; ++k) sum += std::max(a[k], b[k]);
      return sum;
  }
}
}  // namespace

double PartitionProblem::seedRepartition(int f, int written, int read) const {
  // cost_model.h's repartitionCost, from the cached exponents.
  const FlowMemo& memo = memo_[f];
  const std::size_t rank = memo.rank;
  const int intersections =
      exponentOfIntersections(memo.exponents.data() + written * rank, memo.exponents.data() + read * rank, rank);
  const double blocks = intersections < 63 ? static_cast<double>(uint64_t{1} << intersections)
                                           : std::ldexp(1.0, intersections);  // ldexp is slow, and rarely needed
  return (memo.blockElements[written] + memo.blockElements[read]) * blocks;
}

double PartitionProblem::exactRepartition(int f, int written, int read) {
  // Memoised per tensor shape, by the parts' ids there.
  FlowMemo& memo = memo_[f];
  FlatMemo<double>& moved = shapes_[memo.shape].moved;
  const uint64_t key =
      (static_cast<uint64_t>(memo.shared[written]) << 32) | static_cast<uint32_t>(memo.shared[read]);
  if (const double* found = moved.find(key)) return *found;
  return computeExactRepartition(f, written, read, key);
}

double PartitionProblem::computeExactRepartition(int f, int written, int read, uint64_t key) {
  const double cost =
      exactRepartitionOfMasks(graph_.tensors()[flows_[f].tensor], partWords(f, written), partWords(f, read));
  shapes_[memo_[f].shape].moved.insert(key, cost);
  return cost;
}

double PartitionProblem::closingBound(int f, int written, int read) {
  if (written < 0 || read < 0 || written == read) return 0;
  FlowMemo& memo = memo_[f];
  const uint64_t key = (static_cast<uint64_t>(written) << 32) | static_cast<uint32_t>(read);
  if (const double* found = memo.closing.find(key)) return *found;
  const EinSumTensor& tensor = graph_.tensors()[flows_[f].tensor];
  const std::span<const uint32_t> from = partWords(f, written), to = partWords(f, read);
  bool within = true;  // every cut of the reads is a cut of the writer
  for (std::size_t k = 0; k < from.size() && within; ++k) {
    if (options_.model == CostModel::Seed) {
      within = highestBit(to[k]) <= highestBit(from[k]);  // equal splits nest
    } else if ((from[k] | to[k]) != from[k]) {
      const uint32_t finest = highestBit(from[k] | to[k]);
      if (tensor.shape[k] % finest == 0) {  // even splits nest: the finest decides
        within = highestBit(to[k]) <= highestBit(from[k]);
      } else {
        const std::vector<int64_t> a = cutsOf(tensor.shape[k], from[k]), b = cutsOf(tensor.shape[k], to[k]);
        within = std::includes(a.begin(), a.end(), b.begin(), b.end());
      }
    }
  }
  const double bound = within ? 0 : 2 * tensor.elements;
  memo.closing.insert(key, bound);
  return bound;
}

int PartitionProblem::requiredPart(int f, const std::vector<int>& choice) {
  const Flow& flow = flows_[f];
  int required = -1;
  for (std::size_t k = 0; k < flow.readers.size(); ++k)
    required = refine(f, required, flow.readPart[k][choice[flow.readers[k]]]);
  return required;
}

const PartitionProblem::CandidateGroups& PartitionProblem::candidateGroups(int v) {
  if (grouped_.empty()) {
    grouped_.assign(variables_.size(), 0);
    groups_.resize(variables_.size());
  }
  CandidateGroups& result = groups_[v];
  if (grouped_[v]) return result;
  grouped_[v] = 1;
  const Variable& variable = variables_[v];
  // Per flow touched: the parts each candidate reads (or writes).
  std::vector<const std::vector<int>*> partsOf;
  for (int f : variable.reads) {
    const Flow& flow = flows_[f];
    const auto reader = std::find(flow.readers.begin(), flow.readers.end(), v) - flow.readers.begin();
    partsOf.push_back(&flow.readPart[reader]);
  }
  if (variable.writes >= 0) partsOf.push_back(&flows_[variable.writes].outPart);
  // The groups are a function of the candidate count, the own costs and these parts
  // alone: a variable with all three equal to an earlier grouped one's (a repeated
  // layer's copies, whose flows got the same part ids) takes a copy of its groups.
  uint64_t hash = variable.candidates.size() * 0x9e3779b97f4a7c15ULL + partsOf.size();
  auto add = [&hash](uint64_t value) { hash = (hash ^ value) * 0x100000001b3ULL; };
  for (const std::vector<int>* parts : partsOf)
    for (int part : *parts) add(static_cast<uint32_t>(part));
  for (double local : variable.local) add(std::bit_cast<uint64_t>(local));
  std::vector<int>& alike = groupedByHash_[hash];
  for (int u : alike) {
    const Variable& other = variables_[u];
    if (other.candidates.size() != variable.candidates.size() ||
        std::memcmp(other.local.data(), variable.local.data(), variable.local.size() * sizeof(double)) != 0)
      continue;
    std::vector<const std::vector<int>*> theirs;
    for (int f : other.reads) {
      const Flow& flow = flows_[f];
      theirs.push_back(&flow.readPart[std::find(flow.readers.begin(), flow.readers.end(), u) - flow.readers.begin()]);
    }
    if (other.writes >= 0) theirs.push_back(&flows_[other.writes].outPart);
    bool same = theirs.size() == partsOf.size();
    for (std::size_t k = 0; k < partsOf.size() && same; ++k) same = *theirs[k] == *partsOf[k];
    if (!same) continue;
    result = groups_[u];
    return result;
  }
  alike.push_back(v);
  // Signatures of up to four parts below 2^16 pack into one word (the usual case).
  FlatMemo<int> packedGroups;
  std::map<std::vector<int>, int> groups;
  std::vector<int> signature;
  for (std::size_t c = 0; c < variable.candidates.size(); ++c) {
    signature.clear();
    bool packs = partsOf.size() <= 4;
    uint64_t packed = 0;
    for (const std::vector<int>* parts : partsOf) {
      const int part = (*parts)[c];
      signature.push_back(part);
      packs = packs && part >= 0 && part < 0x7fff;  // keeps the key below 2^63
      packed = (packed << 16) | static_cast<uint64_t>(part & 0xffff);
    }
    const int next = static_cast<int>(result.candidate.size());
    int group = next;
    if (!packs) {
      group = groups.emplace(signature, next).first->second;
    } else if (const int* found = packedGroups.find(packed)) {
      group = *found;
    } else {
      packedGroups.insert(packed, next);
    }
    if (group == next) {
      result.candidate.push_back(static_cast<int>(c));
      result.local.push_back(variable.local[c]);
      result.parts.insert(result.parts.end(), signature.begin(), signature.end());
    } else if (variable.local[c] < result.local[group]) {
      result.local[group] = variable.local[c];
      result.candidate[group] = static_cast<int>(c);
    }
  }
  return result;
}

NodeCost PartitionProblem::nodeCostOf(int variable, int candidate) const {
  const Variable& v = variables_[variable];
  if (v.node < 0) return {};
  const EinSumNode& node = graph_.nodes()[v.node];
  return options_.model == CostModel::Seed ? nodeCost(graph_, node, v.candidates[candidate])
                                           : einsummableNodeCost(graph_, node, v.candidates[candidate]);
}

double PartitionProblem::total(const std::vector<int>& choice) {
  double sum = 0;
  for (std::size_t v = 0; v < variables_.size(); ++v) sum += variables_[v].local[choice[v]];
  for (std::size_t f = 0; f < flows_.size(); ++f)
    sum += repartition(static_cast<int>(f), flows_[f].outPart[choice[flows_[f].writer]],
                       requiredPart(static_cast<int>(f), choice));
  return sum;
}

CostBreakdown PartitionProblem::breakdown(const std::vector<int>& choice) {
  CostBreakdown result;
  const std::size_t nodeCount = graph_.nodes().size();
  result.nodes.resize(nodeCount);
  result.repartition.assign(nodeCount, 0);
  for (std::size_t v = 0; v < variables_.size(); ++v) {
    if (variables_[v].node >= 0) result.nodes[v] = nodeCostOf(static_cast<int>(v), choice[v]);
    result.total += variables_[v].local[choice[v]];
  }
  for (std::size_t f = 0; f < flows_.size(); ++f) {
    const Flow& flow = flows_[f];
    const double moved = repartition(static_cast<int>(f), flow.outPart[choice[flow.writer]],
                                     requiredPart(static_cast<int>(f), choice));
    const Variable& writer = variables_[flow.writer];
    if (writer.node >= 0)
      result.repartition[writer.node] = moved;
    else
      result.inputRepartition.push_back({flow.tensor, moved});
    result.total += moved;
  }
  return result;
}

std::vector<PartitionVector> PartitionProblem::nodePartitions(const std::vector<int>& choice) const {
  std::vector<PartitionVector> partitions;
  for (std::size_t n = 0; n < graph_.nodes().size(); ++n) partitions.push_back(variables_[n].candidates[choice[n]]);
  return partitions;
}

}  // namespace shardscope::partition
