// Computation::find answers by name in constant time after its index is built, and stays
// right when the instructions change under it (an instruction renamed in place, one
// inserted, a copy of the computation): the index is a cache, never the truth.
#include "ir/computation.h"

#include <QTest>

#include <random>

#include <string>
#include <thread>
#include <vector>

using namespace shardscope;

namespace {

ir::Computation chain(int count, std::vector<std::string>& names) {
  names.clear();
  names.reserve(static_cast<std::size_t>(count) + 1);
  for (int i = 0; i < count; ++i) names.push_back("n." + std::to_string(i));
  names.push_back("renamed");
  ir::Computation c;
  for (int i = 0; i < count; ++i) {
    ir::Instruction in;
    in.name = names[static_cast<std::size_t>(i)];
    c.instructions.push_back(in);
  }
  return c;
}

}  // namespace

class TestComputationFind : public QObject {
  Q_OBJECT

 private slots:
  void findsEveryNameAndNoOther() {
    std::vector<std::string> names;
    const ir::Computation c = chain(1000, names);
    for (int i = 0; i < 1000; ++i) QCOMPARE(c.find(names[static_cast<std::size_t>(i)]), i);
    QCOMPARE(c.find("absent"), -1);
    QCOMPARE(c.find(""), -1);
  }

  void editsAreSeen() {
    std::vector<std::string> names;
    ir::Computation c = chain(500, names);
    QCOMPARE(c.find("n.7"), 7);  // builds the index
    c.instructions[7].name = names.back();  // renamed in place: same size, same storage
    QCOMPARE(c.find("n.7"), -1);
    QCOMPARE(c.find("renamed"), 7);
    // An instruction inserted in front moves every id.
    ir::Instruction first;
    first.name = "n.0";
    c.instructions.insert(c.instructions.begin(), first);
    QCOMPARE(c.find("n.0"), 0);
    QCOMPARE(c.find("n.1"), 2);
    QCOMPARE(c.find("renamed"), 8);
  }

  void copiesHaveTheirOwnIndex() {
    std::vector<std::string> names;
    const ir::Computation original = chain(200, names);
    QCOMPARE(original.find("n.100"), 100);
    ir::Computation copy = original;
    copy.instructions.erase(copy.instructions.begin());
    QCOMPARE(copy.find("n.100"), 99);
    QCOMPARE(original.find("n.100"), 100);
    copy = original;
    QCOMPARE(copy.find("n.100"), 100);
  }

  void concurrentReadersAgree() {
    std::vector<std::string> names;
    const ir::Computation c = chain(5000, names);
    std::vector<std::thread> readers;
    std::vector<int> wrong(4, 0);
    for (int t = 0; t < 4; ++t)
      readers.emplace_back([&, t] {
        for (int i = t; i < 5000; i += 3)
          if (c.find(names[static_cast<std::size_t>(i)]) != i) ++wrong[static_cast<std::size_t>(t)];
      });
    for (std::thread& r : readers) r.join();
    QCOMPARE(wrong, std::vector<int>(4, 0));
  }

  // userLists() is users() in one flat array: the same users, in the same order, an
  // operand read twice by one instruction listed once.
  void userListsEqualUsers() {
    std::mt19937 rng(5);
    ir::Computation c;
    for (int i = 0; i < 400; ++i) {
      ir::Instruction in;
      const int operands = i == 0 ? 0 : static_cast<int>(rng() % 4);
      for (int k = 0; k < operands; ++k) in.operands.push_back(static_cast<ir::InstructionId>(rng() % static_cast<unsigned>(i)));
      if (operands > 0 && rng() % 3 == 0) in.operands.push_back(in.operands.front());  // read twice
      c.instructions.push_back(in);
    }
    const auto users = c.users();
    const ir::UserLists lists = c.userLists();
    QCOMPARE(lists.size(), users.size());
    for (std::size_t i = 0; i < users.size(); ++i) {
      const auto list = lists[static_cast<ir::InstructionId>(i)];
      QCOMPARE(std::vector<ir::InstructionId>(list.begin(), list.end()), users[i]);
    }
    QCOMPARE(ir::Computation{}.userLists().size(), std::size_t{0});
  }
};

QTEST_APPLESS_MAIN(TestComputationFind)
#include "test_computation_find.moc"
