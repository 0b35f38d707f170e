#include "egraph/term.h"

#include <stdexcept>
#include <utility>

namespace shardscope::egraph {

std::uint32_t Term::add(Symbol op, std::vector<std::uint32_t> children) {
  for (std::uint32_t child : children)
    if (child >= nodes_.size()) throw std::out_of_range("Term::add: child is not in the term");
  nodes_.push_back(TermNode{op, std::move(children)});
  return static_cast<std::uint32_t>(nodes_.size() - 1);
}

std::string Term::toString(std::size_t maxChars) const {
  return empty() ? std::string() : toString(root(), maxChars);
}

std::string Term::toString(std::uint32_t index, std::size_t maxChars) const {
  // Iterative so that deep terms cannot exhaust the stack.
  struct Frame {
    std::uint32_t index;
    std::size_t next;
  };
  std::string out;
  std::vector<Frame> stack{{index, 0}};
  while (!stack.empty()) {
    if (out.size() > maxChars) {
      out.resize(maxChars);
      out += "...";
      return out;
    }
    Frame& frame = stack.back();
    const TermNode& n = nodes_.at(frame.index);
    if (n.children.empty()) {
      out += n.op.name();
      stack.pop_back();
      continue;
    }
    if (frame.next == 0) {
      out += '(';
      out += n.op.name();
    }
    if (frame.next == n.children.size()) {
      out += ')';
      stack.pop_back();
      continue;
    }
    out += ' ';
    const std::uint32_t child = n.children[frame.next++];
    stack.push_back({child, 0});
  }
  return out;
}

bool Term::sameTree(std::uint32_t index, const Term& other, std::uint32_t otherIndex) const {
  std::vector<std::pair<std::uint32_t, std::uint32_t>> stack{{index, otherIndex}};
  while (!stack.empty()) {
    const auto [a, b] = stack.back();
    stack.pop_back();
    const TermNode& x = nodes_.at(a);
    const TermNode& y = other.nodes_.at(b);
    if (x.op != y.op || x.children.size() != y.children.size()) return false;
    for (std::size_t i = 0; i < x.children.size(); ++i)
      stack.emplace_back(x.children[i], y.children[i]);
  }
  return true;
}

}  // namespace shardscope::egraph
