#include "grouping/instruction_grouping.h"

#include "grouping/dataflow_segments.h"
#include "grouping/layer_names.h"
#include "grouping/op_name_scopes.h"
#include "grouping/source_lines.h"

#include <algorithm>
#include <memory>
#include <unordered_map>
#include <unordered_set>

namespace shardscope::grouping {

const char* groupingSourceName(GroupingSource source) {
  switch (source) {
    case GroupingSource::Flat: return "none";
    case GroupingSource::OpName: return "op_name";
    case GroupingSource::LayerNames: return "layer names";
    case GroupingSource::SourceLines: return "source lines";
    case GroupingSource::SourceFiles: return "source files";
    case GroupingSource::Dataflow: return "dataflow";
  }
  return "none";
}

namespace {

using Members = std::vector<ir::InstructionId>;

std::string join(const std::string& prefix, const std::string& key) { return prefix.empty() ? key : prefix + "/" + key; }

// The longest chain of whole components every non-empty path starts with.
std::string commonScope(const std::vector<std::string>& paths) {
  const std::string* first = nullptr;
  std::size_t length = 0;  // of the common chain, in characters of *first
  for (const std::string& path : paths) {
    if (path.empty()) continue;
    if (!first) {
      first = &path;
      length = path.size();
      continue;
    }
    const auto startsWith = [&](std::size_t n) {
      return path.compare(0, n, *first, 0, n) == 0 && (path.size() == n || path[n] == '/');
    };
    while (length > 0 && !startsWith(length)) {
      const std::size_t slash = first->rfind('/', length - 1);
      length = slash == std::string::npos ? 0 : slash;
    }
  }
  return first ? first->substr(0, length) : std::string();
}

class Grouper {
 public:
  Grouper(const ir::Computation& computation, const GroupingOptions& options, InstructionGroups& out)
      : computation_(computation), options_(options), out_(out) {}

  // Groups `members`, all now at `prefix`, when they are too many to show loose there.
  // `from`: the first source still worth trying for them.
  // `siblings`: groups already shown next to them (op_name scopes at the same level).
  void regroup(const Members& members, const std::string& prefix, GroupingSource from, bool outermost, int siblings) {
    if (static_cast<int>(members.size()) <= options_.maxLoose) return;
    static constexpr GroupingSource kOrder[] = {GroupingSource::LayerNames, GroupingSource::SourceLines,
                                                GroupingSource::SourceFiles};
    for (GroupingSource source : kOrder) {
      if (source < from) continue;
      const std::vector<std::string>& keys = keysOf(source);
      const std::unordered_map<ir::InstructionId, std::string> adopted = adoptInputs(members, keys);
      std::unordered_map<std::string, Members> byKey;
      std::vector<std::string> keyOrder;
      Members unkeyed;
      for (ir::InstructionId id : members) {
        const auto found = adopted.find(id);
        const std::string& key = found != adopted.end() ? found->second : keys[id];
        if (key.empty()) {
          unkeyed.push_back(id);
          continue;
        }
        auto [it, added] = byKey.try_emplace(key);
        if (added) keyOrder.push_back(key);
        it->second.push_back(id);
      }
      // A group of one is a box that hides one node: leave it loose (one pass: a line per
      // instruction gives 10^5 such groups).
      std::vector<std::string> kept;
      for (std::string& key : keyOrder) {
        const auto group = byKey.find(key);
        if (group->second.size() > 1) {
          kept.push_back(std::move(key));
          continue;
        }
        unkeyed.push_back(group->second.front());
        byKey.erase(group);
      }
      keyOrder = std::move(kept);
      if (!acceptable(members.size(), unkeyed.size(), byKey, siblings)) continue;
      note(source, outermost);
      // Inside a file, its lines; inside a line or layer, what comes after.
      const GroupingSource inner = source == GroupingSource::SourceFiles ? GroupingSource::SourceLines
                                                                        : static_cast<GroupingSource>(static_cast<int>(source) + 1);
      for (const std::string& key : keyOrder) {
        const std::string path = join(prefix, key);
        for (ir::InstructionId id : byKey[key]) out_.paths[id] = path;
        regroup(byKey[key], path, inner, false, 0);
      }
      regroup(unkeyed, prefix, static_cast<GroupingSource>(static_cast<int>(source) + 1), false,
              siblings + static_cast<int>(byKey.size()));
      return;
    }
    segment(members, prefix, outermost, siblings);
  }

