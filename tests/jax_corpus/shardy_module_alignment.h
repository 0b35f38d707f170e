#pragma once
// Which op of Shardy's propagated module (propagated.shardy.mlir) is which op of its
// input (annotated.shardy.mlir). XLA's pipeline renumbers values, turns every
// sdy.sharding_constraint into an sdy.reshard, reorders ops, and splits constant
// expressions per use before merging the copies that ended up alike (the 214
// broadcasts of llama-gqa-tp2's input are 155 after it). So an op is matched by what
// it computes: the same op name, symbol, bare words (dense values, comparison
// directions), result types and matched operands, the first such op not yet taken
// (or, when XLA merged identical ops, the one they became). Ops that cannot be told
// apart that way - constant expressions (constants and what is computed from
// constants alone) and identical copies of one computation - are matched through
// their first user: the op that user reads in the same operand position. Regions of
// matched ops are matched the same way, their arguments by position.

#include "io/stablehlo_syntax.h"

#include <map>
#include <string>
#include <string_view>
#include <vector>

namespace shardscope::testing {

// `func#op` or `func#op#region,op#...`: where an op sits, as a ValueKey names it.
inline std::string opPlace(std::string_view func, int opIndex, const std::vector<std::pair<int, int>>& path) {
  std::string text = std::string(func) + "#" + std::to_string(opIndex);
  for (auto [region, op] : path) text += "#" + std::to_string(region) + "," + std::to_string(op);
  return text;
}

class ShardyModuleAlignment {
 public:
  ShardyModuleAlignment(const io::mlir::ParsedModule& input, const io::mlir::ParsedModule& output) {
    for (const auto& function : input.functions)
      for (const auto& theirs : output.functions)
        if (theirs.name == function.name) alignFunction(function, theirs);
  }

  // The output op that holds what the input op at `place` computes; "" when none.
  std::string counterpart(const std::string& place) const {
    const auto it = places_.find(place);
    return it == places_.end() ? std::string() : it->second;
  }
  int unmatchedOps() const { return unmatched_; }

 private:
  using Op = io::mlir::Operation;
  using Path = std::vector<std::pair<int, int>>;
  struct Located {
    const Op* op = nullptr;
    std::string place;
  };
  struct Scope {
    std::map<std::string, std::string, std::less<>> names;      // input value -> output value
    std::map<std::string, Located, std::less<>> constantsA;      // constant expressions of the input
    std::map<std::string, Located, std::less<>> deferredA;       // matched through their users
    std::map<std::string, Located, std::less<>> opsB, constantsB;  // every output op; its constants
  };
  using Table = std::map<std::string, Located, std::less<>> Scope::*;

  static std::string_view base(std::string_view name) { return name.substr(0, name.find('#')); }
  static std::string_view renamed(std::string_view name) { return name == "sdy.sharding_constraint" ? "sdy.reshard" : name; }

  const Located* find(std::string_view name, Table table) const {
    for (auto scope = scopes_.rbegin(); scope != scopes_.rend(); ++scope)
      if (const auto it = ((*scope).*table).find(base(name)); it != ((*scope).*table).end()) return &it->second;
    return nullptr;
  }

  std::string mapped(std::string_view name) const {
    const std::size_t hash = name.find('#');
    for (auto scope = scopes_.rbegin(); scope != scopes_.rend(); ++scope)
      if (const auto it = scope->names.find(base(name)); it != scope->names.end())
        return it->second + std::string(hash == std::string_view::npos ? std::string_view() : name.substr(hash));
    return "?" + std::string(name);
  }

  static bool sameShape(const Op& a, const Op& b) {
    return renamed(a.name) == renamed(b.name) && a.symbol == b.symbol && a.keywords == b.keywords && a.resultCount == b.resultCount &&
           a.resultTypes == b.resultTypes && a.typeList == b.typeList && a.operands.size() == b.operands.size() &&
           a.regions.size() == b.regions.size();
  }

