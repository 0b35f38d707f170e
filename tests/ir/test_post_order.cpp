// Computation::postOrder: operands before users, the same order a depth-first search
// from each instruction in id order gives (what Boost's topological sort computes),
// whether the instructions are already in order (its one-pass path) or not, and a
// cycle named as an error.
#include "ir/computation.h"

#include <QTest>

#include <algorithm>
#include <functional>
#include <numeric>
#include <random>
#include <stdexcept>
#include <vector>

using namespace shardscope;

namespace {

// A random DAG of `count` instructions, each reading up to three earlier ones (some
// twice), in id order.
ir::Computation randomOrdered(int count, std::mt19937& random) {
  ir::Computation c;
  c.instructions.resize(static_cast<std::size_t>(count));
  for (int i = 1; i < count; ++i) {
    const int operands = static_cast<int>(random() % 4);
    for (int k = 0; k < operands; ++k) c.instructions[i].operands.push_back(static_cast<ir::InstructionId>(random() % i));
  }
  return c;
}

// The same DAG with its instructions placed by `place` (new position of each old id).
ir::Computation permuted(const ir::Computation& c, const std::vector<int>& place) {
  ir::Computation out;
  out.instructions.resize(c.instructions.size());
  for (std::size_t i = 0; i < c.instructions.size(); ++i) {
    ir::Instruction& in = out.instructions[place[i]];
    for (ir::InstructionId operand : c.instructions[i].operands) in.operands.push_back(place[operand]);
  }
  return out;
}

std::vector<ir::InstructionId> depthFirstPostOrder(const ir::Computation& c) {
  std::vector<char> seen(c.instructions.size(), 0);
  std::vector<ir::InstructionId> order;
  std::function<void(ir::InstructionId)> visit = [&](ir::InstructionId id) {
    seen[id] = 1;
    for (ir::InstructionId operand : c.instructions[id].operands)
      if (!seen[operand]) visit(operand);
    order.push_back(id);
  };
  for (ir::InstructionId id = 0; id < static_cast<ir::InstructionId>(c.instructions.size()); ++id)
    if (!seen[id]) visit(id);
  return order;
}

bool operandsFirst(const ir::Computation& c, const std::vector<ir::InstructionId>& order) {
  if (order.size() != c.instructions.size()) return false;
  std::vector<int> position(order.size(), -1);
  for (std::size_t k = 0; k < order.size(); ++k) {
    if (order[k] < 0 || order[k] >= static_cast<ir::InstructionId>(order.size()) || position[order[k]] >= 0) return false;
    position[order[k]] = static_cast<int>(k);
  }
  for (std::size_t i = 0; i < c.instructions.size(); ++i)
    for (ir::InstructionId operand : c.instructions[i].operands)
      if (position[operand] >= position[i]) return false;
  return true;
}

}  // namespace

class TestPostOrder : public QObject {
  Q_OBJECT

 private slots:
  void instructionsInOrderAreTheirOwnPostOrder() {
    std::mt19937 random(7);
    for (int trial = 0; trial < 50; ++trial) {
      const ir::Computation c = randomOrdered(1 + static_cast<int>(random() % 300), random);
      const auto order = c.postOrder();
      std::vector<ir::InstructionId> identity(c.instructions.size());
      std::iota(identity.begin(), identity.end(), 0);
      QCOMPARE(order, identity);
      QCOMPARE(order, depthFirstPostOrder(c));
    }
  }

  void instructionsOutOfOrderAreSortedDepthFirst() {
    std::mt19937 random(11);
    for (int trial = 0; trial < 50; ++trial) {
      const ir::Computation ordered = randomOrdered(2 + static_cast<int>(random() % 300), random);
      std::vector<int> place(ordered.instructions.size());
      std::iota(place.begin(), place.end(), 0);
      std::shuffle(place.begin(), place.end(), random);
      const ir::Computation c = permuted(ordered, place);
      const auto order = c.postOrder();
      QVERIFY(operandsFirst(c, order));
      QCOMPARE(order, depthFirstPostOrder(c));
    }
    // One instruction after its user is enough to leave the one-pass path.
    ir::Computation c;
    c.instructions.resize(3);
    c.instructions[0].operands = {2};
    c.instructions[1].operands = {0};
    const std::vector<ir::InstructionId> expected{2, 0, 1};
    QCOMPARE(c.postOrder(), expected);
  }

  // UserLists says whether the instructions are their own post order, as it builds the
  // lists (the verifier then needs no pass of its own to know).
  void userListsKnowWhetherOperandsPrecedeUsers() {
    std::mt19937 random(5);
    for (int trial = 0; trial < 30; ++trial) {
      const ir::Computation ordered = randomOrdered(2 + static_cast<int>(random() % 200), random);
      QVERIFY(ordered.userLists().operandsPrecedeUsers());
      std::vector<int> place(ordered.instructions.size());
      std::iota(place.begin(), place.end(), 0);
      std::shuffle(place.begin(), place.end(), random);
      const ir::Computation c = permuted(ordered, place);
      std::vector<ir::InstructionId> identity(c.instructions.size());
      std::iota(identity.begin(), identity.end(), 0);
      QCOMPARE(c.userLists().operandsPrecedeUsers(), c.postOrder() == identity && operandsFirst(c, identity));
    }
    ir::Computation outOfRange;
    outOfRange.instructions.resize(2);
    outOfRange.instructions[1].operands = {5};
    QVERIFY(!outOfRange.userLists().operandsPrecedeUsers());
    ir::Computation self;
    self.instructions.resize(1);
    self.instructions[0].operands = {0};
    QVERIFY(!self.userLists().operandsPrecedeUsers());
  }

  void aCycleIsAnError() {
    ir::Computation c;
    c.name = "loop";
    c.instructions.resize(3);
    c.instructions[1].operands = {2};
    c.instructions[2].operands = {1};
    QVERIFY_THROWS_EXCEPTION(std::runtime_error, c.postOrder());
    ir::Computation self;
    self.instructions.resize(1);
    self.instructions[0].operands = {0};
    QVERIFY_THROWS_EXCEPTION(std::runtime_error, self.postOrder());
  }
};

QTEST_APPLESS_MAIN(TestPostOrder)
#include "test_post_order.moc"