 private:
  // Parameters, constants and what is only moved from them carry no source or layer of
  // their own (a weight's parameter): each takes the key of its first user among
  // `members` that has one, so a group holds its weights instead of a row of them loose.
  std::unordered_map<ir::InstructionId, std::string> adoptInputs(const Members& members, const std::vector<std::string>& keys) {
    const DataflowIndex& flow = dataflow();
    std::unordered_map<ir::InstructionId, std::string> adopted;
    std::unordered_set<ir::InstructionId> inMembers(members.begin(), members.end());
    Members inputs;
    for (ir::InstructionId id : members)
      if (keys[id].empty() && flow.inputLike[id]) inputs.push_back(id);
    // Users come later in program order: backwards, every user is decided first.
    std::sort(inputs.begin(), inputs.end(), [&](auto a, auto b) { return flow.rank[a] > flow.rank[b]; });
    for (ir::InstructionId id : inputs) {
      const std::string* best = nullptr;
      int bestRank = 0;
      for (ir::InstructionId user : flow.users[id]) {
        if (!inMembers.count(user)) continue;
        const auto found = adopted.find(user);
        const std::string& key = found != adopted.end() ? found->second : keys[user];
        if (!key.empty() && (!best || flow.rank[user] < bestRank)) {
          best = &key;
          bestRank = flow.rank[user];
        }
      }
      if (best) adopted.emplace(id, *best);
    }
    return adopted;
  }

  const DataflowIndex& dataflow() {
    if (!dataflow_) dataflow_ = std::make_unique<DataflowIndex>(computation_);
    return *dataflow_;
  }

  bool acceptable(std::size_t total, std::size_t unkeyed, const std::unordered_map<std::string, Members>& byKey,
                  int siblings) const {
    if (byKey.size() < 2 || static_cast<int>(byKey.size()) > options_.maxGroups) return false;
    if (unkeyed * 2 > total) return false;
    // Everything the level then shows: its other groups, these, and the rest loose (or
    // in runs when too many).
    const int rest = static_cast<int>(unkeyed) <= options_.maxLoose ? static_cast<int>(unkeyed) : segmentTarget(static_cast<int>(unkeyed));
    if (siblings + static_cast<int>(byKey.size()) + rest > options_.maxBoxes) return false;
    for (const auto& [key, group] : byKey)
      if (group.size() * 3 > total) return false;
    return true;
  }

  // Dataflow runs, always possible; a run still too big is cut again inside.
  void segment(const Members& members, const std::string& prefix, bool outermost, int siblings) {
    dataflow();
    int computing = 0;
    for (ir::InstructionId id : members) computing += dataflow_->inputLike[id] ? 0 : 1;
    const int room = std::max(2, options_.maxBoxes - siblings);
    const Segments segments = dataflowSegments(*dataflow_, members, std::min(room, segmentTarget(computing)));
    if (segments.titles.size() < 2) return;
    note(GroupingSource::Dataflow, outermost);
    std::vector<Members> runs(segments.titles.size());
    for (std::size_t m = 0; m < members.size(); ++m) runs[segments.segmentOf[m]].push_back(members[m]);
    for (std::size_t r = 0; r < runs.size(); ++r) {
      const std::string path = join(prefix, segments.titles[r]);
      for (ir::InstructionId id : runs[r]) out_.paths[id] = path;
      // Each inner cut makes runs smaller, so this ends.
      if (static_cast<int>(runs[r].size()) > options_.maxLoose && runs[r].size() < members.size())
        segment(runs[r], path, false, 0);
    }
  }