  // Input value `a` and output value `b` hold the same: already matched, or (for a
  // value matched through its users) computed alike from values that hold the same.
  bool equivalent(std::string_view a, std::string_view b, int depth = 0) const {
    const Located* deferred = find(a, &Scope::deferredA);
    if (!deferred) return mapped(a) == b;
    const Located* theirs = find(b, &Scope::opsB);
    if (!theirs || depth > 64 || !sameShape(*deferred->op, *theirs->op)) return false;
    for (std::size_t i = 0; i < deferred->op->operands.size(); ++i)
      if (!equivalent(deferred->op->operands[i].name, theirs->op->operands[i].name, depth + 1)) return false;
    return a.substr(a.find('#') == std::string_view::npos ? a.size() : a.find('#')) ==
           b.substr(b.find('#') == std::string_view::npos ? b.size() : b.find('#'));
  }

  bool same(const Op& a, const Op& b) const {
    if (!sameShape(a, b)) return false;
    for (std::size_t i = 0; i < a.operands.size(); ++i)
      if (!equivalent(a.operands[i].name, b.operands[i].name)) return false;
    return true;
  }

  void bindResults(const Op& a, const Op& b) {
    for (std::size_t i = 0; i < a.resultNames.size() && i < b.resultNames.size(); ++i)
      scopes_.back().names[std::string(a.resultNames[i])] = std::string(b.resultNames[i]);
  }

  // `theirs` is what `ours` was matched to: each deferred value `ours` reads is the
  // one `theirs` reads in the same position.
  void bindDeferred(const Op& ours, const Op& theirs, int depth = 0) {
    for (std::size_t i = 0; i < ours.operands.size() && i < theirs.operands.size(); ++i) {
      const Located* a = find(ours.operands[i].name, &Scope::deferredA);
      const Located* b = find(theirs.operands[i].name, &Scope::opsB);
      if (!a || !b || places_.count(a->place) || depth > 64 || !sameShape(*a->op, *b->op)) continue;
      places_[a->place] = b->place;
      for (std::size_t r = 0; r < a->op->resultNames.size() && r < b->op->resultNames.size(); ++r)
        for (auto scope = scopes_.rbegin(); scope != scopes_.rend(); ++scope)
          if (scope->deferredA.count(std::string(base(a->op->resultNames[r])))) {
            scope->names[std::string(a->op->resultNames[r])] = std::string(b->op->resultNames[r]);
            break;
          }
      bindDeferred(*a->op, *b->op, depth + 1);
    }
  }

  bool isConstantExpression(const Op& op, Table constants) const {
    if (op.name == "sdy.constant" || op.name == "stablehlo.constant" || op.name == "stablehlo.iota") return true;
    if (op.operands.empty() || !op.regions.empty() || op.name.starts_with("sdy.") || op.resultCount == 0) return false;
    for (const auto& use : op.operands)
      if (!find(use.name, constants)) return false;
    return true;
  }

  // An op's computation spelled with the input's own names: equal texts, identical ops.
  static std::string identity(const Op& op) {
    std::string text = std::string(op.name) + "|" + std::string(op.symbol);
    for (std::string_view word : op.keywords) text += " " + std::string(word);
    for (const auto& use : op.operands) text += "|" + std::string(use.name);
    return text;
  }

  // What the main pass looks candidates up by: name, symbol, bare words.
  static std::string loose(const Op& op) {
    std::string text = std::string(renamed(op.name)) + "|" + std::string(op.symbol) + "|" + std::to_string(op.operands.size());
    for (std::string_view word : op.keywords) text += " " + std::string(word);
    return text;
  }

  void alignFunction(const io::mlir::Function& a, const io::mlir::Function& b) {
    scopes_.assign(1, {});
    for (std::size_t i = 0; i < a.arguments.size() && i < b.arguments.size(); ++i)
      scopes_.back().names[std::string(a.arguments[i].name)] = std::string(b.arguments[i].name);
    alignRegion(a.body, b.body, std::string(a.name), -1, -1, {}, {});
  }

