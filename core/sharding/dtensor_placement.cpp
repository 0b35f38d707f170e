#include "sharding/dtensor_placement.h"

#include "sharding/mesh.h"
#include "sharding/text_cursor.h"

namespace shardscope::sharding {
namespace {

const char* reduceOpName(ReduceOp op) {
  switch (op) {
    case ReduceOp::Sum:
      return "sum";
    case ReduceOp::Avg:
      return "avg";
    case ReduceOp::Max:
      return "max";
    case ReduceOp::Min:
      return "min";
  }
  return "sum";
}

class PlacementParser {
 public:
  explicit PlacementParser(detail::TextCursor& cursor) : c_(cursor) {}

  std::vector<Placement> parse() {
    std::vector<Placement> placements;
    const char open = c_.peek();
    if (open != '[' && open != '(') c_.failExpected("'[' or '(' to start the placements");
    c_.advance();
    const char close = open == '[' ? ']' : ')';
    if (!c_.tryEat(close)) {
      do {
        if (c_.peek() == close) break;  // a Python tuple may end with a comma
        c_.skipSpace();
        if (placements.size() >= Mesh::kMaxAxes) {
          c_.failAt(c_.offset(), "more placements than a mesh has axes (" +
                                     std::to_string(Mesh::kMaxAxes) + ")");
        }
        placements.push_back(parsePlacement());
      } while (c_.tryEat(','));
      c_.expect(close, close == ']' ? "',' or ']' after a placement" : "',' or ')' after a placement");
    }
    if (!c_.atEnd()) c_.failExpected("end of the placements");
    return placements;
  }

 private:
  Placement parsePlacement() {
    const std::size_t at = c_.offset();
    const std::string_view word =
        c_.readWord("a placement (Shard(d), Replicate(), Partial())");
    if (word == "Shard" || word == "S") {
      c_.expect('(', "'(' after " + std::string(word));
      if (c_.tryEatWord("dim")) c_.expect('=', "'=' after dim");
      c_.skipSpace();
      const std::size_t dimAt = c_.offset();
      const int64_t dim = c_.readInt("a tensor dimension");
      // Far beyond any tensor rank; keeps later rank arithmetic small.
      if (dim < -1024 || dim >= 1024) c_.failAt(dimAt, "Shard dimension out of range");
      c_.expect(')', "')' to end Shard");
      return Placement::shard(dim);
    }
    if (word == "Replicate" || word == "R") {
      if (word == "Replicate" || c_.peek() == '(') {
        c_.expect('(', "'(' after Replicate");
        c_.expect(')', "')' (Replicate takes no arguments)");
      }
      return Placement::replicate();
    }
    if (word == "Partial" || word == "P") {
      ReduceOp op = ReduceOp::Sum;
      if (word == "Partial" || c_.peek() == '(') {
        c_.expect('(', "'(' after " + std::string(word));
        if (!c_.tryEat(')')) {
          if (c_.tryEatWord("reduce_op")) c_.expect('=', "'=' after reduce_op");
          c_.skipSpace();
          const std::size_t opAt = c_.offset();
          const bool quoted = c_.peek() == '"' || c_.peek() == '\'';
          std::string name;
          if (quoted) {
            const char quote = c_.peek();
            c_.advance();
            name = std::string(c_.readWord("a reduce op (sum, avg, max, min)"));
            c_.expect(quote, "a closing quote");
          } else {
            name = std::string(c_.readWord("a reduce op (sum, avg, max, min)"));
          }
          if (name == "sum") op = ReduceOp::Sum;
          else if (name == "avg") op = ReduceOp::Avg;
          else if (name == "max") op = ReduceOp::Max;
          else if (name == "min") op = ReduceOp::Min;
          else c_.failAt(opAt, "expected a reduce op (sum, avg, max, min), found '" + name.substr(0, 24) + "'");
          c_.expect(')', "')' to end Partial");
        }
      }
      return Placement::partial(op);
    }
    c_.failAt(at, "expected a placement (Shard(d), Replicate(), Partial()), found '" +
                      std::string(word.substr(0, 24)) + "'");
  }

  detail::TextCursor& c_;
};

}  // namespace

std::string Placement::toString() const {
  switch (kind) {
    case Kind::Shard:
      return "Shard(" + std::to_string(dim) + ")";
    case Kind::Replicate:
      return "Replicate()";
    case Kind::Partial:
      return reduceOp == ReduceOp::Sum ? "Partial()"
                                       : std::string("Partial(") + reduceOpName(reduceOp) + ")";
  }
  return "Replicate()";
}

std::string placementsToString(const std::vector<Placement>& placements) {
  std::string out = "[";
  for (std::size_t i = 0; i < placements.size(); ++i) {
    if (i != 0) out += ", ";
    out += placements[i].toString();
  }
  return out + "]";
}

std::variant<std::vector<Placement>, ShardingParseError> parsePlacements(std::string_view text) {
  detail::TextCursor cursor(text);
  try {
    return PlacementParser(cursor).parse();
  } catch (const detail::TextError& error) {
    return ShardingParseError{error.offset, error.message};
  }
}

}  // namespace shardscope::sharding