  const std::vector<std::string>& keysOf(GroupingSource source) {
    auto& keys = keys_[source];
    if (keys.empty() && !computation_.instructions.empty()) {
      if (source == GroupingSource::LayerNames) keys = layerNameGroups(computation_);
      else if (source == GroupingSource::SourceLines) keys = sourceLineKeys(computation_);
      else keys = sourceFileKeys(computation_);
    }
    return keys;
  }

  void note(GroupingSource source, bool outermost) {
    if (outermost) out_.source = source;
    if (std::find(out_.used.begin(), out_.used.end(), source) == out_.used.end()) out_.used.push_back(source);
  }

  const ir::Computation& computation_;
  const GroupingOptions& options_;
  InstructionGroups& out_;
  std::unique_ptr<DataflowIndex> dataflow_;
  std::unordered_map<GroupingSource, std::vector<std::string>> keys_;
};

}  // namespace

InstructionGroups groupInstructions(const ir::Computation& computation, const GroupingOptions& options) {
  InstructionGroups out;
  out.paths = opNameScopes(computation);
  const auto count = static_cast<ir::InstructionId>(computation.instructions.size());
  const auto scoped = std::count_if(out.paths.begin(), out.paths.end(), [](const std::string& p) { return !p.empty(); });
  // op_names give groups when they put at least half the instructions in scopes; then
  // the rest (no op_name, or the operation at the outermost scope) are what the
  // outermost common scope shows loose.
  std::string shown;
  if (scoped * 2 >= count && scoped > 0) {
    shown = commonScope(out.paths);
    // A wrapper only when nearly every instruction with an op_name is inside it (a
    // top-level operation like "head" next to the scope "mlp" makes "mlp" no wrapper;
    // XLA's partitioner names what it adds "broadcast.15", a few in a program).
    // Parameters do not count: JAX gives them their argument's name ("x") as op_name.
    int named = 0, outside = 0;
    for (ir::InstructionId id = 0; id < count && !shown.empty(); ++id) {
      const ir::Instruction& in = computation.instructions[id];
      if (in.metadata.opName.empty() || in.opcode == ir::Opcode::Parameter) continue;
      ++named;
      const std::string& path = out.paths[id];
      if (path.compare(0, shown.size(), shown) != 0 || (path.size() != shown.size() && path[shown.size()] != '/')) ++outside;
    }
    if (outside * 10 > named) shown.clear();
    out.source = GroupingSource::OpName;
    out.used.push_back(GroupingSource::OpName);
  } else {
    std::fill(out.paths.begin(), out.paths.end(), std::string());
  }
  Members loose;
  // Below `shown`: "jit(f)/layer.0/x" is below "jit(f)"; anything is below "".
  const auto below = [&](const std::string& path) {
    return shown.empty() ? !path.empty()
                         : path.size() > shown.size() + 1 && path[shown.size()] == '/' && path.compare(0, shown.size(), shown) == 0;
  };
  std::unordered_set<std::string> scopesShown;  // op_name groups directly inside `shown`
  for (ir::InstructionId id = 0; id < count; ++id) {
    const std::string& path = out.paths[id];
    if (!below(path)) continue;
    const std::size_t from = shown.empty() ? 0 : shown.size() + 1;
    scopesShown.insert(path.substr(from, path.find('/', from) - from));
  }
  for (ir::InstructionId id = 0; id < count; ++id) {
    if (out.paths[id].empty() || out.paths[id] == shown) {
      out.paths[id] = shown;
      loose.push_back(id);
    }
  }
  Grouper(computation, options, out)
      .regroup(loose, shown, GroupingSource::LayerNames, out.source == GroupingSource::Flat || !shown.empty(),
               static_cast<int>(scopesShown.size()));
  // A scope around everything (`jit(f)`) says nothing: paths start inside it, so the
  // picture opens on what it holds, next to the called computations.
  if (!shown.empty()) {
    out.wrapper = shown;
    for (std::string& path : out.paths) {
      if (path == shown) path.clear();
      else if (below(path)) path = path.substr(shown.size() + 1);
    }
  }
  return out;
}

}  // namespace shardscope::grouping