  // `topA`/`topB`: the top-level op holding the region (-1: the function body);
  // `pathA`/`pathB`: the region path down to it, the op slot to be filled in.
  void alignRegion(const io::mlir::Region& a, const io::mlir::Region& b, const std::string& func, int topA, int topB, const Path& pathA,
                   const Path& pathB) {
    auto placeOf = [&](int top, Path path, std::size_t k) {
      if (top < 0) return opPlace(func, static_cast<int>(k), {});
      path.back().second = static_cast<int>(k);
      return opPlace(func, top, path);
    };
    Scope& scope = scopes_.back();
    std::map<std::string, int> copies;
    for (const Op& op : a.operations)
      if (op.regions.empty() && op.resultCount > 0) ++copies[identity(op)];
    std::vector<char> deferred(a.operations.size()), constantB(b.operations.size());
    for (std::size_t k = 0; k < a.operations.size(); ++k) {
      const Op& op = a.operations[k];
      const bool constant = isConstantExpression(op, &Scope::constantsA);
      deferred[k] = constant || (op.regions.empty() && op.resultCount > 0 && copies[identity(op)] > 1);
      for (std::string_view name : op.resultNames) {
        if (constant) scope.constantsA[std::string(name)] = {&op, placeOf(topA, pathA, k)};
        if (deferred[k]) scope.deferredA[std::string(name)] = {&op, placeOf(topA, pathA, k)};
      }
    }
    std::map<std::string, std::vector<std::size_t>> untaken, taken;  // output ops by loose(), in order
    for (std::size_t k = 0; k < b.operations.size(); ++k) {
      const Op& op = b.operations[k];
      constantB[k] = isConstantExpression(op, &Scope::constantsB);
      for (std::string_view name : op.resultNames) {
        scope.opsB[std::string(name)] = {&op, placeOf(topB, pathB, k)};
        if (constantB[k]) scope.constantsB[std::string(name)] = {&op, placeOf(topB, pathB, k)};
      }
      if (!constantB[k]) untaken[loose(op)].push_back(k);
    }
    for (std::size_t k = 0; k < a.operations.size(); ++k) {
      if (deferred[k]) continue;
      const Op& op = a.operations[k];
      const std::string key = loose(op);
      std::size_t found = b.operations.size();
      if (auto candidates = untaken.find(key); candidates != untaken.end())
        for (auto it = candidates->second.begin(); it != candidates->second.end(); ++it)
          if (same(op, b.operations[*it])) {
            found = *it;
            candidates->second.erase(it);
            taken[key].push_back(found);
            break;
          }
      if (found == b.operations.size() && op.regions.empty())
        if (auto merged = taken.find(key); merged != taken.end())
          for (std::size_t earlier : merged->second)
            if (same(op, b.operations[earlier])) found = earlier;
      if (found == b.operations.size()) {
        ++unmatched_;
        continue;
      }
      const Op& theirs = b.operations[found];
      places_[placeOf(topA, pathA, k)] = placeOf(topB, pathB, found);
      bindResults(op, theirs);
      bindDeferred(op, theirs);
      for (std::size_t r = 0; r < op.regions.size(); ++r) {
        scopes_.emplace_back();
        const auto& ra = op.regions[r];
        const auto& rb = theirs.regions[r];
        for (std::size_t i = 0; i < ra.arguments.size() && i < rb.arguments.size(); ++i)
          scopes_.back().names[std::string(ra.arguments[i].name)] = std::string(rb.arguments[i].name);
        for (std::size_t i = 0; i < op.definitions.size() && i < theirs.definitions.size(); ++i)
          scopes_.back().names[std::string(op.definitions[i].name)] = std::string(theirs.definitions[i].name);
        Path innerA = topA < 0 ? Path{} : pathA, innerB = topB < 0 ? Path{} : pathB;
        if (topA >= 0) innerA.back().second = static_cast<int>(k);
        if (topB >= 0) innerB.back().second = static_cast<int>(found);
        innerA.emplace_back(static_cast<int>(r), 0);
        innerB.emplace_back(static_cast<int>(r), 0);
        alignRegion(ra, rb, func, topA < 0 ? static_cast<int>(k) : topA, topB < 0 ? static_cast<int>(found) : topB, innerA, innerB);
        scopes_.pop_back();
      }
    }
    for (std::size_t k = 0; k < a.operations.size(); ++k)
      if (deferred[k] && !places_.count(placeOf(topA, pathA, k))) ++unmatched_;
  }

  std::vector<Scope> scopes_;
  std::map<std::string, std::string> places_;
  int unmatched_ = 0;
};

}  // namespace shardscope::testing
